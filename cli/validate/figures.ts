/**
 * Figures as the copy writes them (content/facts.ts). Content modules are read as source, not as the values they
 * export: a figure interpolated from a record (`${claims.x.value}`, `${timeline.weeks.discovery}`) is not in the
 * written text, so only what someone typed is checked, and the mark that says what a typed figure is
 * (`facts('count')`…``) is visible. MDX is read line by line, its expressions, tags, code and link targets left out,
 * and a paragraph's mark is an element in it: `<Facts kinds="duration" />`.
 *
 * The programme's weeks are one record (content/claims.ts `timeline`): a week range written anywhere else ("Weeks
 * 8–9", "Live in 6–8 weeks", "until week 8") is reported, unless it is marked as another schedule's (a one-off
 * service's phases, a guide's plan).
 */
import ts from 'typescript';
import { FACT_KINDS, type FactKind } from '../../content/facts.ts';
import { excerpt, problem, type Problem } from './problem.ts';
import { stripNonProse } from './spelling.ts';

/** A piece of copy as written, with where it is and what marks it. */
export interface WrittenText {
  file: string;
  /** Where in the file: `line N` (MDX: `frontmatter.<key>` inside the frontmatter). */
  at: string;
  text: string;
  /** The kinds of plain fact its mark names; empty when it has none. */
  kinds: ReadonlySet<FactKind>;
  /**
   * A record's own figures: content/claims.ts (every claim and the timeline), a case study's file (one client's
   * project, each result with how it was measured), or an object that carries its own `basis`.
   */
  record: boolean;
  /** The string or template as written, interpolations included (`…£500 ${labels.vat.added}`). */
  source: string;
  /** The property it is the value of (`duration`, `popularLabel`), or '' (MDX, an array item at the top). */
  key: string;
}

/** Files whose text is the records themselves: the claims, and each case study (one client's measured project). */
const RECORD_FILES = /^content\/(?:claims\.ts|case-studies\/[\w-]+\.ts)$/;

/** Properties whose name says what kind of fact they hold: a milestone's `year` is a date. */
const KEYED_KINDS: Readonly<Record<string, FactKind>> = { year: 'date' };

/** Inside an object literal that carries its own `basis` (a record, as an extra success story is). */
function insideRecord(node: ts.Node): boolean {
  for (let up = node.parent; up; up = up.parent) {
    if (
      ts.isObjectLiteralExpression(up) &&
      up.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'basis')
    ) {
      return true;
    }
  }
  return false;
}

/** The string or template a literal piece belongs to, as written. */
function wholeOf(node: ts.Node): ts.Node {
  let current: ts.Node = node;
  while (current.parent && (ts.isTemplateSpan(current.parent) || ts.isTemplateExpression(current.parent))) {
    current = current.parent;
  }
  return current;
}

/** Properties that hold ids, links, code or sample values rather than copy a page states. */
const NOT_COPY_KEYS = new Set([
  'id',
  'href',
  'src',
  'slug',
  'icon',
  'simpleIcon',
  'code',
  'snippet',
  'example',
  'placeholder',
  'autoComplete',
  'log',
  'openingHours',
  'keywords',
  'downloadUrl',
  'link',
  'phone',
]);

const isFactKind = (kind: string): kind is FactKind => Object.hasOwn(FACT_KINDS, kind);

/** A `facts('a', 'b')` call: the kinds it names (unknown ones too, to report), or undefined for any other node. */
function markKinds(node: ts.Node): string[] | undefined {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'facts')
    return undefined;
  return node.arguments.map((arg) => (ts.isStringLiteralLike(arg) ? arg.text : arg.getText()));
}

/** The property a literal is the value of, through templates, arrays, marks and casts: `duration` in `duration: '…'`. */
function keyOf(node: ts.Node): string {
  let current: ts.Node = node;
  while (current.parent) {
    const parent = current.parent;
    if (ts.isPropertyAssignment(parent)) {
      return parent.initializer === current ? parent.name.getText().replace(/^['"]|['"]$/g, '') : '';
    }
    if (
      ts.isTemplateSpan(parent) ||
      ts.isTemplateExpression(parent) ||
      ts.isTaggedTemplateExpression(parent) ||
      ts.isArrayLiteralExpression(parent) ||
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      // A default after `??` or either branch of `?:`: `phone: env.PHONE ?? '+44 …'`.
      (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) ||
      ts.isConditionalExpression(parent) ||
      (ts.isCallExpression(parent) && (markKinds(parent.expression) || markKinds(parent)))
    ) {
      current = parent;
      continue;
    }
    return '';
  }
  return '';
}

/**
 * The copy a content module writes, read from its source: each string literal and each literal part of a template,
 * with its line, the kinds its mark names and whether it is a record. Property names, imports, literal types and
 * properties that are not copy (ids, links, code, sample values) are left out. A mark naming an unknown kind is a
 * problem.
 */
export function moduleTexts(file: string, source: string): { texts: WrittenText[]; problems: Problem[] } {
  const texts: WrittenText[] = [];
  const problems: Problem[] = [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const record = RECORD_FILES.test(file);
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;

  /** The kinds a mark names; an unknown one is reported. */
  const known = (node: ts.Node, named: readonly string[]): FactKind[] => {
    for (const kind of named.filter((k) => !isFactKind(k))) {
      problems.push(
        problem(
          file,
          `line ${lineOf(node)}`,
          'figure',
          `facts() names "${kind}", which is not a kind of plain fact (${Object.keys(FACT_KINDS).join(', ')})`,
        ),
      );
    }
    return named.filter(isFactKind);
  };

  const visit = (node: ts.Node, kinds: ReadonlySet<FactKind>): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    const marked = markKinds(node);
    if (marked) {
      // A mark on its own, applied to nothing: its kinds are not copy.
      known(node, marked);
      return;
    }
    const tag = ts.isTaggedTemplateExpression(node) ? markKinds(node.tag) : undefined;
    const applied = ts.isCallExpression(node) ? markKinds(node.expression) : undefined;
    const added = tag ?? applied;
    if (added) {
      const inner = new Set([...kinds, ...known(node, added)]);
      if (ts.isTaggedTemplateExpression(node)) visit(node.template, inner);
      else if (ts.isCallExpression(node)) for (const arg of node.arguments) visit(arg, inner);
      return;
    }
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node);
    if (literal) {
      const parent = node.parent;
      const isName =
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isElementAccessExpression(parent) && parent.argumentExpression === node);
      const key = keyOf(node);
      // A slug ("1-10", "under-1m") is a value a form posts, not copy a page states.
      const slug = /^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(node.text);
      if (!isName && !slug && !NOT_COPY_KEYS.has(key) && node.text.trim() !== '') {
        const keyed = KEYED_KINDS[key];
        texts.push({
          file,
          at: `line ${lineOf(node)}`,
          text: node.text,
          kinds: keyed ? new Set([...kinds, keyed]) : kinds,
          record: record || insideRecord(node),
          source: wholeOf(node).getText(sourceFile),
          key,
        });
      }
      return;
    }
    ts.forEachChild(node, (child) => visit(child, kinds));
  };
  visit(sourceFile, new Set());
  return { texts, problems };
}

/**
 * A paragraph's mark in MDX: `<Facts kinds="duration, count" />`, an element that renders nothing (a comment would
 * count as a word in the reading time, and join a heading's id).
 */
const MDX_MARK = /<Facts\s+kinds="([^"]*)"\s*\/>/g;

/**
 * The copy of an MDX file's prose lines (`prose[i]` says which are: not code, imports or frontmatter), each without
 * its expressions, tags, code spans and link targets, with the kinds its mark names. `label` names a line.
 */
export function mdxTexts(
  file: string,
  source: string,
  prose: readonly boolean[],
  label: (line: number) => string,
): { texts: WrittenText[]; problems: Problem[] } {
  const texts: WrittenText[] = [];
  const problems: Problem[] = [];
  source.split('\n').forEach((line, index) => {
    if (!prose[index] || line.trim() === '') return;
    const at = label(index + 1);
    const kinds = new Set<FactKind>();
    for (const match of line.matchAll(MDX_MARK)) {
      for (const kind of (match[1] ?? '').split(/[\s,]+/).filter(Boolean)) {
        if (isFactKind(kind)) kinds.add(kind);
        else
          problems.push(
            problem(
              file,
              at,
              'figure',
              `the mark names "${kind}", which is not a kind of plain fact (${Object.keys(FACT_KINDS).join(', ')})`,
            ),
          );
      }
    }
    texts.push({ file, at, text: stripNonProse(line), kinds, record: false, source: line, key: '' });
  });
  return { texts, problems };
}

/** Frontmatter fields a page shows as copy: its title, description, excerpt and label. */
const FRONTMATTER_COPY = /^(title|description|excerpt|label):\s*(.*?)\s*(?:#\s*facts:\s*([\w ,]+))?$/;

/**
 * The copy of an MDX file's frontmatter: each one-line title, description, excerpt and label, marked by a YAML comment
 * on its line (`title: AI Automation in 2025 # facts: date`).
 */
export function frontmatterTexts(file: string, source: string): { texts: WrittenText[]; problems: Problem[] } {
  const texts: WrittenText[] = [];
  const problems: Problem[] = [];
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return { texts, problems };
  for (let index = 1; index < lines.length && lines[index]?.trim() !== '---'; index += 1) {
    const match = FRONTMATTER_COPY.exec(lines[index] ?? '');
    if (!match) continue;
    const at = `frontmatter.${match[1]}`;
    const kinds = new Set<FactKind>();
    for (const kind of (match[3] ?? '').split(/[\s,]+/).filter(Boolean)) {
      if (isFactKind(kind)) kinds.add(kind);
      else problems.push(problem(file, at, 'figure', `the mark names "${kind}", which is not a kind of plain fact`));
    }
    const value = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
    texts.push({ file, at, text: value, kinds, record: false, source: lines[index] ?? '', key: match[1] ?? '' });
  }
  return { texts, problems };
}

/** A week range: "Weeks 8–9", "weeks 3 to 8", "6–8 weeks", "1 day to 6 weeks", "until week 8". */
export const WEEK_RANGE =
  /\bweeks?\s+\d+\s*(?:[–-]|to)\s*\d+\b|\b\d+\s*(?:[–-]|to)\s*\d+[\s-]weeks?\b|\b\d+\s+(?:days?|weeks?)\s+to\s+\d+\s+weeks?\b|\b(?:by|until|before)\s+(?:the\s+end\s+of\s+)?week\s+\d+\b/gi;

/**
 * Week ranges outside the programme's record: the programme's weeks are content/claims.ts `timeline` (and
 * `claims.developmentWindow`), read wherever a page states them; another schedule's are marked `schedule`.
 */
export function checkWeekRanges(texts: readonly WrittenText[]): { found: number; problems: Problem[] } {
  let found = 0;
  const problems: Problem[] = [];
  for (const { file, at, text, kinds, record } of texts) {
    for (const match of text.matchAll(WEEK_RANGE)) {
      found += 1;
      if (record || kinds.has('schedule')) continue;
      problems.push(
        problem(
          file,
          at,
          'timeline',
          `"${match[0]}" is a week range written outside the programme's timeline: read it from content/claims.ts (timeline.weeks, timeline.live, claims.developmentWindow), or mark another schedule's weeks facts('schedule'): ${excerpt(text, match.index, match[0].length)}`,
        ),
      );
    }
  }
  return { found, problems };
}

/** The measured claims of content/claims.ts (a `basis` to show), by name: the ones a page must show it beside. */
export type MeasuredClaims = ReadonlyMap<string, string>;

/**
 * Records of content/claims.ts whose figures a measured claim counts: `benchmarks.reduction.invoices` is stated as
 * `claims.reductionByProcess`.
 */
export const RECORD_CLAIMS: Readonly<Record<string, string>> = {
  'benchmarks.reduction': 'reductionByProcess',
  'benchmarks.taskShare': 'taskShareByBusinessType',
};

/** `claims.NAME` (or a record a claim counts, RECORD_CLAIMS) as written: the claim's name, or undefined. */
function claimName(node: ts.Node): string | undefined {
  if (!ts.isPropertyAccessExpression(node)) return undefined;
  if (ts.isIdentifier(node.expression) && node.expression.text === 'claims') return node.name.text;
  return RECORD_CLAIMS[node.getText().replace(/\s/g, '')];
}

/** The claims an MDX line states: `claims.NAME`, and the records claims count (RECORD_CLAIMS). */
function mdxClaims(line: string): string[] {
  const named = [...line.matchAll(/\bclaims\.(\w+)/g)].map((match) => match[1] ?? '');
  const records = Object.entries(RECORD_CLAIMS)
    .filter(([record]) => new RegExp(String.raw`\b${record.replace('.', String.raw`\.`)}\b`).test(line))
    .map(([, claim]) => claim);
  return [...named, ...records];
}

/** The claims a `bases: [claims.a, claims.b]` property lists, by name. */
function listedBases(object: ts.ObjectLiteralExpression): Set<string> | undefined {
  const property = object.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'bases',
  );
  if (!property) return undefined;
  const names = new Set<string>();
  const collect = (node: ts.Node): void => {
    const name = claimName(node);
    if (name) names.add(name);
    else ts.forEachChild(node, collect);
  };
  collect(property.initializer);
  return names;
}

/** A reference that attaches the record itself (`popular: claims.x`, an entry of `bases`): not copy stating it. */
function attachesRecord(node: ts.Node): boolean {
  for (let current: ts.Node = node; current.parent; current = current.parent) {
    const parent = current.parent;
    if (ts.isPropertyAssignment(parent) && parent.initializer === current) {
      return ['bases', 'popular'].includes(parent.name.getText());
    }
    if (!ts.isArrayLiteralExpression(parent)) return false;
  }
  return false;
}

/**
 * A measured claim a content module states (`${claims.x.value}`, `claims.x.statement`) is shown with its basis: the
 * nearest object around it lists the claim in its `bases`, which the page renders beside the copy. A `bases` that
 * lists a claim its object does not state is reported too, so the list stays the section's own.
 */
export function checkModuleBases(
  file: string,
  source: string,
  measured: MeasuredClaims,
): { found: number; problems: Problem[] } {
  let found = 0;
  const problems: Problem[] = [];
  if (RECORD_FILES.test(file)) return { found, problems };
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const stated = new Map<ts.ObjectLiteralExpression, Set<string>>();
  const visit = (node: ts.Node): void => {
    const name = claimName(node);
    if (name && measured.has(name) && !attachesRecord(node)) {
      found += 1;
      let owner: ts.ObjectLiteralExpression | undefined;
      for (let up = node.parent; up; up = up.parent) {
        if (ts.isObjectLiteralExpression(up) && listedBases(up)) {
          owner = up;
          break;
        }
      }
      if (owner) stated.set(owner, (stated.get(owner) ?? new Set()).add(name));
      if (!owner || !listedBases(owner)?.has(name)) {
        problems.push(
          problem(
            file,
            `line ${lineOf(node)}`,
            'basis',
            `states claims.${name} ("${measured.get(name)}") with no basis beside it: list claims.${name} in the \`bases\` of the nearest object around it${owner ? ` (line ${lineOf(owner)})` : ', the section that shows it'}, which the page shows with the figure`,
          ),
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  const objects = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      for (const name of listedBases(node) ?? []) {
        if (stated.get(node)?.has(name)) continue;
        problems.push(
          problem(
            file,
            `line ${lineOf(node)}`,
            'basis',
            `lists claims.${name} in its \`bases\`, but states no such figure: the bases beside a section are its own figures'`,
          ),
        );
      }
    }
    ts.forEachChild(node, objects);
  };
  objects(sourceFile);
  return { found, problems };
}

/**
 * In MDX, a measured claim in an expression (`{claims.x.value}`) is shown with its basis: a `<Bases>` element in the
 * same section (from the `##` heading before it to the next; its `###` parts share it) lists it; a `<Bases>` that lists a claim its section does not
 * state is reported too. `prose[i]` says which lines are prose (code and frontmatter are not read); `label` names a line.
 */
export function checkMdxBases(
  file: string,
  source: string,
  prose: readonly boolean[],
  measured: MeasuredClaims,
  label: (line: number) => string,
): { found: number; problems: Problem[] } {
  let found = 0;
  const problems: Problem[] = [];
  const lines = source.split('\n');
  type Section = { stated: Map<string, number>; listed: Map<string, number> };
  let section: Section = { stated: new Map(), listed: new Map() };
  const sections: Section[] = [section];
  // A `<Bases …>` element runs from its line to the one that closes it (Prettier breaks a long one).
  let inBases = false;
  lines.forEach((line, index) => {
    if (!prose[index]) return;
    if (/^#{1,2}\s/.test(line)) {
      section = { stated: new Map(), listed: new Map() };
      sections.push(section);
    }
    if (/<Bases\b/.test(line)) inBases = true;
    for (const name of mdxClaims(line)) {
      if (!measured.has(name)) continue;
      const into = inBases ? section.listed : section.stated;
      if (!into.has(name)) into.set(name, index + 1);
    }
    if (inBases && /\/>/.test(line)) inBases = false;
  });
  for (const { stated, listed } of sections) {
    for (const [name, line] of stated) {
      found += 1;
      if (listed.has(name)) continue;
      problems.push(
        problem(
          file,
          label(line),
          'basis',
          `states claims.${name} ("${measured.get(name)}") with no basis beside it: add <Bases claims={[claims.${name}]} /> to its section`,
        ),
      );
    }
    for (const [name, line] of listed) {
      if (stated.has(name)) continue;
      problems.push(
        problem(
          file,
          label(line),
          'basis',
          `<Bases> lists claims.${name}, which its section does not state: the bases beside a section are its own figures'`,
        ),
      );
    }
  }
  return { found, problems };
}

/** What says a thing is popular: "most popular", "best-selling", "most chosen". */
const POPULARITY = /\bmost (?:popular|chosen|booked|bought)\b|\bbest[- ]sell(?:ing|er)\b/gi;

/** The properties that are a popular badge's label: the word shown on a record the claim backs, not a claim. */
const POPULAR_LABELS = new Set(['popularLabel', 'popular']);

/**
 * Popularity is a measured claim (content/claims.ts `popularPackage`, `popularTrainingModules`): a record is marked
 * popular by attaching the claim (`popular: claims.popularPackage`, which its schema requires and its page shows with
 * its basis), and copy that calls something popular is reported, since no record backs the sentence.
 */
export function checkPopularity(texts: readonly WrittenText[]): { found: number; problems: Problem[] } {
  let found = 0;
  const problems: Problem[] = [];
  for (const { file, at, text, record, key } of texts) {
    if (record || POPULAR_LABELS.has(key)) continue;
    for (const match of text.matchAll(POPULARITY)) {
      found += 1;
      problems.push(
        problem(
          file,
          at,
          'basis',
          `"${match[0]}" says something is popular, which no record backs here: mark the record popular with its claim (popular: claims.popularPackage) so its basis is shown, or leave it out: ${excerpt(text, match.index, match[0].length)}`,
        ),
      );
    }
  }
  return { found, problems };
}

/** The shape of a figure, which decides what may say it: a record, or a plain fact of a kind that takes it. */
export type Shape =
  'percent' | 'multiple' | 'rating' | 'ratio' | 'money' | 'clock' | 'duration' | 'year' | 'date' | 'number';

/** Which shapes each kind of plain fact may hold. A percentage, a multiple or a rating is never a plain fact. */
export const KIND_SHAPES: Readonly<Record<FactKind, readonly Shape[]>> = {
  price: ['money'],
  money: ['money'],
  date: ['year', 'date'],
  time: ['clock', 'number'],
  duration: ['duration'],
  count: ['number'],
  name: ['number', 'year'],
  target: ['percent', 'ratio', 'number', 'duration'],
  formula: ['percent', 'number'],
  example: ['percent', 'multiple', 'rating', 'ratio', 'money', 'clock', 'duration', 'year', 'date', 'number'],
  schedule: ['duration', 'number'],
};

const UNITS = String.raw`(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|h|(?:business|working) days?|days?|weeks?|fortnights?|months?|mo|years?|yrs?|quarters?)`;
const MONTHS = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December)`;
const NUMBER = String.raw`\d(?:[\d,.]*\d)?`;

/**
 * A figure: an optional £, a number (with a range, "to" or "–"), and what follows it (%, x, +, /5). Digits that are
 * part of a word or a name ("n8n", "P1", "GPT-4o", "2FA", "SHA256") are not figures.
 */
const FIGURE = new RegExp(
  String.raw`(?<![\p{L}\p{N}_£.,/:])(?<!\p{L}-)(£\s?)?(${NUMBER})(?:(?<=£\s?${NUMBER})[kKmM])?(\s?(?:–|-|to)\s?£?${NUMBER}(?:(?<=£\s?${NUMBER})[kKmM])?)?(\s?(?:%|per ?cent))?(x\b|×)?(\+)?(\/\d+(?:\.\d+)?)?(h|hrs?|mins?)?(?![\p{L}\p{N}])`,
  'gu',
);

/**
 * A number that places an item in a list rather than counts anything: "1. Process and volume", "## 2. Extraction",
 * "### Step 3:", "Example 2:", "in step 3", "(steps 1–2)".
 */
const ORDINAL =
  /^\s*(?:#{1,6}\s+)?(?:[-*]\s+)?(?:(?:Step|Example|Part)\s+)?\d+[.:)](?=\s)|\bsteps?\s+\d+(?:\s*[–-]\s*\d+)?/gi;

/** Each figure in a text, with its shape; the numbers of a list's items are not figures. */
export function figuresIn(text: string): { index: number; figure: string; shape: Shape }[] {
  const found: { index: number; figure: string; shape: Shape }[] = [];
  const ordinals = [...text.matchAll(ORDINAL)].map((m) => [m.index, m.index + m[0].length] as const);
  // The "4" of "1 in 4" belongs to the ratio found at its "1".
  const denominators = new Set<number>();
  for (const match of text.matchAll(FIGURE)) {
    if (ordinals.some(([start, end]) => match.index >= start && match.index < end)) continue;
    if (denominators.has(match.index)) continue;
    const [figure, pound, number = '', , percent, multiple, , rating, unit] = match;
    const before = text.slice(Math.max(0, match.index - 24), match.index);
    const after = text.slice(match.index + figure.length, match.index + figure.length + 24);
    let shape: Shape;
    if (unit) shape = 'duration';
    else if (percent) shape = 'percent';
    else if (multiple) shape = 'multiple';
    else if (rating) shape = figure === '24/7' ? 'clock' : 'rating';
    else if (pound) shape = 'money';
    else if (/^\s?in\s+(?:\w+\s+)?\d/.test(after)) {
      shape = 'ratio';
      const denominator = /^\s?in\s+(?:\w+\s+)?(?=\d)/.exec(after);
      if (denominator) denominators.add(match.index + figure.length + denominator[0].length);
    } else if (/^:\d{2}/.test(after) || /\d:$/.test(before)) shape = 'clock';
    else if (new RegExp(String.raw`^[\s-]?${UNITS}\b`, 'i').test(after)) shape = 'duration';
    else if (/\b(?:weeks?|days?|months?|years?)\s$/i.test(before)) shape = 'duration';
    else if (new RegExp(String.raw`^\s${MONTHS}\b`).test(after) || new RegExp(String.raw`${MONTHS}\s$`).test(before))
      shape = 'date';
    else if (/^(?:19|20)\d{2}$/.test(number) && !figure.includes('–')) shape = 'year';
    else shape = 'number';
    found.push({ index: match.index, figure: figure.trim(), shape });
  }
  return found;
}

/**
 * A figure in copy is a record's (content/claims.ts, a case study, an object with its own `basis`), interpolated from
 * one (so not in the text as written), or a plain fact marked with a kind whose shapes include it (content/facts.ts).
 * A week range is the timeline rule's. A price marked `price` says VAT is added.
 */
export function checkFigures(texts: readonly WrittenText[]): { found: number; problems: Problem[] } {
  let found = 0;
  const problems: Problem[] = [];
  for (const { file, at, text, kinds, record, source } of texts) {
    if (record) continue;
    const weeks = [...text.matchAll(WEEK_RANGE)].map((m) => [m.index, m.index + m[0].length]);
    for (const { index, figure, shape } of figuresIn(text)) {
      if (weeks.some(([start = 0, end = 0]) => index >= start && index < end)) continue;
      found += 1;
      if ([...kinds].some((kind) => KIND_SHAPES[kind].includes(shape))) continue;
      const fits = (Object.keys(KIND_SHAPES) as FactKind[]).filter(
        (kind) => kind !== 'example' && KIND_SHAPES[kind].includes(shape),
      );
      const claimShaped = ['percent', 'multiple', 'rating', 'ratio'].includes(shape);
      const advice = claimShaped
        ? `a figure of this shape is a claim: read it from its record in content/claims.ts, with its basis (a reader's target, a formula's constant or a worked example is marked as one: ${fits.map((k) => `'${k}'`).join(', ')}, 'example')`
        : `mark it as the plain fact it is (facts(${fits.map((k) => `'${k}'`).join(' | ')})), or read it from its record in content/claims.ts`;
      problems.push(
        problem(
          file,
          at,
          'figure',
          `"${figure}" (${shape}) is ${kinds.size > 0 ? `not a ${[...kinds].join(' or ')}` : 'neither a record’s nor marked as a plain fact'}: ${advice}: ${excerpt(text, index, figure.length)}`,
        ),
      );
    }
    if (kinds.has('price') && text.includes('£') && !/\+\s?VAT\b|\bexcl(?:\.|uding)? VAT\b|\bvat\./.test(source)) {
      problems.push(
        problem(
          file,
          at,
          'price',
          `a price marked 'price' says VAT is added ("+VAT", "excl. VAT": content/labels.ts vat): ${excerpt(text)}`,
        ),
      );
    }
  }
  return { found, problems };
}
