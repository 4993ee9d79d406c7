/**
 * The import rules, each shown to catch a breach planted for it: the folder layering, ESLint's rule
 * (eslint.config.js, docs/decisions/0023-folder-layering-is-a-lint-rule.md), linted on a file that does not exist;
 * and what dependency-cruiser checks over the whole graph (.dependency-cruiser.cjs): no import circle, and nothing
 * that runs in the browser or the Worker reaching a Node module, in a small planted project of its own.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

/** What the layering rule says of `code` as the file `file`. */
async function crossings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the layering rule', () => {
  it.each([
    [
      'lib/ importing components/',
      'lib/planted.ts',
      "import { Island } from '../components/islands/Island.tsx';",
      /lib\/ may import only/,
    ],
    [
      'a type only, from deeper down',
      'lib/inbox/planted.ts',
      "import type { Json } from '../../components/islands/types.ts';",
      /lib\/ may/,
    ],
    ['a re-export', 'lib/planted.ts', "export { program } from '../cli/program.ts';", /lib\/ may import only/],
    [
      'a dynamic import()',
      'cli/commands/planted.ts',
      "export const load = () => import('../../components/islands/Island.tsx');",
      /cli\/ may/,
    ],
    [
      'React outside the rendering folders',
      'cli/planted.ts',
      "import { createElement } from 'react';",
      /never imports React/,
    ],
    [
      'Ark UI outside components/ui/',
      'components/layout/Planted.tsx',
      "import { Tabs } from '@ark-ui/react';",
      /Ark UI/,
    ],
    ['a unit test outside tests/', 'lib/planted.test.ts', "import { program } from '../cli/program.ts';", /lib\//],
  ])('reports %s', async (_, file, code, message) => {
    const reported = await crossings(file, code);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(message);
  });

  it.each([
    ['components/ reading lib/', 'components/layout/Planted.tsx', "import { formatGBP } from '../../lib/format.ts';"],
    ['Ark UI in components/ui/', 'components/ui/planted/Planted.tsx', "import { Tabs } from '@ark-ui/react';"],
    [
      'a unit test reading the shared fixtures',
      'lib/planted.test.ts',
      "import { contactPayload } from '../tests/fixtures/forms.ts';",
    ],
  ])('allows %s', async (_, file, code) => {
    expect(await crossings(file, code)).toEqual([]);
  });
});

describe('dependency-cruiser', () => {
  it('reports an import circle, and a Node module an island, the service worker or the Worker reaches', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'planted-imports-'));
    const files: Record<string, string> = {
      'tsconfig.json': '{ "compilerOptions": { "allowImportingTsExtensions": true, "noEmit": true } }',
      'lib/a.ts': "import { b } from './b.ts';\nexport const a = () => b;",
      'lib/b.ts': "import { a } from './a.ts';\nexport const b = () => a;",
      'lib/reads.ts': "import { readFileSync } from 'node:fs';\nexport const read = () => readFileSync('x');",
      'components/Planted.island.tsx': "import { read } from '../lib/reads.ts';\nexport default read;",
      'worker/index.ts': "import { read } from '../lib/reads.ts';\nexport default read;",
      'pages/+Page.tsx': "import { read } from '../lib/reads.ts';\nexport default read;",
    };
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
      writeFileSync(path.join(project, file), source);
    }
    let output = '';
    try {
      execFileSync(
        path.join(ROOT, 'node_modules/.bin/depcruise'),
        ['--config', path.join(ROOT, '.dependency-cruiser.cjs'), 'lib', 'components', 'worker', 'pages'],
        { cwd: project, encoding: 'utf8' },
      );
    } catch (error) {
      output = String((error as { stdout?: string }).stdout);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
    expect(output).toMatch(/no-circular: lib\/a\.ts/);
    expect(output).toMatch(/browser-and-worker-without-node: components\/Planted\.island\.tsx → fs/);
    expect(output).toMatch(/browser-and-worker-without-node: worker\/index\.ts → fs/);
    // A page runs at pre-render, in Node: it may read files.
    expect(output).not.toMatch(/pages\/\+Page\.tsx → fs/);
  });
});
