import type { Result } from 'lighthouse';
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LighthouseLimits, loadAuditConfig } from './config.ts';
import { fixtureRoute, fixtureSite, page, removeFixtures } from './fixtures.ts';
import {
  auditLighthouse,
  compareWithBaseline,
  failingAudits,
  measureRoutes,
  medianRun,
  quietNotes,
  readBaseline,
  secondLookNotes,
  unconfirmedNotes,
  reportIndex,
  limitsOnMachine,
  mergeRuns,
  tbtNotAppliedNotes,
  withinLimits,
} from './lighthouse.ts';
import { readFormats } from '../../tests/fixtures/findings.ts';
import { type Site, auditFindings, openSite } from './shared.ts';

/** Today's gate: performance 95, the other categories 100, TBT 50 ms. */
const limits = {
  assertions: {
    'categories:performance': ['error', { minScore: 0.95 }],
    'categories:accessibility': ['error', { minScore: 1 }],
    'categories:best-practices': ['error', { minScore: 1 }],
    'categories:seo': ['error', { minScore: 1 }],
    'total-blocking-time': ['error', { maxNumericValue: 50 }],
  },
} satisfies LighthouseLimits;

type AuditStub = Pick<Result['audits'][string], 'id' | 'title' | 'score' | 'scoreDisplayMode' | 'displayValue'>;

function lhr(audits: (AuditStub & { weight: number })[]): Result {
  return {
    categories: {
      performance: {
        id: 'performance',
        title: 'Performance',
        score: 0.8,
        auditRefs: audits.map(({ id, weight }) => ({ id, weight })),
      },
    },
    audits: Object.fromEntries(audits.map(({ weight: _weight, ...audit }) => [audit.id, audit])),
  } as unknown as Result;
}

describe('failingAudits', () => {
  it('lists scored audits under 1, most points lost first, and skips passes and unscored modes', () => {
    const result = lhr([
      {
        id: 'first-contentful-paint',
        title: 'FCP',
        score: 0.8,
        scoreDisplayMode: 'numeric',
        displayValue: '2.1 s',
        weight: 10,
      },
      { id: 'total-blocking-time', title: 'TBT', score: 0.7, scoreDisplayMode: 'numeric', weight: 30 },
      { id: 'unused-javascript', title: 'Unused JS', score: 0, scoreDisplayMode: 'metricSavings', weight: 0 },
      { id: 'speed-index', title: 'SI', score: 1, scoreDisplayMode: 'numeric', weight: 10 },
      { id: 'diagnostics', title: 'Diagnostics', score: null, scoreDisplayMode: 'informative', weight: 0 },
      { id: 'bf-cache', title: 'bfcache', score: null, scoreDisplayMode: 'notApplicable', weight: 0 },
      { id: 'broken', title: 'Broken', score: null, scoreDisplayMode: 'error', weight: 0 },
    ]);
    expect(failingAudits(result, 'performance')).toEqual([
      { id: 'total-blocking-time', title: 'TBT', score: 70, weight: 30 },
      { id: 'first-contentful-paint', title: 'FCP', score: 80, weight: 10, displayValue: '2.1 s' },
      { id: 'broken', title: 'Broken', score: null, weight: 0 },
      { id: 'unused-javascript', title: 'Unused JS', score: 0, weight: 0 },
    ]);
    expect(failingAudits(result, 'seo')).toEqual([]);
  });
});

describe('medianRun', () => {
  const run = (performance: number, tbt = 0, id: string | number = performance) => ({
    lhr: {
      categories: { performance: { score: performance / 100 } },
      audits: { 'total-blocking-time': { numericValue: tbt } },
    },
    id,
  });
  it('reports the run with the median performance score', () => {
    expect(medianRun([run(90), run(70), run(96)]).id).toBe(90);
    expect(medianRun([run(99)]).id).toBe(99);
    expect(medianRun([run(80), run(95)]).id).toBe(80);
  });

  it('between equal scores, reports the run with the median Total Blocking Time, whatever the order they ran in', () => {
    const runs = [run(100, 73, 'a'), run(100, 120, 'b'), run(100, 12, 'c'), run(100, 30, 'd'), run(100, 5, 'e')];
    expect(medianRun(runs).id).toBe('d');
    expect(medianRun([run(100, 73, 'a'), run(100, 12, 'b'), run(100, 20, 'c')]).id).toBe('c');
    // A lower score is still worse than any TBT.
    expect(medianRun([run(98, 0, 'a'), run(100, 200, 'b'), run(100, 10, 'c')]).id).toBe('b');
  });
});

describe('compareWithBaseline', () => {
  const tolerance = { scoreTolerance: 2, tbtToleranceMs: 50 };
  const row = (performance: number | null, tbtMs: number | null, path = '/') => ({
    path,
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    tbtMs,
  });

  it('passes changes within the tolerance and fails a fall beyond it, per metric', () => {
    const within = compareWithBaseline([row(98, 60)], [row(100, 20)], tolerance);
    expect(within.filter((d) => d.regression)).toEqual([]);
    expect(within.find((d) => d.metric === 'performance')).toMatchObject({ before: 100, after: 98, delta: -2 });

    const worse = compareWithBaseline([row(97, 71)], [row(100, 20)], tolerance);
    expect(worse.filter((d) => d.regression).map((d) => d.metric)).toEqual(['performance', 'TBT']);
  });

  it('counts a lost score as a regression, ignores routes the baseline lacks, and never flags improvements', () => {
    expect(
      compareWithBaseline([row(null, 20)], [row(99, 20)], tolerance).find((d) => d.metric === 'performance'),
    ).toMatchObject({ regression: true, delta: null });
    expect(compareWithBaseline([row(90, 20, '/new')], [row(99, 20)], tolerance)).toEqual([]);
    expect(compareWithBaseline([row(100, 0)], [row(80, 400)], tolerance).some((d) => d.regression)).toBe(false);
  });
});

describe('readBaseline', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'baseline-'));
  const write = (name: string, data: unknown) => {
    const file = path.join(dir, name);
    writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
    return file;
  };
  const rows = [{ path: '/', scores: { performance: 99 }, tbtMs: 10 }];

  it('reads summary.json and the --json output of audit lighthouse or audit all', () => {
    expect(readBaseline(write('summary.json', { rows })).rows).toEqual(rows);
    expect(
      readBaseline(write('all.json', { ok: true, audits: [{ audit: 'html' }, { audit: 'lighthouse', rows }] })).rows,
    ).toEqual(rows);
  });

  it('names the file when it is not a baseline', () => {
    expect(() => readBaseline(write('bad.json', '{'))).toThrow(/--baseline .*bad\.json/);
    expect(() => readBaseline(write('empty.json', { rows: [{ path: '/' }] }))).toThrow(/no Lighthouse rows/);
    expect(() => readBaseline(path.join(dir, 'missing.json'))).toThrow(/missing\.json/);
  });
});

describe('reportIndex', () => {
  it('links each route to its HTML and JSON report, escaping what it prints', () => {
    const html = reportIndex(
      [
        {
          path: '/a<b',
          scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
          tbtMs: 12,
          reportFile: 'reports/lighthouse/a.report.html',
          jsonFile: 'reports/lighthouse/a.report.json',
        } as never,
      ],
      '13.5.0',
    );
    expect(html).toContain('<a href="a.report.html">/a&lt;b</a>');
    expect(html).toContain('<a href="a.report.json">JSON</a>');
    expect(html).toContain('<td>12</td>');
  });
});

describe('withinLimits', () => {
  const run = (performance: number, tbt: number) =>
    ({
      categories: {
        performance: { score: performance / 100 },
        accessibility: { score: 1 },
        'best-practices': { score: 1 },
        seo: { score: 1 },
      },
      audits: { 'total-blocking-time': { numericValue: tbt } },
    }) as unknown as Result;

  it('needs every score at its minimum and TBT at most its limit', () => {
    expect(withinLimits(run(95, 50), limits)).toBe(true);
    expect(withinLimits(run(94, 0), limits)).toBe(false);
    expect(withinLimits(run(100, 51), limits)).toBe(false);
  });
});

describe('mergeRuns', () => {
  const half = (categories: Record<string, number>, audits: Record<string, number>, warning: string) => ({
    lhr: {
      categories: Object.fromEntries(Object.entries(categories).map(([id, score]) => [id, { id, score }])),
      audits: Object.fromEntries(Object.entries(audits).map(([id, numericValue]) => [id, { id, numericValue }])),
      runWarnings: [warning, 'shared'],
    } as unknown as Result,
    report: [`<html>${warning}</html>`, '{}'],
  });

  it('holds every category and audit of both halves, with the performance run winning an audit both have', () => {
    const timed = half({ performance: 0.97 }, { 'total-blocking-time': 120, 'first-contentful-paint': 800 }, 'timed');
    const other = half({ accessibility: 1, 'best-practices': 1, seo: 0.92 }, { 'first-contentful-paint': 9 }, 'other');
    const merged = mergeRuns(timed, other);
    expect(Object.keys(merged.lhr.categories).sort()).toEqual([
      'accessibility',
      'best-practices',
      'performance',
      'seo',
    ]);
    expect(merged.lhr.categories.seo?.score).toBe(0.92);
    expect(merged.lhr.audits['first-contentful-paint']?.numericValue).toBe(800);
    expect(merged.lhr.runWarnings).toEqual(['timed', 'shared', 'other']);
    expect(merged.report[0]).toBe('<html>timed</html>');
    expect(JSON.parse(merged.report[1] ?? '')).toEqual(JSON.parse(JSON.stringify(merged.lhr)));
    expect(merged.otherReport).toBe('<html>other</html>');
    expect(merged.lhr.runtimeError).toBeUndefined();
  });
});

describe('limitsOnMachine and tbtNotAppliedNotes', () => {
  const slowRun = {
    categories: {
      performance: { score: 0.97 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: { 'total-blocking-time': { numericValue: 180 } },
  } as unknown as Result;

  it('keeps every limit where memory is typical, and drops only the TBT limit where it is slow', () => {
    expect(limitsOnMachine(limits, 1.2)).toEqual(limits);
    expect(withinLimits(slowRun, limitsOnMachine(limits, 1.2))).toBe(false);
    const slow = limitsOnMachine(limits, 13.6);
    expect(slow.assertions).toEqual({ ...limits.assertions, 'total-blocking-time': 'off' });
    expect(withinLimits(slowRun, slow)).toBe(true);
    // The scores still decide: the same run one point under the performance minimum fails.
    const under = {
      ...slowRun,
      categories: { ...slowRun.categories, performance: { score: 0.94 } },
    } as unknown as Result;
    expect(withinLimits(under, slow)).toBe(false);
  });

  it('names the routes over the limit it did not apply, and says nothing on a typical machine', () => {
    const rows = [
      { path: '/', tbtMs: 180 },
      { path: '/pricing', tbtMs: 40 },
      { path: '/about', tbtMs: null },
    ];
    expect(tbtNotAppliedNotes(rows, 1.2, () => 50)).toEqual([]);
    const [note] = tbtNotAppliedNotes(rows, 13.6, () => 50);
    expect(note).toContain('/ (180 ms > 50)');
    expect(note).toContain('/about (- ms > 50)');
    expect(note).not.toContain('/pricing');
    expect(tbtNotAppliedNotes([{ path: '/', tbtMs: 10 }], 13.6, () => 50)).toEqual([
      expect.stringContaining('No route was over it.'),
    ]);
  });
});

describe('measureRoutes', () => {
  /** Runs are TBT values, served from a queue per route; a route passes when its median is at most 50. */
  function harness(queues: Record<string, number[]>) {
    const order: string[] = [];
    const events: string[] = [];
    const run = async (url: string) => {
      order.push(url);
      const next = queues[url]?.shift();
      if (next === undefined) throw new Error(`no run left for ${url}`);
      return next;
    };
    const passes = (results: readonly number[]) =>
      [...results].sort((a, b) => a - b)[Math.floor((results.length - 1) / 2)]! <= 50;
    const options = {
      runs: 1,
      runsWhenFailing: 5,
      runsLater: 5,
      run,
      passes,
      beforeLater: async () => {
        events.push(`quiet after ${order.length} runs`);
      },
    };
    return { order, events, options };
  }
  const targets = ['/a', '/b', '/c'].map((url) => ({ url, limits }));

  it('runs each route once when it passes, and never waits for a second look', async () => {
    const { order, events, options } = harness({ '/a': [0], '/b': [10], '/c': [50] });
    const measured = await measureRoutes(targets, options);
    expect(order).toEqual(['/a', '/b', '/c']);
    expect(events).toEqual([]);
    expect(measured.map((m) => m.results)).toEqual([[0], [10], [50]]);
  });

  it('confirms a failing run at once, then measures a route still failing again after the others', async () => {
    const { order, events, options } = harness({
      '/a': [0],
      '/b': [90, 70, 10, 80, 20, 0, 0, 10, 5, 0],
      '/c': [60, 0, 0, 10, 0],
    });
    const measured = await measureRoutes(targets, options);
    // /b: five runs (median 70), /c: five runs (median 0, passes); then /b five more, after the quiet wait.
    expect(order).toEqual(['/a', ...Array(5).fill('/b'), ...Array(5).fill('/c'), ...Array(5).fill('/b')]);
    expect(events).toEqual(['quiet after 11 runs']);
    const b = measured.find((m) => m.url === '/b')!;
    expect(b.results).toHaveLength(10);
    expect(options.passes(b.results)).toBe(true);
  });

  it('still fails a route that misses its limits both times', async () => {
    const { options } = harness({ '/a': [0], '/b': [80, 90, 70, 60, 100, 75, 85, 65, 95, 55], '/c': [0] });
    const measured = await measureRoutes(targets, options);
    const b = measured.find((m) => m.url === '/b')!;
    expect(b.results).toHaveLength(10);
    expect(options.passes(b.results)).toBe(false);
  });

  it('stops confirming and taking second looks once the extra runs are spent', async () => {
    // Every route fails: a slow machine. 6 extra runs: /a gets its 4, /b 2 of them, /c none, and no second looks.
    const { order, events, options } = harness({ '/a': Array(10).fill(90), '/b': Array(10).fill(90), '/c': [90] });
    const measured = await measureRoutes(targets, { ...options, extraRuns: 6 });
    expect(order).toEqual([...Array(5).fill('/a'), ...Array(3).fill('/b'), '/c']);
    expect(events).toEqual([]);
    expect(measured.map((m) => m.results.length)).toEqual([5, 3, 1]);
  });

  it('gives a second look only to the routes its remaining extra runs cover in full', async () => {
    const { order, events, options } = harness({
      '/a': Array(10).fill(90),
      '/b': Array(10).fill(90),
      '/c': [0],
    });
    // 4 + 4 to confirm, then 5 for /a's second look; /b's would need 5 more than the 1 left.
    const measured = await measureRoutes(targets, { ...options, extraRuns: 14 });
    expect(events).toEqual(['quiet after 11 runs']);
    expect(order.slice(11)).toEqual(Array(5).fill('/a'));
    expect(measured.map((m) => m.results.length)).toEqual([10, 5, 1]);
  });

  it('takes no second look when runsLater is 0', async () => {
    const { order, events, options } = harness({ '/a': [90, 90, 90, 90, 90], '/b': [0], '/c': [0] });
    await measureRoutes(targets, { ...options, runsLater: 0 });
    expect(order).toHaveLength(7);
    expect(events).toEqual([]);
  });
});

describe('unconfirmedNotes', () => {
  it('names the failing routes judged on fewer runs than a failure gets', () => {
    const rows = [
      { path: '/', runs: 5, pass: false },
      { path: '/about', runs: 1, pass: false },
      { path: '/pricing', runs: 1, pass: true },
      { path: '/blog', runs: 2, pass: false },
    ];
    expect(unconfirmedNotes(rows, 5, 30)).toEqual([
      "not measured again, the audit's 30 extra runs (extraRunsMax) being spent: /about (1 run), /blog (2 runs); when most routes fail at once, suspect the machine before the pages (CPU index and memory above)",
    ]);
    expect(unconfirmedNotes(rows.slice(0, 1), 5, 30)).toEqual([]);
  });
});

describe('quietNotes', () => {
  it('says nothing after a short wait on a quiet machine', () => {
    expect(quietNotes('the first run', { busyBefore: 0.1, busyAfter: 0.1, waitedMs: 1_000, quiet: true })).toEqual([]);
  });

  it('says how long it waited, and warns when the machine stayed busy', () => {
    expect(quietNotes('the first run', { busyBefore: 0.9, busyAfter: 0.6, waitedMs: 90_000, quiet: false })).toEqual([
      'waited 90 s before the first run for the processors to fall from 90% busy to 60%',
      'processors 60% busy before the first run: performance scores read low on a busy machine',
    ]);
  });
});

describe('secondLookNotes', () => {
  it('names the routes measured again, with the TBT of all their runs', () => {
    const rows = [
      { path: '/a', runs: 1, tbtMs: 0 },
      { path: '/b', runs: 5, tbtMs: 40 },
      { path: '/c', runs: 10, tbtMs: 30 },
    ];
    expect(secondLookNotes(rows, 5)).toEqual([
      'measured again after the other routes, judged by all runs: /c (TBT 30 ms, median of 10)',
    ]);
    expect(secondLookNotes(rows.slice(0, 2), 5)).toEqual([]);
  });
});

describe('auditLighthouse, run for real', () => {
  let site: Site | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
    removeFixtures();
  });

  // One page with two planted defects Lighthouse scores: an image without alt text (accessibility) and no
  // meta description (SEO). Chromium and Lighthouse run as `npm test` runs them, once on one page.
  it(
    'fails a page under its limits, writes its reports and index, and flags a fall against a baseline',
    { timeout: 180_000 },
    async () => {
      const fixture = fixtureSite({
        'index.html': page('Planted', '<img src="/pixel.svg" width="1" height="1">'),
        'pixel.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
        '404.html': page('Not found'),
      });
      site = await openSite({ root: fixture.root });
      const outDir = path.join(fixture.root, 'reports');
      const baselineFile = path.join(fixture.root, 'baseline.json');
      const saved = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
      writeFileSync(baselineFile, JSON.stringify({ rows: [{ path: '/', scores: saved, tbtMs: 0 }] }));
      const config = loadAuditConfig().lighthouse;
      const report = await auditLighthouse({
        baseUrl: site.baseUrl,
        routes: [fixtureRoute('/')],
        outDir,
        baselineFile,
        config: { ...config, runs: 1, runsWhenFailing: 1, runsLater: 0, quietWaitS: 0, routes: {} },
      });

      expect(report.ok).toBe(false);
      const [row] = report.rows;
      expect(row?.scores.accessibility).toBeLessThan(100);
      expect(row?.scores.seo).toBeLessThan(100);
      expect(row?.failing.accessibility?.map((audit) => audit.id)).toContain('image-alt');
      expect(row?.failing.seo?.map((audit) => audit.id)).toContain('meta-description');
      expect(report.problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/: accessibility \d+ < 100$/),
          expect.stringMatching(/^\/: seo \d+ < 100$/),
          expect.stringMatching(/^\/: accessibility regressed from 100 to \d+ against /),
        ]),
      );
      // The same findings, structured: rule ids for SARIF and the page's file for an annotation.
      expect(report.findings.map((finding) => finding.rule)).toEqual(
        expect.arrayContaining(['categories/accessibility', 'categories/seo', 'regression']),
      );
      const formats = readFormats([auditFindings(report, fixture.root)]);
      expect(formats.sarifErrors).toEqual([]);
      expect(formats.github).toContainEqual(
        expect.stringMatching(/^::error file=[^,]*\/index\.html,title=lighthouse categories\/seo::\/: seo \d+ < 100$/),
      );
      // Reports: HTML and JSON for the page, an index linking them, and a summary to compare the next run with.
      // Performance is measured apart from the other categories (mergeRuns): both HTML reports are kept.
      for (const file of [
        'index.report.html',
        'index.categories.report.html',
        'index.report.json',
        'index.html',
        'summary.json',
      ]) {
        expect(existsSync(path.join(outDir, file)), file).toBe(true);
      }
      expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('href="index.report.html"');
      expect(readBaseline(path.join(outDir, 'summary.json')).rows[0]?.scores.seo).toBe(row?.scores.seo);
    },
  );
});
