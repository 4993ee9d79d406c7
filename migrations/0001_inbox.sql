-- The form inbox: one schema for both stores (docs/decisions/0020-one-form-handler-two-hosts.md). wrangler applies this
-- folder to D1 (`wrangler d1 migrations apply INBOX`), and lib/inbox/sqlite.ts applies it to the local SQLite file,
-- both recording what ran in the same `d1_migrations` table. A change to the schema is a new numbered file here, never
-- an edit of one that has run.

-- One row per submission, deduplicated by the browser's submissionId. The payload is exactly what was
-- validated; the columns beside it are what `inbox list` shows and searches.
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
  payload         TEXT    NOT NULL CHECK (json_valid(payload)),
  -- The copy to the firm's webhook: not configured, waiting, done, or given up.
  delivery        TEXT    NOT NULL DEFAULT 'none' CHECK (delivery IN ('none', 'pending', 'delivered', 'failed')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  -- When the next attempt is due; while one is under way, when its claim lapses.
  next_attempt_at TEXT,
  last_error      TEXT    NOT NULL DEFAULT '',
  delivered_at    TEXT
);
CREATE INDEX IF NOT EXISTS submissions_created_at ON submissions (created_at);
CREATE INDEX IF NOT EXISTS submissions_due ON submissions (delivery, next_attempt_at);

-- Rate-limit counters that every instance shares: one row per key (a hashed client address, or the global
-- counter), counting requests in a window that starts at the key's first request.
CREATE TABLE IF NOT EXISTS rate_limits (
  key          TEXT    PRIMARY KEY,
  window_start INTEGER NOT NULL,
  hits         INTEGER NOT NULL
);
