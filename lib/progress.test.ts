import { describe, expect, it, vi } from 'vitest';
import { normaliseProgress } from './progress.ts';

describe('normaliseProgress (docs/product.md#behaviour)', () => {
  it('is indeterminate when the value is null, without complaint', () => {
    const log = vi.fn();
    expect(normaliseProgress(null, 100, log)).toEqual({ value: null, max: 100, state: 'indeterminate' });
    expect(normaliseProgress(undefined, 100, log).state).toBe('indeterminate');
    expect(log).not.toHaveBeenCalled();
  });

  it('is loading below max and complete at max', () => {
    const log = vi.fn();
    expect(normaliseProgress(0, 100, log).state).toBe('loading');
    expect(normaliseProgress(75, 100, log)).toEqual({ value: 75, max: 100, state: 'loading' });
    expect(normaliseProgress(100, 100, log).state).toBe('complete');
    expect(normaliseProgress(4, 4, log).state).toBe('complete');
    expect(log).not.toHaveBeenCalled();
  });

  it('takes 100 for a max that is not a number above 0, and logs an error', () => {
    for (const max of [0, -5, Number.NaN, Infinity, '50', null]) {
      const log = vi.fn();
      expect(normaliseProgress(50, max, log).max).toBe(100);
      expect(log).toHaveBeenCalledOnce();
      expect(log.mock.calls[0]?.[0]).toMatch(/max/);
    }
  });

  it('treats a value outside 0..max as null, and logs an error', () => {
    for (const value of [-1, 101, Number.NaN, '40']) {
      const log = vi.fn();
      expect(normaliseProgress(value, 100, log)).toEqual({ value: null, max: 100, state: 'indeterminate' });
      expect(log).toHaveBeenCalledOnce();
      expect(log.mock.calls[0]?.[0]).toMatch(/value/);
    }
  });

  it('checks the value against the corrected max', () => {
    const log = vi.fn();
    expect(normaliseProgress(150, 0, log)).toEqual({ value: null, max: 100, state: 'indeterminate' });
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('logs to console.error by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    normaliseProgress(5, -1);
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});
