import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that start a host (wrangler and workerd, the Node server), a browser or Lighthouse: 20 to 90 s each, against
 * a second or two for most others. Vitest runs files it has timed longest first, and the rest largest first, which on
 * a fresh clone (CI's case: nothing cached) put the contract's three-line files last, each then running on alone at
 * the end of the step: 239 s there against 191 s with timings cached, and 209 s with these first.
 */
const STARTS_A_HOST_OR_BROWSER = [
  /^tests\/(contract|planted)\//,
  /^scripts\/load-forms\.test\.ts$/,
  /^cli\/audit\/(a11y|budget|html|lighthouse)\.test\.ts$/,
];

/** Longest first across both projects: by the last run's time where vitest has one, else by the list above. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const cache = this.ctx.cache;
    const root = this.ctx.config.root;
    const timed = (spec: TestSpecification) => cache.getTestSpecificationResult(spec)?.duration;
    const slow = (spec: TestSpecification) =>
      STARTS_A_HOST_OR_BROWSER.some((pattern) => pattern.test(spec.moduleId.slice(root.length + 1)));
    const weight = (spec: TestSpecification) => timed(spec) ?? (slow(spec) ? 60_000 : 0);
    // A stable sort: among files of equal weight (none timed, none slow) vitest's own order stands.
    return sorted.toSorted((a, b) => weight(b) - weight(a));
  }
}

const UNIT = [
  '{lib,content,components,pages,renderer,cli,scripts,worker}/**/*.test.{ts,tsx}',
  'tests/contract/**/*.test.ts',
];

/**
 * What a test file does that another file sharing its worker would see: a module mocked; a global, the
 * environment or the clock stubbed; the environment, the working directory or the exit code changed. Such a file
 * runs in a module graph of its own; the rest share one per worker (vitest's `isolate: false`), which spares about
 * a hundred files a process and imports each: the step's CPU time went from 325 s to 285 s, its length from 168 s
 * to 148 s. The rule reads the files, so a new one that stubs is isolated without anyone listing it.
 */
const LEAVES_STATE =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|process\.(chdir|exitCode\s*=[^=])/;
// Read from the project's folder, whatever the working directory: the paths stay relative to it, as vitest's are.
const isolated = globSync(UNIT, { cwd: import.meta.dirname }).filter((file) =>
  LEAVES_STATE.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
);

// Unit tests sit beside their code (lib/roi.test.ts); browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    // Three projects in one pool: the unit tests, those of them that leave state behind (LEAVES_STATE), and the
    // planted-defect suite (tests/planted/), which runs every gate over a copy of the build and so needs
    // `npm run build` first (`vitest run --project '!planted'` without it).
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: UNIT, exclude: [...configDefaults.exclude, ...isolated], isolate: false },
      },
      { extends: true, test: { name: 'unit-isolated', include: isolated } },
      { extends: true, test: { name: 'planted', include: ['tests/planted/**/*.test.ts'] } },
    ],
    environment: 'node',
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
    sequence: { sequencer: LongestFirst },
  },
});
