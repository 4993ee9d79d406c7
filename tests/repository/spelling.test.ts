/**
 * Spelling is cspell's (`npm run spell`): British English from @cspell/dict-en-gb, the project's words in
 * cspell-words.txt, and the American spellings the house style refuses as `flagWords` in cspell.json, since the en-GB
 * dictionary accepts Oxford "-ize". This plants each kind of defect in a file the config reads and checks that cspell
 * reports it, and that the copy as written passes.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** cspell's report on `text`, checked as if it were the MDX file `content/planted.mdx`. */
function spell(text: string): { status: number | null; out: string } {
  const result = spawnSync(
    'node_modules/.bin/cspell',
    ['--no-progress', '--no-summary', 'stdin://content/planted.mdx'],
    {
      cwd: ROOT,
      input: text,
      encoding: 'utf8',
    },
  );
  return { status: result.status, out: result.stdout + result.stderr };
}

describe('spelling (cspell.json)', () => {
  it('reports an American spelling the house style refuses, with its British form, and a misspelt word', () => {
    const { status, out } = spell(
      'We optimize every workflow, organize the inquiry queue and file recieved invoices.\n',
    );
    expect(status).toBe(1);
    for (const [word, fix] of [
      ['optimize', 'optimise'],
      ['organize', 'organise'],
      ['inquiry', 'enquiry'],
    ]) {
      expect(out).toContain(`Forbidden word (${word}) fix: (${fix})`);
    }
    expect(out).toContain('Unknown word (recieved)');
  });

  it('passes British copy with the project’s own words', () => {
    expect(
      spell('We optimise Xero and Pipedrive workflows, and colour the behaviour of each catalogue.\n').status,
    ).toBe(0);
  });
});
