/**
 * One typography across the copy: it uses typographic apostrophes and quotes (’ ‘ “ ”), so a straight ' or " in
 * prose is reported; and a length of time before a noun is one hyphenated word ("the 60-day review", not "the
 * 60 days review"), which copy that interpolates a claim's "60 days" easily gets wrong. Code, URLs, JSX attributes and
 * expressions, and YAML's own quoting are not prose: MDX lines inside a code fence, import and export lines and
 * frontmatter syntax are skipped (frontmatter values are checked as parsed), and `stripNonProse` removes code spans,
 * tags, expressions and links from a line.
 */
import type { Problem } from './problem.ts';
import { proseMatches } from './spelling.ts';

const STRAIGHT = /['"]/g;

/** "60 days review", "30 days money-back guarantee": a number of units, plural, before the noun it describes. */
const LENGTH_BEFORE_NOUN =
  /\b\d+ (?:minute|hour|day|week|month|year)s (?=(?:results? )?(?:review|checkpoint|check-in|guarantee|money-back|clock|trial|window|programme|plan|session|workshop)\b)/gi;

/** "60 days " → "60-day". */
const hyphenated = (length: string): string => length.trim().replace(/^(\d+) (\w+)s$/, '$1-$2');

export const checkTypography = (file: string, path: string, text: string): Problem[] => [
  ...proseMatches(file, path, text, {
    rule: 'typography',
    pattern: STRAIGHT,
    message: (mark) => `straight ${mark === "'" ? 'apostrophe or quote (use ’ or ‘ ’)' : 'quote (use “ ”)'}`,
  }),
  ...proseMatches(file, path, text, {
    rule: 'typography',
    pattern: LENGTH_BEFORE_NOUN,
    message: (length) => `"${length.trim()}" before a noun is one word: "${hyphenated(length)}"`,
  }),
];

/** Which lines of an MDX file are prose: not in a code fence, not an import or export, not frontmatter. */
export function proseLines(source: string): boolean[] {
  const lines = source.split('\n');
  const prose: boolean[] = [];
  let fence = false;
  let frontmatter = lines[0]?.trim() === '---';
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (frontmatter) {
      prose.push(false);
      if (index > 0 && trimmed === '---') frontmatter = false;
      return;
    }
    if (/^(```|~~~)/.test(trimmed)) {
      fence = !fence;
      prose.push(false);
      return;
    }
    prose.push(!fence && !/^(?:import|export)\s/.test(trimmed));
  });
  return prose;
}
