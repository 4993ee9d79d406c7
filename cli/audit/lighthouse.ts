/**
 * `audit lighthouse`: Lighthouse's default config (mobile, simulated throttling) on every live route, one
 * route after another through one Chromium (two cores here: parallel runs would skew each other's timings).
 * Scores are checked against thresholds; for each category under its threshold the audits that cost points
 * are listed, so a developer knows what to fix. The JSON reports go to reports/lighthouse/.
 */
import type { Result } from 'lighthouse';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Route, liveRoutes } from '../../lib/routes.ts';
import { chromiumFlags, chromiumPath } from '../../lib/chromium.ts';
import { type AuditReport, emptinessProblems, newTable, slug, summaryLine } from './shared.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Thresholds = Record<Category, number>;

export const DEFAULT_THRESHOLDS: Thresholds = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

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
  /** Audits costing points in each category under its threshold. */
  failing: Partial<Record<Category, FailingAudit[]>>;
  reportFile: string;
  durationMs: number;
  runtimeError?: string;
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
}

export type LighthouseReport = AuditReport<LighthouseRow> & { thresholds: Thresholds; lighthouseVersion?: string };

export interface LighthouseOptions {
  baseUrl: string;
  routes?: readonly Route[];
  thresholds?: Thresholds;
  /** Where the JSON reports go. */
  outDir?: string;
  chromePath?: string;
  /** Progress lines (one per route), so a two-minute run is not silent. */
  progress?: (line: string) => void;
  /** Runs per page; the run with the median performance score is reported, as Lighthouse CI does. */
  runs?: number;
}

/** The run with the median performance score (the middle one; the lower middle for an even count). */
export function medianRun<T extends { lhr: { categories: Record<string, { score: number | null } | undefined> } }>(
  runs: readonly T[],
): T {
  const sorted = [...runs].sort(
    (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  );
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('medianRun: no runs');
  return middle;
}

// Audits that carry no pass/fail meaning: they never explain a low score.
const UNSCORED = new Set(['informative', 'notApplicable', 'manual']);

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
  const thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
  const outDir = path.resolve(options.outDir ?? 'reports/lighthouse');
  const pages = [...(options.routes ?? liveRoutes())].filter((route) => route.status === 'live');
  mkdirSync(outDir, { recursive: true });

  // Loaded on use: Lighthouse takes seconds to import, and every other CLI command imports this module.
  const [{ default: lighthouse }, { launch }] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  // Simulated throttling scales the CPU time actually observed, so a machine busy with other work lowers
  // performance scores (TBT above all). Record the load so a reader can tell the page from the machine.
  const loadAtStart = os.loadavg()[0] ?? 0;
  const cores = os.availableParallelism();
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'audit-lighthouse-'));
  const chrome = await launch({
    chromePath: options.chromePath ?? chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    userDataDir,
    logLevel: 'silent',
  });

  const rows: LighthouseRow[] = [];
  const problems: string[] = [];
  let lighthouseVersion: string | undefined;
  const runsPerPage = Math.max(1, options.runs ?? 3);
  try {
    const runOnce = (url: string) =>
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    // The first run in a fresh Chromium pays for its cold start; it is thrown away.
    if (pages[0]) await runOnce(new URL(pages[0].path, options.baseUrl).href);
    for (const route of pages) {
      const url = new URL(route.path, options.baseUrl).href;
      const routeStarted = performance.now();
      const run = async () => {
        let attempt = await runOnce(url);
        // Trace errors (NO_NAVSTART, NO_FCP) come from a busy machine, not the page; Lighthouse's advice is to run again.
        if (attempt?.lhr.runtimeError) attempt = await runOnce(url);
        if (!attempt) throw new Error(`Lighthouse returned nothing for ${url}`);
        return attempt;
      };
      const results = [];
      for (let i = 0; i < runsPerPage; i++) results.push(await run());
      const result = medianRun(results);
      const durationMs = performance.now() - routeStarted;
      const { lhr } = result;
      lighthouseVersion = lhr.lighthouseVersion;
      const reportFile = path.join(outDir, `${slug(route)}.json`);
      writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));

      const scores = {} as Record<Category, number | null>;
      const failing: LighthouseRow['failing'] = {};
      for (const category of CATEGORIES) {
        const score = lhr.categories[category]?.score;
        scores[category] = score === null || score === undefined ? null : Math.round(score * 100);
        const value = scores[category];
        if (value === null || value < thresholds[category]) {
          failing[category] = failingAudits(lhr, category);
          problems.push(`${route.path}: ${category} ${value ?? 'no score'} < ${thresholds[category]}`);
        }
      }
      if (lhr.runtimeError)
        problems.push(`${route.path}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      rows.push({
        path: route.path,
        url,
        scores,
        failing,
        reportFile: path.relative(process.cwd(), reportFile),
        durationMs,
        ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
        warnings: lhr.runWarnings.map(String),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
      options.progress?.(
        `lighthouse ${route.path}: ${CATEGORIES.map((c) => `${c} ${scores[c] ?? '-'}`).join(', ')} (${(durationMs / 1000).toFixed(1)} s)`,
      );
    }
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }

  problems.push(...emptinessProblems(rows.length, rows.length * CATEGORIES.length, 'category scores'));
  return {
    audit: 'lighthouse',
    ok: problems.length === 0,
    pages: rows.length,
    items: rows.length * CATEGORIES.length,
    itemLabel: 'category scores',
    problems,
    notes: [
      ...rows.flatMap((row) => row.warnings.map((w) => `${row.path}: Lighthouse warning: ${w}`)),
      ...(loadAtStart > cores
        ? [
            `load average ${loadAtStart.toFixed(1)} on ${cores} cores at start: performance scores read low on a busy machine`,
          ]
        : []),
    ],
    rows,
    thresholds,
    ...(lighthouseVersion ? { lighthouseVersion } : {}),
    durationMs: performance.now() - started,
  };
}

export function formatLighthouseReport(report: LighthouseReport): string {
  const { thresholds } = report;
  const table = newTable(
    ['route', ...CATEGORIES.map((c) => `${c} (≥${thresholds[c]})`), 'CPU index', 'time', 'result'],
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
  for (const row of report.rows) {
    const pass = CATEGORIES.every((c) => (row.scores[c] ?? -1) >= thresholds[c]) && !row.runtimeError;
    table.push([
      row.path,
      ...CATEGORIES.map((c) => row.scores[c] ?? '-'),
      Math.round(row.benchmarkIndex),
      `${(row.durationMs / 1000).toFixed(1)} s`,
      pass ? 'pass' : 'FAIL',
    ]);
  }
  const lines = [
    `Lighthouse ${report.lighthouseVersion ?? ''} (mobile, simulated throttling); reports in reports/lighthouse/`,
    table.toString(),
  ];
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
  if (report.notes.length > 0) lines.push('', 'Notes:', ...report.notes.map((n) => `  ${n}`));
  lines.push('', summaryLine(report));
  return `${lines.join('\n')}\n`;
}
