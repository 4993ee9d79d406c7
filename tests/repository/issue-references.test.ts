/**
 * No comment, test name or page of the docs cites an issue number ("issue 12", "(issue #7)"): the tracker is
 * not part of the repository, so a newcomer cannot follow one. Say the rule in words instead, or cite where it
 * lives (README, docs/, a decision record in docs/decisions/); an upstream project's issue is cited by its URL. This
 * reads every text file git tracks (the lock file aside), strings and comments alike, since a test's name is a
 * string.
 */
import { describe, expect, it } from 'vitest';
import { citations as citationsOf, trackedTextFiles, where } from './citations.ts';

/** "issue 12", "issues 4 and 20", "Issue #7"; not "issues/258" in a URL, nor "the issue is". */
const CITATION = /\bissues?\s+#?\d+/i;

const THIS_FILE = 'tests/repository/issue-references.test.ts';
const citations = (file: string, text: string) => citationsOf(CITATION, THIS_FILE, file, text);
const files = trackedTextFiles();

describe('issue numbers in the repository', () => {
  it('reads every tracked text file: source, tests, docs and scripts', () => {
    const names = files.map((f) => f.file);
    expect(names.length).toBeGreaterThan(500);
    for (const file of ['README.md', 'docs/cli.md', 'cli/validate/index.ts', 'tests/e2e/docs.spec.ts', '.ci/run']) {
      expect(names).toContain(file);
    }
    expect(names.filter((name) => name.endsWith('.mdx')).length).toBeGreaterThan(15);
  });

  it('finds none cited', () => {
    const found = files.flatMap(({ file, text }) => citations(file, text));
    expect(found.map(where), 'say the rule in words, or cite README, docs/ or a decision record').toEqual([]);
  });

  it('catches a planted citation, and not prose about issues nor an upstream issue’s URL', () => {
    const planted = [
      '// issue 12',
      'see (issue #7) for why',
      ' * Load check of the form inbox (issues 4 and 20), not a test',
      "it('keeps the default case (Issue 3)', () => {",
      'the issue is that the page loads twice',
      'issues show up in the inbox',
      'const at = issuePath(issue.path, 3);',
      'writeBundle (https://github.com/vite-pwa/vite-plugin-pwa/issues/258)',
    ].join('\n');
    expect(citations('planted.ts', planted).map(where)).toEqual([
      'planted.ts:1: // issue 12',
      'planted.ts:2: see (issue #7) for why',
      'planted.ts:3: * Load check of the form inbox (issues 4 and 20), not a test',
      "planted.ts:4: it('keeps the default case (Issue 3)', () => {",
    ]);
  });
});
