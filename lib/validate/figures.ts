/**
 * Figures as the copy writes them (content/facts.ts). Content modules are read as source, not as the values they
 * export: a figure interpolated from a record (`${claims.x.value}`, `${timeline.weeks.discovery}`) is not in the
 * written text, so only what someone typed is checked, and the mark that says what a typed figure is
 * (`facts('count')`…``) is visible. MDX is read line by line, its expressions, tags, code and link targets left out,
 * and a paragraph's mark is a comment in it: `{/* facts: duration *\/}`.
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
  /** A record: content/claims.ts, where every claim and the timeline are written. */
  record: boolean;
  /** The property it is the value of (`duration`, `popularLabel`), or '' (MDX, an array item at the top). */
  key: string;
}

/** Files whose text is the records themselves. */
const RECORD_FILES = /^content\/claims\.ts$/;

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
      if (!isName && !NOT_COPY_KEYS.has(keyOf(node)) && node.text.trim() !== '') {
        texts.push({ file, at: `line ${lineOf(node)}`, text: node.text, kinds, record, key: keyOf(node) });
      }
      return;
    }
    ts.forEachChild(node, (child) => visit(child, kinds));
  };
  visit(sourceFile, new Set());
  return { texts, problems };
}

/** A paragraph's mark in MDX: `{/* facts: duration, count *\/}`. */
const MDX_MARK = /\{\s*\/\*\s*facts:\s*([^*]*?)\s*\*\/\s*\}/g;

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
    texts.push({ file, at, text: stripNonProse(line), kinds, record: false, key: '' });
  });
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
