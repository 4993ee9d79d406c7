/**
 * A production install is only what runs (docs/deploying.md, "Production install"): `npm ci --omit=dev` installs
 * `dependencies`, and with it `cli serve` (the Node server and its form API), `cli inbox` (SQLite) and `cli roi` must
 * work. Rather than install (slow, and the registry's business), this reads the import graph those commands load and
 * checks it against package.json both ways. That section has the real install's size.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, packageName } from './runtime-imports.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/**
 * What the commands a production install runs load: the entry, the program it imports once the Node version
 * is checked, and the lazy loads of `serve --target node` (the server) and `roi report` (the HTML report).
 * The local front of `serve --target cloudflare` needs only the server's packages, so it is listed too.
 */
const RUNTIME = [
  'cli/index.ts',
  'cli/program.ts',
  'cli/server/app.ts',
  'cli/server/edge.ts',
  'cli/output/roiReport.ts',
  'cli/version.ts',
  'cli/output/terminal.ts',
];

/** Lazy loads that need the full install (`npm ci`), and why no production machine runs them. */
const FULL_INSTALL_ONLY: Record<string, string> = {
  'cli/audit/a11y.ts': 'audits drive Chromium through Playwright and axe',
  'cli/audit/budget.ts': 'audits drive Chromium through Playwright',
  'cli/audit/html.ts': 'the Nu checker (vnu-jar) and html-validate',
  'cli/audit/http.ts': "audit http: the MDN HTTP Observatory's tests (@mdn/mdn-http-observatory) and htmlparser2",
  'cli/audit/live.ts': 'the audits of a site as served (--url) parse its pages with htmlparser2',
  'cli/audit/lighthouse.ts': 'Lighthouse',
  'cli/audit/links.ts': 'linkinator',
  'cli/audit/seo.ts': 'htmlparser2 and the MDX loader',
  'cli/audit/shared.ts': 'the audits’ shared runner: the route registry and its MDX loader',
  'cli/bench/report.ts': '`bench` times builds, on a full install',
  'cli/bench/run.ts': '`bench` times builds, on a full install',
  'cli/output/pdf.ts': '`roi report --pdf` prints in Chromium through Playwright',
  'cli/output/findings.ts': 'the audits’ and `validate`’s CI formats (SARIF, JUnit): CI runs on a full install',
  'lib/routes.ts': '`audit --route` checks the pages it names against the route registry',
  'cli/validate/index.ts': '`validate` is a build step: it reads MDX with unified and remark',
  'lib/cloudflare.ts':
    'the Cloudflare target (`serve`/`inbox --target cloudflare`) runs wrangler and workerd, on a laptop or CI; a VM serves with the Node target',
};

const graph = importGraph(RUNTIME, ROOT);

describe('a production install (npm ci --omit=dev)', () => {
  it('has every package that serve, inbox and roi load, and nothing else', () => {
    const used = [...graph.packages.keys()].sort();
    const missing = used.filter((name) => !(name in manifest.dependencies));
    expect(missing, `loaded at run time but not in dependencies: ${missing.join(', ')}`).toEqual([]);
    // A dependency nothing loads at run time is a build tool: it belongs in devDependencies.
    expect(Object.keys(manifest.dependencies).sort()).toEqual(used);
  });

  it('knows every lazy load those commands can make: followed above, or one that needs the full install', () => {
    const unclassified = [...graph.lazy.keys()].filter(
      (target) => !RUNTIME.includes(target) && !(target in FULL_INSTALL_ONLY),
    );
    expect(unclassified, 'add each to RUNTIME (and its packages to dependencies) or to FULL_INSTALL_ONLY').toEqual([]);
  });

  it('lists as full-install-only only modules that do need a development package', () => {
    for (const target of Object.keys(FULL_INSTALL_ONLY)) {
      const packages = [...importGraph([target], ROOT, true).packages.keys()];
      expect(
        packages.filter((name) => name in manifest.devDependencies),
        target,
      ).not.toEqual([]);
    }
  });
});

describe('importGraph', () => {
  it('follows what Node runs, leaves types out and reports lazy loads', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'graph-'));
    try {
      mkdirSync(path.join(root, 'content/entries'), { recursive: true });
      const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);
      write(
        'main.ts',
        [
          "import type { A } from 'only-a-type';",
          "import { b } from './b.ts';",
          "export { c } from '@scope/c/sub';",
          "import { createRequire } from 'node:module';",
          "const x = createRequire(import.meta.url)('required');",
          "const y = createRequire(import.meta.url).resolve('resolved/package.json');",
          "const later = () => import('./lazy.ts');",
          "const tool = () => import('lazy-package');",
          "const entries = await importFolder('content/entries', 'entry');",
        ].join('\n'),
      );
      write('b.ts', "import fs from 'node:fs';\nimport path from 'path';\nimport { v } from 'valibot';");
      write('lazy.ts', "import 'never-reached';");
      write('content/entries/one.ts', "import 'from-an-entry';");
      write('content/entries/one.test.ts', "import 'from-a-test';");
      const { files, packages, lazy } = importGraph(['main.ts'], root);
      expect(files).toEqual(['b.ts', 'content/entries/one.ts', 'main.ts']);
      expect([...packages.keys()].sort()).toEqual(['@scope/c', 'from-an-entry', 'required', 'resolved', 'valibot']);
      expect([...lazy.keys()].sort()).toEqual(['lazy-package', 'lazy.ts']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('names packages, not their subpaths, and skips Node built-ins', () => {
    expect(packageName('@fastify/static/lib/x.js')).toBe('@fastify/static');
    expect(packageName('valibot')).toBe('valibot');
    expect(packageName('node:sqlite')).toBeUndefined();
    expect(packageName('path')).toBeUndefined();
  });
});
