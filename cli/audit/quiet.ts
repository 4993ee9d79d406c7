/**
 * Waiting for a quiet machine before a timing-based audit. Lighthouse simulates performance from the CPU time it
 * observes, so the tail of a previous step (the accessibility and budget audits' Chromium, the browser tests)
 * would be measured as the page's. Quiet means the processors were mostly idle over the last second: at most a
 * quarter of their time busy (a load of 0.5 on two cores), stolen time on a virtual machine counting as busy.
 * The load average is not the signal: it is a one-minute average that lags what runs now, and waiting for it
 * to settle cost a minute of CI on an idle machine. Gives up after `maxMs` and says so.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export type QuietWait = { busyBefore: number; busyAfter: number; waitedMs: number; quiet: boolean };

/** Busy and total CPU time so far, all processors together, in the units of their source. */
export type CpuTimes = { busy: number; total: number };

/** At most this share of the processors' time busy counts as quiet. */
export const QUIET_BUSY_SHARE = 0.25;

/**
 * Linux's /proc/stat, which counts time stolen by the hypervisor (Node's `os.cpus()` leaves it out), else
 * `os.cpus()`.
 */
export function cpuTimes(): CpuTimes {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal (guest time is already inside user and nice).
    const counts = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (line.startsWith('cpu ') && counts.length === 8 && counts.every(Number.isFinite)) {
      const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = counts;
      const busy = user + nice + system + irq + softirq + steal;
      return { busy, total: busy + idle + iowait };
    }
  } catch {
    // Not Linux: fall through.
  }
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    total += times.user + times.nice + times.sys + times.irq + times.idle;
  }
  return { busy, total };
}

/** The share of processor time that was busy between two readings (0 when no time passed). */
export const busyShare = (from: CpuTimes, to: CpuTimes): number =>
  to.total > from.total ? (to.busy - from.busy) / (to.total - from.total) : 0;

export async function waitForQuiet(
  maxMs: number,
  { times = cpuTimes, sampleMs = 1_000 }: { times?: () => CpuTimes; sampleMs?: number } = {},
): Promise<QuietWait> {
  const started = performance.now();
  const sample = async (): Promise<number> => {
    const from = times();
    await sleep(sampleMs);
    return busyShare(from, times());
  };
  const busyBefore = await sample();
  let busy = busyBefore;
  while (busy > QUIET_BUSY_SHARE && performance.now() - started < maxMs) busy = await sample();
  return { busyBefore, busyAfter: busy, waitedMs: performance.now() - started, quiet: busy <= QUIET_BUSY_SHARE };
}

/** Above this many microseconds a page fault is slow (about 1 µs or less on a typical machine, bare or virtual). */
export const SLOW_PAGE_FAULT_US = 5;

/**
 * What it costs this machine to give a process a fresh page of memory: a new 64 MiB buffer written once per
 * 4 KiB page, in microseconds a page. Lighthouse's CPU index times a warm loop of script, so it misses this;
 * yet every page load pays it many times over (a renderer's script contexts, parsing and first layout map
 * fresh memory), and simulated throttling counts that work four times as blocking time. A virtual machine
 * that hands its free memory back to the host (free page reporting) pays a host fault as well on each:
 * 12 to 16 µs a page was seen on such a machine, on which a blank HTML page measured a TBT of 26 to 101 ms.
 */
export function pageFaultMicros(bytes = 64 << 20): number {
  const page = 4096;
  const started = process.hrtime.bigint();
  // Zero-filled on demand by the kernel: each first write to a page is one fault.
  const buffer = new Uint8Array(bytes);
  for (let i = 0; i < bytes; i += page) buffer[i] = 1;
  return Number(process.hrtime.bigint() - started) / 1_000 / (bytes / page);
}

/** The audit's note on what a page fault cost, and why it matters when it is slow. */
export function pageFaultNote(micros: number): string {
  const cost = `a fresh page of memory cost this machine ${micros.toFixed(1)} µs`;
  return micros > SLOW_PAGE_FAULT_US
    ? `${cost} (over ${SLOW_PAGE_FAULT_US} µs is slow; about 1 µs is typical): every page load maps fresh memory for its script contexts, parsing and first layout, and Lighthouse counts that work four times as blocking time, so expect TBT far above this site's usual on every route, a blank page's included`
    : `${cost} (about 1 µs is typical)`;
}
