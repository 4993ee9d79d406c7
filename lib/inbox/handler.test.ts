/**
 * What the web-standard handler does when storage says no, over a real SQLite inbox: a database that cannot
 * grow (SQLite's "database or disk is full", made real with max_page_count) and a client past its daily
 * storage allowance. The rows of the API table are the contract suite's (tests/contract/).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forms } from '../../content/forms.ts';
import { newSubmissionId } from '../forms.ts';
import { supportPayload } from '../../tests/fixtures/forms.ts';
import { createFormApi } from './handler.ts';
import { formApiSettings } from './settings.ts';
import { migrate, sqliteInbox } from './sqlite.ts';
import type { InboxStore } from './store.ts';

let dir: string;
let db: DatabaseSync;
let store: InboxStore;
let logged: string[];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'handler-'));
  const file = path.join(dir, 'inbox.sqlite');
  db = new DatabaseSync(file);
  migrate(db);
  store = sqliteInbox(db, file);
  logged = [];
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const api = (env: Record<string, string> = {}) =>
  createFormApi({
    settings: formApiSettings(env),
    store: async () => store,
    log: (message, error) => logged.push(`${message}: ${error instanceof Error ? error.message : String(error ?? '')}`),
  });
const post = (handler: ReturnType<typeof api>, body: unknown, address = '198.51.100.1') =>
  handler(
    new Request('http://site.test/api/forms/support', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    }),
    { address },
  );

describe('storage that says no', () => {
  it('a full disk answers 503 with Retry-After, logs the real cause and stores nothing partial', async () => {
    const handler = api();
    const first = supportPayload();
    const created = await post(handler, first);
    expect(created.status).toBe(201);
    // The database may not grow by one page more: SQLite refuses with SQLITE_FULL, as on a full disk.
    const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number };
    db.exec(`PRAGMA max_page_count = ${pages}`);
    const rows = db.prepare('SELECT count(*) AS n FROM submissions').get() as { n: number };
    let full: Response | undefined;
    // Pages have room for a few rows; the first that needs a new page is refused.
    for (let i = 0; i < 50 && full === undefined; i++) {
      const response = await post(handler, { ...supportPayload(), message: `${'x'.repeat(3000)} ${i}` });
      if (response.status !== 201) full = response;
    }
    expect(full?.status).toBe(503);
    expect(Number(full?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await full?.json()).toEqual({ ok: false, error: forms.serverErrors.unavailable });
    expect(logged.join('\n')).toMatch(/database cannot grow.*: database or disk is full/);
    expect(logged.join('\n')).not.toMatch(/cannot rollback/);
    // Every row is whole (valid JSON, its columns filled), and the refused one is not among them.
    const stored = await store.list();
    expect(stored.length).toBeGreaterThanOrEqual(rows.n);
    for (const row of stored) expect(row.payload.formType).toBe('support');
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    // A retry of a submission already stored is answered as ever, full disk or not: 200 with the first id.
    const retry = await post(handler, first);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual(await created.json());
  });

  it('one client past its daily allowance is refused (429), while others still get through', async () => {
    const handler = api({ INBOX_CLIENT_BYTES_PER_DAY: '8000' });
    const big = () => ({ ...supportPayload(), submissionId: newSubmissionId(), message: 'y'.repeat(3000) });
    expect((await post(handler, big())).status).toBe(201);
    expect((await post(handler, big())).status).toBe(201);
    const refused = await post(handler, big());
    expect(refused.status).toBe(429);
    // The allowance is a day's: the wait is hours, not the minute of the rate limit.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect((await post(handler, big(), '203.0.113.9')).status).toBe(201);
    expect(await store.list()).toHaveLength(3);
  });

  it('a retry of a stored submission is answered 200, however spent the allowance', async () => {
    const handler = api({ INBOX_CLIENT_BYTES_PER_DAY: '8000' });
    const big = () => ({ ...supportPayload(), submissionId: newSubmissionId(), message: 'y'.repeat(3000) });
    const first = big();
    expect((await post(handler, first)).status).toBe(201);
    expect((await post(handler, big())).status).toBe(201);
    expect((await post(handler, big())).status).toBe(429);
    expect((await post(handler, first)).status).toBe(200);
    // Another message under the same submissionId is still a conflict, not a refusal for the allowance.
    expect((await post(handler, { ...first, message: 'z'.repeat(3000) })).status).toBe(409);
    expect(await store.list()).toHaveLength(2);
  });
});
