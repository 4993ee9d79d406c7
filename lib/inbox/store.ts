/**
 * The form inbox's store (docs/decisions/0020-one-form-handler-two-hosts.md): every query the form API, the webhook
 * deliveries and the `inbox` command make, written once in SQL over the schema in migrations/, and run by a small
 * driver per database: node:sqlite for the local file (lib/inbox/sqlite.ts) and D1 on Cloudflare (lib/inbox/d1.ts).
 * Whatever must hold across server instances (deduplication, rate limits, who delivers which webhook copy) is decided
 * by the database in one statement or one transaction, never in one process's memory.
 */
import { columnValue, type FormPayload, type FormType } from '../forms.ts';

type SqlValue = string | number | null;
export type Row = Record<string, SqlValue>;

/** One SQL statement with its parameters (`?` or `?N`, as both SQLite and D1 bind them). */
export interface Statement {
  readonly sql: string;
  readonly params: readonly SqlValue[];
}

const sql = (text: string, ...params: SqlValue[]): Statement => ({ sql: text, params });

/** What the store needs of a database. */
export interface SqlDriver {
  /**
   * Run the statements in order as one transaction (all or nothing: D1's batch, or BEGIN…COMMIT), and
   * return the rows each gave, with the database's size in bytes afterwards.
   */
  batch(statements: readonly Statement[]): Promise<{ results: Row[][]; sizeBytes: number }>;
  close(): Promise<void>;
  /** Where the data is, for messages: a file, or a D1 database. */
  readonly location: string;
}

/** Whether the firm's automation webhook has this submission: not configured, waiting, done, or given up. */
type Delivery = 'none' | 'pending' | 'delivered' | 'failed';

/** One stored submission: the columns `inbox list` shows and the payload exactly as validated. */
export interface StoredSubmission {
  id: number;
  submissionId: string;
  form: FormType;
  /** When the server stored it (ISO, UTC). */
  createdAt: string;
  /** The summary columns, each filled by the fields whose rows name it (content/form-fields/*.ts), '' when none. */
  name: string;
  email: string;
  company: string;
  /** The issue type's stored value. */
  issueType: string;
  /** The priority's stored value (p1–p4). */
  priority: string;
  payload: Record<string, unknown>;
  delivery: Delivery;
  /** Webhook attempts begun so far: each is counted when its copy is claimed, before it is sent. */
  attempts: number;
  /** When the next attempt is due (pending only). */
  nextAttemptAt: string | null;
  /** When the copy was first tried (its day of retries counts from here); null before that. */
  firstAttemptAt: string | null;
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

/** The inbox has reached its size cap: nothing more is stored until someone prunes or exports it. */
export class InboxFullError extends Error {
  constructor(bytes: number, cap: number) {
    super(`The inbox holds ${bytes} bytes, at its cap of ${cap} (INBOX_MAX_BYTES)`);
    this.name = 'InboxFullError';
  }
}

/**
 * Whether `error` is the database refusing to grow: SQLite's SQLITE_FULL ("database or disk is full", error
 * code 13) from node:sqlite, or D1 reporting the same. SQLite has already rolled the statement back: nothing
 * partial is left.
 */
export function isStorageFull(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { errcode?: unknown }).errcode;
  return code === 13 || /SQLITE_FULL|database or disk is full/i.test(error.message);
}

export interface SaveOptions {
  now: Date;
  /** Queue it for the firm's webhook. */
  deliver: boolean;
  /** Refuse a new submission once the database is this many bytes. */
  maxBytes?: number;
}

/** The counters of bytes stored per client (`stored:<hash>`), kept for their day rather than a minute. */
export const STORED_PREFIX = 'stored:';

/** The answer of the rate-limit counters: go ahead, or the first counter that refused and how long to wait. */
export type LimitResult = { allowed: true } | { allowed: false; index: number; retryAfterSeconds: number };

/**
 * A counter to take `cost` (default 1) from: at most `max` per `windowMs`, counted from the key's first hit.
 * A cost other than 1 counts an amount, such as bytes stored.
 */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
  cost?: number;
}

const fromRow = (row: Row): StoredSubmission => ({
  id: Number(row.id),
  submissionId: String(row.submission_id),
  form: row.form as FormType,
  createdAt: String(row.created_at),
  name: String(row.name),
  email: String(row.email),
  company: String(row.company),
  issueType: String(row.issue_type),
  priority: String(row.priority),
  payload: JSON.parse(String(row.payload)) as Record<string, unknown>,
  delivery: row.delivery as Delivery,
  attempts: Number(row.attempts),
  nextAttemptAt: row.next_attempt_at === null ? null : String(row.next_attempt_at),
  firstAttemptAt:
    row.first_attempt_at === null || row.first_attempt_at === undefined ? null : String(row.first_attempt_at),
  lastError: String(row.last_error),
  deliveredAt: row.delivered_at === null ? null : String(row.delivered_at),
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

/** The columns beside the payload, filled by the fields whose rows name them: who wrote, and about what. */
function summary(form: FormType, payload: FormPayload) {
  return {
    name: columnValue(form, 'name', payload),
    email: columnValue(form, 'email', payload),
    company: columnValue(form, 'company', payload),
    issueType: columnValue(form, 'issueType', payload),
    priority: columnValue(form, 'priority', payload),
  };
}

const SELECT_BY_SUBMISSION_ID = 'SELECT id, payload FROM submissions WHERE submission_id = ?';

export class InboxStore {
  private readonly driver: SqlDriver;

  constructor(driver: SqlDriver) {
    this.driver = driver;
  }

  /** Where the data is (a file or a D1 database), for messages. */
  get location(): string {
    return this.driver.location;
  }

  private async all(statement: Statement): Promise<Row[]> {
    const { results } = await this.driver.batch([statement]);
    return results[0] ?? [];
  }

  /**
   * Store a validated payload once per submissionId. The insert and the read-back are one transaction, so
   * two servers saving the same submission at once store one row and both learn which.
   */
  async save(form: FormType, payload: FormPayload, options: SaveOptions): Promise<SaveResult> {
    const { results, sizeBytes } = await this.driver.batch([sql(SELECT_BY_SUBMISSION_ID, payload.submissionId)]);
    const earlier = results[0]?.[0];
    if (earlier) return this.compare(earlier, payload);
    // The cap is checked before the insert (one submission may pass it): it stops an inbox filling a disk,
    // and needs no exact edge.
    if (options.maxBytes !== undefined && sizeBytes >= options.maxBytes) {
      throw new InboxFullError(sizeBytes, options.maxBytes);
    }
    const columns = summary(form, payload);
    const now = options.now.toISOString();
    const saved = await this.driver.batch([
      sql(
        `INSERT INTO submissions (submission_id, form, created_at, name, email, company, issue_type, priority,
           payload, delivery, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (submission_id) DO NOTHING
         RETURNING id`,
        payload.submissionId,
        form,
        now,
        columns.name,
        columns.email,
        columns.company,
        columns.issueType,
        columns.priority,
        JSON.stringify(payload),
        options.deliver ? 'pending' : 'none',
        options.deliver ? now : null,
      ),
      sql(SELECT_BY_SUBMISSION_ID, payload.submissionId),
    ]);
    const inserted = saved.results[0]?.[0];
    if (inserted) return { id: Number(inserted.id), outcome: 'created' };
    // Another request stored this submissionId between our read and our insert.
    const twin = saved.results[1]?.[0];
    if (!twin) throw new Error(`submission ${payload.submissionId} was neither stored nor found`);
    return this.compare(twin, payload);
  }

  /**
   * What `save` would answer for a submissionId stored before, without writing: a retry of a stored
   * submission is answered from this, before anything is charged or written. undefined: not stored yet.
   */
  async earlier(payload: FormPayload): Promise<SaveResult | undefined> {
    const [row] = await this.all(sql(SELECT_BY_SUBMISSION_ID, payload.submissionId));
    return row && this.compare(row, payload);
  }

  private compare(row: Row, payload: FormPayload): SaveResult {
    const same = sameMessage(JSON.parse(String(row.payload)) as Record<string, unknown>, payload);
    return { id: Number(row.id), outcome: same ? 'duplicate' : 'conflict' };
  }

  /** Newest first. */
  async list({ limit }: { limit?: number } = {}): Promise<StoredSubmission[]> {
    const rows = await this.all(
      limit === undefined
        ? sql('SELECT * FROM submissions ORDER BY id DESC')
        : sql('SELECT * FROM submissions ORDER BY id DESC LIMIT ?', limit),
    );
    return rows.map(fromRow);
  }

  /** By row id (`42`) or by submissionId (a UUID). */
  async get(key: string | number): Promise<StoredSubmission | undefined> {
    const byId = typeof key === 'number' || /^\d+$/.test(key);
    const [row] = await this.all(
      byId
        ? sql('SELECT * FROM submissions WHERE id = ?', Number(key))
        : sql('SELECT * FROM submissions WHERE submission_id = ?', String(key).toLowerCase()),
    );
    return row && fromRow(row);
  }

  async count(): Promise<number> {
    const [row] = await this.all(sql('SELECT count(*) AS n FROM submissions'));
    return Number(row?.n ?? 0);
  }

  // ---- Rate limits (lib/inbox/handler.ts) ----------------------------------------------------------------

  /**
   * Take one hit from each counter in one transaction, stopping at the first that refuses: a later counter
   * counts only requests every earlier one let through (a client over its own limit does not use up the
   * global allowance). A window starts at its counter's first hit and restarts with the first hit after it
   * ends, as @fastify/rate-limit counted; refused requests count too.
   */
  async hit(limits: readonly Limit[], now: Date): Promise<LimitResult> {
    const time = now.getTime();
    const { results } = await this.driver.batch(
      limits.map(({ key, windowMs, cost = 1 }, index) => {
        // Each earlier counter, as the statements before this one left it, must be within its limit.
        const earlier = limits.slice(0, index);
        const guard = earlier.map(() => '(SELECT hits FROM rate_limits WHERE key = ?) <= ?').join(' AND ') || '1';
        return sql(
          `INSERT INTO rate_limits (key, window_start, hits)
           SELECT ?, ?, ? WHERE ${guard}
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN window_start <= excluded.window_start - ? THEN excluded.hits ELSE hits + excluded.hits END,
             window_start = CASE WHEN window_start <= excluded.window_start - ? THEN excluded.window_start
                                 ELSE window_start END
           RETURNING hits, window_start`,
          key,
          time,
          cost,
          ...earlier.flatMap((limit) => [limit.key, limit.max]),
          windowMs,
          windowMs,
        );
      }),
    );
    for (const [index, limit] of limits.entries()) {
      const row = results[index]?.[0];
      if (row && Number(row.hits) > limit.max) {
        const wait = Number(row.window_start) + limit.windowMs - time;
        return { allowed: false, index, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
      }
    }
    return { allowed: true };
  }

  /**
   * Forget counters whose window started before `before` (`storedBefore` for the per-client byte counters);
   * they would restart at their next hit anyway.
   */
  async pruneLimits(before: Date, storedBefore: Date = before): Promise<void> {
    await this.all(
      sql(
        `DELETE FROM rate_limits WHERE window_start < CASE WHEN key LIKE '${STORED_PREFIX}%' THEN ?2 ELSE ?1 END`,
        before.getTime(),
        storedBefore.getTime(),
      ),
    );
  }

  // ---- Webhook delivery (lib/inbox/delivery.ts) ------------------------------------------------------------

  /**
   * Claim the oldest copy that is due (or copy `id`, if it is due): its next attempt moves to `until`, so no
   * other run or server takes it meanwhile, and one that stops mid-attempt (a crash, a restart, a Worker cut
   * off) has it taken again once the claim lapses. One statement, so two claimers never share a copy. The
   * claimed row's `nextAttemptAt` is the claim, which `markDelivered` and `markAttemptFailed` check.
   * The attempt is counted here, before the copy is sent: a copy the webhook received from a server that died
   * before recording the outcome shows as tried (`pending`, one attempt more), on SQLite and D1 alike.
   */
  async claim(now: Date, until: Date, id?: number): Promise<StoredSubmission | undefined> {
    const [row] = await this.all(
      sql(
        `UPDATE submissions SET next_attempt_at = ?1, first_attempt_at = COALESCE(first_attempt_at, ?2),
           attempts = attempts + 1
         WHERE id = (SELECT id FROM submissions WHERE delivery = 'pending' AND next_attempt_at <= ?2
                     AND (?3 IS NULL OR id = ?3) ORDER BY id LIMIT 1)
         RETURNING *`,
        until.toISOString(),
        now.toISOString(),
        id ?? null,
      ),
    );
    return row && fromRow(row);
  }

  /**
   * Record a delivered copy. With `claim` (the claimed row's `nextAttemptAt`), only while that claim holds:
   * a run whose claim lapsed, and whose copy another run has taken, changes nothing; the claim counted the
   * attempt. Without one, the attempt is counted here. Says whether it recorded.
   */
  async markDelivered(id: number, now: Date, claim?: string | null): Promise<boolean> {
    const rows = await this.all(
      sql(
        `UPDATE submissions SET delivery = 'delivered', attempts = attempts + (?3 IS NULL), delivered_at = ?1,
           next_attempt_at = NULL, last_error = ''
         WHERE id = ?2 AND (?3 IS NULL OR (delivery = 'pending' AND next_attempt_at = ?3)) RETURNING id`,
        now.toISOString(),
        id,
        claim ?? null,
      ),
    );
    return rows.length > 0;
  }

  /** A failed attempt: try again at `next`, or give up (`next` null); with `claim`, as `markDelivered`. */
  async markAttemptFailed(id: number, error: string, next: Date | null, claim?: string | null): Promise<boolean> {
    const rows = await this.all(
      sql(
        `UPDATE submissions SET attempts = attempts + (?5 IS NULL), last_error = ?1, next_attempt_at = ?2, delivery = ?3
         WHERE id = ?4 AND (?5 IS NULL OR (delivery = 'pending' AND next_attempt_at = ?5)) RETURNING id`,
        error.slice(0, 500),
        next?.toISOString() ?? null,
        next ? 'pending' : 'failed',
        id,
        claim ?? null,
      ),
    );
    return rows.length > 0;
  }

  /**
   * Queue copies again (`inbox redeliver`): the given ids, or every failed copy when `ids` is 'failed'. Each
   * becomes due now with a fresh day of retries; a copy already pending or delivered is left as it is.
   * Returns the ids queued.
   */
  async redeliver(ids: readonly number[] | 'failed', now: Date): Promise<number[]> {
    const rows = await this.all(
      sql(
        `UPDATE submissions SET delivery = 'pending', next_attempt_at = ?1, first_attempt_at = NULL
         WHERE delivery = 'failed' AND (?2 IS NULL OR id IN (SELECT value FROM json_each(?2)))
         RETURNING id`,
        now.toISOString(),
        ids === 'failed' ? null : JSON.stringify(ids),
      ),
    );
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }

  // ---- Retention and erasure (docs/product.md#legal; `inbox prune`, `inbox erase`) ---------------------------

  /** Submissions of `form` stored before `before`, oldest first. */
  async olderThan(form: FormType, before: Date): Promise<StoredSubmission[]> {
    const rows = await this.all(
      sql('SELECT * FROM submissions WHERE form = ? AND created_at < ? ORDER BY id', form, before.toISOString()),
    );
    return rows.map(fromRow);
  }

  /** Every submission from this e-mail address, whatever its case, oldest first. */
  async byEmail(email: string): Promise<StoredSubmission[]> {
    const rows = await this.all(
      sql('SELECT * FROM submissions WHERE lower(email) = lower(?) ORDER BY id', email.trim()),
    );
    return rows.map(fromRow);
  }

  /**
   * Delete these rows in one statement; returns how many went. The ids travel as one JSON array: D1 binds at
   * most 100 parameters a statement and counts each statement of a batch against a Worker's query limit.
   */
  async delete(ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await this.all(
      sql('DELETE FROM submissions WHERE id IN (SELECT value FROM json_each(?)) RETURNING id', JSON.stringify(ids)),
    );
    return rows.length;
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
