/**
 * What the built pages say (`validate --built`, the build's last step; docs/decisions/0041-claims-are-data-bases-are-
 * footnotes.md). A buyer reads the pages, not the source, and only there has every record, interpolation and
 * component become the words shown, so copy is checked here:
 *
 * - a claim-shaped figure (a percentage, a multiple such as "10x", "20+ hours", "2.8–4.2 hours", "£50,000+") in a
 *   page's text is the value of a record: a claim of content/claims.ts, a benchmark, a case study's result, a success
 *   story's, a service's price or a worked example's sum (pages.ts reads them; the articles' ROI examples through the
 *   engine). A measured one is linked to its note: the page cites the note and ends with it;
 * - no placeholder the spec left open, TODO, lorem ipsum or raw `[^id]` footnote mark is shown;
 * - no rating is above its scale, no date (`<time datetime>`) is impossible or in the future;
 * - an article's reading time is its own words at the site's words a minute (lib/documents.ts `countWords`).
 *
 * Figures inside an island are the visitor's own (the calculator's results) and are not read; its server-rendered
 * slots are. A progress bar's percentage is a position, not a claim. The downloads are forms to fill in, read by
 * lib/file-formats/document.test.ts.
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import * as v from 'valibot';
import { countWords, readingMinutes } from '../../lib/documents.ts';
import { ISLAND_TAG, SLOT_TAG } from '../../lib/islands.ts';
import { isRealDate, localDay } from './dates.ts';
import { excerpt, problem, type Problem, type Rule } from './problem.ts';

/** A figure a record states: its note (when it is measured), or none; `pages` limits where it may appear. */
export interface FigureRecord {
  value: string;
  /** The note a page citing it must end with: `#note-<note>`. */
  note?: string;
  /** Where it may appear, when not on every page: the articles' worked examples. */
  pages?: RegExp;
}

/** Claim-shaped: a percentage or range of them (not a formula's "× 100%"), a multiple, "N+" or a range before "hours", "£N+". */
const FIGURE =
  /(?<![\w.,£/])(?<!×\s*)(?:£\d[\d,]*\+|\d[\d,]*(?:\.\d+)?(?:–\d[\d,]*(?:\.\d+)?)?%|\d+(?:\.\d+)?x\b|\d[\d,]*\+(?=\s+(?:hours|integrations|applications)\b)|\d+(?:\.\d+)?–\d+(?:\.\d+)?(?=\s+hours\b))/g;

const PLACEHOLDER = /\{\s*(?:email|phone|token|host|key)\s*\}|\bTODO\b|\blorem\s+ipsum\b|\[\^[\w-]+\]/gi;
const RATING = /(?<![\d.,/])(\d+(?:\.\d+)?)\s*(?:\/|\bout of\b)\s*(5|10)(?![\d.,/])/g;

/** A node of the parsed page, as far as these checks read it. */
interface Node {
  type: string;
  data?: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: Node[];
}

/** Elements whose text is no claim a page makes: code, the notes themselves, references, progress bars. */
const skipped = ({ name = '', attribs = {} }: Node): boolean =>
  ['script', 'style', 'template', 'svg', 'code', 'pre'].includes(name) ||
  attribs['id'] === 'notes' ||
  'data-note-ref' in attribs ||
  'data-progress' in attribs;

/** The text of `node` a reader meets as copy, element boundaries as spaces; an island's own output left out. */
function copyText(node: Node, inIsland = false): string {
  if (node.type === 'text') return inIsland ? '' : (node.data ?? '');
  if (!node.children || skipped(node)) return '';
  const island = (inIsland || node.name === ISLAND_TAG) && node.name !== SLOT_TAG;
  return ` ${node.children.map((child) => copyText(child, island)).join('')} `;
}

/** `dist/client/blog/x.html` → `/blog/x`. */
const routeOf = (root: string, file: string): string =>
  `/${path.relative(root, file).split(path.sep).join('/')}`.replace(/(?:\/index)?\.html$/, '') || '/';

export type PageCheck = { problems: Problem[]; checked: Record<string, number> };

/** Every check of one built page, against the records' figures. */
export function checkPage(file: string, route: string, html: string, records: readonly FigureRecord[], now: Date) {
  const problems: Problem[] = [];
  const checked = { pages: 1, 'claim-shaped figures': 0, notes: 0, dates: 0, 'reading times': 0 };
  const report = (rule: Rule, message: string) => problems.push(problem(file, route, rule, message));
  const dom = parseDocument(html);
  const main = DomUtils.findOne((e) => e.name === 'main', dom.children) ?? dom;
  const text = copyText(main as unknown as Node).replace(/\s+/g, ' ');
  const description = DomUtils.findOne((e) => e.name === 'meta' && e.attribs['name'] === 'description', dom.children);
  const shown = `${DomUtils.textContent(DomUtils.getElementsByTagName('title', dom)[0] ?? [])} ${description?.attribs['content'] ?? ''} ${text}`;
  for (const match of shown.matchAll(PLACEHOLDER))
    report('placeholder', `"${match[0]}" is shown on the page: ${excerpt(shown, match.index, match[0].length)}`);
  for (const match of text.matchAll(RATING))
    if (Number(match[1]) > Number(match[2]))
      report('rating', `${match[1]} is above its scale of ${match[2]}: ${excerpt(text, match.index, match[0].length)}`);
  const cited = new Set(
    DomUtils.findAll((e) => 'data-note-ref' in e.attribs, dom.children).map((e) => e.attribs['href']?.slice(6)),
  );
  const notes = new Set(
    DomUtils.findAll((e) => /^note-/.test(e.attribs['id'] ?? ''), dom.children).map((e) => e.attribs['id']?.slice(5)),
  );
  checked.notes = notes.size;
  for (const id of cited)
    if (!notes.has(id ?? '')) report('claim', `cites note "${id}", which the page does not end with`);
  const applicable = records.filter((record) => !record.pages || record.pages.test(route));
  for (const match of text.matchAll(FIGURE)) {
    checked['claim-shaped figures'] += 1;
    const mine = applicable.filter((record) => record.value === match[0]);
    const quoted = excerpt(text, match.index, match[0].length);
    if (mine.length === 0)
      report('claim', `"${match[0]}" is no record's figure (content/claims.ts, a case study, an example): ${quoted}`);
    else if (mine.every((record) => record.note) && !mine.some((record) => cited.has(record.note)))
      report(
        'claim',
        `"${match[0]}" is a measured claim, and the page cites no note of it (cite(), content/schema.ts): ${quoted}`,
      );
  }
  for (const time of DomUtils.findAll((e) => e.name === 'time' && 'datetime' in e.attribs, dom.children)) {
    checked.dates += 1;
    const day = time.attribs['datetime'] ?? '';
    const [year, month, date] = day.split('-').map(Number);
    if (!isRealDate(year ?? 0, month ?? 0, date ?? 0)) report('date', `${day} is not a real calendar date`);
    else if (day > localDay(now)) report('date', `${day} is in the future (today is ${localDay(now)})`);
  }
  const minutes = DomUtils.findOne((e) => 'data-read-minutes' in e.attribs, dom.children);
  if (minutes) {
    checked['reading times'] += 1;
    const reading = DomUtils.findOne((e) => 'data-reading' in e.attribs, dom.children);
    const notesList = DomUtils.findOne((e) => e.attribs['id'] === 'notes', dom.children);
    const words = [reading, notesList].reduce((sum, e) => sum + (e ? countWords(DomUtils.getOuterHTML(e)) : 0), 0);
    const says = Number(minutes.attribs['data-read-minutes']);
    if (!reading || readingMinutes(words) !== says)
      report('readtime', `says ${says} min, but its text and notes are ${words} words: ${readingMinutes(words)} min`);
  }
  return { problems, checked };
}

/** The claim-shaped figures of a record's value ("20+" and "20–40" on their own too), with `note` and `pages`. */
const recordsIn = (text: string, note?: string, pages?: RegExp): FigureRecord[] =>
  [...`${text} hours`.matchAll(FIGURE)].map((match) => ({
    value: match[0],
    ...(note ? { note } : {}),
    ...(pages ? { pages } : {}),
  }));

/** Every figure a record states, read from content (loaded here, so a module that fails its schema fails alone). */
export async function figureRecords(): Promise<FigureRecord[]> {
  const { claims, benchmarks } = await import('../../content/claims.ts');
  const { caseStudies, caseStudiesPage } = await import('../../content/caseStudies.ts');
  const { examples, shown } = await import('../../content/examples.ts');
  const { roiCases } = await import('../../content/blog/roi-cases.ts');
  const { roiContent } = await import('../../content/roi.ts');
  const engine = await import('../../lib/roi-engine/model.ts');
  const { formatOutput } = await import('../../lib/roi-engine/format.ts');
  const byNote = (name: 'reductionByProcess' | 'taskShareByBusinessType', values: object) =>
    Object.values(values).flatMap((value: string) => recordsIn(value, claims[name].id));
  const articles = /^\/blog\//;
  return [
    ...Object.values(claims).flatMap((c) => recordsIn(c.value, c.kind === 'measured' ? c.id : undefined)),
    ...byNote('reductionByProcess', benchmarks.reduction),
    ...byNote('taskShareByBusinessType', benchmarks.taskShare),
    ...caseStudies.flatMap((study) => study.results.flatMap((result) => recordsIn(result.value))),
    ...caseStudiesPage.moreStories.cards.flatMap((card) => recordsIn(card.note.value, card.note.id)),
    ...Object.values(examples).flatMap((example) =>
      Object.values(example).flatMap((figure) => recordsIn(shown(figure))),
    ),
    // The articles' worked examples: their inputs, and what the engine makes of them (components/blog/RoiFigure.tsx).
    ...Object.values(roiCases).flatMap((example) => {
      const inputs =
        example.kind === 'task'
          ? engine.taskInputs(example)
          : v.parse(engine.RoiInputSchema, { ...example, kind: undefined });
      const outputs = engine.calculateRoi(inputs);
      const percents = [inputs.currentTimeSpentOnTasks, inputs.expectedTimeReduction].map((n) => `${n}%`);
      const made = engine.OUTPUTS.map((key) => formatOutput(key, outputs[key], roiContent.page.notApplicable));
      return [...percents, ...made].flatMap((figure) => recordsIn(figure, undefined, articles));
    }),
  ];
}

/** The built pages under `root`: not the search index's files, nor the downloads (forms to fill in, no notes). */
const builtPages = (root: string): string[] =>
  globSync('**/*.html', { cwd: root })
    .filter((file) => !/^(?:pagefind|downloads)\//.test(file))
    .map((file) => path.join(root, file))
    .sort();

/** Every built page's checks; a build with no pages is a problem of its own. */
export async function validateBuilt({ root = 'dist/client', now = new Date() } = {}): Promise<PageCheck> {
  const files = existsSync(root) ? builtPages(root) : [];
  if (files.length === 0)
    return { problems: [problem(root, '(files)', 'import', 'no built pages: run `npm run build` first')], checked: {} };
  const records = await figureRecords();
  const checked: Record<string, number> = {};
  const problems: Problem[] = [];
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const result = checkPage(file.split(path.sep).join('/'), routeOf(root, file), html, records, now);
    problems.push(...result.problems);
    for (const [key, count] of Object.entries(result.checked)) checked[key] = (checked[key] ?? 0) + count;
  }
  return { problems, checked };
}
