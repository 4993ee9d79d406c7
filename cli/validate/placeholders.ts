/**
 * Leftovers: the placeholders the product brief left unnamed (`{email}`, `{phone}`, `{token}`, `{host}`, `{key}`;
 * docs/decisions/0005-open-settings-live-in-one-module.md fills each), a TODO, or lorem ipsum. Copy that fills values
 * in at run time uses other names (`{firstLine}`, `{count}`), so any of these in the text is a page shipping a hole.
 */
import { excerpt, problem, type Problem } from './problem.ts';

export const PLACEHOLDERS: readonly { name: string; pattern: RegExp }[] = [
  ...['email', 'phone', 'token', 'host', 'key'].map((name) => ({
    name: `{${name}}`,
    pattern: new RegExp(`\\{\\s*${name}\\s*\\}`, 'g'),
  })),
  { name: 'TODO', pattern: /\bTODO\b/g },
  { name: 'lorem ipsum', pattern: /\blorem\s+ipsum\b/gi },
];

export function checkPlaceholders(file: string, path: string, text: string): Problem[] {
  const problems: Problem[] = [];
  for (const { name, pattern } of PLACEHOLDERS) {
    for (const match of text.matchAll(pattern)) {
      problems.push(
        problem(
          file,
          path,
          'placeholder',
          `"${name}" left in the text: ${excerpt(text, match.index, match[0].length)}`,
        ),
      );
    }
  }
  return problems;
}
