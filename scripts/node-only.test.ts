/**
 * lib/ is what the site, the CLI and the build share; its Node-only part is NODE_ONLY in eslint.config.js
 * (named in README's Layout), which the site and the Worker may not import. ESLint sees one import at a time;
 * this reads the whole import graph of the source and checks the list both ways: every lib/ file that only
 * cli/, scripts/ or the root config files reach is on it, and nothing on it is reached, directly or through
 * other lib/ files, from the site or the Worker (SITE). A planted project shows each kind of report.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SOURCE_FOLDERS, importGraph, isListed, libReach, nodeOnlyProblems, readSources } from './node-only.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// eslint.config.js is plain JavaScript, which this project's TypeScript does not type: its lists are read as such.
const { NODE_ONLY, SITE } = (await import(pathToFileURL(path.join(ROOT, 'eslint.config.js')).href)) as {
  NODE_ONLY: readonly string[];
  SITE: readonly string[];
};

describe("lib/'s Node-only part", () => {
  const sources = readSources(ROOT);
  const graph = importGraph(sources);

  it('is checked against the whole source: every folder, hundreds of files, every kind of reference', () => {
    const files = [...sources.keys()];
    for (const folder of SOURCE_FOLDERS) {
      expect(files.filter((file) => file.startsWith(`${folder}/`)).length, folder).toBeGreaterThan(0);
    }
    expect(files).toContain('vite.config.ts');
    expect(files.some((file) => file.endsWith('.test.ts') || file.startsWith('tests/'))).toBe(false);
    expect(sources.size).toBeGreaterThan(300);
    expect([...graph.values()].reduce((sum, targets) => sum + targets.length, 0)).toBeGreaterThan(1000);
    // One reference of each kind the graph follows, as the source has it today.
    expect(graph.get('cli/commands/serve.ts')).toContain('lib/cloudflare.ts');
    expect(graph.get('cli/commands/roi.ts')).toContain('cli/output/roiReport.ts'); // import('…')
    expect(graph.get('content/services.ts')).toContain('content/services/ai-automation.ts'); // import.meta.glob
    expect(graph.get('cli/audit/lighthouse.ts')).toContain('cli/audit/lighthouseLane.ts'); // new Worker(new URL(…))
    // The site and the Worker reach much of lib/, and every side reaches some of it.
    const reach = libReach(graph);
    const sides = new Set([...reach.values()].flatMap((reached) => [...reached]));
    for (const side of [...SITE, 'cli', 'scripts']) expect(sides, side).toContain(side);
    const fromSite = [...reach].filter(([, reached]) => [...reached].some((side) => SITE.includes(side)));
    expect(fromSite.length).toBeGreaterThan(30);
    // Each entry of the list is one file, and the source reaches every one.
    expect(NODE_ONLY.length).toBeGreaterThan(5);
    expect([...reach.keys()].filter((file) => isListed(file, NODE_ONLY)).length).toBe(NODE_ONLY.length);
  });

  it('holds every lib/ file only the CLI and the build reach, and none the site or the Worker reach', () => {
    expect(nodeOnlyProblems(graph, NODE_ONLY, SITE)).toEqual([]);
  });
});

describe('the Node-only check, on a planted project', () => {
  const project = new Map([
    ['components/Price.tsx', "import { price } from '../lib/shared.ts';\nimport type { Row } from '../lib/types.ts';"],
    ['pages/docs/+Page.tsx', "const icons = import.meta.glob('/lib/icons/{a,b}.ts', { eager: true });"],
    ['worker/index.ts', "export const later = () => import('../lib/inbox/handler.ts');"],
    [
      'cli/index.ts',
      [
        "import { run } from '../lib/runner.ts';",
        "import { price } from '../lib/shared.ts';",
        "new Worker(new URL('./lane.ts', import.meta.url));",
      ].join('\n'),
    ],
    ['cli/lane.ts', "import { measure } from '../lib/measure.ts';"],
    [
      'scripts/build.ts',
      [
        "import { open } from '../lib/inbox/sqlite.ts';",
        "const steps = await importFolder('lib/steps', 'step');",
        // A path for a child process is not an import: the build does not reach what the CLI imports.
        "const cli = new URL('../cli/index.ts', import.meta.url);",
      ].join('\n'),
    ],
    ['vite.config.ts', "import { headers } from './lib/headers.ts';\nimport data from './content/data.json';"],
    ['lib/shared.ts', 'export const price = 1;'],
    ['lib/types.ts', 'export interface Row { id: string }'],
    ['lib/icons/a.ts', ''],
    ['lib/icons/b.ts', ''],
    ['lib/icons/c.ts', ''],
    ['lib/runner.ts', "import { helper } from './helper.ts';\nimport './styles.css';"],
    ['lib/helper.ts', ''],
    ['lib/measure.ts', ''],
    ['lib/headers.ts', "import { createHash } from 'node:crypto';"],
    ['lib/inbox/handler.ts', "import { InboxStore } from './store.ts';"],
    ['lib/inbox/store.ts', ''],
    ['lib/inbox/sqlite.ts', "import { InboxStore } from './store.ts';\nimport { DatabaseSync } from 'node:sqlite';"],
    ['lib/steps/one.ts', ''],
    ['lib/unused.ts', ''],
  ]);

  it('names each unlisted Node-only file, each listed file the site reaches, each stale entry and dead files', () => {
    expect(
      nodeOnlyProblems(importGraph(project), ['lib/inbox/sqlite.ts', 'lib/types.ts', 'lib/gone.ts'], SITE),
    ).toEqual([
      'lib/headers.ts is reached only from the root config files but is not listed as Node-only',
      'lib/helper.ts is reached only from cli/ but is not listed as Node-only',
      'lib/icons/c.ts is reached from no source outside lib/ and content/ (only tests?)',
      'lib/measure.ts is reached only from cli/ but is not listed as Node-only',
      'lib/runner.ts is reached only from cli/ but is not listed as Node-only',
      'lib/steps/one.ts is reached only from scripts/ but is not listed as Node-only',
      'lib/types.ts is listed as Node-only but components/ reach it',
      'lib/unused.ts is reached from no source outside lib/ and content/ (only tests?)',
      'lib/gone.ts is listed as Node-only but is no source file or folder in lib/',
    ]);
  });

  it('is satisfied once the list holds exactly the Node-only part, folders matching what is inside them', () => {
    const fixed = importGraph(
      new Map([...project].filter(([file]) => file !== 'lib/unused.ts' && file !== 'lib/icons/c.ts')),
    );
    const others = ['lib/headers.ts', 'lib/helper.ts', 'lib/measure.ts', 'lib/runner.ts', 'lib/steps'];
    expect(nodeOnlyProblems(fixed, ['lib/inbox/sqlite.ts', ...others], SITE)).toEqual([]);
    // A folder stands for every file in it: all of lib/inbox/ is too much, since the Worker runs the handler.
    expect(nodeOnlyProblems(fixed, ['lib/inbox/', ...others], SITE)).toEqual([
      'lib/inbox/handler.ts is listed as Node-only but worker/ reach it',
      'lib/inbox/store.ts is listed as Node-only but worker/ reach it',
    ]);
  });

  it('fails on a reference to code it cannot find, rather than lose the edge', () => {
    expect(() => importGraph(new Map([['cli/index.ts', "import { x } from '../lib/missing.ts';"]]))).toThrow(
      'cli/index.ts: cannot resolve ../lib/missing.ts',
    );
  });
});
