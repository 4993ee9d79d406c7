/**
 * A `bench` run as data (the JSON it saves), as tables for a terminal of 100 columns, and compared with a
 * saved run metric by metric. Pure: measure.ts does the measuring.
 */
import { type Align, TextTable } from '../output/table.ts';
import { formatBytes, kilobytes as kb } from '../../lib/format.ts';
import {
  type BuildTiming,
  type Machine,
  type Precache,
  type RouteBytes,
  type Sizes,
  type StartupTiming,
  ZERO,
  addSizes,
} from './measure.ts';

/** Bumped when a saved file can no longer be compared field for field. */
export const BENCH_SCHEMA = 'bench/1';

export interface BenchResult {
  schema: typeof BENCH_SCHEMA;
  startedAt: string;
  root: string;
  machine: Machine;
  build: BuildTiming;
  routes: RouteBytes[];
  /** Every page's bytes added up: what a visitor who opens each page once with an empty cache fetches, at most. */
  totals: Record<Kind, Sizes>;
  precache: Precache;
  startup: StartupTiming[];
}

export const KINDS = ['html', 'js', 'css'] as const;
export type Kind = (typeof KINDS)[number];
const COMPRESSIONS = ['raw', 'gzip', 'brotli'] as const;

export function totalsOf(routes: readonly RouteBytes[]): Record<Kind, Sizes> {
  const sum = (kind: Kind) => routes.reduce((total, route) => addSizes(total, route[kind]), ZERO);
  return { html: sum('html'), js: sum('js'), css: sum('css') };
}

export type Unit = 'bytes' | 'ms' | 'files';

export interface Metric {
  value: number;
  unit: Unit;
}

/** Every number worth comparing, under a name a person can read in a table. */
export function flattenMetrics(result: BenchResult): Map<string, Metric> {
  const metrics = new Map<string, Metric>();
  if (result.build.ms !== undefined) metrics.set('build time', { value: result.build.ms, unit: 'ms' });
  metrics.set('precache files', { value: result.precache.count, unit: 'files' });
  metrics.set('precache size', { value: result.precache.bytes, unit: 'bytes' });
  const sizes = (prefix: string, kind: Kind, value: Sizes) => {
    for (const compression of COMPRESSIONS) {
      metrics.set(`${prefix} ${kind} ${compression}`, { value: value[compression], unit: 'bytes' });
    }
  };
  for (const kind of KINDS) sizes('all pages', kind, result.totals[kind]);
  for (const route of result.routes) for (const kind of KINDS) sizes(route.path, kind, route[kind]);
  for (const timing of result.startup) {
    if (timing.medianMs !== undefined) metrics.set(`start-up ${timing.label}`, { value: timing.medianMs, unit: 'ms' });
  }
  return metrics;
}

export interface MetricDelta {
  metric: string;
  unit: Unit;
  before?: number;
  after?: number;
  /** after − before, when both exist. */
  delta?: number;
  /** delta / before, when before is not 0. */
  ratio?: number;
}

/** Every metric of either run, in the current run's order, then those only the saved run has. */
export function compareBench(before: BenchResult, after: BenchResult): MetricDelta[] {
  const old = flattenMetrics(before);
  const now = flattenMetrics(after);
  const deltas: MetricDelta[] = [];
  for (const [metric, { value, unit }] of now) {
    const previous = old.get(metric);
    if (!previous) {
      deltas.push({ metric, unit, after: value });
      continue;
    }
    const delta = value - previous.value;
    deltas.push({
      metric,
      unit,
      before: previous.value,
      after: value,
      delta,
      ...(previous.value !== 0 ? { ratio: delta / previous.value } : {}),
    });
  }
  for (const [metric, { value, unit }] of old) if (!now.has(metric)) deltas.push({ metric, unit, before: value });
  return deltas;
}

export function formatValue(value: number, unit: Unit): string {
  if (unit === 'bytes') return formatBytes(value);
  if (unit === 'ms') return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
  return String(value);
}

export function formatDelta(d: MetricDelta): string {
  if (d.before === undefined) return 'new';
  if (d.after === undefined) return 'gone';
  const delta = d.delta ?? 0;
  if (delta === 0) return '0';
  const sign = delta > 0 ? '+' : '−';
  const percent = d.ratio === undefined ? '' : ` (${sign}${Math.abs(d.ratio * 100).toFixed(1)}%)`;
  return `${sign}${formatValue(Math.abs(delta), d.unit)}${percent}`;
}

/** The CLI's one table (cli/output/table.ts): at most 100 columns, long cells wrapped, no colour codes. */
const table = (head: string[], align: Align[]) => new TextTable(head, align);

const triple = (sizes: Sizes): string => `${kb(sizes.raw)}/${kb(sizes.gzip)}/${kb(sizes.brotli)}`;

/** Text wrapped at spaces to `width` columns, continuation lines indented: the tables' 100 columns. */
export function wrapText(text: string, width = 100, indent = '  '): string {
  return text
    .split('\n')
    .map((paragraph) => {
      // A paragraph's own indentation is kept, and its continuation lines go further in.
      const lead = /^ */.exec(paragraph)?.[0] ?? '';
      const lines: string[] = [];
      let line = lead;
      for (const word of paragraph.slice(lead.length).split(' ')) {
        const next = line.trim() === '' ? `${line}${word}` : `${line} ${word}`;
        if (next.length > width && line.trim() !== '') {
          lines.push(line);
          line = `${lead}${indent}${word}`;
        } else line = next;
      }
      lines.push(line);
      return lines.join('\n');
    })
    .join('\n');
}

export function describeMachine(machine: Machine): string {
  const loads = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
  return (
    `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}, node ${machine.node}; ` +
    `load averages (1, 5, 15 min) ${loads(machine.loadStart)} at start, ${loads(machine.loadEnd)} at end`
  );
}

export function describeBuild(build: BuildTiming): string {
  if (!build.measured || build.ms === undefined) return 'not measured (--skip-build: the existing build was read)';
  const time = formatValue(build.ms, 'ms');
  if (build.exitCode === 0) return `${time} (npm run build)`;
  return `FAILED after ${time} (npm run build, exit ${build.exitCode}); the figures below are of what it left:\n${(build.tail ?? '').replace(/^/gm, '  ')}`;
}

export function describePrecache(precache: Precache): string {
  const size = `${precache.count} files, ${formatBytes(precache.bytes)}`;
  return precache.source === 'sw.js'
    ? `${size}, from the manifest in sw.js`
    : `${size}, computed by Workbox's getManifest from the build's patterns: there is no sw.js ` +
        '(scripts/build-sw.ts did not finish)';
}

/** The whole run as the terminal shows it. */
export function formatBench(result: BenchResult): string {
  const pages = table(['page', 'HTML raw/gz/br', 'JS raw/gz/br', 'CSS raw/gz/br'], ['left', 'right', 'right', 'right']);
  for (const route of result.routes) pages.push([route.path, triple(route.html), triple(route.js), triple(route.css)]);
  const { html, js, css } = result.totals;

  const startup = table(
    ['command (node …)', 'median', 'over node -e 0', 'fastest', 'runs'],
    ['left', 'right', 'right', 'right', 'right'],
  );
  for (const timing of result.startup) {
    if (!timing.available) {
      startup.push([timing.label, { colSpan: 4, content: 'not available (no such command yet)' }]);
      continue;
    }
    const exit = timing.exitCode ? ` (exit ${timing.exitCode})` : '';
    startup.push([
      `${timing.label}${exit}`,
      formatValue(timing.medianMs ?? 0, 'ms'),
      timing.overBareMs === undefined ? '' : `+${timing.overBareMs} ms`,
      formatValue(timing.minMs ?? 0, 'ms'),
      timing.runs,
    ]);
  }
  const busy = result.machine.loadStart[0] ?? 0;
  const lines = [
    wrapText(`Machine: ${describeMachine(result.machine)}`),
    ...(busy > result.machine.cores
      ? [wrapText(`The load was above the core count: timings include waiting for a CPU.`)]
      : []),
    wrapText(`Build: ${describeBuild(result.build)}`),
    wrapText(`Precache: ${describePrecache(result.precache)}`),
    '',
    'Bytes each page loads, in KB of 1024 bytes: raw / gzip -9 / brotli q11. JS: every script Chromium',
    'fetched for the page, as audit budget counts them; CSS: inline <style> and linked stylesheets.',
    pages.toString(),
    wrapText(`All pages added up: HTML ${triple(html)}, JS ${triple(js)}, CSS ${triple(css)}`),
    '',
    `CLI start-up: median wall time of fresh processes, after one untimed run.`,
    startup.toString(),
  ];
  const missing = result.routes.flatMap((route) =>
    route.missing.map((file) => `${route.file}: ${file} is not in the build`),
  );
  if (missing.length > 0) lines.push('', 'Not measured:', ...missing.map((line) => wrapText(`  ${line}`, 100, '    ')));
  return `${lines.join('\n')}\n`;
}

/** The changed metrics as a table (unchanged ones counted), saying which run and machine they are against. */
export function formatComparison(deltas: readonly MetricDelta[], before: BenchResult, file: string): string {
  const changed = deltas.filter((d) => d.delta !== 0);
  const rows = table(['metric', 'before', 'now', 'change'], ['left', 'right', 'right', 'right']);
  for (const d of changed) {
    rows.push([
      d.metric,
      d.before === undefined ? '' : formatValue(d.before, d.unit),
      d.after === undefined ? '' : formatValue(d.after, d.unit),
      formatDelta(d),
    ]);
  }
  const lines = [
    wrapText(`Compared with ${file}, run ${before.startedAt} on ${describeMachine(before.machine)}`),
    changed.length > 0 ? rows.toString() : 'Nothing changed.',
    `${changed.length} of ${deltas.length} metrics changed; ${deltas.length - changed.length} unchanged.`,
  ];
  return `${lines.join('\n')}\n`;
}

/** A saved run, or why it cannot be compared with. */
export function parseSavedBench(text: string): BenchResult | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return `not JSON (${error instanceof Error ? error.message : String(error)})`;
  }
  if (typeof data !== 'object' || data === null || (data as { schema?: unknown }).schema !== BENCH_SCHEMA) {
    return `not a bench result of schema ${BENCH_SCHEMA}`;
  }
  return data as BenchResult;
}
