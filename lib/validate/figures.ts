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
        texts.push({ file, at: `line ${lineOf(node)}`, text: node.text, kinds, record });
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
    texts.push({ file, at, text: stripNonProse(line), kinds, record: false });
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
