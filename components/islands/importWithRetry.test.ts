import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_PAUSE_MS, failedModuleUrl, importWithRetry } from './importWithRetry.ts';

const ORIGIN = 'https://brightwork.example';
const CHUNK = `${ORIGIN}/assets/chunks/chunk-Ab12.js`;
const MODULE = { default: () => null };

/** An importer that fails `failures` times, then gives the module; it counts its calls. */
function importer(failures: number, message = 'Importing a module script failed.') {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return calls.count <= failures ? Promise.reject(new TypeError(message)) : Promise.resolve(MODULE);
  };
  return { load, calls };
}

/** A pause that returns at once and counts how often it was asked for. */
function pauses() {
  const taken = { count: 0 };
  return { pause: () => ((taken.count += 1), Promise.resolve()), taken };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('importWithRetry', () => {
  it('gives the module at once when the first try works, without pausing', async () => {
    const { load, calls } = importer(0);
    const { pause, taken } = pauses();
    await expect(importWithRetry(load, { pause })).resolves.toBe(MODULE);
    expect([calls.count, taken.count]).toEqual([1, 0]);
  });

  it('tries once more after a pause when the first try fails, and gives the module', async () => {
    const { load, calls } = importer(1);
    const { pause, taken } = pauses();
    await expect(importWithRetry(load, { pause })).resolves.toBe(MODULE);
    expect([calls.count, taken.count]).toEqual([2, 1]);
  });

  it('gives up after the second failure, with its error, and tries no third time', async () => {
    const { load, calls } = importer(Infinity, 'second time unlucky');
    const { pause, taken } = pauses();
    await expect(importWithRetry(load, { pause })).rejects.toThrow('second time unlucky');
    expect([calls.count, taken.count]).toEqual([2, 1]);
  });

  it('asks afresh for the file the browser names, since Chromium would repeat its failure', async () => {
    vi.stubGlobal('location', { origin: ORIGIN });
    const { load, calls } = importer(1, `Failed to fetch dynamically imported module: ${CHUNK}`);
    const reload = vi.fn((_url: string) => Promise.resolve(MODULE));
    await expect(importWithRetry(load, { pause: pauses().pause, reload })).resolves.toBe(MODULE);
    expect(reload).toHaveBeenCalledExactlyOnceWith(CHUNK);
    expect(calls.count).toBe(1);
  });

  it('waits RETRY_PAUSE_MS while online', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: true });
    const { load, calls } = importer(1);
    const result = importWithRetry(load);
    await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS - 1);
    expect(calls.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(MODULE);
    expect(calls.count).toBe(2);
  });

  it('waits for the connection to come back when the browser is offline', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: false });
    const window = new EventTarget();
    vi.stubGlobal('window', window);
    const { load, calls } = importer(1);
    const result = importWithRetry(load);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.count).toBe(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(RETRY_PAUSE_MS);
    await expect(result).resolves.toBe(MODULE);
    expect(calls.count).toBe(2);
  });
});

describe('failedModuleUrl', () => {
  it("reads the script from Chromium's and Firefox's messages", () => {
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`), ORIGIN)).toBe(CHUNK);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${CHUNK}`), ORIGIN)).toBe(CHUNK);
  });

  it("finds none in Safari's message, nor on another origin", () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'), ORIGIN)).toBeUndefined();
    expect(
      failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`), 'https://other.example'),
    ).toBeUndefined();
  });
});
