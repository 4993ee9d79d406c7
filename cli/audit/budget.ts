/**
 * `audit budget`: the script and CSS bytes each page costs a visitor, measured as a browser fetches them
 * (issue 8): Chromium loads the page, scrolls to its end (islands that wake when visible load their chunks)
 * and keeps watching until `waitAfterLoadMs` after `load`, counting every script response, lazy chunks
 * included, each gzipped at level 9 and counted once per page. CSS is the inlined `<style>` elements plus any
 * stylesheet fetched. The service worker is blocked: its precache is a one-time download on first visit
 * (`cli bench` reports its size), not a cost of each page. Limits come from audit.config.json, per route.
 *
 * It also counts the fonts the page's text is set in (family, size, weight, style): the browser finds and
 * measures each before the first layout, on Linux by a round trip to the font service, so a type scale that
 * drifts (a 0.95rem here, a weight of 650 there) costs every page's first paint.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { type AuditConfig, type BudgetLimits, type WithReasons, budgetFor } from './config.ts';
import { launchBrowser } from './browser.ts';
import { KB, formatKilobytes as kb } from '../../lib/format.ts';
import type { Finding } from '../output/findings.ts';
import {
  type AuditOptions,
  type AuditReport,
  newTable,
  nothingCheckedFindings,
  pagesToAudit,
  summaryLine,
} from './shared.ts';
import {
  type BudgetDelta,
  budgetRegressions,
  compareBudget,
  formatBudgetDeltas,
  readBudgetBaseline,
  writeBudgetSummary,
} from './budgetBaseline.ts';

export interface FetchedScript {
  /** Site path (`/assets/…`) for the site's own scripts, the full URL for anything else. */
  url: string;
  /** Bytes as served uncompressed, gzip -9 (what budgets count) and brotli at its best (for `bench`). */
  raw: number;
  gzip: number;
  brotli: number;
  /** Fetched after the `load` event: a lazy chunk, an island woken by idle time or scrolling. */
  afterLoad: boolean;
}

export interface BudgetRow {
  path: string;
  scriptGzip: number;
  cssGzip: number;
  /** The fonts its visible text is set in, as `family size weight style`. */
  fonts: string[];
  scripts: FetchedScript[];
  limits: WithReasons<BudgetLimits>;
  pass: boolean;
}

export type BudgetReport = AuditReport<BudgetRow> & {
  waitAfterLoadMs: number;
  /** Built scripts no audited page fetched (loaded on use, such as the search worker, or never). */
  unfetched: { file: string; gzip: number }[];
  /** Each route against a saved run (`--baseline`), and the routes the saved run lacks. */
  baseline?: { file: string; deltas: BudgetDelta[]; unmatched: string[] };
};

export interface BudgetOptions extends AuditOptions {
  baseUrl: string;
  config: AuditConfig['budget'];
  /** The built site, to list the scripts no page fetched (informational). */
  root?: string;
  browser?: Browser;
  /** A saved run to compare with (budgetBaseline.ts). */
  baselineFile?: string;
  /**
   * A baseline file without budget rows is noted, not refused (`audit all --baseline` given Lighthouse's
   * summary.json, as it took before budgets had baselines).
   */
  baselineOptional?: boolean;
  /** Where to write this run's summary, for a later `--baseline`. */
  summaryFile?: string;
}

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const brotliSize = (bytes: Buffer) =>
  brotliCompressSync(bytes, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length;

/**
 * A script's sizes, compressed once per run: most chunks are fetched by many pages, and brotli at its best
 * quality takes a while. Keyed by the bytes' own hash, not the URL, so a changed file is never read from it.
 */
const sizesOf = new Map<string, { gzip: number; brotli: number }>();
function compressedSizes(body: Buffer): { gzip: number; brotli: number } {
  const key = createHash('sha256').update(body).digest('base64');
  let sizes = sizesOf.get(key);
  if (!sizes) sizesOf.set(key, (sizes = { gzip: gzipSize(body), brotli: brotliSize(body) }));
  return sizes;
}

interface Measured {
  scripts: FetchedScript[];
  cssGzip: number;
  fonts: string[];
  errors: string[];
}

/** In the page: the fonts of every rendered text node, the first family of each stack standing for it. */
function fontsInPage(): string[] {
  const fonts = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim() || element.getClientRects().length === 0) continue;
    const style = getComputedStyle(element);
    const family = (style.fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
    fonts.add(`${family} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`);
  }
  return [...fonts].sort();
}

/** Load one page in a fresh context and record what it fetches until `wait` ms after `load`. */
async function measurePage(browser: Browser, url: string, wait: number): Promise<Measured> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 900 } });
  const page: Page = await context.newPage();
  const origin = new URL(url).origin;
  const scripts = new Map<string, FetchedScript>();
  const pending: Promise<void>[] = [];
  const errors: string[] = [];
  let loaded = false;
  let stylesheetGzip = 0;
  page.on('pageerror', (error) => errors.push(`script error: ${error.message}`));
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const afterLoad = loaded;
    pending.push(
      response
        .body()
        .then((body) => {
          const target = new URL(response.url());
          if (type === 'stylesheet') {
            stylesheetGzip += gzipSize(body);
            return;
          }
          const key = target.origin === origin ? target.pathname : target.href;
          if (!scripts.has(key)) {
            scripts.set(key, { url: key, raw: body.length, ...compressedSizes(body), afterLoad });
          }
        })
        .catch((error: unknown) => {
          errors.push(`${response.url()}: body unreadable (${error instanceof Error ? error.message : String(error)})`);
        }),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) errors.push(`answered ${response?.status() ?? 'nothing'}`);
    loaded = true;
    const loadedAt = Date.now();
    // To the end of the page and back, a screen at a time, so every `visible` island wakes.
    await page.evaluate(async () => {
      const step = Math.max(200, window.innerHeight * 0.8);
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    await page.waitForTimeout(Math.max(0, wait - (Date.now() - loadedAt)));
    const inlineCss = await page.$$eval('style', (elements) => elements.map((element) => element.textContent ?? ''));
    const fonts = await page.evaluate(fontsInPage);
    await Promise.all(pending);
    const cssGzip = stylesheetGzip + inlineCss.reduce((sum, css) => sum + gzipSize(Buffer.from(css)), 0);
    return { scripts: [...scripts.values()], cssGzip, fonts, errors };
  } finally {
    await context.close();
  }
}

function builtScripts(root: string): string[] {
  const assets = path.join(root, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .sort();
}

/** Pages run ten at a time: most of each page's time is the wait after `load`, not work. */
const CONCURRENCY = 10;

export async function auditBudget(options: BudgetOptions): Promise<BudgetReport> {
  const started = performance.now();
  const { config } = options;
  const pages = pagesToAudit(options);
  // Read before measuring, so a wrong file fails at once.
  const baseline = options.baselineFile
    ? readBudgetBaseline(options.baselineFile, { optional: options.baselineOptional ?? false })
    : undefined;
  const browser = options.browser ?? (await launchBrowser());
  const results = new Map<string, Measured>();
  try {
    const queue = [...pages];
    const worker = async () => {
      for (let route = queue.shift(); route; route = queue.shift()) {
        const measured = await measurePage(browser, new URL(route.path, options.baseUrl).href, config.waitAfterLoadMs);
        results.set(route.path, measured);
        const total = measured.scripts.reduce((sum, script) => sum + script.gzip, 0);
        options.progress?.(`budget ${route.path}: ${kb(total)} script, ${measured.scripts.length} files`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    if (!options.browser) await browser.close();
  }

  const findings: Finding[] = [];
  const rows: BudgetRow[] = [];
  const fetched = new Set<string>();
  for (const route of pages) {
    const measured = results.get(route.path);
    if (!measured) continue;
    const limits = budgetFor(config, route.path);
    const scriptGzip = measured.scripts.reduce((sum, script) => sum + script.gzip, 0);
    const pass =
      scriptGzip <= limits.scriptKb * KB &&
      measured.cssGzip <= limits.cssKb * KB &&
      measured.fonts.length <= limits.fonts;
    const add = (rule: string, message: string, help: string) =>
      findings.push({
        tool: 'budget',
        rule,
        level: 'error',
        message: `${route.path}: ${message}`,
        route: route.path,
        file: route.file,
        help,
      });
    for (const error of measured.errors) add('page-error', error, 'The page failed to load or threw while loading.');
    for (const script of measured.scripts) {
      fetched.add(script.url);
      if (!script.url.startsWith('/')) {
        add(
          'other-origin-script',
          `fetches a script from another origin: ${script.url}`,
          'A script from another origin.',
        );
      }
    }
    if (scriptGzip > limits.scriptKb * KB) {
      add(
        'script-budget',
        `script ${kb(scriptGzip)} gzip is over its budget of ${limits.scriptKb} KB`,
        'The scripts a page fetches (gzip) exceed its budget in audit.config.json.',
      );
    }
    if (measured.cssGzip > limits.cssKb * KB) {
      add(
        'css-budget',
        `CSS ${kb(measured.cssGzip)} gzip is over its budget of ${limits.cssKb} KB`,
        "A page's CSS (gzip) exceeds its budget in audit.config.json.",
      );
    }
    if (measured.fonts.length > limits.fonts) {
      add(
        'font-budget',
        `its text is set in ${measured.fonts.length} fonts, over its budget of ${limits.fonts}: ${measured.fonts.join(', ')}`,
        "A page's text is set in more fonts (family, size, weight, style) than its budget.",
      );
    }
    const { scripts, cssGzip, fonts } = measured;
    rows.push({ path: route.path, scriptGzip, cssGzip, fonts, scripts, limits, pass });
  }
  const root = options.root ? path.resolve(options.root) : undefined;
  const unfetched = root
    ? builtScripts(root)
        .filter((file) => !fetched.has(file))
        .map((file) => ({ file, gzip: gzipSize(readFileSync(path.join(root, file))) }))
    : [];
  const items = rows.reduce((sum, row) => sum + row.scripts.length, 0);
  findings.push(...nothingCheckedFindings('budget', rows.length, items, 'scripts'));
  const deltas = baseline && options.baselineFile ? compareBudget(rows, baseline, config.baseline) : undefined;
  if (deltas && options.baselineFile) {
    const fileOf = new Map(pages.map((route) => [route.path, route.file]));
    for (const delta of deltas.filter((d) => d.regression)) {
      const [message = ''] = budgetRegressions([delta], options.baselineFile);
      const file = fileOf.get(delta.path);
      findings.push({
        tool: 'budget',
        rule: 'budget-regression',
        level: 'error',
        message,
        route: delta.path,
        ...(file ? { file } : {}),
        help: 'A page’s script or CSS grew beyond the tolerance against --baseline.',
      });
    }
  }
  if (options.summaryFile) writeBudgetSummary(options.summaryFile, rows);
  const problems = findings.map((finding) => finding.message);
  return {
    audit: 'budget',
    ok: problems.length === 0,
    pages: rows.length,
    items,
    itemLabel: 'script fetches',
    problems,
    notes: [
      'service worker blocked: its one-time precache download is reported by `cli bench`',
      ...(options.baselineFile && !baseline ? [`${options.baselineFile} holds no budget rows: not compared`] : []),
    ],
    findings,
    routes: pages.map((route) => route.path),
    rows,
    waitAfterLoadMs: config.waitAfterLoadMs,
    unfetched,
    ...(deltas && baseline && options.baselineFile
      ? {
          baseline: {
            file: options.baselineFile,
            deltas,
            unmatched: rows.filter((row) => !baseline.some((b) => b.path === row.path)).map((row) => row.path),
          },
        }
      : {}),
    durationMs: performance.now() - started,
  };
}

export function formatBudgetReport(report: BudgetReport): string {
  const table = newTable(
    ['route', 'script gz', 'after load', 'files', 'budget', 'CSS gz', 'CSS budget', 'fonts', 'result'],
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
  for (const row of report.rows) {
    const afterLoad = row.scripts.filter((s) => s.afterLoad).reduce((sum, s) => sum + s.gzip, 0);
    table.push([
      row.path,
      kb(row.scriptGzip),
      kb(afterLoad),
      row.scripts.length,
      `${row.limits.scriptKb} KB`,
      kb(row.cssGzip),
      `${row.limits.cssKb} KB`,
      `${row.fonts.length} / ${row.limits.fonts}`,
      row.pass ? 'pass' : 'FAIL',
    ]);
  }
  const lines = [
    `Every script each page fetched in Chromium up to ${report.waitAfterLoadMs / 1000} s after load, scrolled to its end (gzip -9, 1 KB = 1024 bytes); budgets from audit.config.json`,
    table.toString(),
  ];
  const exceptions = report.rows.filter((row) => row.limits.why.length > 0);
  if (exceptions.length > 0) {
    lines.push('', 'Budgets other than the default (audit.config.json):');
    for (const row of exceptions) lines.push(`  ${row.path}: ${row.limits.scriptKb} KB, ${row.limits.why.join('; ')}`);
  }
  if (report.unfetched.length > 0) {
    const list = newTable(['built script no page fetched (loaded on use, or never)', 'gz'], ['left', 'right']);
    for (const asset of report.unfetched) list.push([asset.file, kb(asset.gzip)]);
    lines.push('', list.toString());
  }
  if (report.baseline) {
    lines.push('', ...formatBudgetDeltas(report.baseline.deltas, report.baseline.file, report.baseline.unmatched));
  }
  if (report.problems.length > 0) lines.push('', 'Problems:', ...report.problems.map((p) => `  ${p}`));
  if (report.notes.length > 0) lines.push('', 'Notes:', ...report.notes.map((n) => `  ${n}`));
  lines.push('', summaryLine(report));
  return `${lines.join('\n')}\n`;
}
