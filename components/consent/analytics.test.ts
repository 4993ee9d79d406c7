import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAnalytics } from './analytics.ts';

/** A document just big enough for the loader: it records the scripts it is given. */
function fakeBrowser() {
  const scripts: { src: string; async: boolean }[] = [];
  const window = {} as { dataLayer?: unknown[] };
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', {
    createElement: () => ({ src: '', async: false }),
    head: { append: (script: { src: string; async: boolean }) => scripts.push(script) },
  });
  return { scripts, window };
}

afterEach(() => vi.unstubAllGlobals());

describe('startAnalytics', () => {
  it('loads nothing without ids (the renderer passes none for placeholders)', () => {
    const { scripts, window } = fakeBrowser();
    startAnalytics({});
    expect(scripts).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads Tag Manager and gtag for real ids, with their ids in the URL', () => {
    const { scripts, window } = fakeBrowser();
    startAnalytics({ tagManagerId: 'GTM-K9LMN2P', measurementId: 'G-AB12CD34EF' });
    expect(scripts.map((s) => s.src)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-K9LMN2P',
      'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF',
    ]);
    expect(scripts.every((s) => s.async)).toBe(true);
    expect(window.dataLayer?.length).toBe(3); // gtm.start, then gtag('js') and gtag('config')
  });
});
