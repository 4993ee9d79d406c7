import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const UNIT = [
  '{lib,content,components,pages,renderer,cli,scripts,worker}/**/*.test.{ts,tsx}',
  'tests/{repository,tools}/**/*.test.ts',
];

// Unit tests sit beside their code (lib/roi.test.ts); browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    // Projects in one pool: the unit tests; the planted-defect suite (tests/planted/), which runs every gate over a
    // copy of the build and so needs `npm run build` first (`vitest run --project '!planted'` without it); and the
    // form API's contract once per host.
    // Unit files share a module graph per worker (`isolate: false`): a process and its imports for each of a hundred
    // files cost the step about 40 s of CPU. What a file stubs (globals, the environment, spies) vitest undoes
    // after each test; a module mock (vi.mock) would outlive its file, so none is used.
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT, isolate: false } },
      { extends: true, test: { name: 'planted', include: ['tests/planted/**/*.test.ts'] } },
      // The form API's contract (tests/contract/) is written once and run on each host, named in FORMS_TARGET.
      ...(['node', 'cloudflare'] as const).map((target) => ({
        extends: true,
        test: { name: `contract:${target}`, include: ['tests/contract/*.test.ts'], env: { FORMS_TARGET: target } },
      })),
    ],
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
    environment: 'node',
    // Each test's time and outcome in reports/vitest.json; in GitHub Actions each failure is also an annotation.
    reporters: [
      'default',
      ['json', { outputFile: 'reports/vitest.json' }],
      ...(process.env.GITHUB_ACTIONS ? ['github-actions' as const] : []),
    ],
    // A test's time limit is there to end a hang, not to measure speed (benchmarks do that): on CI's two busy
    // cores, loading html-validate's rules or every content module took more than vitest's default 5 s.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is a worker fewer than the cores: one, on CI's two. Many test files spend their time
    // waiting on a child process (the servers, workerd, Chromium, Lighthouse), so a third worker uses the wait:
    // 201 s became 133 s.
    maxWorkers: Math.max(3, availableParallelism()),
    // Vitest 5 keeps transformed modules on disk between runs (node_modules/.vitest-cache); a vanilla-extract
    // stylesheet read back from it fails to load ("Invalid exports") from the second run on. A fresh run costs
    // about a second of transforms.
    fsModuleCache: false,
  },
});
