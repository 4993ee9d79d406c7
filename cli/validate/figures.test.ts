import { describe, expect, it } from 'vitest';
import { proseLines } from './typography.ts';
import { claims } from '../../content/claims.ts';
import {
  checkFigures,
  checkMdxBases,
  checkModuleBases,
  checkPopularity,
  checkWeekRanges,
  figuresIn,
  frontmatterTexts,
  mdxTexts,
  moduleTexts,
} from './figures.ts';

const read = (file: string, source: string) => moduleTexts(file, source);
const label = (line: number) => `line ${line}`;

describe('moduleTexts', () => {
  it('reads the copy as written: literal text only, with its line, marks and key; not what is interpolated', () => {
    const { texts, problems } = read(
      'content/x.ts',
      [
        "import { facts } from './facts.ts';",
        'export const page = {',
        '  duration: `${timeline.weeks.discovery}, then planning`,',
        "  features: [facts('count')`Connects up to 3 of your tools`, 'Weeks 8–9'],",
        "  rows: facts('schedule', 'duration')([{ cell: 'Weeks 1–2' }]),",
        "  href: '/blog/2025-plans', 'key 12': 'value',",
        '};',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(texts.map(({ at, text, kinds }) => [at, text, [...kinds]])).toEqual([
      ['line 3', ', then planning', []],
      ['line 4', 'Connects up to 3 of your tools', ['count']],
      ['line 4', 'Weeks 8–9', []],
      ['line 5', 'Weeks 1–2', ['schedule', 'duration']],
      ['line 6', 'value', []],
    ]);
    expect(texts.map((t) => t.key)).toEqual(['duration', 'features', 'features', 'cell', 'key 12']);
  });

  it('reports a mark naming a kind that does not exist', () => {
    const { problems } = read('content/x.ts', "const a = facts('weeks')`Weeks 8–9`;");
    expect(problems).toEqual([expect.objectContaining({ file: 'content/x.ts', path: 'line 1', rule: 'figure' })]);
    expect(problems[0]!.message).toContain('"weeks", which is not a kind of plain fact');
  });

  it('reads content/claims.ts as the records', () => {
    const { texts } = read('content/claims.ts', "const weeks = { training: 'Weeks 8–9' };");
    expect(texts[0]).toMatchObject({ text: 'Weeks 8–9', record: true });
  });
});

describe('mdxTexts', () => {
  it('reads prose lines without expressions, tags, code or link targets, with the paragraph’s mark', () => {
    const source = [
      '---',
      'title: Weeks 1–2',
      '---',
      "import { claims } from '../claims.ts';",
      '',
      'Development runs in {claims.developmentWindow.value}, see [the guide](/docs/week-3).',
      'A service of its own: weeks 1–2, then weeks 2–3. <Facts kinds="schedule" />',
      '```',
      'weeks 1–2',
      '```',
    ].join('\n');
    const { texts, problems } = mdxTexts('content/docs/x.mdx', source, proseLines(source), label);
    expect(problems).toEqual([]);
    expect(texts.map(({ at, kinds }) => [at, [...kinds]])).toEqual([
      ['line 6', []],
      ['line 7', ['schedule']],
    ]);
    expect(texts[0]!.text).not.toMatch(/\d/);
  });

  it('reports a mark naming an unknown kind', () => {
    const source = 'Weeks 1–2. <Facts kinds="sometimes" />';
    const { problems } = mdxTexts('content/docs/x.mdx', source, proseLines(source), label);
    expect(problems[0]).toMatchObject({ path: 'line 1', rule: 'figure' });
  });
});

describe('checkWeekRanges', () => {
  /** What the pages once said, planted back. */
  it.each([
    ['content/packages.ts', "  duration: 'Live in 6–8 weeks',", '6–8 weeks'],
    ['content/about.ts', "  duration: 'Weeks 8–9',", 'Weeks 8–9'],
    ['content/docs/getting-started.ts', "  duration: 'Until week 8 at the latest',", 'Until week 8'],
    ['content/home.ts', '  answer: `${a} A larger programme finishes development by week 8. ${b}`,', 'by week 8'],
    ['content/services/x.ts', "  text: 'Delivered live over 3 to 6 weeks.',", '3 to 6 weeks'],
  ])('reports a week range written in %s, naming the file and line', (file, line, range) => {
    const { problems } = checkWeekRanges(read(file, `export const x = {\n${line}\n};`).texts);
    expect(problems).toEqual([expect.objectContaining({ file, path: 'line 2', rule: 'timeline' })]);
    expect(problems[0]!.message).toContain(`"${range}" is a week range written outside the programme's timeline`);
  });

  it('passes the record, a range read from it, another schedule marked as one, and lengths that are no range', () => {
    const texts = [
      ...read('content/claims.ts', "const w = { training: 'Weeks 8–9' };").texts,
      ...read('content/packages.ts', 'const d = { duration: timeline.live.premium, x: `${timeline.weeks.training}` };')
        .texts,
      ...read('content/services/x.ts', "const p = { duration: facts('schedule')`1–2 weeks` };").texts,
      ...read('content/x.ts', "const t = { text: 'Questions answered for 2 weeks; in week 1 we map the process.' };")
        .texts,
    ];
    const { found, problems } = checkWeekRanges(texts);
    expect(problems).toEqual([]);
    expect(found).toBe(2);
  });
});

/** The measured claims as validate reads them: name → figure. */
const measured = new Map(
  Object.entries(claims)
    .filter(([, claim]) => claim.kind === 'measured')
    .map(([name, claim]) => [name, claim.value]),
);

describe('checkModuleBases', () => {
  const check = (source: string) => checkModuleBases('content/home.ts', source, measured);

  it.each([
    [
      'a hero with no bases',
      'export const home = { hero: { title: `Stop losing ${claims.hoursSavedWeekly.value} hours` } };',
    ],
    [
      'a section whose bases leave the figure out',
      'export const s = { bases: [claims.annualSavings], items: [{ text: `Clients save ${claims.annualSavings.value} and ${claims.hoursSavedWeekly.value} hours` }] };',
    ],
  ])('reports %s, naming the file and line', (_, source) => {
    const { problems } = check(source);
    expect(problems).toEqual([expect.objectContaining({ file: 'content/home.ts', path: 'line 1', rule: 'basis' })]);
    expect(problems[0]!.message).toContain('claims.hoursSavedWeekly ("20+") with no basis beside it');
  });

  it('reports bases that list a figure their object does not state', () => {
    const { problems } = check('export const s = { bases: [claims.annualSavings], text: "No figure here." };');
    expect(problems[0]).toMatchObject({ rule: 'basis', message: expect.stringContaining('states no such figure') });
  });

  it('passes a figure whose nearest object with bases lists it, a promise, and a record attached as popular', () => {
    const { found, problems } = check(
      [
        'export const s = {',
        '  bases: [claims.hoursSavedWeekly, claims.reductionByProcess],',
        '  items: [{ value: claims.hoursSavedWeekly.value, share: benchmarks.reduction.invoices }],',
        '  promise: `Results within ${claims.resultsGuarantee.value}`,',
        '};',
        'export const p = { popular: claims.popularPackage };',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(found).toBe(2);
  });

  it('reads content/claims.ts as the records', () => {
    expect(
      checkModuleBases('content/claims.ts', 'const t = `${claims.integrations.value}`;', measured).problems,
    ).toEqual([]);
  });
});

describe('checkMdxBases', () => {
  const check = (source: string) => checkMdxBases('content/blog/x.mdx', source, proseLines(source), measured, label);

  it('reports a measured claim with no <Bases> in its section, and one listed in another section', () => {
    const source = [
      "import { claims } from '../claims.ts';",
      '',
      'AI reads invoices with {claims.documentAccuracy.value} accuracy.',
      '',
      '## Costs',
      '',
      '<Bases claims={[claims.documentAccuracy]} />',
    ].join('\n');
    expect(check(source).problems.map((p) => `${p.path}: ${p.message.slice(0, 40)}`)).toEqual([
      'line 3: states claims.documentAccuracy ("99%+") ',
      'line 7: <Bases> lists claims.documentAccuracy, w',
    ]);
  });

  it('passes a figure with its <Bases> in the same section, across ### parts and a Bases Prettier broke', () => {
    const source = [
      '## Results',
      '',
      '### Documents',
      '',
      'Time falls by {benchmarks.reduction.invoices}, accuracy {claims.documentAccuracy.value}.',
      '',
      '<Bases',
      '  claims={[',
      '    claims.documentAccuracy,',
      '    claims.reductionByProcess,',
      '  ]}',
      '/>',
    ].join('\n');
    expect(check(source)).toEqual({ found: 2, problems: [] });
  });
});

describe('checkPopularity', () => {
  it('reports copy that calls something popular with no record behind it', () => {
    const source = 'If you are not sure, start there. It is one of our two most popular modules.';
    const { problems } = checkPopularity(mdxTexts('content/docs/x.mdx', source, proseLines(source), label).texts);
    expect(problems).toEqual([expect.objectContaining({ path: 'line 1', rule: 'basis' })]);
    expect(problems[0]!.message).toContain('"most popular" says something is popular, which no record backs');
  });

  it('passes a popular badge’s label and the records', () => {
    const texts = [
      ...read('content/labels.ts', "const l = { popularLabel: 'Most Popular' };").texts,
      ...read('content/claims.ts', "const c = { statement: 'The package bought most often: our most popular.' };")
        .texts,
    ];
    expect(checkPopularity(texts).problems).toEqual([]);
  });
});

describe('figuresIn', () => {
  it.each([
    ['68% of admin time', '68%', 'percent'],
    ['Results 10x the setup fee', '10x', 'multiple'],
    ['Satisfaction 4.2/5', '4.2/5', 'rating'],
    ['answered 24/7', '24/7', 'clock'],
    ['from £500 setup', '£500', 'money'],
    ['a budget of £5K - £15K', '£5K - £15K', 'money'],
    ['1 in 4 records contains an error', '1', 'ratio'],
    ['Mon–Fri 09:00–17:00', '09', 'clock'],
    ['a 45-minute call', '45', 'duration'],
    ['response < 2h', '2h', 'duration'],
    ['in week 3', '3', 'duration'],
    ['founded in 2021', '2021', 'year'],
    ['dated 15 January 2025', '15', 'date'],
    ['teams of 200', '200', 'number'],
  ])('reads %j as %s, a %s', (text, figure, shape) => {
    expect(figuresIn(text)[0]).toMatchObject({ figure, shape });
  });

  it('finds no figure in a name, a code or the number of a list item', () => {
    for (const text of [
      'Make, Zapier or n8n',
      'Raise a P1 ticket',
      'OpenAI GPT-4o',
      'HMAC-SHA256',
      '1. Process and volume',
      '### Step 3: Pilot and measure',
      'the plan in step 3',
      'keys (steps 1–2)',
    ]) {
      expect(figuresIn(text), text).toEqual([]);
    }
  });
});

describe('checkFigures', () => {
  const check = (file: string, source: string) => checkFigures(read(file, source).texts);

  it('reports a figure no record backs and no mark calls a plain fact, naming file and line', () => {
    // What content/home.ts once said.
    const { problems } = check(
      'content/home.ts',
      "const x = [\n  { value: '1 in 4', text: 'records re-typed by hand contains an error that someone has to find later' },\n];",
    );
    expect(problems).toEqual([expect.objectContaining({ file: 'content/home.ts', path: 'line 2', rule: 'figure' })]);
    expect(problems[0]!.message).toContain('"1" (ratio) is neither a record’s nor marked as a plain fact');
  });

  it('reports a figure whose shape its mark does not take: a percentage is never a count, nor a saving a price', () => {
    const { problems } = check('content/x.ts', "const x = facts('count')`3 automations that save 40% of the time`;");
    expect(problems.map((p) => p.message.slice(0, 30))).toEqual(['"40%" (percent) is not a count']);
    expect(problems[0]!.message).toContain('a figure of this shape is a claim');
  });

  it('wants a price marked as one to say VAT is added', () => {
    expect(check('content/x.ts', "const x = facts('price')`Packages from £500.`;").problems).toEqual([
      expect.objectContaining({ rule: 'price', message: expect.stringContaining('says VAT is added') }),
    ]);
    expect(
      check('content/x.ts', "const x = facts('price')`Packages from £500 ${labels.vat.added}.`;").problems,
    ).toEqual([]);
  });

  it('passes records, objects with their own basis, interpolated figures and marked plain facts', () => {
    const texts = [
      ...read('content/claims.ts', "const c = { value: '68%', statement: '68% of admin time…' };").texts,
      ...read('content/case-studies/x.ts', "const s = { value: '92%', detail: 'from 15 hours a week' };").texts,
      ...read('content/caseStudies.ts', "const c = { points: ['70% faster'], basis: { since: '2025' } };").texts,
      ...read('content/x.ts', 'const t = `Clients save ${claims.annualSavings.value} a year`;').texts,
      ...read('content/x.ts', "const t = facts('duration', 'count')`A 45-minute call for up to 10 people`;").texts,
      ...read('content/about.ts', "const m = { year: '2021', event: 'Founded' };").texts,
    ];
    expect(checkFigures(texts)).toEqual({ found: 3, problems: [] });
  });

  it('reads MDX marks and frontmatter comments', () => {
    const source = [
      '---',
      'title: AI Automation in 2025 # facts: date',
      'description: Our 12 best tips',
      '---',
      '',
      'A quote is valid for 30 days. <Facts kinds="duration" />',
      '',
      'Answers within 30 days.',
    ].join('\n');
    const texts = [
      ...mdxTexts('content/legal/x.mdx', source, proseLines(source), label).texts,
      ...frontmatterTexts('content/legal/x.mdx', source).texts,
    ];
    expect(checkFigures(texts).problems.map((p) => `${p.path}: ${p.message.slice(0, 8)}`)).toEqual([
      'line 8: "30" (du',
      'frontmatter.description: "12" (nu',
    ]);
  });
});
