/**
 * The inbox store over node:sqlite (the same SQL runs on D1: tests/contract/ and cli/commands/inbox.test.ts
 * run it there): the schema from migrations/, recorded as wrangler records it; older inbox files brought up
 * to it; deduplication; the shared rate-limit counters; deletion.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactPayload, supportPayload } from '../../tests/fixtures/forms.ts';
import { migrationFiles, openSqliteInbox } from './sqlite.ts';
import type { InboxStore } from './store.ts';

let dir: string;
let file: string;
let store: InboxStore | undefined;
const now = new Date('2026-03-02T10:00:00Z');

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-'));
  file = path.join(dir, 'inbox.sqlite');
});

afterEach(async () => {
  await store?.close();
  store = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const read = <T>(sql: string): T[] => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
};

describe('the schema', () => {
  it('is migrations/, each file applied once and recorded in d1_migrations as wrangler records it', async () => {
    store = openSqliteInbox(file, { create: true });
    await store.close();
    store = openSqliteInbox(file);
    expect(migrationFiles()).toContain('0001_inbox.sql');
    expect(read<{ name: string }>('SELECT name FROM d1_migrations ORDER BY id').map((row) => row.name)).toEqual(
      migrationFiles(),
    );
    const tables = read<{ name: string }>(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`);
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['d1_migrations', 'rate_limits', 'submissions']),
    );
    expect(read<{ journal_mode: string }>('PRAGMA journal_mode')[0]?.journal_mode).toBe('wal');
  });

  it('upgrades an inbox file from before migrations/, keeping its submissions', async () => {
    const db = new DatabaseSync(file);
    db.exec(`CREATE TABLE submissions (
      id INTEGER PRIMARY KEY AUTOINCREMENT, submission_id TEXT NOT NULL UNIQUE,
      form TEXT NOT NULL CHECK (form IN ('contact', 'support')), created_at TEXT NOT NULL,
      name TEXT NOT NULL DEFAULT '', email TEXT NOT NULL DEFAULT '', company TEXT NOT NULL DEFAULT '',
      issue_type TEXT NOT NULL DEFAULT '', priority TEXT NOT NULL DEFAULT '',
      payload TEXT NOT NULL CHECK (json_valid(payload)))`);
    const old = supportPayload();
    db.prepare(
      `INSERT INTO submissions (submission_id, form, created_at, name, email, payload) VALUES (?, 'support', ?, ?, ?, ?)`,
    ).run(old.submissionId, now.toISOString(), old.name, old.email, JSON.stringify(old));
    db.close();
    store = openSqliteInbox(file);
    expect(await store.get(old.submissionId)).toMatchObject({ id: 1, delivery: 'none', attempts: 0, payload: old });
    const saved = await store.save('contact', contactPayload(), { now, deliver: true });
    expect(saved).toEqual({ id: 2, outcome: 'created' });
    expect((await store.get(2))?.delivery).toBe('pending');
  });
});

describe('saving', () => {
  it('stores a submissionId once: the same message again is a duplicate, another is a conflict', async () => {
    store = openSqliteInbox(file, { create: true });
    const enquiry = contactPayload();
    expect(await store.save('contact', enquiry, { now, deliver: false })).toEqual({ id: 1, outcome: 'created' });
    // A retry (the page's or the outbox's) may carry a later submittedAt: the same message.
    const retry = { ...enquiry, submittedAt: new Date(now.getTime() + 60_000).toISOString() };
    expect(await store.save('contact', retry, { now, deliver: false })).toEqual({ id: 1, outcome: 'duplicate' });
    const other = { ...enquiry, message: 'Something else entirely.' };
    expect(await store.save('contact', other, { now, deliver: false })).toEqual({ id: 1, outcome: 'conflict' });
    expect(await store.count()).toBe(1);
  });

  it('refuses a new submission at the size cap, but still answers a repeat of a stored one', async () => {
    store = openSqliteInbox(file, { create: true });
    const ticket = supportPayload();
    await store.save('support', ticket, { now, deliver: false });
    await expect(store.save('support', supportPayload(), { now, deliver: false, maxBytes: 4096 })).rejects.toThrow(
      /at its cap of 4096 \(INBOX_MAX_BYTES\)/,
    );
    expect(await store.save('support', ticket, { now, deliver: false, maxBytes: 4096 })).toMatchObject({
      outcome: 'duplicate',
    });
  });

  it('deletes by id in one statement, never reusing an id, and finds by e-mail in any case', async () => {
    store = openSqliteInbox(file, { create: true });
    for (const email of ['a@example.com', 'B@Example.com', 'c@example.com']) {
      await store.save('support', supportPayload({ email }), { now, deliver: false });
    }
    expect((await store.byEmail('b@example.COM')).map((row) => row.id)).toEqual([2]);
    expect(await store.delete([1, 3, 99])).toBe(2);
    expect((await store.list()).map((row) => row.id)).toEqual([2]);
    // Ids are never reused: a deleted row's id does not come back (`inbox show 3` never shows another's).
    expect(await store.save('support', supportPayload(), { now, deliver: false })).toMatchObject({ id: 4 });
  });
});

describe('rate-limit counters', () => {
  const client = { key: 'client:a', max: 2, windowMs: 60_000 };
  const global = { key: 'global', max: 3, windowMs: 60_000 };
  const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

  it('allow `max` hits in a window that starts at the first, then say how long to wait', async () => {
    store = openSqliteInbox(file, { create: true });
    expect(await store.hit([client], at(0))).toEqual({ allowed: true });
    expect(await store.hit([client], at(10))).toEqual({ allowed: true });
    expect(await store.hit([client], at(20))).toEqual({ allowed: false, index: 0, retryAfterSeconds: 40 });
    expect(await store.hit([client], at(59.5))).toEqual({ allowed: false, index: 0, retryAfterSeconds: 1 });
    // The window restarts with the first hit after it ends.
    expect(await store.hit([client], at(60))).toEqual({ allowed: true });
    expect(await store.hit([client], at(61))).toEqual({ allowed: true });
    expect(await store.hit([client], at(62))).toMatchObject({ allowed: false, retryAfterSeconds: 58 });
  });

  it('count a later counter only for hits every earlier one let through', async () => {
    store = openSqliteInbox(file, { create: true });
    const other = { ...client, key: 'client:b' };
    for (let i = 0; i < 5; i++) await store.hit([client, global], at(i));
    // Client a was let through twice; its three refusals did not use up the global allowance.
    expect(await store.hit([other, global], at(10))).toEqual({ allowed: true });
    expect(await store.hit([other, global], at(11))).toEqual({ allowed: false, index: 1, retryAfterSeconds: 49 });
    expect(read<{ key: string; hits: number }>('SELECT key, hits FROM rate_limits ORDER BY key')).toEqual([
      { key: 'client:a', hits: 5 },
      { key: 'client:b', hits: 2 },
      { key: 'global', hits: 4 },
    ]);
  });

  it('are pruned once their window is over', async () => {
    store = openSqliteInbox(file, { create: true });
    await store.hit([client], at(0));
    await store.hit([global], at(100));
    await store.pruneLimits(at(50));
    expect(read<{ key: string }>('SELECT key FROM rate_limits').map((row) => row.key)).toEqual(['global']);
  });
});
