/**
 * The head script (head.js) runs before the page's modules: its theme before paint, run here in a bare context with
 * the stored key of lib/theme.ts. What it does in a page (the first touch held and given back, the accordion keys,
 * the menu, the names it shares with the loader) is the browser suites' (tests/e2e/islands.spec.ts, shell.spec.ts,
 * tests/engines/).
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIRST_TOUCH_GLOBAL } from '../lib/islands.ts';
import { THEME_STORAGE_KEY } from '../lib/theme.ts';

const SOURCE = readFileSync(new URL('./head.js', import.meta.url), 'utf8');

describe('head script: the theme before paint', () => {
  function run(stored: string | null, prefersDark: boolean, storageThrows = false) {
    const attributes = new Map<string, string>();
    const context: Record<string, unknown> = {
      document: {
        documentElement: {
          getAttribute: (name: string) => attributes.get(name) ?? null,
          setAttribute: (name: string, value: string) => attributes.set(name, value),
        },
        querySelectorAll: () => [],
        addEventListener: () => undefined,
      },
      localStorage: {
        getItem: (key: string) => {
          if (storageThrows) throw new Error('blocked');
          return key === THEME_STORAGE_KEY ? stored : null;
        },
      },
      matchMedia: () => ({ matches: prefersDark, addEventListener: () => undefined }),
      addEventListener: () => undefined,
      setTimeout,
    };
    context.window = context;
    runInNewContext(SOURCE, context);
    return { attributes: Object.fromEntries(attributes), context };
  }

  it('applies the stored choice, or the OS setting on system, and marks the page as scripted', () => {
    expect(run('dark', false).attributes).toMatchObject({
      'data-theme': 'dark',
      'data-theme-preference': 'dark',
      'data-js': '',
    });
    expect(run('light', true).attributes).toMatchObject({ 'data-theme': 'light' });
    expect(run(null, true).attributes).toMatchObject({ 'data-theme': 'dark', 'data-theme-preference': 'system' });
    expect(run('nonsense', false).attributes).toMatchObject({
      'data-theme': 'light',
      'data-theme-preference': 'system',
    });
  });

  it('still applies the OS theme when storage is blocked', () => {
    expect(run(null, true, true).attributes).toMatchObject({ 'data-theme': 'dark' });
  });

  it('leaves the hand-over for the island loader, with nothing held yet', async () => {
    const touch = run(null, false).context[FIRST_TOUCH_GLOBAL] as { codeArrived: Promise<unknown> };
    expect(touch).toMatchObject({ held: [], wake: null, boot: null });
    // No island code asked for (no data-islands): nothing for the service worker to wait for.
    await expect(touch.codeArrived).resolves.toBeUndefined();
  });
});
