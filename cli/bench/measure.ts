/**
 * What `bench` measures: the bytes each page costs a visitor (its HTML, every script it fetches and its
 * styles, each raw, gzip and brotli), the service worker's precache, the machine, and how long commands take
 * to start. Scripts are measured by `audit budget` itself (in Chromium, lazy chunks included), so the two
 * never disagree about what a page loads.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { MAX_PRECACHE_FILE_BYTES, PRECACHE_GLOBS, PRECACHE_IGNORES, injectedManifest } from '../../lib/pwa/precache.ts';
import { type Route, routes } from '../../lib/routes.ts';
import { auditBudget } from '../audit/budget.ts';
import { loadAuditConfig } from '../audit/config.ts';
import { auditedPages, openSite } from '../audit/shared.ts';

/** Bytes of one thing as stored and as sent: gzip -9 and brotli at its best quality, as a host precompresses. */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };

export function sizesOf(content: Buffer | string): Sizes {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

export const addSizes = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw + b.raw,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
});

export interface RouteBytes {
  path: string;
  file: string;
  html: Sizes;
  /** Every script the page fetched in Chromium up to the budget's wait after load (audit budget). */
  js: Sizes;
  /** Inline `<style>` elements plus linked stylesheets. */
  css: Sizes;
  jsFiles: number;
  cssFiles: number;
  /** Stylesheets the page links that are not in the build (measured as nothing). */
  missing: string[];
}

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const STYLESHEET = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*\bhref=["']?([^"'\s>]+)/gi;

/** Every audited page's bytes: HTML and CSS from the files, scripts as Chromium fetched them. */
export async function measureRoutes(dir: string, all: readonly Route[] = routes): Promise<RouteBytes[]> {
  const root = path.resolve(dir);
  const site = await openSite({ root });
  let scripts: Awaited<ReturnType<typeof auditBudget>>;
  try {
    scripts = await auditBudget({ baseUrl: site.baseUrl, config: loadAuditConfig().budget, routes: all });
  } finally {
    await site.close();
  }
  const rows: RouteBytes[] = [];
  for (const route of auditedPages(all)) {
    const full = path.join(root, route.file);
    if (!existsSync(full)) continue;
    const html = readFileSync(full);
    const text = html.toString('utf8');
    const missing: string[] = [];
    const linked = [...text.matchAll(STYLESHEET)].map(
      (match) => new URL(match[1] ?? '', `http://site${route.path}`).pathname,
    );
    const css = [
      ...[...text.matchAll(STYLE)].map((match) => sizesOf(match[1] ?? '')),
      ...linked.map((sitePath) => {
        const file = path.join(root, decodeURIComponent(sitePath));
        if (existsSync(file)) return sizesOf(readFileSync(file));
        missing.push(sitePath);
        return ZERO;
      }),
    ].reduce(addSizes, ZERO);
    const fetched = scripts.details.rows.find((row) => row.path === route.path)?.scripts ?? [];
    rows.push({
      path: route.path,
      file: route.file,
      html: sizesOf(html),
      js: fetched.reduce(
        (sum, script) => addSizes(sum, { raw: script.raw, gzip: script.gzip, brotli: script.brotli }),
        ZERO,
      ),
      css,
      jsFiles: fetched.length,
      cssFiles: linked.length,
      missing,
    });
  }
  return rows;
}

export interface Precache {
  /** Where the list came from: the built worker, or Workbox's getManifest when the worker is absent. */
  source: 'sw.js' | 'computed';
  count: number;
  bytes: number;
}

/** The URLs of the precache manifest injected into a built service worker. */
export function precacheUrls(swSource: string): string[] {
  return (injectedManifest(swSource) ?? []).map((entry) => entry.url);
}

/** The precache: the manifest in `root`/sw.js, or the same patterns through Workbox when the build made none. */
export async function measurePrecache(dir: string): Promise<Precache> {
  const root = path.resolve(dir);
  const sw = path.join(root, 'sw.js');
  if (existsSync(sw)) {
    const urls = precacheUrls(readFileSync(sw, 'utf8'));
    const bytes = urls.reduce((sum, url) => {
      const file = path.join(root, decodeURIComponent(url.split(/[?#]/)[0] ?? ''));
      return sum + (existsSync(file) ? statSync(file).size : 0);
    }, 0);
    return { source: 'sw.js', count: urls.length, bytes };
  }
  // Loaded on use: workbox-build is large and only this fallback needs it.
  const { getManifest } = await import('workbox-build');
  const { count, size } = await getManifest({
    globDirectory: root,
    globPatterns: [...PRECACHE_GLOBS],
    globIgnores: [...PRECACHE_IGNORES],
    maximumFileSizeToCacheInBytes: MAX_PRECACHE_FILE_BYTES,
  });
  return { source: 'computed', count, bytes: size };
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  /** 1, 5 and 15-minute load averages (as `uptime` prints them) when the run started and when it ended. */
  loadStart: number[];
  loadEnd: number[];
}

const load = (): number[] => os.loadavg().map((value) => Math.round(value * 100) / 100);

export function machineNow(): Omit<Machine, 'loadEnd'> {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadStart: load(),
  };
}

export const finishMachine = (machine: Omit<Machine, 'loadEnd'>): Machine => ({ ...machine, loadEnd: load() });

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface StartupTiming {
  label: string;
  /** Arguments after `node`. */
  args: string[];
  available: boolean;
  runs: number;
  medianMs?: number;
  minMs?: number;
  /** Median minus the median of a bare `node -e 0` (absent for that row itself). */
  overBareMs?: number;
  /** Exit code of the timed runs when not 0 (`validate` exits 1 on content problems: still a start-up). */
  exitCode?: number;
  note?: string;
}

export interface StartupCase {
  label: string;
  args: string[];
}

/** What `bench` times: a bare node, then the commands a consultant and CI run. */
export const STARTUP_CASES: readonly StartupCase[] = [
  { label: 'node -e 0', args: ['-e', '0'] },
  { label: 'roi scenarios', args: ['cli/index.ts', 'roi', 'scenarios'] },
  { label: 'roi scenarios --json', args: ['cli/index.ts', 'roi', 'scenarios', '--json'] },
  // The roi command without the rest of cli/program.ts: the difference is the other commands' imports.
  {
    label: 'roi scenarios, roi module alone',
    args: [
      '--input-type=module',
      '--eval',
      "import('./cli/commands/roi.ts').then((m) => m.roiCommand.parseAsync(['node', 'roi', 'scenarios']))",
    ],
  },
  { label: 'validate', args: ['cli/index.ts', 'validate'] },
];

/**
 * Median wall time of `runs` fresh processes, after one untimed run that warms the file cache as daily use
 * would. A command the CLI does not have (yet) is recorded as not available rather than failing the bench.
 */
export function timeStartup(cases: readonly StartupCase[], runs: number, cwd: string): StartupTiming[] {
  const timings: StartupTiming[] = [];
  for (const { label, args } of cases) {
    const warm = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
    if (warm.status !== 0 && /unknown command/i.test(warm.stderr)) {
      timings.push({ label, args, available: false, runs: 0, note: warm.stderr.trim().split('\n')[0] ?? '' });
      continue;
    }
    const samples: number[] = [];
    let exitCode = 0;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const result = spawnSync(process.execPath, args, { cwd, stdio: 'ignore' });
      samples.push(performance.now() - start);
      exitCode = result.status ?? 1;
    }
    timings.push({
      label,
      args,
      available: true,
      runs,
      medianMs: Math.round(median(samples)),
      minMs: Math.round(Math.min(...samples)),
      ...(exitCode !== 0 ? { exitCode } : {}),
    });
  }
  const bare = timings[0]?.medianMs;
  return timings.map((timing, index) =>
    index > 0 && bare !== undefined && timing.medianMs !== undefined
      ? { ...timing, overBareMs: timing.medianMs - bare }
      : timing,
  );
}

export interface BuildTiming {
  measured: boolean;
  ms?: number;
  exitCode?: number;
  /** The last lines of the build's output when it failed. */
  tail?: string;
}

/** `npm run build`, timed end to end as a developer runs it. */
export function timeBuild(cwd: string): BuildTiming {
  const start = performance.now();
  const result = spawnSync('npm', ['run', '-s', 'build'], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = Math.round(performance.now() - start);
  const exitCode = result.status ?? 1;
  if (exitCode === 0) return { measured: true, ms, exitCode };
  const tail = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-8).join('\n');
  return { measured: true, ms, exitCode, tail };
}
