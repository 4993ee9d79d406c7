/**
 * The local inbox: form submissions in an embedded SQLite file (DESIGN decision 7). The server writes to it
 * and the `inbox` command reads it. Writes are synchronous and committed before the server answers, so a
 * submission the visitor saw acknowledged survives a crash or restart. The file is created readable by its
 * owner only: it holds personal data.
 */
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FormPayload, FormType } from '../../lib/forms.ts';

/** Where the inbox lives unless `INBOX_DB` says otherwise; `data/` is git-ignored. */
export const DEFAULT_INBOX_DB = 'data/inbox.sqlite';

/** The inbox file: `INBOX_DB`, or data/inbox.sqlite under the working folder. */
export function inboxPath(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.INBOX_DB?.trim() || DEFAULT_INBOX_DB);
}

/** Whether the firm's automation webhook has this submission: not configured, waiting, done, or given up. */
export const DELIVERY_STATES = ['none', 'pending', 'delivered', 'failed'] as const;
export type Delivery = (typeof DELIVERY_STATES)[number];

/** One stored submission: the columns `inbox list` shows and the payload exactly as validated. */
export interface StoredSubmission {
  id: number;
  submissionId: string;
  form: FormType;
  /** When the server stored it (ISO, UTC). */
  createdAt: string;
  name: string;
  email: string;
  /** Contact: the company. Support: ''. */
  company: string;
  /** Support: the issue type's value. Contact: ''. */
  issueType: string;
  /** Support: p1–p4. Contact: ''. */
  priority: string;
  payload: Record<string, unknown>;
  delivery: Delivery;
  /** Webhook attempts so far. */
  attempts: number;
  /** When the next attempt is due (pending only). */
  nextAttemptAt: string | null;
  /** The last attempt's failure, '' when none. */
  lastError: string;
  deliveredAt: string | null;
}

export type SaveResult =
  | { id: number; outcome: 'created' }
  /** This submissionId was stored before with the same message: the earlier row's id. */
  | { id: number; outcome: 'duplicate' }
  /** This submissionId was stored before with a different message: the first is kept. */
  | { id: number; outcome: 'conflict' };

/** The database file does not exist yet: nothing has been submitted (or `INBOX_DB` points elsewhere). */
export class InboxMissingError extends Error {
  readonly file: string;

  constructor(file: string) {
    super(`No inbox at ${file}: nothing has been submitted yet, or INBOX_DB points somewhere else.`);
    this.name = 'InboxMissingError';
    this.file = file;
  }
}

/** The inbox has reached its size cap: nothing more is stored until someone prunes or exports it. */
export class InboxFullError extends Error {
  constructor(bytes: number, cap: number) {
    super(`The inbox holds ${bytes} bytes, at its cap of ${cap} (INBOX_MAX_BYTES)`);
    this.name = 'InboxFullError';
  }
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS submissions (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id   TEXT    NOT NULL UNIQUE,
  form            TEXT    NOT NULL CHECK (form IN ('contact', 'support')),
  created_at      TEXT    NOT NULL,
  name            TEXT    NOT NULL DEFAULT '',
  email           TEXT    NOT NULL DEFAULT '',
  company         TEXT    NOT NULL DEFAULT '',
  issue_type      TEXT    NOT NULL DEFAULT '',
  priority        TEXT    NOT NULL DEFAULT '',
  payload         TEXT    NOT NULL CHECK (json_valid(payload))
);
CREATE INDEX IF NOT EXISTS submissions_created_at ON submissions (created_at);
`;

/** Columns added after the first release, so an older inbox file is upgraded in place. */
const ADDED_COLUMNS: Record<string, string> = {
  delivery: `TEXT NOT NULL DEFAULT 'none' CHECK (delivery IN ('none', 'pending', 'delivered', 'failed'))`,
  attempts: 'INTEGER NOT NULL DEFAULT 0',
  next_attempt_at: 'TEXT',
  last_error: `TEXT NOT NULL DEFAULT ''`,
  delivered_at: 'TEXT',
};

interface Row {
  id: number;
  submission_id: string;
  form: FormType;
  created_at: string;
  name: string;
  email: string;
  company: string;
  issue_type: string;
  priority: string;
  payload: string;
  delivery: Delivery;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string;
  delivered_at: string | null;
}

const fromRow = (row: Row): StoredSubmission => ({
  id: row.id,
  submissionId: row.submission_id,
  form: row.form,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  company: row.company,
  issueType: row.issue_type,
  priority: row.priority,
  payload: JSON.parse(row.payload) as Record<string, unknown>,
  delivery: row.delivery,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  deliveredAt: row.delivered_at,
});

/**
 * The same message, whatever its submission time: a retry of one submission (the page's or the outbox's)
 * carries the same fields but may carry a later `submittedAt`.
 */
function sameMessage(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const canonical = (payload: Record<string, unknown>) =>
    JSON.stringify(
      Object.keys(payload)
        .filter((key) => key !== 'submittedAt')
        .sort()
        .map((key) => [key, payload[key]]),
    );
  return canonical(a) === canonical(b);
}

export interface SaveOptions {
  now?: Date;
  /** Queue it for the firm's webhook. */
  deliver?: boolean;
  /** Refuse to grow the file past this many bytes. */
  maxBytes?: number;
}

export class Inbox {
  private readonly db: DatabaseSync;
  readonly file: string;

  private constructor(db: DatabaseSync, file: string) {
    this.db = db;
    this.file = file;
  }

  /**
   * Open the inbox. `create: true` (the server) makes the file and its folder on first use; otherwise (the
   * CLI) a missing file is an `InboxMissingError`, so reading never leaves an empty database behind.
   */
  static open(file: string, { create = false }: { create?: boolean } = {}): Inbox {
    if (!existsSync(file)) {
      if (!create) throw new InboxMissingError(file);
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      // Owner-only from the first byte; SQLite gives its -wal and -shm files the same permissions.
      closeSync(openSync(file, 'wx', 0o600));
    }
    const db = new DatabaseSync(file);
    // WAL lets `inbox list` read while the server writes; synchronous=FULL makes each commit durable on
    // disk (not just in the OS cache) before the server answers; busy_timeout rides out the other's lock.
    // secure_delete overwrites what `inbox erase` and `inbox prune` delete, instead of leaving it in free pages.
    db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;',
    );
    db.exec(SCHEMA);
    const columns = new Set(
      (db.prepare('PRAGMA table_info(submissions)').all() as { name: string }[]).map((column) => column.name),
    );
    for (const [name, definition] of Object.entries(ADDED_COLUMNS)) {
      if (!columns.has(name)) db.exec(`ALTER TABLE submissions ADD COLUMN ${name} ${definition}`);
    }
    db.exec('CREATE INDEX IF NOT EXISTS submissions_due ON submissions (delivery, next_attempt_at)');
    return new Inbox(db, file);
  }

  /** Bytes the database uses (pages × page size), the measure of the size cap. */
  sizeBytes(): number {
    const { page_count: pages } = this.db.prepare('PRAGMA page_count').get() as { page_count: number };
    const { page_size: size } = this.db.prepare('PRAGMA page_size').get() as { page_size: number };
    return pages * size;
  }

  /** The id the next stored submission will get. */
  nextId(): number {
    const row = this.db.prepare(`SELECT seq FROM sqlite_sequence WHERE name = 'submissions'`).get() as
      { seq: number } | undefined;
    return (row?.seq ?? 0) + 1;
  }

  /** Store a validated payload once per submissionId, in one transaction with the size check. */
  save(form: FormType, payload: FormPayload, options: SaveOptions = {}): SaveResult {
    const now = options.now ?? new Date();
    const columns =
      payload.formType === 'contact'
        ? {
            name: `${payload.firstName} ${payload.lastName}`,
            company: payload.company,
            issueType: '',
            priority: '',
          }
        : { name: payload.name, company: '', issueType: payload.issueType, priority: payload.priority };
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const existing = this.db
        .prepare('SELECT id, payload FROM submissions WHERE submission_id = ?')
        .get(payload.submissionId) as { id: number; payload: string } | undefined;
      let result: SaveResult;
      if (existing) {
        const same = sameMessage(JSON.parse(existing.payload) as Record<string, unknown>, payload);
        result = { id: existing.id, outcome: same ? 'duplicate' : 'conflict' };
      } else {
        if (options.maxBytes !== undefined && this.sizeBytes() >= options.maxBytes) {
          throw new InboxFullError(this.sizeBytes(), options.maxBytes);
        }
        const inserted = this.db
          .prepare(
            `INSERT INTO submissions (submission_id, form, created_at, name, email, company, issue_type, priority,
               payload, delivery, next_attempt_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
             RETURNING id`,
          )
          .get(
            payload.submissionId,
            form,
            now.toISOString(),
            columns.name,
            payload.email,
            columns.company,
            columns.issueType,
            columns.priority,
            JSON.stringify(payload),
            options.deliver ? 'pending' : 'none',
            options.deliver ? now.toISOString() : null,
          ) as { id: number };
        result = { id: inserted.id, outcome: 'created' };
      }
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Newest first. */
  list({ limit }: { limit?: number } = {}): StoredSubmission[] {
    const sql = 'SELECT * FROM submissions ORDER BY id DESC' + (limit === undefined ? '' : ' LIMIT ?');
    const statement = this.db.prepare(sql);
    const rows = (limit === undefined ? statement.all() : statement.all(limit)) as unknown as Row[];
    return rows.map(fromRow);
  }

  /** By row id (`42`) or by submissionId (a UUID). */
  get(key: string | number): StoredSubmission | undefined {
    const byId = typeof key === 'number' || /^\d+$/.test(key);
    const row = this.db
      .prepare(`SELECT * FROM submissions WHERE ${byId ? 'id' : 'submission_id'} = ?`)
      .get(byId ? Number(key) : key.toLowerCase()) as Row | undefined;
    return row && fromRow(row);
  }

  count(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM submissions').get() as { n: number }).n;
  }

  // ---- Webhook delivery (cli/server/forwarder.ts) ---------------------------------------------------------

  /** Submissions waiting for the webhook whose next attempt is due, oldest first. */
  due(now: Date, limit = 20): StoredSubmission[] {
    const rows = this.db
      .prepare(`SELECT * FROM submissions WHERE delivery = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?`)
      .all(now.toISOString(), limit) as unknown as Row[];
    return rows.map(fromRow);
  }

  markDelivered(id: number, now: Date): void {
    this.db
      .prepare(
        `UPDATE submissions SET delivery = 'delivered', attempts = attempts + 1, delivered_at = ?, next_attempt_at = NULL, last_error = '' WHERE id = ?`,
      )
      .run(now.toISOString(), id);
  }

  /** A failed attempt: try again at `next`, or give up (`next` null). */
  markAttemptFailed(id: number, error: string, next: Date | null): void {
    this.db
      .prepare(
        `UPDATE submissions SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, delivery = ? WHERE id = ?`,
      )
      .run(error.slice(0, 500), next?.toISOString() ?? null, next ? 'pending' : 'failed', id);
  }

  // ---- Retention and erasure (SPEC §9; `inbox prune`, `inbox erase`) ---------------------------------------

  /** Submissions of `form` stored before `before`, oldest first. */
  olderThan(form: FormType, before: Date): StoredSubmission[] {
    const rows = this.db
      .prepare('SELECT * FROM submissions WHERE form = ? AND created_at < ? ORDER BY id')
      .all(form, before.toISOString()) as unknown as Row[];
    return rows.map(fromRow);
  }

  /** Every submission from this e-mail address, whatever its case, oldest first. */
  byEmail(email: string): StoredSubmission[] {
    const rows = this.db
      .prepare('SELECT * FROM submissions WHERE lower(email) = lower(?) ORDER BY id')
      .all(email.trim()) as unknown as Row[];
    return rows.map(fromRow);
  }

  /** Delete these rows in one transaction; returns how many went. */
  delete(ids: readonly number[]): number {
    if (ids.length === 0) return 0;
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const statement = this.db.prepare('DELETE FROM submissions WHERE id = ?');
      let removed = 0;
      for (const id of ids) removed += Number(statement.run(id).changes);
      this.db.exec('COMMIT');
      return removed;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
