/**
 * The folder layering (docs/decisions/0023-folder-layering-is-a-lint-rule.md) is an ESLint rule (eslint.config.js):
 * these plant one import of each kind in a file that does not exist, lint it with the project's own config, and check
 * that every crossing is reported and every import the table allows is not, and likewise for lib/'s Node-only part
 * (NODE_ONLY), which the site and the Worker may not import. Only the source is virtual; what it imports is real,
 * because the rule resolves paths.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

/** What the layering rule says of `code` as the file `file`, one message per import it reports. */
async function crossings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('the layering rule reports', () => {
  it.each([
    ['lib/', 'lib/planted.ts', "import { Island } from '../components/islands/Island.tsx';", /lib\/ may import only/],
    [
      'lib/, from deeper down and for a type only',
      'lib/inbox/planted.ts',
      "import type { Json } from '../../components/islands/types.ts';",
      /lib\/ may import only/,
    ],
    ['lib/, re-exporting', 'lib/planted.ts', "export { program } from '../cli/program.ts';", /lib\/ may import only/],
    ['lib/, importing React', 'lib/planted.ts', "import { useState } from 'react';", /never imports React/],
    ['content/', 'content/planted.ts', "import { formatGBP } from '../lib/format.ts';", /content\/ may import only/],
    [
      'components/',
      'components/layout/Planted.tsx',
      "import Page from '../../pages/index/+Page.tsx';",
      /components\/ may import only/,
    ],
    ['pages/', 'pages/planted/+Page.tsx', "import { Layout } from '../../renderer/Layout.tsx';", /pages\/ may/],
    ['cli/', 'cli/planted.ts', "import { Island } from '../components/islands/Island.tsx';", /cli\/ may import only/],
    [
      'cli/, with a dynamic import()',
      'cli/commands/planted.ts',
      "export const load = () => import('../../components/islands/Island.tsx');",
      /cli\/ may import only/,
    ],
    ['cli/, importing React', 'cli/planted.ts', "import { createElement } from 'react';", /never imports React/],
    ['scripts/', 'scripts/planted.ts', "import { program } from '../cli/program.ts';", /scripts\/ may import only/],
    ['sw/', 'sw/planted.ts', "import { Island } from '../components/islands/Island.tsx';", /sw\/ may import only/],
    ['worker/', 'worker/planted.ts', "import { program } from '../cli/program.ts';", /worker\/ may import only/],
    ['a unit test, outside tests/', 'lib/planted.test.ts', "import { program } from '../cli/program.ts';", /lib\//],
    ['Ark UI in a page', 'pages/planted/+Page.tsx', "import { Accordion } from '@ark-ui/react';", /Ark UI/],
    ['Ark UI in a section', 'components/layout/Planted.tsx', "import { Tabs } from '@ark-ui/react';", /Ark UI/],
    ['Ark UI at the top of components/', 'components/Planted.tsx', "import { Tabs } from '@ark-ui/react';", /Ark UI/],
    [
      "components/, importing lib/'s Node-only part",
      'components/layout/Planted.tsx',
      "import { startWorkerHost } from '../../lib/cloudflare.ts';",
      /runs only in Node/,
    ],
    [
      'worker/, importing a type from a Node-only file',
      'worker/planted.ts',
      "import type { CliError } from '../lib/errors.ts';",
      /runs only in Node/,
    ],
    [
      'sw/, with a dynamic import() of a Node-only file',
      'sw/planted.ts',
      "export const load = () => import('../lib/pwa/precache.ts');",
      /runs only in Node/,
    ],
  ])('%s crossing its layer', async (_, file, code, message) => {
    const reported = await crossings(file, code);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(message);
  });
});

describe('the layering rule allows', () => {
  it.each([
    ['lib/ reading content/', 'lib/planted.ts', "import { site } from '../content/site.ts';"],
    ['content/ reading content/', 'content/planted.ts', "import { site } from './site.ts';"],
    ['components/ reading lib/', 'components/layout/Planted.tsx', "import { formatGBP } from '../../lib/format.ts';"],
    [
      'pages/ reading components/',
      'pages/planted/+Page.tsx',
      "import { Island } from '../../components/islands/Island.tsx';",
    ],
    ['renderer/ reading pages/', 'renderer/planted.ts', "import Page from '../pages/index/+Page.tsx';"],
    ['cli/ reading lib/', 'cli/audit/planted.ts', "import { formatGBP } from '../../lib/format.ts';"],
    ['Ark UI in components/ui/', 'components/ui/planted/Planted.tsx', "import { Tabs } from '@ark-ui/react';"],
    [
      'a unit test reading the shared fixtures',
      'lib/planted.test.ts',
      "import { contactPayload } from '../tests/fixtures/forms.ts';",
    ],
    ['tests/ reading anything', 'tests/planted.ts', "import { Island } from '../components/islands/Island.tsx';"],
    ['a root config reading cli/', 'planted.config.ts', "import { chromiumPath } from './cli/chromium.ts';"],
    [
      "a unit test of the Worker reading lib/'s Node-only part",
      'worker/planted.test.ts',
      "import { startWorkerHost } from '../lib/cloudflare.ts';",
    ],
    [
      "cli/ reading lib/'s Node-only part",
      'cli/commands/planted.ts',
      "import { startWorkerHost } from '../../lib/cloudflare.ts';",
    ],
    [
      'scripts/ reading a Node-only file',
      'scripts/planted.ts',
      "import { openSqliteInbox } from '../lib/inbox/sqlite.ts';",
    ],
    ['lib/ reading its Node-only part', 'lib/inbox/planted.ts', "import { inboxPath } from './sqlite.ts';"],
    [
      'worker/ reading lib/inbox/ beside its Node-only files',
      'worker/planted.ts',
      "import { InboxStore } from '../lib/inbox/store.ts';",
    ],
  ])('%s', async (_, file, code) => {
    expect(await crossings(file, code)).toEqual([]);
  });
});
