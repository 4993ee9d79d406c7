/**
 * `npm run bench:touch`: how fast the site answers a visitor's first touch on a phone, in three engines. Not a
 * test (timings depend on the machine and its load: run it on a quiet one, `uptime` under 0.5).
 *
 * The impatient-visitor suite (tests/engines/impatient.spec.ts) runs `--runs` times in Chromium, Firefox and WebKit
 * over its phone link (150 ms round trip, 1.6 Mbit/s; Chromium's CPU slowed 4×), one worker so the engines do not
 * share the cores, and writes the time from each action to its effect. Reported per engine and kind of control: p50
 * and p95, how many were lost, and apart the first touch of an island still asleep. The pages whose island is what
 * they are for are reported apart: the p95 of their first touch beside its floor, the least time the island's code
 * needs to cross the link (decision 0040), and the target of floor + 200 ms.
 *
 *   npm run bench:touch [-- --runs 3] [--dist dist/client] [--out reports/bench-touch.json]
 *                      [--engines chromium,firefox,webkit] [--lost-after 15000]
 *
 * `--dist` measures another build (an older commit's, to compare); the suite's assertions are not the point here,
 * so an older build that loses touches is measured and its losses counted, not refused (`--lost-after 5000` then
 * stops waiting for a lost touch sooner).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Measured } from './impatient.spec.ts';
import { PHONE_LINK } from './slowLink.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: 'dist/client' },
    out: { type: 'string', default: 'reports/bench-touch.json' },
    engines: { type: 'string', default: 'chromium,firefox,webkit' },
    'lost-after': { type: 'string', default: '15000' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error('--runs must be a whole number from 1 to 20');
  process.exit(2);
}
const dist = path.resolve(values.dist);
const REPORTS = path.resolve('reports/first-touch');

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? null : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? null);

interface Row {
  engine: string;
  group: string;
  count: number;
  lost: number;
  twice: number;
  p50: number | null;
  p95: number | null;
  max: number | null;
}

function summarise(measured: Measured[]): Row[] {
  const groups = new Map<string, Measured[]>();
  const add = (key: string, m: Measured) => groups.set(key, [...(groups.get(key) ?? []), m]);
  for (const m of measured) {
    // Native: no island (the menu, the theme, accordions). Island: its first touch while asleep, and after.
    const where = m.island === null ? 'native' : m.asleep ? 'island, first touch (asleep)' : 'island, awake';
    add(`${m.engine}\t${where}`, m);
    add(`${m.engine}\t${where}: ${m.kind}`, m);
  }
  return [...groups.entries()]
    .map(([key, list]) => {
      const [engine, group] = key.split('\t') as [string, string];
      const times = list.flatMap((m) => (m.ms === null ? [] : [m.ms])).sort((a, b) => a - b);
      return {
        engine,
        group,
        count: list.length,
        lost: list.filter((m) => m.lost).length,
        twice: list.filter((m) => !m.lost && !m.once).length,
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        max: times.at(-1) ?? null,
      };
    })
    .sort((a, b) => a.engine.localeCompare(b.engine) || a.group.localeCompare(b.group));
}

function runSuite(): Measured[] {
  rmSync(REPORTS, { recursive: true, force: true });
  const engines = values.engines.split(',');
  const args = ['test', 'tests/engines/impatient.spec.ts', ...engines.flatMap((engine) => ['--project', engine])];
  args.push('--workers', '1', '--repeat-each', String(runs), '--grep-invert', '@plant');
  args.push('--reporter', 'dot', '--retries', '0');
  console.error(`bench:touch: the impatient visitor, ${runs} run(s) in ${engines.join(', ')}, over ${dist}`);
  const env = { ...process.env, ENGINES_DIST: dist, IMPATIENT_TIMEOUT_MS: values['lost-after'] };
  const result = spawnSync('playwright', args, { stdio: 'inherit', env });
  if (result.error) throw result.error;
  const files = readdirSync(REPORTS).filter((file) => file.endsWith('.json'));
  const measured = files.flatMap((file) => JSON.parse(readFileSync(path.join(REPORTS, file), 'utf8')) as Measured[]);
  if (measured.length === 0) throw new Error('the suite measured nothing: see its output above');
  return measured;
}

/**
 * The pages whose island is what they are for (its code requested with the page: decision 0040), and the least time
 * its first touch can take there: the island's code, React and the page's entry included, across the phone link after the HTML, its
 * brotli bytes at 1.6 Mbit/s plus a round trip (slowLink.ts PHONE_LINK). The target is this floor + 200 ms at p95.
 */
function islandFloors(): { route: string; kB: number; floorMs: number }[] {
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return pages.flatMap((file) => {
    const html = readFileSync(path.join(dist, file), 'utf8');
    // The island's code, React and the entry included, that the head script asks for (scripts/defer-scripts.ts).
    const scripts = html.match(/data-islands="([^"]+)"/)?.[1]?.split(' ') ?? [];
    if (scripts.length === 0) return [];
    const bytes = scripts.reduce(
      (sum, href) => sum + brotliCompressSync(readFileSync(path.join(dist, href))).byteLength,
      0,
    );
    const route = `/${file.replace(/(index)?\.html$/, '')}`.replace(/\/$/, '') || '/';
    const { rttMs, downKbps } = PHONE_LINK;
    return [{ route, kB: Math.round(bytes / 100) / 10, floorMs: Math.round(rttMs + (bytes * 8) / downKbps) }];
  });
}

/**
 * The same first touch before decision 0040 (measured on 2026-12-06), for comparison: 0.85–1.4 s at p95 on the
 * phone profile across these pages, the island's code then asked for only after the touch.
 */
const BEFORE_0040 = { p95FromMs: 850, p95ToMs: 1400 };

const machine = () => ({
  cpus: os.cpus().length,
  model: os.cpus()[0]?.model ?? 'unknown',
  loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
  node: process.version,
});

const before = machine();
const measured = runSuite();
const rows = summarise(measured);
const floors = islandFloors().map((floor) => {
  const times = measured
    .filter((m) => m.route === floor.route && m.island !== null && m.asleep && m.ms !== null)
    .map((m) => m.ms as number)
    .sort((a, b) => a - b);
  const p95 = quantile(times, 0.95);
  return { ...floor, firstTouches: times.length, p95, withinTarget: p95 !== null && p95 <= floor.floorMs + 200 };
});
const report = {
  measuredAt: new Date().toISOString(),
  dist,
  runs,
  machine: before,
  rows,
  floors,
  before0040: BEFORE_0040,
};
mkdirSync(path.dirname(path.resolve(values.out)), { recursive: true });
writeFileSync(path.resolve(values.out), `${JSON.stringify(report, null, 1)}\n`);

console.log(
  `\nFirst touch on a phone, ${runs} run(s), ms from the action to its effect (machine: ${before.cpus} cores, load ${before.loadAverage.join(' ')})`,
);
console.table(rows);
console.log(
  '\nIsland pages: first touch while asleep (all engines, ms) against the floor (code over the link + a round trip); the target is the floor + 200 ms at p95',
);
console.log(`Before decision 0040 the same touch took ${BEFORE_0040.p95FromMs}–${BEFORE_0040.p95ToMs} ms at p95.`);
console.table(floors);
console.log(`\nwritten: ${values.out}`);
