import { describe, expect, it } from 'vitest';
import { busyShare, cpuTimes, pageFaultMicros, pageFaultNote, waitForQuiet, type CpuTimes } from './quiet.ts';

/** Readings that advance by 100 units a sample, `busy` of them busy. */
function machine(busyPerSample: number[]): () => CpuTimes {
  let busy = 0;
  let total = 0;
  let calls = 0;
  return () => {
    // Each sample reads twice (before and after it); the second reading of one is the span's end.
    if (calls % 2 === 1) {
      const share = busyPerSample.shift() ?? 0;
      busy += share;
      total += 100;
    }
    calls += 1;
    return { busy, total };
  };
}

describe('waitForQuiet', () => {
  it('returns after one sample on a quiet machine', async () => {
    const wait = await waitForQuiet(10_000, { times: machine([10]), sampleMs: 1 });
    expect(wait).toMatchObject({ busyBefore: 0.1, busyAfter: 0.1, quiet: true });
    expect(wait.waitedMs).toBeLessThan(1_000);
  });

  it('waits while more than a quarter of the processors is busy', async () => {
    const readings = [95, 60, 30, 20];
    const wait = await waitForQuiet(10_000, { times: machine(readings), sampleMs: 1 });
    expect(wait).toMatchObject({ busyBefore: 0.95, busyAfter: 0.2, quiet: true });
    expect(readings).toEqual([]);
  });

  it('gives up after the time allowed and says the machine was still busy', async () => {
    const wait = await waitForQuiet(20, {
      times: () => ({ busy: performance.now(), total: performance.now() }),
      sampleMs: 5,
    });
    expect(wait).toMatchObject({ quiet: false });
  });
});

describe('cpuTimes', () => {
  it('reads counters that only grow, busy within total', async () => {
    const first = cpuTimes();
    // Spin a little so some busy time passes.
    const until = performance.now() + 30;
    while (performance.now() < until);
    const second = cpuTimes();
    expect(second.total).toBeGreaterThanOrEqual(first.total);
    expect(second.busy).toBeGreaterThanOrEqual(first.busy);
    expect(busyShare(first, second)).toBeGreaterThanOrEqual(0);
    expect(busyShare(first, second)).toBeLessThanOrEqual(1);
  });
});

describe('pageFaultMicros', () => {
  it('measures a positive, finite cost a page', () => {
    const micros = pageFaultMicros(1 << 20);
    expect(Number.isFinite(micros)).toBe(true);
    expect(micros).toBeGreaterThan(0);
  });
});

describe('pageFaultNote', () => {
  it('states the cost, and on a slow machine what it does to TBT', () => {
    expect(pageFaultNote(0.6)).toBe('a fresh page of memory cost this machine 0.6 µs (about 1 µs is typical)');
    const slow = pageFaultNote(12.68);
    expect(slow).toContain('12.7 µs (over 5 µs is slow');
    expect(slow).toContain('blocking time');
  });
});
