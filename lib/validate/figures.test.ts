import { describe, expect, it } from 'vitest';
import { proseLines } from './typography.ts';
import { checkWeekRanges, mdxTexts, moduleTexts } from './figures.ts';

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
      'A service of its own: weeks 1–2, then weeks 2–3. {/* facts: schedule */}',
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
    const source = 'Weeks 1–2. {/* facts: sometimes */}';
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
