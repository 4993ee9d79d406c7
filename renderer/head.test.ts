/**
 * The head script (head.js) runs before the page's modules and shares names with them: its contract with the
 * TypeScript is checked here, and its theme before paint run in a bare context. What it does in a page (the
 * first touch held and given back, the accordion keys, the menu) is the browser suites' (tests/e2e/islands.spec.ts,
 * shell.spec.ts, tests/engines/).
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ACCORDION_ATTRIBUTE } from '../components/ui/accordion/Accordion.tsx';
import { FIRST_TOUCH_GLOBAL, ISLAND_TAG } from '../lib/islands.ts';
import { DARK_QUERY, THEME_PREFERENCES, THEME_STORAGE_KEY } from '../lib/theme.ts';

const SOURCE = readFileSync(new URL('./head.js', import.meta.url), 'utf8');

describe('head script: names it shares', () => {
  it('uses the theme key, values and OS query of lib/theme.ts', () => {
    expect(SOURCE).toContain(`var THEME_KEY = '${THEME_STORAGE_KEY}';`);
    expect(SOURCE).toContain(`'${DARK_QUERY}'`);
    for (const value of THEME_PREFERENCES) expect(SOURCE).toContain(`'${value}'`);
  });

  it("hands touches over through the loader's global and knows the island and accordion markers", () => {
    expect(SOURCE).toContain(`win.${FIRST_TOUCH_GLOBAL} = `);
    expect(SOURCE).toContain(`var ISLAND = '${ISLAND_TAG}';`);
    expect(SOURCE).toContain(`'[${ACCORDION_ATTRIBUTE}] > details > summary'`);
  });
});

describe('head script: the theme before paint', () => {
  function run(stored: string | null, prefersDark: boolean, storageThrows = false) {
    const attributes = new Map<string, string>();
    const context: Record<string, unknown> = {
      document: {
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
        querySelectorAll: () => [],
        addEventListener: () => undefined,
      },
      localStorage: {
        getItem: () => {
          if (storageThrows) throw new Error('blocked');
          return stored;
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

  it('leaves the hand-over for the island loader, with nothing held yet', () => {
    expect(run(null, false).context[FIRST_TOUCH_GLOBAL]).toMatchObject({ held: [], wake: null, boot: null });
  });
});
