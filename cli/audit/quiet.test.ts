import { describe, expect, it } from 'vitest';
import { waitForQuiet } from './quiet.ts';

describe('waitForQuiet', () => {
  it('returns at once on a quiet machine', async () => {
    const wait = await waitForQuiet(10_000, { load: () => 0.4, cores: 2, pollMs: 1 });
    expect(wait).toMatchObject({ loadBefore: 0.4, loadAfter: 0.4, quiet: true });
    expect(wait.waitedMs).toBeLessThan(1_000);
  });

  it('waits while the load average is at or above the core count', async () => {
    const readings = [4.6, 3, 2, 1.5];
    const wait = await waitForQuiet(10_000, { load: () => readings.shift() ?? 1, cores: 2, pollMs: 1 });
    expect(wait).toMatchObject({ loadBefore: 4.6, loadAfter: 1.5, quiet: true });
    expect(readings).toEqual([]);
  });

  it('gives up after the time allowed and says the machine was still busy', async () => {
    const wait = await waitForQuiet(20, { load: () => 5, cores: 2, pollMs: 5 });
    expect(wait).toMatchObject({ loadAfter: 5, quiet: false });
  });
});
