-- When a webhook copy was first tried. The day after which a copy is given up counts from here, not from
-- when it was stored: a copy stored while its server was down (or before a webhook was set) gets its day of
-- retries once delivery starts, rather than one try and "failed". NULL until the first attempt, and again
-- after `inbox redeliver` queues it afresh.
ALTER TABLE submissions ADD COLUMN first_attempt_at TEXT;
