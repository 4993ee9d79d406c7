/**
 * The inbox in a local SQLite file (node:sqlite), for `npm start`, a VM, and the `inbox` command. The schema
 * is migrations/, applied here exactly as wrangler applies it to D1. Each transaction is committed to disk
 * before the server answers (WAL, `synchronous = FULL`), so a submission the visitor saw acknowledged survives
 * a crash or a power cut. The file is created readable by its owner only: it holds personal data.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { InboxStore, type Row, type SqlDriver, type Statement } from './store.ts';

/** Where the inbox lives unless `INBOX_DB` says otherwise; `data/` is git-ignored. */
export const DEFAULT_INBOX_DB = 'data/inbox.sqlite';

/** The inbox file: `INBOX_DB`, or data/inbox.sqlite under the working folder. */
export function inboxPath(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.INBOX_DB?.trim() || DEFAULT_INBOX_DB);
}

/** The schema's one folder, shared with D1 (wrangler.jsonc `migrations_dir`). */
const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** wrangler's table of applied migrations, created as wrangler creates it, so both stores read alike. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

/** The migration files in the order wrangler applies them: by their leading number. */
export function migrationFiles(dir: string = MIGRATIONS_DIR): string[] {
  const number = (name: string) => Number.parseInt(name.split('_', 1)[0] ?? '', 10);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort((a, b) => number(a) - number(b) || a.localeCompare(b));
}

/**
 * Columns that inbox files from before migrations/ existed may lack: such a file is brought up to the first
 * migration's table before the migrations run (they create only what is missing).
 */
const LEGACY_COLUMNS: Record<string, string> = {
  delivery: `TEXT NOT NULL DEFAULT 'none' CHECK (delivery IN ('none', 'pending', 'delivered', 'failed'))`,
  attempts: 'INTEGER NOT NULL DEFAULT 0',
  next_attempt_at: 'TEXT',
  last_error: `TEXT NOT NULL DEFAULT ''`,
  delivered_at: 'TEXT',
};

/** The database file does not exist yet: nothing has been submitted (or `INBOX_DB` points elsewhere). */
export class InboxMissingError extends Error {
  readonly file: string;

  /** `variable`: the setting that names where the inbox is. */
  constructor(file: string, variable = 'INBOX_DB') {
    super(`No inbox at ${file}: nothing has been submitted yet, or ${variable} points somewhere else.`);
    this.name = 'InboxMissingError';
    this.file = file;
  }
}

const isRead = (statement: Statement) => /^\s*select\b/i.test(statement.sql);

class SqliteDriver implements SqlDriver {
  readonly location: string;
  private readonly db: DatabaseSync;
  private readonly prepared = new Map<string, StatementSync>();

  constructor(db: DatabaseSync, file: string) {
    this.db = db;
    this.location = file;
  }

  private prepare(text: string): StatementSync {
    let statement = this.prepared.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.prepared.set(text, statement);
    }
    return statement;
  }

  // node:sqlite is synchronous: a batch runs start to finish before any other request's code, so within
  // one process nothing interleaves; BEGIN IMMEDIATE orders it against other processes on the same file.
  async batch(statements: readonly Statement[]): Promise<{ results: Row[][]; sizeBytes: number }> {
    const readOnly = statements.every(isRead);
    this.db.exec(readOnly ? 'BEGIN' : 'BEGIN IMMEDIATE');
    try {
      const results = statements.map(
        (statement) => this.prepare(statement.sql).all(...statement.params) as unknown as Row[],
      );
      const sizeBytes = this.sizeBytes();
      this.db.exec('COMMIT');
      return { results, sizeBytes };
    } catch (error) {
      // SQLite may have rolled back already (a full disk does): a second ROLLBACK would hide the cause.
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Bytes the database uses (pages × page size). */
  private sizeBytes(): number {
    const { page_count: pages } = this.prepare('PRAGMA page_count').get() as { page_count: number };
    const { page_size: size } = this.prepare('PRAGMA page_size').get() as { page_size: number };
    return pages * size;
  }

  async close(): Promise<void> {
    if (this.db.isOpen) this.db.close();
  }
}

/** Apply the migrations that have not run, in one transaction, recording each as wrangler does. */
export function migrate(db: DatabaseSync, dir: string = MIGRATIONS_DIR): string[] {
  db.exec('BEGIN IMMEDIATE');
  try {
    const tables = new Set(
      (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map(
        (table) => table.name,
      ),
    );
    if (tables.has('submissions') && !tables.has('d1_migrations')) {
      const columns = new Set(
        (db.prepare('PRAGMA table_info(submissions)').all() as { name: string }[]).map((column) => column.name),
      );
      for (const [name, definition] of Object.entries(LEGACY_COLUMNS)) {
        if (!columns.has(name)) db.exec(`ALTER TABLE submissions ADD COLUMN ${name} ${definition}`);
      }
    }
    db.exec(MIGRATIONS_TABLE);
    const applied = new Set(
      (db.prepare('SELECT name FROM d1_migrations').all() as { name: string }[]).map((row) => row.name),
    );
    const pending = migrationFiles(dir).filter((name) => !applied.has(name));
    for (const name of pending) {
      db.exec(readFileSync(path.join(dir, name), 'utf8'));
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(name);
    }
    db.exec('COMMIT');
    return pending;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Make the inbox and its companions (the -wal and -shm files, the client key) readable by their owner only,
 * if a copy, a restore or a umask left them open to others: they hold every enquiry. Returns the files
 * changed, each with its old mode, for the server to say so.
 */
export function tightenInboxFiles(file: string): string[] {
  const changed: string[] = [];
  for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}.key`]) {
    let mode: number;
    try {
      mode = statSync(name).mode & 0o777;
    } catch {
      continue;
    }
    if ((mode & 0o077) === 0) continue;
    chmodSync(name, 0o600);
    changed.push(`${name} (was ${mode.toString(8).padStart(4, '0')})`);
  }
  return changed;
}

/**
 * Open the inbox file. `create: true` (the server) makes the file and its folder on first use; otherwise (the
 * CLI) a missing file is an `InboxMissingError`, so reading never leaves an empty database behind.
 */
export function openSqliteInbox(file: string, { create = false }: { create?: boolean } = {}): InboxStore {
  if (existsSync(file)) tightenInboxFiles(file);
  else {
    if (!create) throw new InboxMissingError(file);
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Owner-only from the first byte; SQLite gives its -wal and -shm files the same permissions.
    closeSync(openSync(file, 'wx', 0o600));
  }
  const db = new DatabaseSync(file);
  try {
    // WAL lets `inbox list` read while the server writes; synchronous=FULL makes each commit durable on
    // disk (not just in the OS cache) before the server answers; busy_timeout rides out the other's lock.
    // secure_delete overwrites what `inbox erase` and `inbox prune` delete, instead of leaving it in free pages.
    db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;',
    );
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return sqliteInbox(db, file);
}

/** The store over a connection already open and migrated (openSqliteInbox's last step; tests set pragmas first). */
export const sqliteInbox = (db: DatabaseSync, file: string): InboxStore => new InboxStore(new SqliteDriver(db, file));
