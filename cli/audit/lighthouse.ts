/**
 * `audit lighthouse` (docs/quality-gates.md): every live route judged by Lighthouse CI's own assertion engine on
 * its representative run; one that misses an `error` assertion runs again before it fails, judged on the median.
 * The categories that do not depend on timing run first, on every route, four at a time (Lighthouse keeps state in
 * its module: a worker thread each, lighthouseLane.ts). Performance then runs alone, on the routes the config's
 * rule chooses (one of each page template, and those heavier than it; `--all` for every route), in a Chromium
 * whose pages share one warm renderer (`--process-per-site`, a tab kept on robots.txt: a new process's start
 * would land in the page's trace), with the CPU slowdown calibrated to the machine's speed at each run.
 */
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Result } from 'lighthouse';
import { findRoute, liveRoutes } from '../../lib/routes.ts';
import { CannotRunError } from '../../lib/errors.ts';
import type { Finding } from '../output/findings.ts';
import { compareRuns, savedRows, writeSummary } from './baseline.ts';
import { chromiumFlags, chromiumPath } from '../chromium.ts';
import { type Assertions, type AuditConfig, type Preset, lighthouseLimitsFor } from './config.ts';
import {
  type AuditOptions,
  type AuditRoute,
  type PageRead,
  finish,
  pageFinding,
  pagesToAudit,
  selected,
} from './shared.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * How many untimed routes are read at once, each lane a Chromium and a worker thread: a run mostly waits on its
 * page (Lighthouse's pauses after paint and load, its quiet windows). Four read the 34 routes about 30 s sooner
 * than two on two cores.
 */
const LANES = 4;

/** Lighthouse CI's engine (CommonJS, untyped): an assertion's result, and the representative run of several. */
type AssertionResult = { auditId: string; auditProperty?: string; level: 'warn' | 'error' } & Record<
  'expected' | 'actual',
  number
> & { operator: string; passed: boolean };
const lhci = createRequire(import.meta.url);
const { getAllAssertionResults } = lhci('@lhci/utils/src/assertions.js') as {
  getAllAssertionResults: (options: object, lhrs: Result[]) => AssertionResult[];
};
const { computeRepresentativeRuns } = lhci('@lhci/utils/src/representative-runs.js') as {
  computeRepresentativeRuns: (runs: [Result, Result][][]) => Result[];
};

/**
 * Every assertion's result on a route's runs, each judged on the median of the runs' values. Not `median-run`,
 * `lhci assert`'s default: it judges a category score on the best run of all (0.93, 0.96 and 0.90 pass 0.95).
 */
export const assertionResults = (lhrs: Result[], assertions: Assertions): AssertionResult[] =>
  getAllAssertionResults({ assertions, aggregationMethod: 'median', includePassedAssertions: true }, lhrs);
/** The median of the runs' values, as the assertions take it: what the table shows. */
const median = (values: (number | null | undefined)[]): number | null => {
  const known = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  const [low, high] = [known[Math.floor((known.length - 1) / 2)], known[Math.ceil((known.length - 1) / 2)]];
  return low === undefined || high === undefined ? null : (low + high) / 2;
};
/** The assertions without the performance category and its metrics: where performance is not timed. */
const TIMED = ['categories:performance', 'total-blocking-time', 'largest-contentful-paint', 'cumulative-layout-shift'];
export const withoutPerformance = (assertions: Assertions): Assertions =>
  Object.fromEntries(Object.entries(assertions).filter(([id]) => !TIMED.includes(id)));
export const representativeRun = (lhrs: Result[]): Result =>
  computeRepresentativeRuns([lhrs.map((lhr): [Result, Result] => [lhr, lhr])])[0] as Result;

/** `performance 0.94 < 0.95`, `total-blocking-time 62 > 50 (warn)`: what was measured and what was required. */
export function describe(r: AssertionResult): string {
  const name = r.auditId === 'categories' ? r.auditProperty : r.auditId;
  const missed = { '>=': '<', '<=': '>', '==': '!=' }[r.operator] ?? r.operator;
  const actual = Number.isNaN(r.actual) ? 'not measured' : `${Math.round(r.actual * 1000) / 1000} ${missed}`;
  return `${name} ${actual} ${r.expected}${r.level === 'warn' ? ' (warn)' : ''}`;
}

/** A route's figures as summary.json keeps them for `--baseline`, and its report's file name. */
type Row = {
  path: string;
  scores: Record<string, number | null>;
  tbtMs: number | null;
  runs: number;
  report: string;
  /** Why performance was timed here, or null where it was not (another route stands for its template). */
  timed: string | null;
  /** The machine's benchmarkIndex at each timed run, and the CPU slowdown it was given. */
  benchmarkIndex: number | null;
  cpuSlowdown: number | null;
};

/** Which page renders a route (lib/routes.ts), as a URL is known by: a path the registry does not know is its own. */
const templateOf = (routePath: string) => findRoute(routePath)?.template ?? routePath;

/**
 * The routes whose performance is timed, each with why: under `kinds`, the lightest route of each template (the
 * template's own weight, its HTML's bytes) and every route of it heavier than that by more than `heavierBy`;
 * under `all`, every route.
 */
export function timedRoutes<R extends { path: string }>(
  routes: readonly R[],
  weights: readonly number[],
  rule: AuditConfig['lighthouse']['performance'],
  all = false,
): Map<string, string> {
  const timed = new Map<string, string>();
  if (all || rule.routes === 'all') {
    for (const route of routes) timed.set(route.path, 'every route');
    return timed;
  }
  const groups = new Map<string, { path: string; weight: number }[]>();
  routes.forEach((route, index) => {
    const template = templateOf(route.path);
    groups.set(template, [...(groups.get(template) ?? []), { path: route.path, weight: weights[index] ?? 0 }]);
  });
  for (const [template, members] of groups) {
    const lightest = members.reduce((a, b) => (b.weight < a.weight ? b : a));
    const kind = members.length > 1 ? `the lightest of ${members.length} pages of ${template}` : template;
    timed.set(lightest.path, kind);
    for (const member of members)
      if (member.weight > lightest.weight * rule.heavierBy)
        timed.set(
          member.path,
          `${(member.weight / lightest.weight).toFixed(2)}× the HTML of ${lightest.path} (${template})`,
        );
  }
  return timed;
}

export interface LighthouseOptions extends AuditOptions {
  baseUrl: string;
  config: AuditConfig['lighthouse'];
  /** Time performance on every route, whatever the config's rule (`--all`). */
  all?: boolean;
  outDir?: string;
  /** Runs per page, overriding the config's. */
  runs?: number;
  baselineFile?: string;
  preset?: Preset;
}

const points = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);
const tbtOf = (lhr: Result) => {
  const value = lhr.audits['total-blocking-time']?.numericValue;
  return value === undefined ? null : Math.round(value);
};

/** One result holding every category: the performance run's, with the other categories' run merged in. */
const merge = (timed: Result, other?: Result): Result => ({
  ...timed,
  categories: { ...other?.categories, ...timed.categories },
  audits: { ...other?.audits, ...timed.audits },
  runWarnings: [...new Set([...timed.runWarnings, ...(other?.runWarnings ?? [])])],
  ...(other?.runtimeError && !timed.runtimeError ? { runtimeError: other.runtimeError } : {}),
});

/** The audits that cost a category points, worst first: what a developer fixes. */
function costingPoints(lhr: Result, category = ''): string {
  const lost = (ref: { id: string; weight: number }) => ref.weight * (1 - (lhr.audits[ref.id]?.score ?? 0));
  const scored = (ref: { id: string }) => {
    const audit = lhr.audits[ref.id];
    const mode = audit?.scoreDisplayMode ?? 'manual';
    return mode === 'error' || ((audit?.score ?? 1) < 1 && !['informative', 'notApplicable', 'manual'].includes(mode));
  };
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter(scored).sort((a, b) => lost(b) - lost(a));
  const shown = refs.slice(0, 5).map((ref) => {
    const { score, displayValue } = lhr.audits[ref.id] ?? {};
    return `${ref.id} (score ${points(score) ?? 'error'}, weight ${ref.weight})${displayValue ? ` [${displayValue}]` : ''}`;
  });
  return shown.join(', ') || 'no single audit (see the report)';
}

export async function auditLighthouse(options: LighthouseOptions) {
  const started = performance.now();
  const outDir = path.resolve(options.outDir ?? 'reports/lighthouse');
  // Every live route; on a site as served, every page it lists or links (the not-found page has no URL of its own).
  const routes: AuditRoute[] = options.live
    ? await pagesToAudit(options, ['page'])
    : [...(options.routes ?? liveRoutes())].filter((r) => r.status === 'live' && selected(options.only, r.path));
  const preset = options.preset ?? options.config.preset;
  const saved = options.baselineFile ? savedRows(options.baselineFile, 'lighthouse') : undefined;
  if (options.baselineFile && !saved) {
    throw new CannotRunError(`--baseline ${options.baselineFile}: no Lighthouse rows (path, scores, tbtMs) in it`);
  }
  mkdirSync(outDir, { recursive: true });
  // Loaded on use: Lighthouse takes seconds to import.
  const [{ default: lighthouse }, { launch }, { ReportGenerator }, settings, { throttling }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/report/generator/report-generator.js'),
    preset === 'desktop' ? import('lighthouse/core/config/desktop-config.js').then((m) => m.default) : undefined,
    import('lighthouse/core/config/constants.js'),
  ]);
  // The preset's CPU slowdown, meant for a machine of the reference benchmarkIndex.
  const presetSlowdown =
    settings?.settings?.throttling?.cpuSlowdownMultiplier ?? throttling.mobileSlow4G.cpuSlowdownMultiplier;
  const cleanup: (() => void)[] = [];
  const chromium = async (flags: string[]) => {
    const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'audit-lighthouse-'));
    const chromeFlags = ['--headless=new', ...flags, ...chromiumFlags];
    const chrome = await launch({ chromePath: chromiumPath, chromeFlags, userDataDir, logLevel: 'silent' });
    cleanup.push(
      () => chrome.kill(),
      () => rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }),
    );
    return chrome;
  };
  const urlOf = (routePath: string) =>
    routes.find((r) => r.path === routePath)?.url ?? new URL(routePath, options.baseUrl).href;
  const findings: Finding[] = [];
  const pages: PageRead[] = [];
  const rows: Row[] = [];
  let version = '';
  try {
    const other = new Map<string, Result>();
    const categories = CATEGORIES.filter((c) => c !== 'performance');
    const lane = async (urls: string[]) => {
      const { port, kill } = await chromium([]);
      const worker = new Worker(new URL('./lighthouseLane.ts', import.meta.url), {
        workerData: { urls, port, preset, categories },
      });
      worker.on('message', ({ url, lhr }: { url: string; lhr?: Result }) => {
        if (lhr) other.set(url, lhr);
        const scores = categories.map((c) => `${c} ${points(lhr?.categories[c]?.score) ?? '-'}`).join(', ');
        options.progress?.(`lighthouse ${new URL(url).pathname}: ${scores} (performance next)`);
      });
      const code = await new Promise((resolve, reject) => worker.on('error', reject).on('exit', resolve));
      kill();
      if (code !== 0) throw new Error(`a Lighthouse lane exited with ${code}`);
    };
    const urls = routes.map((r) => urlOf(r.path));
    // A page's weight, as its template's rule compares it: the bytes of its HTML as served.
    const weights = await Promise.all(urls.map(async (url) => (await (await fetch(url)).arrayBuffer()).byteLength));
    const timed = timedRoutes(routes, weights, options.config.performance, options.all);
    // Every route's other categories in a run of their own: in the timed run, their gatherers cost the page
    // its performance score (/ read 89 where it reads 100 alone).
    await Promise.all([...Array(LANES).keys()].map((i) => lane(urls.filter((_, j) => j % LANES === i))));
    const timing = await chromium(['--process-per-site']);
    const tab = await fetch(`http://127.0.0.1:${timing.port}/json/new?${urlOf('/robots.txt')}`, { method: 'PUT' });
    if (!tab.ok) throw new Error(`Chromium did not open a tab on robots.txt: HTTP ${tab.status}`);
    // No full-page screenshot: 1.4 s a run, for the report's pictures.
    const flags = {
      port: timing.port,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
      skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
    };
    // Lighthouse measures the machine (benchmarkIndex) at the start of every run; the next run's CPU slowdown is
    // the preset's scaled by the last index over the reference's, as its docs advise calibrating it: on a machine
    // half as fast just now, a page's tasks take twice as long, and are slowed half as much.
    const reference = options.config.performance.referenceBenchmarkIndex;
    let lastIndex: number | null = null;
    const slowdown = () =>
      lastIndex === null
        ? presetSlowdown
        : Math.round(Math.min(Math.max((presetSlowdown * lastIndex) / reference, 1), presetSlowdown * 4) * 100) / 100;
    const run = async (url: string): Promise<Result> => {
      const cpuSlowdownMultiplier = slowdown();
      const calibrated = { ...flags, throttling: { cpuSlowdownMultiplier } };
      // A trace error (NO_FCP) comes from a busy machine, not the page; Lighthouse's advice is to run again.
      let result = await lighthouse(url, calibrated, settings);
      if (result?.lhr.runtimeError) result = await lighthouse(url, calibrated, settings);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      lastIndex = result.lhr.environment.benchmarkIndex || lastIndex;
      return merge(result.lhr, other.get(url));
    };
    // The first run in a fresh Chromium pays for its cold start, and measures the machine; it is thrown away.
    if (urls[0]) await run(urls[0]);
    for (const route of routes) {
      const { assertions } = lighthouseLimitsFor(options.config, route.path);
      const lhrs: Result[] = [];
      let results: AssertionResult[] = [];
      const why = timed.get(route.path) ?? null;
      if (why === null) {
        // Another route times its template: this one keeps its other categories' run, performance not asserted.
        const lhr = other.get(urlOf(route.path));
        if (lhr) lhrs.push(lhr);
        results = assertionResults(lhrs, withoutPerformance(assertions));
      } else
        do {
          const wanted = lhrs.length === 0 ? (options.runs ?? options.config.runs) : options.config.runsWhenFailing;
          while (lhrs.length < wanted) lhrs.push(await run(urlOf(route.path)));
          results = assertionResults(lhrs, assertions);
        } while (results.some((r) => !r.passed && r.level === 'error') && lhrs.length < options.config.runsWhenFailing);
      const lhr = representativeRun(lhrs);
      version = lhr.lighthouseVersion;
      const name = route.url ? (route.path === '/' ? 'index' : route.path.slice(1)) : route.file.replace(/\.html$/, '');
      const report = `${name.replaceAll('/', '__')}.report`;
      writeFileSync(path.join(outDir, `${report}.html`), ReportGenerator.generateReportHtml(lhr));
      writeFileSync(path.join(outDir, `${report}.json`), JSON.stringify(lhr));
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, points(median(lhrs.map((run) => run.categories[c]?.score)))]),
      );
      const tbtMs = why === null ? null : median(lhrs.map(tbtOf));
      const benchmarkIndex = why === null ? null : median(lhrs.map((run) => run.environment.benchmarkIndex));
      const cpuSlowdown =
        why === null ? null : median(lhrs.map((run) => run.configSettings.throttling.cpuSlowdownMultiplier));
      rows.push({
        path: route.path,
        scores,
        tbtMs,
        runs: why === null ? 0 : lhrs.length,
        report,
        timed: why,
        benchmarkIndex,
        cpuSlowdown,
      });
      for (const r of results.filter((result) => !result.passed)) {
        const id = r.auditId === 'categories' ? `categories:${r.auditProperty}` : r.auditId;
        const costing = r.auditId === 'categories' ? `; costing points: ${costingPoints(lhr, r.auditProperty)}` : '';
        const help = `Lighthouse's ${id} meets its assertion in audit.config.json.`;
        const level = r.level === 'error' ? 'error' : 'warning';
        const helpUri = 'https://developer.chrome.com/docs/lighthouse/overview';
        findings.push(
          pageFinding('lighthouse', route, id.replace(':', '/'), `${describe(r)}${costing}`, { level, help, helpUri }),
        );
      }
      if (lhr.runtimeError) {
        const { code, message } = lhr.runtimeError;
        findings.push(pageFinding('lighthouse', route, 'runtime-error', `Lighthouse error ${code}: ${message}`));
      }
      const [perf, a11y, best, seo] = CATEGORIES.map((c) => scores[c] ?? '–');
      const cells = {
        perf: why === null ? '(kind)' : perf,
        a11y,
        'best pr.': best,
        SEO: seo,
        'TBT ms': tbtMs ?? '–',
        runs: why === null ? 0 : lhrs.length,
        'CPU ×': cpuSlowdown ?? '–',
      } as PageRead['cells'];
      const read = Object.values(scores).filter((s) => s !== null).length;
      const expected = why === null ? 3 : 4;
      pages.push({
        route: route.path,
        file: route.file,
        read: { scores: read },
        expected: { scores: expected },
        cells,
      });
      options.progress?.(
        `lighthouse ${route.path}: perf ${why === null ? 'not timed (its template is)' : perf}, a11y ${a11y}, best pr. ${best}, SEO ${seo}, ${lhrs.length} run(s)`,
      );
    }
  } finally {
    for (const done of cleanup) done();
  }
  const timedRows = rows.filter((row) => row.timed !== null);
  const indexes = timedRows.map((row) => row.benchmarkIndex);
  const notes = [
    `Lighthouse ${version} (${preset}, simulated throttling); each route's HTML and JSON report, and summary.json, in ${path.relative(process.cwd(), outDir)}/`,
    `performance timed on ${timedRows.length} of ${rows.length} routes (${options.all ? '--all' : `rule "${options.config.performance.routes}"`}): ${timedRows.map((row) => `${row.path} (${row.timed})`).join('; ')}`,
    `machine: benchmarkIndex ${median(indexes) ?? '–'} (median of the timed runs; reference ${options.config.performance.referenceBenchmarkIndex}), CPU slowdown ${median(timedRows.map((row) => row.cpuSlowdown)) ?? '–'}× (the preset's ${presetSlowdown}× at the reference)`,
  ];
  for (const route of routes) {
    const { why } = lighthouseLimitsFor(options.config, route.path);
    if (why.length > 0) notes.push(`${route.path} is held to other limits: ${why.join('; ')}`);
  }
  if (options.baselineFile && saved) {
    const { scoreTolerance, tbtToleranceMs } = options.config.baseline;
    const metrics = [
      ...CATEGORIES.map((c) => ({
        name: c,
        of: (r: Record<string, unknown>) => (r.scores as Row['scores'])[c],
        regressed: (d: number) => d < -scoreTolerance,
      })),
      {
        name: 'TBT ms',
        of: (r: Record<string, unknown>) => r.tbtMs as number | null,
        regressed: (d: number) => d > tbtToleranceMs,
      },
    ];
    const compared = compareRuns('lighthouse', rows, saved, metrics, options.baselineFile);
    notes.push(...compared.notes);
    findings.push(...compared.findings);
  }
  writeSummary(path.join(outDir, 'summary.json'), { audit: 'lighthouse', preset, rows });
  return finish('lighthouse', started, pages, findings, { notes, details: { preset, rows } });
}
