/**
 * A record's sentence set into copy after a colon keeps the capital it starts with ("As a guide to cost: Building a
 * business automation typically costs…"): British copy goes on in lower case after a colon inside a sentence, unless
 * the word is a name. Copy that builds a sentence from a claim is where this keeps coming back, because the record's
 * statement is written to stand on its own.
 *
 * A record's sentence is a string that starts with a capital in content/claims.ts (the claims, the timeline, the
 * promises), the support model (content/supportLevels.ts) or the guarantees (content/packages.ts). In content data it
 * is found as written after ": "; in MDX, as an expression after a colon that reads one
 * (`: {claims.developmentCost.statement}`), resolved through the file's own imports.
 */
import path from 'node:path';
import { excerpt, problem, type Problem } from './problem.ts';
import { collectStrings, select } from './walk.ts';

/** A sentence of a record, by the name copy reads it under (`claims.developmentCost.statement`). */
export interface RecordSentence {
  name: string;
  text: string;
}

/** Starts with a capital letter and reads as a sentence (a space in it). */
const startsSentence = (text: string): boolean => /^\p{Lu}/u.test(text) && /\s/.test(text.trim());

/**
 * The records' sentences: each string that starts with a capital in `records`, the records by the name copy reads
 * them under (`claims`, `timeline`, `promises`, `guarantees`, `supportModel`); a record that did not load is
 * undefined and skipped.
 */
export function recordSentences(records: Readonly<Record<string, unknown>>): RecordSentence[] {
  const found: RecordSentence[] = [];
  for (const [name, record] of Object.entries(records)) {
    for (const { path: at, value } of collectStrings(record, name)) {
      if (startsSentence(value)) found.push({ name: at, text: value });
    }
  }
  return found;
}

/** The first word of a text. */
const firstWord = (text: string): string => /^[\p{L}\p{N}’'-]+/u.exec(text)?.[0] ?? '';

/** A name keeps its capital anywhere: one of `names` (packages, support levels, the brand), or an acronym. */
const isName = (word: string, names: ReadonlySet<string>): boolean => names.has(word) || /^\p{Lu}{2,}$/u.test(word);

const message = (name: string, word: string, quoted: string): string =>
  `capital after a colon: ${name} is a sentence of its own ("${word}…"), so it follows a full stop, not a colon: ${quoted}`;

/** Content data: a record's sentence as written after ": " in a string. */
export function checkColonCapitals(
  file: string,
  at: string,
  text: string,
  sentences: readonly RecordSentence[],
  names: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  if (!text.includes(': ')) return problems;
  for (const sentence of sentences) {
    const word = firstWord(sentence.text);
    if (isName(word, names)) continue;
    let index = text.indexOf(`: ${sentence.text}`);
    while (index >= 0) {
      problems.push(
        problem(file, at, 'typography', message(sentence.name, word, excerpt(text, index, 2 + word.length))),
      );
      index = text.indexOf(`: ${sentence.text}`, index + 1);
    }
  }
  return problems;
}

/** The names an MDX file imports from content modules: local name → the module (`content/claims.ts`) and export. */
export function mdxImports(file: string, source: string): Map<string, { file: string; name: string }> {
  const imports = new Map<string, { file: string; name: string }>();
  for (const match of source.matchAll(/^import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/gm)) {
    const module = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[2] ?? ''));
    for (const part of (match[1] ?? '').split(',')) {
      const [exported, local = exported] = part.trim().split(/\s+as\s+/);
      if (exported && local) imports.set(local.trim(), { file: module, name: exported.trim() });
    }
  }
  return imports;
}

/**
 * An MDX line: an expression after a colon (`: {claims.x.statement}`) that reads a record's sentence through the
 * file's imports. `modules` are the loaded content modules.
 */
export function checkMdxColonCapitals(
  file: string,
  at: string,
  line: string,
  imports: ReadonlyMap<string, { file: string; name: string }>,
  modules: ReadonlyMap<string, Record<string, unknown>>,
  sentences: readonly RecordSentence[],
  names: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  for (const match of line.matchAll(/:\s+\{\s*([A-Za-z_$][\w$]*)((?:\.[A-Za-z_$][\w$]*)*)\s*\}/g)) {
    const imported = imports.get(match[1] ?? '');
    if (!imported) continue;
    const name = `${imported.name}${match[2] ?? ''}`;
    const value = select(modules.get(imported.file), name)?.[0]?.value;
    if (typeof value !== 'string' || !sentences.some((sentence) => sentence.text === value)) continue;
    const word = firstWord(value);
    if (isName(word, names)) continue;
    problems.push(problem(file, at, 'typography', message(name, word, excerpt(line, match.index, match[0].length))));
  }
  return problems;
}
