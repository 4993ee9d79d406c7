import { describe, expect, it } from 'vitest';
import { CONSENT_KEY, isAnalyticsCookie, readConsent, storeConsent } from './consent.ts';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => data.set(key, value),
    data,
  };
};

describe('analytics consent', () => {
  it('is null until chosen, then the stored choice under analytics-consent', () => {
    const storage = memory();
    expect(readConsent(storage)).toBeNull();
    storeConsent(storage, 'granted');
    expect(storage.data.get(CONSENT_KEY)).toBe('granted');
    expect(readConsent(storage)).toBe('granted');
    storeConsent(storage, 'denied');
    expect(readConsent(storage)).toBe('denied');
  });

  it('ignores anything else stored, and blocked storage', () => {
    expect(readConsent({ getItem: () => 'yes' })).toBeNull();
    expect(
      readConsent({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBeNull();
    expect(() =>
      storeConsent(
        {
          setItem: () => {
            throw new Error('blocked');
          },
        },
        'granted',
      ),
    ).not.toThrow();
  });

  it('knows Google Analytics’ cookies', () => {
    expect(['_ga', '_ga_AB12CD34EF'].every(isAnalyticsCookie)).toBe(true);
    expect(['theme', '_gat', 'ga'].some(isAnalyticsCookie)).toBe(false);
  });
});
