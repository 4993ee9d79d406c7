import { afterEach, describe, expect, it, vi } from 'vitest';

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

async function startWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const browser = fakeBrowser();
  (await import('./analytics.ts')).startAnalytics();
  return browser;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('startAnalytics', () => {
  it('loads nothing with the placeholder ids', async () => {
    const { scripts, window } = await startWith({});
    expect(scripts).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads Tag Manager and gtag for real ids, with their ids in the URL', async () => {
    const { scripts, window } = await startWith({ SITE_GTM_ID: 'GTM-K9LMN2P', SITE_GA_ID: 'G-AB12CD34EF' });
    expect(scripts.map((s) => s.src)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-K9LMN2P',
      'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF',
    ]);
    expect(scripts.every((s) => s.async)).toBe(true);
    expect(window.dataLayer?.length).toBe(3); // gtm.start, then gtag('js') and gtag('config')
  });
});
