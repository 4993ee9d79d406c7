import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PREPAINT_SCRIPT, parsePreference, readPreference, resolveTheme } from './theme.ts';

describe('theme preference', () => {
  it('accepts light and dark, and treats anything else as system', () => {
    expect(parsePreference('light')).toBe('light');
    expect(parsePreference('dark')).toBe('dark');
    for (const value of ['system', null, undefined, '', 'DARK', 'blue']) expect(parsePreference(value)).toBe('system');
  });

  it('resolves system from the OS setting', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('survives storage that throws', () => {
    expect(
      readPreference({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('system');
  });
});

describe('pre-paint script', () => {
  function run(stored: string | null, prefersDark: boolean, storageThrows = false) {
    const attributes = new Map<string, string>();
    runInNewContext(PREPAINT_SCRIPT, {
      document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
      localStorage: {
        getItem: () => {
          if (storageThrows) throw new Error('blocked');
          return stored;
        },
      },
      matchMedia: () => ({ matches: prefersDark }),
    });
    return Object.fromEntries(attributes);
  }

  it('applies the stored choice, or the OS setting on system', () => {
    expect(run('dark', false)).toMatchObject({ 'data-theme': 'dark', 'data-theme-preference': 'dark', 'data-js': '' });
    expect(run('light', true)).toMatchObject({ 'data-theme': 'light' });
    expect(run(null, true)).toMatchObject({ 'data-theme': 'dark', 'data-theme-preference': 'system' });
    expect(run('nonsense', false)).toMatchObject({ 'data-theme': 'light', 'data-theme-preference': 'system' });
  });

  it('still applies the OS theme when storage is blocked', () => {
    expect(run(null, true, true)).toMatchObject({ 'data-theme': 'dark' });
  });
});
