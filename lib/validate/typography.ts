/**
 * One typography (issue 23): copy uses typographic apostrophes and quotes (’ ‘ “ ”), so a straight ' or " in
 * prose is reported. Code, URLs, JSX attributes and expressions, and YAML's own quoting are not prose: MDX
 * lines inside a code fence, import and export lines and frontmatter syntax are skipped (frontmatter values
 * are checked as parsed), and `stripNonProse` removes code spans, tags, expressions and links from a line.
 */
import type { Problem } from './problem.ts';
import { proseMatches } from './spelling.ts';

const STRAIGHT = /['"]/g;

export const checkTypography = (file: string, path: string, text: string): Problem[] =>
  proseMatches(file, path, text, {
    rule: 'typography',
    pattern: STRAIGHT,
    message: (mark) => `straight ${mark === "'" ? 'apostrophe or quote (use ’ or ‘ ’)' : 'quote (use “ ”)'}`,
  });

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
