import { afterEach, describe, expect, it, vi } from 'vitest';

async function withEnv(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const analytics = await import('./analytics.ts');
  const headers = await import('./headers.ts');
  return { ...analytics, csp: headers.contentSecurityPolicy() };
}

// The unit tests share one module registry per worker (vitest.config.ts, `isolate: false`): the modules imported
// here with real ids would otherwise be what a later file's `import` of lib/headers.ts gets.
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('analytics configuration', () => {
  it('loads nothing with the placeholder ids the site ships with', async () => {
    const { hasAnalytics, measurementId, tagManagerId, csp } = await withEnv({});
    expect(hasAnalytics()).toBe(false);
    expect(measurementId()).toBeUndefined();
    expect(tagManagerId()).toBeUndefined();
    expect(csp).not.toContain('googletagmanager');
  });

  it('treats explicit placeholders and malformed ids as unset', async () => {
    const { hasAnalytics } = await withEnv({ SITE_GA_ID: 'G-XXXXXXXXXX', SITE_GTM_ID: 'GTM-XXXXXXX' });
    expect(hasAnalytics()).toBe(false);
    expect((await withEnv({ SITE_GA_ID: 'UA-12345-1' })).hasAnalytics()).toBe(false);
  });

  it('enables a real id and opens the CSP for it only then', async () => {
    const { measurementId, tagManagerId, csp } = await withEnv({
      SITE_GA_ID: 'G-AB12CD34EF',
      SITE_GTM_ID: 'GTM-K9LMN2P',
    });
    expect(measurementId()).toBe('G-AB12CD34EF');
    expect(tagManagerId()).toBe('GTM-K9LMN2P');
    expect(csp).toContain('https://www.googletagmanager.com');
  });
});
