/**
 * Waiting for a quiet machine before a timing-based audit. Lighthouse simulates performance from the CPU time it
 * observes, so the tail of a previous step (the accessibility and budget audits' Chromium, the browser tests)
 * would be measured as the page's. The one-minute load average lags what is running now, so this waits until
 * it falls below the core count, or gives up after `maxMs` and says so.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export type QuietWait = { loadBefore: number; loadAfter: number; waitedMs: number; quiet: boolean; cores: number };

export async function waitForQuiet(
  maxMs: number,
  { load = () => os.loadavg()[0] ?? 0, cores = os.availableParallelism(), pollMs = 2_000 } = {},
): Promise<QuietWait> {
  const started = performance.now();
  const loadBefore = load();
  let current = loadBefore;
  while (current >= cores && performance.now() - started < maxMs) {
    await sleep(Math.min(pollMs, maxMs));
    current = load();
  }
  return { loadBefore, loadAfter: current, waitedMs: performance.now() - started, quiet: current < cores, cores };
}
