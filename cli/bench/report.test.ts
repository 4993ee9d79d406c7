import { describe, expect, it } from 'vitest';
import type { RouteBytes, Sizes } from './measure.ts';
import {
  BENCH_SCHEMA,
  type BenchResult,
  compareBench,
  flattenMetrics,
  formatBench,
  formatComparison,
  formatDelta,
  parseSavedBench,
  totalsOf,
  wrapText,
} from './report.ts';

const sizes = (raw: number): Sizes => ({ raw, gzip: Math.round(raw / 4), brotli: Math.round(raw / 5) });

function route(path: string, html: number, js: number, css: number): RouteBytes {
  return {
    path,
    file: `${path.slice(1) || 'index'}.html`,
    html: sizes(html),
    js: sizes(js),
    css: sizes(css),
    jsFiles: 3,
    cssFiles: 1,
    missing: [],
  };
}

function result(overrides: Partial<BenchResult> = {}): BenchResult {
  const routes = overrides.routes ?? [route('/', 40_000, 9_000, 30_000), route('/blog', 20_000, 9_000, 30_000)];
  return {
    schema: BENCH_SCHEMA,
    startedAt: '2026-01-01T10:00:00.000Z',
    root: 'dist/client',
    machine: {
      cpu: 'AMD EPYC',
      cores: 2,
      memoryGb: 8,
      os: 'Linux 6 x64',
      node: 'v24.0.0',
      loadStart: [0.5, 0.4, 0.3],
      loadEnd: [0.6, 0.4, 0.3],
    },
    build: { measured: true, ms: 120_000, exitCode: 0 },
    routes,
    totals: totalsOf(routes),
    precache: { source: 'sw.js', count: 140, bytes: 2_400_000 },
    startup: [
      { label: 'node -e 0', args: ['-e', '0'], available: true, runs: 5, medianMs: 40, minMs: 38 },
      {
        label: 'roi scenarios',
        args: ['cli/index.ts', 'roi', 'scenarios'],
        available: true,
        runs: 5,
        medianMs: 260,
        minMs: 250,
        overBareMs: 220,
      },
      { label: 'validate', args: ['cli/index.ts', 'validate'], available: false, runs: 0, note: 'unknown command' },
    ],
    ...overrides,
  };
}

describe('totalsOf and flattenMetrics', () => {
  it('adds every page up and names every number worth comparing', () => {
    const metrics = flattenMetrics(result());
    expect(metrics.get('all pages html raw')).toEqual({ value: 60_000, unit: 'bytes' });
    expect(metrics.get('/blog js gzip')).toEqual({ value: 2250, unit: 'bytes' });
    expect(metrics.get('build time')).toEqual({ value: 120_000, unit: 'ms' });
    expect(metrics.get('precache files')).toEqual({ value: 140, unit: 'files' });
    expect(metrics.get('start-up roi scenarios')).toEqual({ value: 260, unit: 'ms' });
    // Neither an unmeasured build nor a missing command is a number.
    expect(flattenMetrics(result({ build: { measured: false } })).has('build time')).toBe(false);
    expect([...metrics.keys()].some((key) => key.includes('validate'))).toBe(false);
  });
});

describe('compareBench', () => {
  it('gives each metric before and after, the change and its ratio, and what is new or gone', () => {
    const before = result();
    const after = result({
      routes: [route('/', 44_000, 9_000, 30_000), route('/pricing', 10_000, 9_000, 30_000)],
      build: { measured: false },
    });
    const deltas = new Map(compareBench(before, after).map((d) => [d.metric, d]));
    expect(deltas.get('/ html raw')).toEqual({
      metric: '/ html raw',
      unit: 'bytes',
      before: 40_000,
      after: 44_000,
      delta: 4000,
      ratio: 0.1,
    });
    expect(deltas.get('/ js raw')).toMatchObject({ delta: 0, ratio: 0 });
    expect(deltas.get('/pricing css gzip')).toEqual({ metric: '/pricing css gzip', unit: 'bytes', after: 7500 });
    expect(deltas.get('/blog html raw')).toEqual({ metric: '/blog html raw', unit: 'bytes', before: 20_000 });
    expect(deltas.get('build time')).toEqual({ metric: 'build time', unit: 'ms', before: 120_000 });
    expect(formatDelta(deltas.get('/ html raw') ?? { metric: '', unit: 'bytes' })).toBe('+3.9 KB (+10.0%)');
  });

  it('prints a change with its unit, sign and percentage', () => {
    expect(formatDelta({ metric: 'm', unit: 'ms', before: 10, after: 5, delta: -5, ratio: -0.5 })).toBe(
      '−5 ms (−50.0%)',
    );
    expect(formatDelta({ metric: 'm', unit: 'bytes', before: 0, after: 300, delta: 300 })).toBe('+300 B');
    expect(formatDelta({ metric: 'm', unit: 'files', before: 2, after: 2, delta: 0, ratio: 0 })).toBe('0');
    expect(formatDelta({ metric: 'm', unit: 'files', after: 2 })).toBe('new');
    expect(formatDelta({ metric: 'm', unit: 'files', before: 2 })).toBe('gone');
  });
});

const widest = (text: string) => Math.max(...text.split('\n').map((line) => line.length));

describe('formatBench', () => {
  it('fits 100 columns however long the route and large the numbers, and heads every column', () => {
    const long = result({
      routes: [route(`/docs/${'very-long-segment-'.repeat(4)}end`, 9_000_000, 9_000_000, 9_000_000)],
      machine: { ...result().machine, cpu: 'Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz with a very long name' },
      build: { measured: true, ms: 95_000, exitCode: 1, tail: 'build-sw failed: the precache is incomplete' },
    });
    const text = formatBench(long);
    expect(widest(text)).toBeLessThanOrEqual(100);
    for (const heading of ['page', 'HTML raw/gz/br', 'JS raw/gz/br', 'CSS raw/gz/br', 'median', 'over node -e 0']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain('Build: FAILED after 95.0 s (npm run build, exit 1)');
  });

  it('shows sizes in KB as raw/gzip/brotli, start-up against node -e 0, and a missing command', () => {
    const text = formatBench(result({ build: { measured: false } }));
    expect(text).toMatch(/│ \/ +│ +39\.1\/9\.8\/7\.8 │ +8\.8\/2\.2\/1\.8 │ +29\.3\/7\.3\/5\.9 │/);
    expect(text).toContain('All pages added up: HTML 58.6/14.6/11.7, JS 17.6/4.4/3.5, CSS 58.6/14.6/11.7');
    expect(text).toMatch(/│ roi scenarios +│ +260 ms │ +\+220 ms │ +250 ms │ +5 │/);
    expect(text).toMatch(/│ validate +│ +not available \(no such command yet\) │/);
    expect(text).toContain('Build: not measured (--skip-build');
    expect(text).toContain('Precache: 140 files, 2.29 MB, from the manifest in sw.js');
    expect(text).not.toContain('above the core count');
  });

  it('warns when the machine was busier than its cores', () => {
    const busy = result({ machine: { ...result().machine, loadStart: [5.2, 3, 2] } });
    expect(formatBench(busy)).toContain('The load was above the core count');
  });
});

describe('formatComparison', () => {
  it('lists the changed metrics only, within 100 columns, and counts the rest', () => {
    const before = result();
    const after = result({ routes: [route('/', 41_000, 9_000, 30_000), route('/blog', 20_000, 9_000, 30_000)] });
    const text = formatComparison(compareBench(before, after), before, 'reports/bench-before.json');
    expect(widest(text)).toBeLessThanOrEqual(100);
    expect(text).toMatch(/│ \/ html raw +│ +39\.1 KB │ +40\.0 KB │ +\+1000 B \(\+2\.5%\) │/);
    expect(text).not.toContain('/blog');
    expect(text).toContain('Compared with reports/bench-before.json, run 2026-01-01T10:00:00.000Z on AMD EPYC');
    expect(text).toMatch(/^6 of 32 metrics changed; 26 unchanged\.$/m);
  });
});

describe('parseSavedBench', () => {
  it('accepts a saved run and says why anything else cannot be compared', () => {
    expect(parseSavedBench(JSON.stringify(result()))).toEqual(result());
    expect(parseSavedBench('{')).toMatch(/^not JSON/);
    expect(parseSavedBench('{"schema":"bench/0"}')).toBe('not a bench result of schema bench/1');
  });
});

describe('wrapText', () => {
  it('breaks at spaces within the width and indents what follows', () => {
    expect(wrapText('aaa bbb ccc ddd', 8)).toBe('aaa bbb\n  ccc\n  ddd');
    expect(wrapText('short', 8)).toBe('short');
    expect(wrapText('  aaa bbb ccc\nddd', 9)).toBe('  aaa bbb\n    ccc\nddd');
  });
});
