/**
 * The Worker's own glue, without the runtime: which requests it answers itself and which it leaves to the
 * platform's assets, and what a bad setting does. Everything else it does runs on workerd with D1 in the
 * contract suite (tests/contract/) and the browser tests (project workers).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forms } from '../content/forms.ts';
import worker, { type Env, REST_OF_BODY, readRest } from './index.ts';

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

describe('readRest: what is left of a refused post’s body, read before the answer goes out', () => {
  afterEach(() => vi.useRealTimers());

  /** A body of `chunks` chunks of `size` bytes, each given when asked for; counts what was taken. */
  const body = (chunks: number, size = 1024) => {
    const taken = { chunks: 0, closed: false };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (taken.chunks === chunks) {
          taken.closed = true;
          controller.close();
          return;
        }
        taken.chunks++;
        controller.enqueue(new Uint8Array(size));
      },
    });
    return { stream, taken };
  };

  it('reads a body that is arriving to its end, however large (10 MB here)', async () => {
    const { stream, taken } = body(160, 64 * 1024);
    await readRest(stream);
    expect(taken).toEqual({ chunks: 160, closed: true });
  });

  it('gives up on a body that is not coming once REST_OF_BODY.ms has passed, so the refusal still goes out', async () => {
    vi.useFakeTimers();
    let settled = false;
    const reading = readRest(new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) })).then(
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(REST_OF_BODY.ms - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await reading;
    expect(settled).toBe(true);
  });

  it('does nothing with no body, or one already being read', async () => {
    await readRest(null);
    const { stream, taken } = body(3);
    const reader = stream.getReader();
    await readRest(stream);
    reader.releaseLock();
    expect(taken.chunks).toBeLessThanOrEqual(1);
  });
});
