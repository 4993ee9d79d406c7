/**
 * `audit lighthouse`: Lighthouse's default config (mobile, simulated throttling) on every live route, one
 * run after another (two cores here: parallel runs would skew each other's timings), performance in one
 * Chromium and the other categories in another (measureLighthouse says why).
 * Each run is checked against the Lighthouse-CI-shaped assertions of audit.config.json (assertions.ts; per-route
 * overrides allowed), with Lighthouse's mobile settings or, by `preset`, its desktop ones; for each category
 * under its threshold the audits that cost points are listed, so a developer knows what to fix.
 * Each route's HTML and JSON report and an index page linking them go to reports/lighthouse/, with
 * summary.json, which a later run can be compared against (`--baseline`).
 */
import type { Result } from 'lighthouse';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { type Route, liveRoutes } from '../../lib/routes.ts';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { escapeHtml } from '../../lib/html.ts';
import { CliError } from '../../lib/errors.ts';
import {
  type AssertionResult,
  describeResult,
  evaluateAssertions,
  failedAt,
  maxNumericValueOf,
  meetsAssertions,
  turnedOff,
} from './assertions.ts';
import {
  type AuditConfig,
  type LighthouseLimits,
  type Preset,
  type WithReasons,
  lighthouseLimitsFor,
} from './config.ts';
import type { Finding } from '../output/findings.ts';
import {
  type AuditReport,
  emptinessFindings,
  emptinessProblems,
  newTable,
  selected,
  slug,
  summaryLine,
} from './shared.ts';
import { auditPart, compareByPath, type Delta, readSavedRun } from './baseline.ts';
import { SLOW_PAGE_FAULT_US, pageFaultMicros, pageFaultNote, type QuietWait, waitForQuiet } from './quiet.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Thresholds = Record<Category, number>;

export interface FailingAudit {
  id: string;
  title: string;
  /** 0–100, or null when the audit errored. */
  score: number | null;
  /** Its weight in the category score: 0 for diagnostics and insights, which explain but do not score. */
  weight: number;
  displayValue?: string;
}

export interface LighthouseRow {
  path: string;
  url: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  /** Total Blocking Time of the reported run, ms. */
  tbtMs: number | null;
  limits: WithReasons<LighthouseLimits>;
  /** Every assertion that is not `off`, checked against the median run. */
  assertions: AssertionResult[];
  /** No `error` assertion failed and Lighthouse ran without error. */
  pass: boolean;
  /** Audits costing points in each category under its threshold. */
  failing: Partial<Record<Category, FailingAudit[]>>;
  /** The HTML and JSON reports, relative to the working directory. */
  reportFile: string;
  jsonFile: string;
  durationMs: number;
  runtimeError?: string;
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** Lighthouse runs made for this route (more when the first fell under a limit). */
  runs: number;
  /** Total Blocking Time of every run, in the order they ran: noise and a real regression look different. */
  tbtRunsMs: (number | null)[];
}

/** A route's figures as summary.json keeps them, for `--baseline`. */
export interface BaselineRow {
  path: string;
  scores: Record<Category, number | null>;
  tbtMs: number | null;
}

/** A route's score or TBT against the saved run (scores: higher is better; TBT: lower is better). */
export type BaselineDelta = Delta<Category | 'TBT'>;

export type LighthouseReport = AuditReport<LighthouseRow> & {
  preset: Preset;
  /** `warn` assertions that failed: reported, failing nothing. */
  warnings: string[];
  outDir: string;
  lighthouseVersion?: string;
  baseline?: { file: string; deltas: BaselineDelta[] };
};

export interface LighthouseOptions {
  baseUrl: string;
  config: AuditConfig['lighthouse'];
  routes?: readonly Route[];
  /** Where the reports go. */
  outDir?: string;
  chromePath?: string;
  /** Progress lines (one per route), so a two-minute run is not silent. */
  progress?: (line: string) => void;
  /** Runs per page, overriding the config; the run with the median performance score is reported, as Lighthouse CI does. */
  runs?: number;
  /** A summary.json (or `--json` output) of an earlier run to compare with. */
  baselineFile?: string;
  /** Lighthouse's settings for this run, overriding the config's `preset`. */
  preset?: Preset;
  /** `--route`: measure only these routes. */
  only?: readonly string[];
}

type RunLike = {
  lhr: {
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number } | undefined>;
  };
};

const tbtOf = (run: RunLike): number => run.lhr.audits['total-blocking-time']?.numericValue ?? Infinity;

/**
 * The median run, ordered from worst to best by performance score and, between equal scores, by Total
 * Blocking Time (the middle one; the lower middle for an even count). A fast page scores 100 on every run,
 * so without the second key the "median" of three 100s would be whichever ran second, whatever its TBT.
 */
export function medianRun<T extends RunLike>(runs: readonly T[]): T {
  const sorted = [...runs].sort(
    (a, b) =>
      (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0) || tbtOf(b) - tbtOf(a),
  );
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('medianRun: no runs');
  return middle;
}

// Audits that carry no pass/fail meaning: they never explain a low score.
const UNSCORED = new Set(['informative', 'notApplicable', 'manual']);

/**
 * A route's limits on the machine measuring it. Where a fresh page of memory is slow (over SLOW_PAGE_FAULT_US,
 * see quiet.ts), the browser's own work in every page load (mapping memory for its script contexts, parsing and
 * first layout) is several times its usual length, and simulated throttling counts four times that as
 * blocking time: a blank page measured 9-30 ms of TBT on such a machine with a warm renderer, this site's
 * pages 100-230 ms, the same pages 0-32 ms on a typical one. There the TBT limit (tens of milliseconds) cannot
 * tell a heavier page from the machine, so it is not applied; the notes list the routes over it, and every
 * category score (performance weighs TBT with the other metrics) still holds, as does `--baseline`.
 */
export function limitsOnMachine<L extends LighthouseLimits>(limits: L, faultMicros: number): L {
  return faultMicros > SLOW_PAGE_FAULT_US
    ? { ...limits, assertions: turnedOff(limits.assertions, 'total-blocking-time') }
    : limits;
}

/** On a machine with slow memory, the routes over the TBT limit that was not applied (limitsOnMachine). */
export function tbtNotAppliedNotes(
  rows: readonly Pick<LighthouseRow, 'path' | 'tbtMs'>[],
  faultMicros: number,
  configuredMaxTbtMs: (routePath: string) => number | undefined,
): string[] {
  if (faultMicros <= SLOW_PAGE_FAULT_US) return [];
  const over = rows.filter((row) => {
    const max = configuredMaxTbtMs(row.path);
    return max !== undefined && (row.tbtMs === null || row.tbtMs > max);
  });
  return [
    `the Total Blocking Time limit was not applied, memory on this machine being slow (below); the category scores were. ${
      over.length === 0
        ? 'No route was over it.'
        : `Over it: ${over.map((row) => `${row.path} (${row.tbtMs ?? '-'} ms > ${configuredMaxTbtMs(row.path) ?? '-'})`).join(', ')}`
    }`,
  ];
}

/** Whether a run meets a route's limits: Lighthouse ran, and no `error` assertion failed. */
export function withinLimits(lhr: Result, limits: LighthouseLimits): boolean {
  return !lhr.runtimeError && meetsAssertions(lhr, limits.assertions);
}

/** The audits in `category` that cost it points, worst first. */
export function failingAudits(lhr: Result, category: string): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing: FailingAudit[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || UNSCORED.has(audit.scoreDisplayMode)) continue;
    const erred = audit.scoreDisplayMode === 'error';
    if (!erred && (audit.score === null || audit.score >= 1)) continue;
    failing.push({
      id: audit.id,
      title: audit.title,
      score: audit.score === null ? null : Math.round(audit.score * 100),
      weight: ref.weight,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    });
  }
  // Points lost first (what moves the score), then the weightless diagnostics that explain them.
  const lost = (a: FailingAudit) => a.weight * (100 - (a.score ?? 0));
  return failing.sort((a, b) => lost(b) - lost(a) || (a.score ?? -1) - (b.score ?? -1));
}

export async function auditLighthouse(options: LighthouseOptions): Promise<LighthouseReport> {
  const started = performance.now();
  const outDir = path.resolve(options.outDir ?? 'reports/lighthouse');
  const pages = [...(options.routes ?? liveRoutes())].filter(
    (route) => route.status === 'live' && selected(options.only, route.path),
  );
  mkdirSync(outDir, { recursive: true });
  const runsPerPage = Math.max(1, options.runs ?? options.config.runs);
  const preset = options.preset ?? options.config.preset;
  const baseline = options.baselineFile ? readBaseline(options.baselineFile) : undefined;
  if (baseline?.preset && baseline.preset !== preset) {
    throw new CliError(`--baseline ${options.baselineFile}: a ${baseline.preset} run, not comparable with ${preset}`);
  }

  const measurement = await measureLighthouse(options, pages, runsPerPage, preset);
  const judged = measurement.measured.map((measured) => judgeRoute(measured, writeRouteReports(measured, outDir)));
  const rows = judged.map(({ row }) => row);
  const last = measurement.measured.at(-1);
  const lighthouseVersion = last ? medianRun(last.results).lhr.lighthouseVersion : undefined;
  const deltas = baseline ? compareWithBaseline(rows, baseline.rows, options.config.baseline) : undefined;
  const fileOf = new Map(pages.map((route) => [route.path, route.file]));
  const findings: Finding[] = [
    ...judged.flatMap(({ findings }) => findings),
    ...emptinessFindings(
      'lighthouse',
      emptinessProblems(rows.length, rows.length * CATEGORIES.length, 'category scores'),
    ),
    ...(deltas ?? [])
      .filter((d) => d.regression)
      .map((delta) => ({
        tool: 'lighthouse',
        rule: 'regression',
        level: 'error' as const,
        message: `${delta.path}: ${delta.metric} regressed from ${delta.before} to ${delta.after} against ${options.baselineFile}`,
        route: delta.path,
        file: fileOf.get(delta.path) as string,
        help: 'A score or TBT fell beyond the tolerance against --baseline.',
      })),
  ];
  const problems = findings.filter((finding) => finding.level === 'error').map((finding) => finding.message);
  writeSummary(outDir, rows, lighthouseVersion, preset);
  const firstRuns = Math.max(runsPerPage, options.config.runsWhenFailing);
  return {
    audit: 'lighthouse',
    ok: problems.length === 0,
    pages: rows.length,
    items: rows.length * CATEGORIES.length,
    itemLabel: 'category scores',
    problems,
    warnings: judged.flatMap(({ warnings }) => warnings),
    findings,
    routes: rows.map((row) => row.path),
    notes: [
      ...tbtNotAppliedNotes(rows, measurement.faultMicros, (routePath) =>
        maxNumericValueOf(lighthouseLimitsFor(options.config, routePath).assertions, 'total-blocking-time'),
      ),
      ...lighthouseNotes(rows, measurement, firstRuns, options.config.extraRunsMax),
    ],
    rows,
    preset,
    outDir: path.relative(process.cwd(), outDir),
    ...(lighthouseVersion ? { lighthouseVersion } : {}),
    ...(deltas && options.baselineFile ? { baseline: { file: options.baselineFile, deltas } } : {}),
    durationMs: performance.now() - started,
  };
}

/**
 * One Lighthouse run of a page, with its HTML and JSON reports; `otherReport` is the HTML of the categories
 * measured apart from performance (mergeRuns).
 */
export type LighthouseRun = { lhr: Result; report: string | string[]; otherReport?: string };

/** A route as measured: its limits and every run made of it. */
export type MeasuredLighthouseRoute = MeasuredRoute<
  { route: Route; url: string; limits: WithReasons<LighthouseLimits> },
  LighthouseRun
>;

/** What measuring found besides the runs: how quiet the machine was, and its page-fault cost. */
export interface LighthouseMeasurement {
  measured: MeasuredLighthouseRoute[];
  quiet: QuietWait;
  laterQuiet?: QuietWait;
  faultMicros: number;
}

const tbtMsOf = (run: { lhr: Result }): number | null => {
  const value = run.lhr.audits['total-blocking-time']?.numericValue;
  return value === undefined ? null : Math.round(value);
};

/** A progress line's figures: the median run's scores and TBT, and every run's TBT. */
function runSummary(results: readonly LighthouseRun[]): string {
  const { lhr } = medianRun(results);
  const scores = CATEGORIES.map((c) => `${c} ${Math.round((lhr.categories[c]?.score ?? 0) * 100)}`).join(', ');
  const tbt = results.length > 1 ? `runs' TBT ${results.map((r) => tbtMsOf(r) ?? '-').join('/')} ms` : '1 run';
  return `${scores}, TBT ${tbtMsOf({ lhr }) ?? '-'} ms, ${tbt}`;
}

/**
 * Measuring: accessibility, best practices and SEO of every page, two at a time; then, once the machine is quiet,
 * a thrown-away warm-up run and every page's performance runs and re-runs (measureRoutes). Nothing is judged or
 * written here.
 *
 * Performance is measured apart from the other categories, in a Chromium of its own whose pages share one warm
 * renderer process. Lighthouse opens a new tab for each run, and Chromium gives a new tab a new renderer
 * process, whose start (a V8 isolate, Blink, their first heap pages) lands in the page's trace as blocking
 * time. On a machine where fresh memory is slow (quiet.ts) that start outweighs the page: a blank page measured
 * 104-461 ms of TBT from a new process and 9-30 ms from a warm one. A visitor moving between this site's pages
 * is served by one warm process too. So that Chromium runs with `--process-per-site` and keeps a tab open on
 * the site's robots.txt (the site's own process, and no script of its own on the main thread it shares with the
 * page measured; with the home page there, its islands running, TBT doubled); each run still clears storage and
 * loads the page with a cold cache. Accessibility, best practices and SEO do not depend on timing and are
 * measured once per route, before, in two ordinary Chromiums side by side: their gatherers (axe above all)
 * left the shared process so loaded that the performance runs after them measured two to five times the TBT.
 */
export async function measureLighthouse(
  options: LighthouseOptions,
  pages: readonly Route[],
  runsPerPage: number,
  preset: Preset = 'mobile',
): Promise<LighthouseMeasurement> {
  // Loaded on use: Lighthouse takes seconds to import, and every other CLI command imports this module.
  const [{ default: lighthouse }, { launch }, settings] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    // Lighthouse's own desktop settings (what `lighthouse --preset=desktop` uses); mobile is its default.
    preset === 'desktop' ? import('lighthouse/core/config/desktop-config.js').then((m) => m.default) : undefined,
  ]);
  let laterQuiet: QuietWait | undefined;
  const userDataDirs: string[] = [];
  const browsers: { kill: () => void }[] = [];
  const startChromium = async (flags: string[]) => {
    const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'audit-lighthouse-'));
    userDataDirs.push(userDataDir);
    const chrome = await launch({
      chromePath: options.chromePath ?? chromiumPath,
      chromeFlags: ['--headless=new', ...flags, ...chromiumFlags],
      userDataDir,
      logLevel: 'silent',
    });
    browsers.push(chrome);
    return chrome;
  };
  try {
    const lighthouseRun = async (url: string, port: number, onlyCategories: string[]): Promise<LighthouseRun> => {
      // No full-page screenshot: it cost 1.4 s of each run and only illustrates the HTML report's elements.
      const flags = {
        port,
        output: ['html', 'json'],
        logLevel: 'error',
        onlyCategories,
        disableFullPageScreenshot: true,
      };
      const run = async () => lighthouse(url, flags as Parameters<typeof lighthouse>[1], settings);
      let attempt = await run();
      // Trace errors (NO_NAVSTART, NO_FCP) come from a busy machine, not the page; Lighthouse's advice is to run again.
      if (attempt?.lhr.runtimeError) attempt = await run();
      if (!attempt) throw new Error(`Lighthouse returned nothing for ${url}`);
      return attempt;
    };
    // Accessibility, best practices and SEO first, two pages at a time in two Chromiums of their own: they do
    // not depend on timing, so they need no quiet machine, and they are half of every route's runs.
    const otherRuns = new Map<string, LighthouseRun>();
    const urls = pages.map((route) => new URL(route.path, options.baseUrl).href);
    const lanes = await Promise.all([startChromium([]), startChromium([])]);
    await Promise.all(
      lanes.map(
        (lane, index) =>
          new Promise<void>((resolve, reject) => {
            const worker = new Worker(new URL('./lighthouseLane.ts', import.meta.url), {
              workerData: {
                urls: urls.filter((_, i) => i % lanes.length === index),
                port: lane.port,
                preset,
                categories: CATEGORIES.filter((c) => c !== 'performance'),
              },
            });
            worker.on('message', (message: { done?: true; url?: string; run?: LighthouseRun }) => {
              if (message.done) return resolve();
              const { url, run } = message;
              if (!url || !run || run.lhr.runtimeError) return;
              otherRuns.set(url, run);
              const scores = Object.values(run.lhr.categories).map(
                (c) => `${c.id} ${Math.round((c.score ?? 0) * 100)}`,
              );
              options.progress?.(
                `lighthouse ${new URL(url).pathname}: ${scores.join(', ')} (performance is measured next)`,
              );
            });
            worker.on('error', reject);
            worker.on('exit', (code) =>
              code === 0 ? resolve() : reject(new Error(`a Lighthouse lane exited with ${code}`)),
            );
          }),
      ),
    );
    const plain = lanes[0];

    // Simulated throttling scales the CPU time actually observed, so a machine busy with other work lowers
    // performance scores (TBT above all): let the previous step's load settle, and report what was measured.
    const quiet = await waitForQuiet(options.config.quietWaitS * 1000);
    // Measured once the machine is quiet; the CPU index that Lighthouse reports misses this cost (quiet.ts).
    const faultMicros = pageFaultMicros();
    const timing = await startChromium(['--process-per-site']);
    await openTab(timing.port, new URL('/robots.txt', options.baseUrl).href);
    const run = async (url: string): Promise<LighthouseRun> => {
      const timed = await lighthouseRun(url, timing.port, ['performance']);
      let other = otherRuns.get(url);
      if (!other) {
        other = await lighthouseRun(url, plain.port, [...CATEGORIES.filter((c) => c !== 'performance')]);
        if (!other.lhr.runtimeError) otherRuns.set(url, other);
      }
      return mergeRuns(timed, other);
    };
    // The first run in a fresh Chromium pays for its cold start; it is thrown away.
    if (pages[0]) await lighthouseRun(new URL(pages[0].path, options.baseUrl).href, timing.port, ['performance']);
    const measured = await measureRoutes(
      pages.map((route) => ({
        route,
        url: new URL(route.path, options.baseUrl).href,
        limits: limitsOnMachine(lighthouseLimitsFor(options.config, route.path), faultMicros),
      })),
      {
        runs: runsPerPage,
        runsWhenFailing: options.config.runsWhenFailing,
        runsLater: options.config.runsLater,
        extraRuns: options.config.extraRunsMax,
        run,
        passes: (results, limits) => withinLimits(medianRun(results).lhr, limits),
        beforeLater: async () => {
          laterQuiet = await waitForQuiet(options.config.quietWaitS * 1000);
        },
        progress: ({ route, results, durationMs }, again) =>
          options.progress?.(
            `lighthouse ${route.path}${again ? ', measured again' : ''}: ${runSummary(results)} (${(durationMs / 1000).toFixed(1)} s)`,
          ),
      },
    );
    return { measured, quiet, ...(laterQuiet ? { laterQuiet } : {}), faultMicros };
  } finally {
    for (const browser of browsers) browser.kill();
    for (const dir of userDataDirs) rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/**
 * One run of a page from its two halves: the performance run and the run of the other categories. Its result
 * holds every category and audit; its reports are the performance HTML, the merged JSON and the other
 * categories' HTML.
 */
export function mergeRuns(timed: LighthouseRun, other: LighthouseRun): LighthouseRun {
  const runtimeError = timed.lhr.runtimeError ?? other.lhr.runtimeError;
  const lhr: Result = {
    ...timed.lhr,
    categories: { ...other.lhr.categories, ...timed.lhr.categories },
    audits: { ...other.lhr.audits, ...timed.lhr.audits },
    runWarnings: [...new Set([...timed.lhr.runWarnings, ...other.lhr.runWarnings])],
    ...(runtimeError ? { runtimeError } : {}),
  };
  const html = (run: LighthouseRun) => (Array.isArray(run.report) ? run.report[0] : undefined);
  return {
    lhr,
    report: [html(timed) ?? '', JSON.stringify(lhr)],
    ...(html(other) ? { otherReport: html(other) } : {}),
  };
}

/** A tab on `url`, opened through the DevTools HTTP endpoint of the Chromium listening on `port`. */
async function openTab(port: number, url: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/json/new?${url}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`Chromium did not open a tab on ${url}: HTTP ${response.status}`);
}

/** The median run's HTML and JSON reports, written to `outDir`; their paths. */
export function writeRouteReports(
  { route, results }: Pick<MeasuredLighthouseRoute, 'route' | 'results'>,
  outDir: string,
): { reportFile: string; jsonFile: string } {
  const { lhr, report, otherReport } = medianRun(results);
  const [html, json] = Array.isArray(report) ? report : [undefined, report];
  const reportFile = path.join(outDir, `${slug(route)}.report.html`);
  const jsonFile = path.join(outDir, `${slug(route)}.report.json`);
  if (html) writeFileSync(reportFile, html);
  if (otherReport) writeFileSync(path.join(outDir, `${slug(route)}.categories.report.html`), otherReport);
  writeFileSync(jsonFile, json ?? JSON.stringify(lhr));
  return { reportFile, jsonFile };
}

/** One route judged by its median run against its limits: its row, and a problem per limit missed. */
export function judgeRoute(
  { route, url, limits, results, durationMs }: MeasuredLighthouseRoute,
  files: { reportFile: string; jsonFile: string },
): { row: LighthouseRow; problems: string[]; warnings: string[]; findings: Finding[] } {
  const result = medianRun(results);
  const { lhr } = result;
  const assertions = evaluateAssertions(lhr, limits.assertions);
  /** Each failed assertion as a finding: an `error` assertion fails the audit, a `warn` one is reported. */
  const findings: Finding[] = assertions
    .filter((assertion) => !assertion.passed)
    .map((failed) => ({
      tool: 'lighthouse',
      rule: failed.id.replace(':', '/'),
      level: failed.level === 'error' ? ('error' as const) : ('warning' as const),
      message: `${route.path}: ${describeResult(failed)}`,
      route: route.path,
      file: route.file,
      help: `Lighthouse's ${failed.id} meets its assertion in audit.config.json.`,
      helpUri: 'https://developer.chrome.com/docs/lighthouse/overview',
    }));
  const scores = {} as Record<Category, number | null>;
  const failing: LighthouseRow['failing'] = {};
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    scores[category] = score === null || score === undefined ? null : Math.round(score * 100);
    if (assertions.some((a) => a.id === `categories:${category}` && !a.passed)) {
      failing[category] = failingAudits(lhr, category);
    }
  }
  const tbtMs = tbtMsOf(result);
  if (lhr.runtimeError)
    findings.push({
      tool: 'lighthouse',
      rule: 'runtime-error',
      level: 'error',
      message: `${route.path}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
      route: route.path,
      file: route.file,
      help: 'Lighthouse could not measure the page.',
    });
  const problems = failedAt(assertions, 'error')
    .map((failed) => `${route.path}: ${describeResult(failed)}`)
    .concat(
      lhr.runtimeError ? [`${route.path}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [],
    );
  const warnings = failedAt(assertions, 'warn').map((failed) => `${route.path}: ${describeResult(failed)}`);
  const row: LighthouseRow = {
    path: route.path,
    url,
    scores,
    tbtMs,
    limits,
    assertions,
    pass: problems.length === 0 && !lhr.runtimeError,
    failing,
    reportFile: path.relative(process.cwd(), files.reportFile),
    jsonFile: path.relative(process.cwd(), files.jsonFile),
    durationMs,
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
    warnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runs: results.length,
    tbtRunsMs: results.map(tbtMsOf),
  };
  return { row, problems, warnings, findings };
}

/** summary.json (what `--baseline` reads next time) and index.html, linking each route's reports. */
function writeSummary(
  outDir: string,
  rows: readonly LighthouseRow[],
  lighthouseVersion: string | undefined,
  preset: Preset,
): void {
  const summary = { preset, rows: rows.map(({ path: p, scores, tbtMs }) => ({ path: p, scores, tbtMs })) };
  writeFileSync(path.join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'index.html'), reportIndex(rows, lighthouseVersion, preset));
}

/** The report's notes: Lighthouse's warnings, the machine's speed and load, and the routes measured again. */
export function lighthouseNotes(
  rows: readonly LighthouseRow[],
  measurement: Pick<LighthouseMeasurement, 'quiet' | 'laterQuiet' | 'faultMicros'>,
  firstRuns: number,
  extraRunsMax: number,
): string[] {
  return [
    ...groupWarnings(rows),
    ...(rows.length > 0
      ? [
          `Lighthouse's CPU index (higher is faster) ranged ${Math.round(Math.min(...rows.map((r) => r.benchmarkIndex)))}–${Math.round(Math.max(...rows.map((r) => r.benchmarkIndex)))}`,
        ]
      : []),
    pageFaultNote(measurement.faultMicros),
    ...secondLookNotes(rows, firstRuns),
    ...unconfirmedNotes(rows, firstRuns, extraRunsMax),
    ...quietNotes('the first run', measurement.quiet),
    ...(measurement.laterQuiet ? quietNotes('measuring routes again', measurement.laterQuiet) : []),
  ];
}

export type MeasuredRoute<T, R> = T & { results: R[]; durationMs: number };

/**
 * The order of runs: `runs` for each route; a route whose median misses its limits is run again up to
 * `runsWhenFailing` in all (one noisy run does not fail CI, and a real regression still does). A route still
 * missing them is measured `runsLater` times more once every other route is done (after `beforeLater`, which
 * waits for a quiet machine), and judged by the median of all its runs: a burst of load from outside (another
 * job on the host) spans one route's runs, not minutes apart, while a regression fails both times.
 * `extraRuns` caps the runs beyond the first ones, all routes together: on a machine several times slower than
 * usual every route misses its limits, and ten runs of each (an hour of CI on two cores) would change nothing
 * but the time; the routes left without their extra runs are judged by what they had.
 */
export async function measureRoutes<T extends { url: string; limits: LighthouseLimits }, R>(
  targets: readonly T[],
  options: {
    runs: number;
    runsWhenFailing: number;
    runsLater: number;
    /** Runs beyond `runs` per route, all routes together (unbounded if absent). */
    extraRuns?: number;
    run: (url: string) => Promise<R>;
    passes: (results: readonly R[], limits: LighthouseLimits) => boolean;
    beforeLater?: () => Promise<void>;
    progress?: (measured: MeasuredRoute<T, R>, again: boolean) => void;
  },
): Promise<MeasuredRoute<T, R>[]> {
  const measured: MeasuredRoute<T, R>[] = [];
  let extraLeft = options.extraRuns ?? Infinity;
  for (const target of targets) {
    const started = performance.now();
    const results: R[] = [];
    for (let i = 0; i < options.runs; i++) results.push(await options.run(target.url));
    if (!options.passes(results, target.limits)) {
      while (results.length < Math.max(options.runs, options.runsWhenFailing) && extraLeft > 0) {
        results.push(await options.run(target.url));
        extraLeft--;
      }
    }
    const entry = { ...target, results, durationMs: performance.now() - started };
    measured.push(entry);
    options.progress?.(entry, false);
  }
  const later = measured.filter((m) => !options.passes(m.results, m.limits));
  if (later.length > 0 && options.runsLater > 0 && extraLeft >= options.runsLater) {
    await options.beforeLater?.();
    for (const m of later) {
      // A route's second look is all its runs or none: a median of part of them would judge it on fewer.
      if (extraLeft < options.runsLater) break;
      extraLeft -= options.runsLater;
      const started = performance.now();
      for (let i = 0; i < options.runsLater; i++) m.results.push(await options.run(m.url));
      m.durationMs += performance.now() - started;
      options.progress?.(m, true);
    }
  }
  return measured;
}

/** The routes that were measured again after the others (more runs than a route gets in one go). */
export function secondLookNotes(rows: readonly Pick<LighthouseRow, 'path' | 'runs' | 'tbtMs'>[], firstRuns: number) {
  const again = rows.filter((row) => row.runs > firstRuns);
  return again.length === 0
    ? []
    : [
        `measured again after the other routes, judged by all runs: ${again
          .map((row) => `${row.path} (TBT ${row.tbtMs ?? '-'} ms, median of ${row.runs})`)
          .join(', ')}`,
      ];
}

/** The failing routes judged on fewer runs than a failure gets, because the audit's extra runs were spent. */
export function unconfirmedNotes(
  rows: readonly Pick<LighthouseRow, 'path' | 'runs' | 'pass'>[],
  runsWhenFailing: number,
  extraRunsMax: number,
): string[] {
  const short = rows.filter((row) => !row.pass && row.runs < runsWhenFailing);
  return short.length === 0
    ? []
    : [
        `not measured again, the audit's ${extraRunsMax} extra runs (extraRunsMax) being spent: ${short
          .map((row) => `${row.path} (${row.runs} run${row.runs === 1 ? '' : 's'})`)
          .join(
            ', ',
          )}; when most routes fail at once, suspect the machine before the pages (CPU index and memory above)`,
      ];
}

/** What the wait for a quiet machine found, when it waited or the machine stayed busy. */
export function quietNotes(before: string, wait: QuietWait): string[] {
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  return [
    ...(wait.waitedMs >= 2_000
      ? [
          `waited ${Math.round(wait.waitedMs / 1000)} s before ${before} for the processors to fall from ${percent(wait.busyBefore)} busy to ${percent(wait.busyAfter)}`,
        ]
      : []),
    ...(wait.quiet
      ? []
      : [`processors ${percent(wait.busyAfter)} busy before ${before}: performance scores read low on a busy machine`]),
  ];
}

/** Lighthouse's run warnings, each once, with the routes it came from. */
function groupWarnings(rows: readonly LighthouseRow[]): string[] {
  const routes = new Map<string, string[]>();
  for (const row of rows)
    for (const warning of row.warnings) routes.set(warning, [...(routes.get(warning) ?? []), row.path]);
  return [...routes].map(([warning, paths]) =>
    paths.length === rows.length
      ? `Lighthouse warning on every route: ${warning}`
      : `Lighthouse warning on ${paths.join(', ')}: ${warning}`,
  );
}

/** Read a saved run: summary.json, or the `--json` output of `audit lighthouse` or `audit all`. */
export function readBaseline(file: string): { rows: BaselineRow[]; preset?: Preset } {
  const source = auditPart(readSavedRun(file), 'lighthouse');
  const rows = (source as { rows?: unknown } | undefined)?.rows;
  const valid =
    Array.isArray(rows) &&
    rows.every(
      (row: Partial<BaselineRow>) =>
        typeof row.path === 'string' &&
        typeof row.scores === 'object' &&
        row.scores !== null &&
        (typeof row.tbtMs === 'number' || row.tbtMs === null),
    );
  if (!valid) throw new CliError(`--baseline ${file}: no Lighthouse rows (path, scores, tbtMs) in it`);
  // Runs saved before the preset existed were all mobile.
  const preset = (source as { preset?: unknown }).preset;
  return { rows: rows as BaselineRow[], preset: preset === 'desktop' ? 'desktop' : 'mobile' };
}

/** Each route's change against the baseline; a fall beyond the tolerance is a regression. */
export const compareWithBaseline = (
  rows: readonly BaselineRow[],
  baseline: readonly BaselineRow[],
  tolerance: AuditConfig['lighthouse']['baseline'],
): BaselineDelta[] =>
  compareByPath(rows, baseline, (row, before): BaselineDelta[] => {
    const scores = CATEGORIES.map((category): BaselineDelta => {
      const [was, now] = [before.scores[category] ?? null, row.scores[category]];
      const delta = was === null || now === null ? null : now - was;
      const regression = delta === null ? was !== null : delta < -tolerance.scoreTolerance;
      return { path: row.path, metric: category, before: was, after: now, delta, regression };
    });
    const delta = before.tbtMs === null || row.tbtMs === null ? null : row.tbtMs - before.tbtMs;
    const regression = delta === null ? before.tbtMs !== null : delta > tolerance.tbtToleranceMs;
    return [...scores, { path: row.path, metric: 'TBT', before: before.tbtMs, after: row.tbtMs, delta, regression }];
  });

/** reports/lighthouse/index.html: every route with its scores, linking its HTML and JSON report. */
export function reportIndex(rows: readonly LighthouseRow[], version = '', preset: Preset = 'mobile'): string {
  const cell = (value: string | number | null) => `<td>${escapeHtml(String(value ?? '–'))}</td>`;
  const body = rows
    .map((row) => {
      const html = escapeHtml(path.basename(row.reportFile));
      const json = escapeHtml(path.basename(row.jsonFile));
      return `<tr><th scope="row"><a href="${html}">${escapeHtml(row.path)}</a></th>${CATEGORIES.map((c) => cell(row.scores[c])).join('')}${cell(row.tbtMs)}<td><a href="${json}">JSON</a></td></tr>`;
    })
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Lighthouse reports</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}th,td{padding:.25rem .75rem;border-bottom:1px solid #ccc;text-align:right}th:first-child{text-align:left}</style></head>
<body><main><h1>Lighthouse reports</h1><p>Lighthouse ${escapeHtml(version)}, ${preset}, simulated throttling. Each route links its HTML report.</p>
<table><thead><tr><th scope="col">Route</th>${CATEGORIES.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}<th scope="col">TBT (ms)</th><th scope="col">Data</th></tr></thead>
<tbody>
${body}
</tbody></table></main></body></html>
`;
}

export function formatLighthouseReport(report: LighthouseReport): string {
  const table = newTable(
    ['route', 'perf', 'a11y', 'best pr.', 'SEO', 'TBT ms', 'runs', 'result'],
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
  for (const row of report.rows) {
    table.push([
      row.path,
      ...CATEGORIES.map((c) => row.scores[c] ?? '-'),
      row.tbtMs ?? '-',
      row.runs,
      row.pass ? 'pass' : 'FAIL',
    ]);
  }
  const lines = [
    `Lighthouse ${report.lighthouseVersion ?? ''} (${report.preset}, simulated throttling); assertions from audit.config.json; reports in ${report.outDir}/index.html`,
    table.toString(),
  ];
  const exceptions = report.rows.filter((row) => row.limits.why.length > 0);
  if (exceptions.length > 0) {
    lines.push('', 'Held to other limits (audit.config.json):');
    for (const row of exceptions) lines.push(`  ${row.path}: ${row.limits.why.join('; ')}`);
  }
  if (report.baseline) {
    const changed = report.baseline.deltas.filter((d) => d.delta !== 0);
    lines.push('', `Against ${report.baseline.file}: ${changed.length === 0 ? 'no change' : ''}`);
    if (changed.length > 0) {
      const deltas = newTable(
        ['route', 'metric', 'before', 'after', 'change', 'result'],
        ['left', 'left', 'right', 'right', 'right', 'left'],
      );
      for (const d of changed) {
        const sign = d.delta !== null && d.delta > 0 ? '+' : '';
        deltas.push([
          d.path,
          d.metric,
          d.before ?? '-',
          d.after ?? '-',
          d.delta === null ? '-' : `${sign}${d.delta}`,
          d.regression ? 'REGRESSION' : 'ok',
        ]);
      }
      lines.push(deltas.toString());
    }
  }
  for (const row of report.rows) {
    for (const [category, audits] of Object.entries(row.failing)) {
      lines.push('', `${row.path} ${category} ${row.scores[category as Category] ?? '-'}: what costs points`);
      if (audits.length === 0) lines.push('  (no single audit below 1: see the JSON report)');
      for (const audit of audits) {
        const value = audit.displayValue ? ` [${audit.displayValue}]` : '';
        const weight = audit.weight > 0 ? `weight ${audit.weight}` : 'diagnostic';
        lines.push(`  ${audit.id} (score ${audit.score ?? 'error'}, ${weight}): ${audit.title}${value}`);
      }
    }
  }
  if (report.problems.length > 0) lines.push('', 'Problems:', ...report.problems.map((p) => `  ${p}`));
  if (report.warnings.length > 0)
    lines.push('', 'Warnings (warn-level assertions):', ...report.warnings.map((w) => `  ${w}`));
  if (report.notes.length > 0) lines.push('', 'Notes:', ...report.notes.map((n) => `  ${n}`));
  lines.push('', summaryLine(report));
  return `${lines.join('\n')}\n`;
}
