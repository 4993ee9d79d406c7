/**
 * Webhook copies (lib/inbox/delivery.ts) over a real SQLite inbox, with the clock and the webhook in the
 * test's hands: sent once, retried with back-off, given up after a day, and never sent twice by two runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../forms.ts';
import { contactPayload, supportPayload } from '../../tests/fixtures/forms.ts';
import { CLAIM_MS, GIVE_UP_AFTER_MS, backoff, deliverDue, deliverOne } from './delivery.ts';
import { openSqliteInbox } from './sqlite.ts';
import type { InboxStore } from './store.ts';

let dir: string;
let store: InboxStore;
let now: Date;
let answer: number | Error;
let calls: { url: string; body: Record<string, unknown> }[];

const webhooks = { contact: '', support: 'https://hooks.example.com/support' };
const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
  calls.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
  if (answer instanceof Error) throw answer;
  return new Response(null, { status: answer });
}) as typeof globalThis.fetch;
const deliver = () => deliverDue({ store, webhooks, fetch, now: () => now });

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
  it('sends each queued submission once, as stored (without the honeypot field)', async () => {
    const { [HONEYPOT_FIELD]: _honeypot, ...payload } = supportPayload();
    await store.save('support', payload, { now, deliver: true });
    expect(await deliver()).toBe(1);
    expect(calls).toEqual([{ url: webhooks.support, body: payload }]);
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
    now = new Date(now.getTime() + backoff(1) - 1);
    await deliver();
    expect(calls).toHaveLength(1);
    // Due, and the webhook is unreachable: the wait doubles.
    now = new Date(now.getTime() + 1);
    answer = new Error('connect ECONNREFUSED 10.0.0.1:443');
    await deliver();
    expect(await store.get(1)).toMatchObject({
      attempts: 2,
      lastError: 'connect ECONNREFUSED 10.0.0.1:443',
      nextAttemptAt: new Date(now.getTime() + backoff(2)).toISOString(),
    });
    now = new Date(now.getTime() + backoff(2));
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

  it('gives up a day after the submission, marking it failed', async () => {
    await store.save('support', supportPayload(), { now, deliver: true });
    answer = 503;
    await deliver();
    now = new Date(now.getTime() + GIVE_UP_AFTER_MS);
    await deliver();
    expect(await store.get(1)).toMatchObject({
      delivery: 'failed',
      attempts: 2,
      lastError: 'the webhook answered 503',
    });
    now = new Date(now.getTime() + GIVE_UP_AFTER_MS);
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
    // A run claims the copy and then dies (a crash, a restart) before it can say how the attempt went.
    expect(await store.claim(now, new Date(now.getTime() + CLAIM_MS))).toMatchObject({ id: 1 });
    await deliver();
    expect(calls).toHaveLength(0);
    now = new Date(now.getTime() + CLAIM_MS);
    await deliver();
    expect(calls).toHaveLength(1);
    expect((await store.get(1))?.delivery).toBe('delivered');
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
    now = new Date(now.getTime() + CLAIM_MS + 1);
    expect(await deliver()).toBe(1);
    expect(await store.get(1)).toMatchObject({ delivery: 'delivered', attempts: 1 });
    release();
    await first;
    // The late 502 changed nothing: delivered once, one attempt counted.
    expect(await store.get(1)).toMatchObject({ delivery: 'delivered', attempts: 1, lastError: '' });
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

  it('queues nothing for a form without a webhook', async () => {
    await store.save('contact', contactPayload(), { now, deliver: false });
    expect(await deliver()).toBe(0);
    expect((await store.get(1))?.delivery).toBe('none');
  });
});
