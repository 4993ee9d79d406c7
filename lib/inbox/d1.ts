/**
 * The inbox in Cloudflare D1: the Worker's binding (worker/index.ts), or the same database reached from
 * Node through wrangler for `inbox --target cloudflare` (lib/cloudflare.ts). Every call is one D1 batch,
 * which D1 runs as one transaction: a save is one atomic batch.
 * @see https://developers.cloudflare.com/d1/worker-api/d1-database/#batch
 */
import { InboxStore, type Row, type SqlDriver, type Statement } from './store.ts';

/** The part of the Workers runtime's D1 API the store uses (the types of @cloudflare/workers-types). */
interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
}
interface D1Result {
  results?: Row[];
  /** `size_after`: the database's size in bytes after the statement. */
  meta?: { size_after?: number };
}
export interface D1Database {
  prepare(query: string): D1PreparedStatement;
  batch(statements: D1PreparedStatement[]): Promise<D1Result[]>;
}

class D1Driver implements SqlDriver {
  readonly location: string;
  private readonly db: D1Database;
  private readonly onClose: () => Promise<void>;

  constructor(db: D1Database, location: string, onClose: () => Promise<void>) {
    this.db = db;
    this.location = location;
    this.onClose = onClose;
  }

  async batch(statements: readonly Statement[]): Promise<{ results: Row[][]; sizeBytes: number }> {
    const answers = await this.db.batch(
      statements.map((statement) => this.db.prepare(statement.sql).bind(...statement.params)),
    );
    return {
      results: answers.map((answer) => answer.results ?? []),
      sizeBytes: Math.max(0, ...answers.map((answer) => answer.meta?.size_after ?? 0)),
    };
  }

  close(): Promise<void> {
    return this.onClose();
  }
}

/**
 * The inbox store over a D1 binding. `location` names it in messages; `close` ends what reaches it (a
 * Worker's binding belongs to the runtime and needs nothing; wrangler's proxy from Node is disposed).
 */
export function d1Inbox(
  db: D1Database,
  {
    location = 'D1 database INBOX',
    close = async () => undefined,
  }: { location?: string; close?: () => Promise<void> } = {},
): InboxStore {
  return new InboxStore(new D1Driver(db, location, close));
}
