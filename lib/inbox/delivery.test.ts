/**
 * Webhook copies (lib/inbox/delivery.ts) over a real SQLite inbox, with the clock and the webhook in the
 * test's hands: sent once, retried with back-off, given up after a day, and never sent twice by two runs.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../forms.ts';
import { contactPayload, supportPayload } from '../../tests/fixtures/forms.ts';
import {
  ATTEMPT_TIMEOUT_MS,
  CLAIM_MS,
  DELIVERY_CONCURRENCY,
  FIRST_RETRY_MS,
  GIVE_UP_AFTER_MS,
  backoff,
  deliverDue,
  deliverOne,
  failureOf,
} from './delivery.ts';
import { openSqliteInbox } from './sqlite.ts';
import type { InboxStore } from './store.ts';

let dir: string;
let store: InboxStore;
let now: Date;
let answer: number | Error;
let calls: { url: string; body: Record<string, unknown>; key: string | null }[];

const webhooks = { contact: '', support: 'https://hooks.example.com/support' };
const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
  const key = new Headers(init?.headers).get('webhook-id');
  calls.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown>, key });
  if (answer instanceof Error) throw answer;
  return new Response(null, { status: answer });
}) as typeof globalThis.fetch;
const deliver = () => deliverDue({ store, webhooks, fetch, now: () => now });
/** deliverDue reads the test's clock, which moves only when a test moves it. */
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'delivery-'));
  store = openSqliteInbox(path.join(dir, 'inbox.sqlite'), { create: true });
  now = new Date('2026-03-02T10:00:00Z');
  answer = 200;
  calls = [];
});

afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('copies to the firm’s webhook', () => {
  it('sends each queued submission once, as stored (without the honeypot field), under its key though unsigned', async () => {
    const { [HONEYPOT_FIELD]: _honeypot, ...payload } = supportPayload();
    await store.save('support', payload, { now, deliver: true });
    expect(await deliver()).toBe(1);
    expect(calls).toEqual([{ url: webhooks.support, body: payload, key: `msg_${payload.submissionId}` }]);
    expect(await store.get(1)).toMatchObject({ delivery: 'delivered', attempts: 1, deliveredAt: now.toISOString() });
    expect(await deliver()).toBe(0);
    expect(calls).toHaveLength(1);
  });

  it('retries with back-off until the webhook takes it, and records what failed', async () => {
    await store.save('support', supportPayload(), { now, deliver: true });
    answer = 500;
    await deliver();
    expect(await store.get(1)).toMatchObject({
      delivery: 'pending',
      attempts: 1,
      lastError: 'the webhook answered 500',
      nextAttemptAt: new Date(now.getTime() + backoff(1)).toISOString(),
    });
    // Not due yet: nothing is sent.
    advance(backoff(1) - 1);
    await deliver();
    expect(calls).toHaveLength(1);
    // Due, and the webhook is unreachable: the wait doubles.
    advance(1);
    answer = new Error('connect ECONNREFUSED 10.0.0.1:443');
    await deliver();
    expect(await store.get(1)).toMatchObject({
      attempts: 2,
      lastError: 'connect ECONNREFUSED 10.0.0.1:443',
      nextAttemptAt: new Date(now.getTime() + backoff(2)).toISOString(),
    });
    advance(backoff(2));
    answer = 204;
    await deliver();
    expect(await store.get(1)).toMatchObject({
      delivery: 'delivered',
      attempts: 3,
      lastError: '',
      nextAttemptAt: null,
    });
    expect(backoff(1)).toBe(30_000);
    expect(backoff(20)).toBe(60 * 60_000);
  });

  it('counts the day from the first attempt, not from storage: a backlog from a stopped server gets its retries', async () => {
    await store.save('support', supportPayload(), { now, deliver: true });
    // The server was down for two days; the first attempt fails.
    advance(2 * GIVE_UP_AFTER_MS);
    answer = 503;
    await deliver();
    expect(await store.get(1)).toMatchObject({ delivery: 'pending', attempts: 1, firstAttemptAt: now.toISOString() });
    advance(GIVE_UP_AFTER_MS - 1);
    await deliver();
    expect((await store.get(1))?.delivery).toBe('pending');
    // The next retry comes due past the day: the copy is given up.
    advance(backoff(2));
    await deliver();
    expect(await store.get(1)).toMatchObject({ delivery: 'failed', attempts: 3 });
  });

  it('queues a failed copy again with a fresh day (inbox redeliver), and leaves others as they are', async () => {
    for (let i = 0; i < 3; i++) await store.save('support', supportPayload(), { now, deliver: true });
    answer = 503;
    await deliver();
    advance(GIVE_UP_AFTER_MS);
    await deliver();
    answer = 200;
    await store.redeliver([2], now);
    expect(await store.get(2)).toMatchObject({ delivery: 'pending', firstAttemptAt: null });
    expect(await store.redeliver([2], now)).toEqual([]);
    await deliver();
    expect((await store.get(2))?.delivery).toBe('delivered');
    expect(await store.redeliver('failed', now)).toEqual([1, 3]);
    await deliver();
    expect((await store.list()).map((row) => row.delivery)).toEqual(['delivered', 'delivered', 'delivered']);
    expect(await store.redeliver('failed', now)).toEqual([]);
  });

  it('gives up a day after the first attempt, marking it failed', async () => {
    await store.save('support', supportPayload(), { now, deliver: true });
    answer = 503;
    await deliver();
    advance(GIVE_UP_AFTER_MS);
    await deliver();
    expect(await store.get(1)).toMatchObject({
      delivery: 'failed',
      attempts: 2,
      lastError: 'the webhook answered 503',
    });
    advance(GIVE_UP_AFTER_MS);
    await deliver();
    expect(calls).toHaveLength(2);
  });

  it('never sends one copy twice when two runs overlap (two instances, or a save beside the schedule)', async () => {
    for (let i = 0; i < 30; i++) await store.save('support', supportPayload(), { now, deliver: true });
    // A webhook slow enough that the runs overlap throughout.
    const slow = (async (url: string | URL | Request, init?: RequestInit) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return fetch(url, init);
    }) as typeof globalThis.fetch;
    const other = openSqliteInbox(path.join(dir, 'inbox.sqlite'));
    try {
      await Promise.all([
        deliverDue({ store, webhooks, fetch: slow, now: () => now }),
        deliverDue({ store: other, webhooks, fetch: slow, now: () => now }),
      ]);
    } finally {
      await other.close();
    }
    const sent = calls.map((call) => call.body.submissionId);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
  });

  it('takes back a copy whose run stopped mid-attempt, once its claim lapses', async () => {
    await store.save('support', supportPayload(), { now, deliver: true });
    // A run claims the copy and then dies (a crash, a restart) before it can say how the attempt went: the
    // attempt was counted when it was claimed, before anything was sent.
    expect(await store.claim(now, new Date(now.getTime() + CLAIM_MS))).toMatchObject({ id: 1, attempts: 1 });
    await deliver();
    expect(calls).toHaveLength(0);
    advance(CLAIM_MS);
    await deliver();
    expect(calls).toHaveLength(1);
    expect(await store.get(1)).toMatchObject({ delivery: 'delivered', attempts: 2 });
  });

  it('lets a run whose claim lapsed mid-attempt record nothing over the run that took the copy over', async () => {
    await store.save('support', supportPayload(), { now, deliver: true });
    // The first run's webhook hangs past the claim; meanwhile a second run takes the copy and delivers it.
    let release: () => void = () => undefined;
    const hung = new Promise<void>((resolve) => (release = resolve));
    const slowFailing = (async () => {
      await hung;
      return new Response(null, { status: 502 });
    }) as typeof globalThis.fetch;
    const first = deliverDue({ store, webhooks, fetch: slowFailing, now: () => now });
    await new Promise((resolve) => setTimeout(resolve, 20));
    advance(CLAIM_MS + 1);
    expect(await deliver()).toBe(1);
    expect(await store.get(1)).toMatchObject({ delivery: 'delivered', attempts: 2 });
    release();
    await first;
    // The late 502 changed nothing: delivered, the two attempts begun counted once each.
    expect(await store.get(1)).toMatchObject({ delivery: 'delivered', attempts: 2, lastError: '' });
  });

  it('sends a just-stored copy by its id, and at most `max` copies a run', async () => {
    for (let i = 0; i < 3; i++) await store.save('support', supportPayload(), { now, deliver: true });
    expect(await deliverOne({ store, webhooks, fetch, now: () => now }, 2)).toBe(true);
    expect(calls.map((call) => call.body.submissionId)).toEqual([(await store.get(2))?.submissionId]);
    expect(await deliverOne({ store, webhooks, fetch, now: () => now }, 2)).toBe(false);
    expect(await deliverDue({ store, webhooks, fetch, now: () => now }, { max: 1 })).toBe(1);
    expect((await store.get(1))?.delivery).toBe('delivered');
    expect((await store.get(3))?.delivery).toBe('pending');
  });

  it('sends a backlog a few copies at a time, and claims none once told to stop', async () => {
    for (let i = 0; i < 12; i++) await store.save('support', supportPayload(), { now, deliver: true });
    let inFlight = 0;
    let most = 0;
    const slow = (async (url: string | URL | Request, init?: RequestInit) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 10));
      inFlight--;
      return fetch(url, init);
    }) as typeof globalThis.fetch;
    expect(await deliverDue({ store, webhooks, fetch: slow, now: () => now })).toBe(12);
    expect(most).toBe(DELIVERY_CONCURRENCY);

    for (let i = 0; i < 3; i++) await store.save('support', supportPayload(), { now, deliver: true });
    const stopping = new AbortController();
    stopping.abort();
    expect(await deliverDue({ store, webhooks, fetch, now: () => now }, { signal: stopping.signal })).toBe(0);
  });

  it('signs each copy when a secret is set, the same message id on every attempt', async () => {
    await store.save('support', supportPayload(), { now, deliver: true });
    const seen: Headers[] = [];
    const bodies: string[] = [];
    const recording = (async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      bodies.push(String(init?.body));
      return new Response(null, { status: seen.length === 1 ? 500 : 200 });
    }) as typeof globalThis.fetch;
    const signed = () => deliverDue({ store, webhooks, fetch: recording, now: () => now, secret: 'n8n-secret' });
    await signed();
    advance(FIRST_RETRY_MS);
    await signed();
    expect(seen).toHaveLength(2);
    const id = `msg_${(await store.get(1))?.submissionId}`;
    for (const [i, headers] of seen.entries()) {
      expect(headers.get('webhook-id')).toBe(id);
      const timestamp = headers.get('webhook-timestamp');
      const expected = createHmac('sha256', 'n8n-secret').update(`${id}.${timestamp}.${bodies[i]}`).digest('base64');
      expect(headers.get('webhook-signature')).toBe(`v1,${expected}`);
    }
    expect(seen[1]?.get('webhook-timestamp')).toBe(String(now.getTime() / 1000));
    calls = [];
    await store.save('contact', contactPayload(), { now, deliver: true });
    await deliverDue({
      store,
      webhooks: { ...webhooks, contact: 'https://hooks.example.com/c' },
      fetch,
      now: () => now,
    });
    expect(calls).toHaveLength(1);
  });

  it('says what failed: refused, timed out, or the HTTP status', async () => {
    // A port nothing listens on: a real refusal from the system.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await store.save('support', supportPayload(), { now, deliver: true });
    await deliverDue({ store, webhooks: { ...webhooks, support: `http://127.0.0.1:${port}/hook` }, now: () => now });
    expect((await store.get(1))?.lastError).toBe('refused: nothing listens at the webhook address (ECONNREFUSED)');
    expect(failureOf(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(
      `timed out: no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`,
    );
    expect(failureOf(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } }))).toBe(
      "the webhook's host name was not found (ENOTFOUND)",
    );
  });

  it('queues nothing for a form without a webhook', async () => {
    await store.save('contact', contactPayload(), { now, deliver: false });
    expect(await deliver()).toBe(0);
    expect((await store.get(1))?.delivery).toBe('none');
  });
});
