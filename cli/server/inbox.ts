/**
 * The local inbox: form submissions in an embedded SQLite file (DESIGN decision 7). The server writes to it
 * and the `inbox` command reads it. Writes are synchronous and committed before the server answers, so a
 * submission the visitor saw acknowledged survives a crash or restart.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FormPayload, FormType } from '../../lib/forms.ts';

/** Where the inbox lives unless `INBOX_DB` says otherwise; `data/` is git-ignored. */
export const DEFAULT_INBOX_DB = 'data/inbox.sqlite';

/** The inbox file: `INBOX_DB`, or data/inbox.sqlite under the working folder. */
export function inboxPath(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.INBOX_DB?.trim() || DEFAULT_INBOX_DB);
}

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
}

export interface SaveResult {
  id: number;
  /** False when this submissionId was already stored: the earlier row's id is returned. */
  created: boolean;
}

/** The database file does not exist yet: nothing has been submitted (or `INBOX_DB` points elsewhere). */
export class InboxMissingError extends Error {
  readonly file: string;

  constructor(file: string) {
    super(`No inbox at ${file}: nothing has been submitted yet, or INBOX_DB points somewhere else.`);
    this.name = 'InboxMissingError';
    this.file = file;
  }
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS submissions (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id TEXT    NOT NULL UNIQUE,
  form          TEXT    NOT NULL CHECK (form IN ('contact', 'support')),
  created_at    TEXT    NOT NULL,
  name          TEXT    NOT NULL DEFAULT '',
  email         TEXT    NOT NULL DEFAULT '',
  company       TEXT    NOT NULL DEFAULT '',
  issue_type    TEXT    NOT NULL DEFAULT '',
  priority      TEXT    NOT NULL DEFAULT '',
  payload       TEXT    NOT NULL CHECK (json_valid(payload))
);
CREATE INDEX IF NOT EXISTS submissions_created_at ON submissions (created_at);
`;

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
});

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
      mkdirSync(path.dirname(file), { recursive: true });
    }
    const db = new DatabaseSync(file);
    // WAL lets `inbox list` read while the server writes; synchronous=FULL makes each commit durable on
    // disk (not just in the OS cache) before the server answers; busy_timeout rides out the other's lock.
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;');
    db.exec(SCHEMA);
    return new Inbox(db, file);
  }

  /** Store a validated payload once per submissionId. */
  save(form: FormType, payload: FormPayload, now: Date = new Date()): SaveResult {
    const columns =
      payload.formType === 'contact'
        ? {
            name: `${payload.firstName} ${payload.lastName}`,
            company: payload.company,
            issueType: '',
            priority: '',
          }
        : { name: payload.name, company: '', issueType: payload.issueType, priority: payload.priority };
    const inserted = this.db
      .prepare(
        `INSERT INTO submissions (submission_id, form, created_at, name, email, company, issue_type, priority, payload)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (submission_id) DO NOTHING
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
      ) as { id: number } | undefined;
    if (inserted) return { id: inserted.id, created: true };
    const existing = this.db
      .prepare('SELECT id FROM submissions WHERE submission_id = ?')
      .get(payload.submissionId) as { id: number };
    return { id: existing.id, created: false };
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

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
