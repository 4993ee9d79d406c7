/** The Node server's forwarder: a stop that does not wait on a webhook that never answers. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { supportPayload } from '../../tests/fixtures/forms.ts';
import { openSqliteInbox } from '../../lib/inbox/sqlite.ts';
import type { InboxStore } from '../../lib/inbox/store.ts';
import { Forwarder } from './forwarder.ts';

let dir: string;
let store: InboxStore;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'forwarder-'));
  store = openSqliteInbox(path.join(dir, 'inbox.sqlite'), { create: true });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

it('stops within its wait while a webhook hangs, and claims nothing more once stopping', async () => {
  const now = new Date();
  for (let i = 0; i < 6; i++) await store.save('support', supportPayload(), { now, deliver: true });
  let started = 0;
  const hanging = (async () => {
    started++;
    return new Promise<Response>(() => undefined);
  }) as typeof fetch;
  const forwarder = new Forwarder(
    { store, webhooks: { contact: '', support: 'https://hooks.example.com/s' }, fetch: hanging, log: () => undefined },
    { stopWaitMs: 200 },
  );
  forwarder.start();
  await expect.poll(() => started).toBe(4);
  const stopping = forwarder.stop();
  let stopped = false;
  void stopping.then(() => (stopped = true));
  await expect.poll(() => stopped, { timeout: 2_000 }).toBe(true);
  // Four copies in flight (one lane each), none claimed after the stop; the two left stay due.
  expect(started).toBe(4);
  expect((await store.list()).filter((row) => row.delivery === 'pending')).toHaveLength(6);
});
