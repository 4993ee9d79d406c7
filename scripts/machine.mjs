// The machine `npm test` runs on, written to reports/machine.json before anything else loads it: its cores and
// memory, its load, and a fixed CPU probe (the same work on one core, the median of five runs), so a run's timings
// can be read beside the speed of the machine that made them. A probe twice as long means a machine half as
// fast: compare timings across machines in units of it, not in seconds. Lighthouse's own benchmarkIndex is added
// to the timing report by scripts/test-summary.mjs when Lighthouse ran.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** About 150 ms on a quiet 2-core runner: string building, a regular expression, JSON and hashing. */
function work() {
  let text = '';
  for (let i = 0; i < 160_000; i += 1) text += `item ${i}: ${(i * 7919) % 104729};`;
  const numbers = [...text.matchAll(/(\d+);/g)].map((match) => Number(match[1]));
  const round = JSON.parse(JSON.stringify({ numbers, text }));
  return createHash('sha256').update(round.text).digest('hex').length + round.numbers.length;
}

const times = [];
for (let run = 0; run < 5; run += 1) {
  const started = performance.now();
  work();
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const machine = {
  measuredAt: new Date().toISOString(),
  cpus: os.cpus().length,
  model: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  loadAverage: os.loadavg().map((load) => Number(load.toFixed(2))),
  node: process.version,
  cpuProbeMs: Math.round(times[2] * 10) / 10,
};
mkdirSync('reports', { recursive: true });
writeFileSync('reports/machine.json', `${JSON.stringify(machine, null, 2)}\n`);
console.log(
  `machine: ${machine.cpus} cores (${machine.model}), ${machine.memoryGb} GB, load ${machine.loadAverage.join(' ')}, CPU probe ${machine.cpuProbeMs} ms`,
);
