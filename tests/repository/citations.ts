/**
 * What the two citation checks share (tests/repository/issue-references.test.ts, tests/repository/spec-references.test.ts): every text
 * file git tracks, and the lines of a file that match a citation, read outside quotes in the check's own file, which
 * quotes citations on purpose (its planted cases) and whose comments are held to the rule like any other.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export interface Citation {
  file: string;
  line: number;
  text: string;
}

/** Every text file git tracks but the lock file, which is generated and has no comments (a NUL byte marks binary). */
export function trackedTextFiles(): { file: string; text: string }[] {
  return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && file !== 'package-lock.json' && existsSync(file))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
    .filter(({ text }) => !text.includes('\0'));
}

/** The line with every quoted string emptied. */
export const unquoted = (line: string): string => line.replace(/'[^']*'|"[^"]*"|`[^`]*`/g, "''");

/** Each line of `text` that matches `pattern`; in `checkFile`, only the text outside quotes is read. */
export function citations(pattern: RegExp, checkFile: string, file: string, text: string): Citation[] {
  return text.split('\n').flatMap((line, index) => {
    const read = file === checkFile ? unquoted(line) : line;
    return pattern.test(read) ? [{ file, line: index + 1, text: line.trim() }] : [];
  });
}

export const where = (c: Citation): string => `${c.file}:${c.line}: ${c.text}`;
