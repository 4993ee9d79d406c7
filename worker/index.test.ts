/**
 * The Worker's own glue, without the runtime: which requests it answers itself and which it leaves to the
 * platform's assets, and what a bad setting does. Everything else it does runs on workerd with D1 in the
 * contract suite (tests/contract/) and the browser tests (project workers).
 */
import { describe, expect, it } from 'vitest';
import { forms } from '../content/forms.ts';
import worker, { type Env } from './index.ts';

const context = { waitUntil: () => undefined };
const assets: string[] = [];
const env = (vars: Record<string, string> = {}): Env => ({
  // Never reached by these requests: a bad setting is refused before the database is used.
  INBOX: { prepare: () => ({ bind: () => ({}) as never }), batch: async () => [] } as unknown as Env['INBOX'],
  ASSETS: {
    fetch: async (request: Request) => {
      assets.push(new URL(request.url).pathname);
      return new Response('file');
    },
  },
  ...vars,
});

describe('worker/index.ts', () => {
  it('leaves files to the platform and redirects a trailing slash itself (308, on-site, with the query)', async () => {
    expect(await (await worker.fetch(new Request('https://site.test/pricing'), env(), context)).text()).toBe('file');
    expect(assets).toEqual(['/pricing']);
    const slash = await worker.fetch(new Request('https://site.test/pricing/?a=1'), env(), context);
    expect(slash.status).toBe(308);
    expect(slash.headers.get('location')).toBe('/pricing?a=1');
    expect(slash.headers.get('strict-transport-security')).toContain('max-age=');
    expect(assets).toEqual(['/pricing']);
  });

  it('answers a form post with 500 and the API’s message when a setting is wrong', async () => {
    const response = await worker.fetch(
      new Request('https://site.test/api/forms/contact', { method: 'POST', body: '{}' }),
      env({ INBOX_RATE_LIMIT: 'many' }),
      context,
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ ok: false, error: forms.serverErrors.storageFailed });
  });
});
