// https://github.com/GoogleChrome/lighthouse-ci/blob/main/docs/configuration.md
// Lighthouse CI's configuration (docs/quality-gates.md): `npm run lighthouse` runs `lhci autorun` twice over the site
// as the Node server serves the build, on one route of each page template and any route much heavier than it
// (LHCI_ALL=1: every route, as the weekly audit of production reads it). The first pass reads accessibility, best
// practices and SEO; the second (LHCI_PASS=performance) times performance alone. Timing needs a pass of its own: the
// other categories' gatherers run during the page's load and were counted as blocking time (a page read 84 with them,
// 99 without). Every route's own axe, SEO and HTML checks are `audit a11y`, `audit seo` and `audit html`, so a route
// its template already proves is not read twice (docs/decisions/0042-checks-in-proportion.md). Reports go to
// reports/lighthouse/. `LHCI_SITE=https://… npm run lighthouse` reads a deployed site instead.
// lhci loads this file with require(): Node 24 loads it as the ES module it is and reads its `ci` export.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { chromiumFlags, chromiumPath } from './cli/chromium.ts';

const PORT = 4411;
const site = process.env.LHCI_SITE?.replace(/\/$/, '') ?? `http://localhost:${PORT}`;
const timed = process.env.LHCI_PASS === 'performance';

/**
 * The live routes, with the page template each is rendered by (lib/routes.ts). Read in a Node of its own: the route
 * registry loads content with top-level await, which a module lhci require()s cannot.
 */
const routes = JSON.parse(
  execFileSync(process.execPath, [
    '--input-type=module',
    '-e',
    "const { liveRoutes } = await import('./lib/routes.ts'); console.log(JSON.stringify(liveRoutes()));",
  ]).toString(),
);

/** A route's built page in bytes: a template's heavier pages are read too (a long article, a table). */
const weight = (route) => {
  try {
    return statSync(path.join('dist/client', route.file)).size;
  } catch {
    return 0; // a deployed site is read at the paths the registry has, whatever was built here
  }
};
/** How much heavier than its template's lightest page a page must be to be read as well. */
const HEAVIER_BY = 1.25;

function sampledRoutes() {
  if (process.env.LHCI_ALL === '1') return routes;
  const byTemplate = Map.groupBy(routes, (route) => route.template);
  return [...byTemplate.values()].flatMap((members) => {
    const [lightest, ...others] = members.toSorted((a, b) => weight(a) - weight(b));
    return [lightest, ...others.filter((route) => weight(route) > weight(lightest) * HEAVIER_BY)];
  });
}

/**
 * The routes whose timing failed in the pass just run, read once more (LHCI_RETRY=1; package.json's
 * `lighthouse:performance`). A run's blocking time is the wall time of the page's tasks times the slowdown, and on two
 * cores what else runs still stretches them, though the harness yields to the page (tests/lighthouse/warm.cjs). So
 * a route fails when it fails twice, the verdict of lhci's `optimistic` aggregation over two runs, with the second run
 * paid for only where the first failed. The first pass's results are removed before it starts, so a pass that failed
 * before asserting leaves no URL here and the retry fails on it.
 */
function failedBefore() {
  const file = '.lighthouseci/assertion-results.json';
  const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  return [...new Set(results.filter((result) => result.level === 'error').map((result) => result.url))];
}

/**
 * The CPU slowdown, calibrated to this machine as Lighthouse's throttling docs advise: the mobile preset's 4x is
 * meant for a machine whose benchmark index is about 2,000 on Chromium's scale. A busier or slower machine already
 * runs the page's tasks slower, so it is slowed less (a machine twice as busy, half as much) and its verdict stays the
 * quiet machine's; a page that does more work still costs more. The index is Lighthouse's own benchmark
 * (page-functions.js computeBenchmarkIndex, its string-building half), run here for half a second.
 */
function calibratedSlowdown() {
  const start = Date.now();
  let iterations = 0;
  while (Date.now() - start < 500) {
    let text = '';
    for (let i = 0; i < 10000; i++) text += 'a';
    if (text.length === 1) throw new Error('unreachable: keeps the loop from being optimised away');
    iterations++;
  }
  const index = iterations / 10 / ((Date.now() - start) / 1000);
  return Math.min(16, Math.max(1, Math.round((4 * index * 10) / REFERENCE_INDEX) / 10));
}
/**
 * The loop above under Node on this project's 2-core runner, quiet: about 2,150, where Chromium's own index
 * (`environment.benchmarkIndex` in a report) reads about 2,500; so Lighthouse's 2,000 is 1,750 here.
 */
const REFERENCE_INDEX = 1750;

/** Pages that ask search engines not to index them: Lighthouse's is-crawlable audit, 34 of the SEO points, fails. */
const NOINDEX = ['/contact/sent', '/contact-support/sent', '/search'];

/** The quality bar: performance 95 and the rest 100, with the metrics the score weighs as warnings. */
const ASSERTIONS = timed
  ? {
      'categories:performance': ['error', { minScore: 0.95 }],
      'total-blocking-time': ['warn', { maxNumericValue: 50 }],
      'largest-contentful-paint': ['warn', { maxNumericValue: 2500 }],
      'cumulative-layout-shift': ['warn', { maxNumericValue: 0.1 }],
    }
  : {
      'categories:accessibility': ['error', { minScore: 1 }],
      'categories:best-practices': ['error', { minScore: 1 }],
      'categories:seo': ['error', { minScore: 1 }],
    };
const noindex = `(${NOINDEX.join('|')})$`;

/**
 * The performance score is its five metrics' weighted mean; the rest are what a failing run is read by. Naming them
 * leaves out the gatherers nothing here reads (the images' sizes, the accessibility tree, …), which made each run
 * longer and, as other categories' did, ran during the page's load.
 */
const TIMED_AUDITS = [
  ...['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'],
  ...['speed-index', 'metrics', 'diagnostics', 'network-requests', 'mainthread-work-breakdown', 'bootup-time'],
  ...['long-tasks', 'lcp-breakdown-insight', 'render-blocking-insight', 'forced-reflow-insight'],
  ...['cls-culprits-insight', 'network-dependency-tree-insight', 'screenshot-thumbnails', 'final-screenshot'],
];

export const ci = {
  collect: {
    ...(process.env.LHCI_SITE ? {} : { startServerCommand: `node cli/index.ts serve --port ${PORT}` }),
    startServerReadyPattern: 'Serving',
    url: process.env.LHCI_RETRY === '1' ? failedBefore() : sampledRoutes().map((route) => `${site}${route.path}`),
    numberOfRuns: 1,
    // One Chromium for every run, its pages sharing one warm renderer (tests/lighthouse/warm.cjs says why).
    chromePath: chromiumPath,
    puppeteerScript: 'tests/lighthouse/warm.cjs',
    puppeteerLaunchOptions: { args: [...chromiumFlags, '--process-per-site'] },
    settings: {
      // Lighthouse's default is its mobile preset: a 412 px phone, "slow 4G" and a slower CPU, all simulated.
      ...(timed
        ? { onlyAudits: TIMED_AUDITS }
        : {
            onlyCategories: ['accessibility', 'best-practices', 'seo'],
            // A raster image stretched or too small for a 2x screen is `audit seo`'s, read from the served file on
            // every page. Lighthouse's two image audits read a page per template, and their gatherer leaves a 5 s
            // timer behind it that kept each run's process alive about 3 s after its report (66 s a pass).
            skipAudits: ['image-aspect-ratio', 'image-size-responsive'],
          }),
      // The screenshot of the whole page (for the report's element thumbnails) costs each run seconds of CPU.
      disableFullPageScreenshot: true,
      ...(timed
        ? { throttling: { cpuSlowdownMultiplier: calibratedSlowdown() } }
        : // What these categories read is there once the page has loaded: the quiet windows Lighthouse waits for
          // after it (a second each, for timing) only made each run about 2 s longer.
          { pauseAfterFcpMs: 0, pauseAfterLoadMs: 0, networkQuietThresholdMs: 0, cpuQuietThresholdMs: 0 }),
    },
  },
  assert: {
    assertMatrix: [
      { matchingUrlPattern: `^(?!.*${noindex})`, assertions: ASSERTIONS },
      {
        matchingUrlPattern: noindex,
        assertions: timed ? ASSERTIONS : { ...ASSERTIONS, 'categories:seo': ['error', { minScore: 0.66 }] },
      },
    ],
  },
  upload: { target: 'filesystem', outputDir: `reports/lighthouse/${timed ? 'performance' : 'categories'}` },
};
