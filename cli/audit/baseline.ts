/**
 * What `audit budget --baseline` and `audit lighthouse --baseline` share: reading a saved run (the audit's own
 * summary.json, or the `--json` output of that audit or of `audit all`), pairing each route with its saved
 * row, and the shape of one metric's change.
 */
import { readFileSync } from 'node:fs';
import { CliError } from '../../lib/errors.ts';

/** One metric of one route, now against the saved run. */
export interface Delta<Metric extends string, Value extends number | null = number | null> {
  path: string;
  metric: Metric;
  before: Value;
  after: Value;
  /** after − before (growth is positive). */
  delta: Value;
  regression: boolean;
}

/** A saved run as JSON; a file that cannot be read or parsed is the `--baseline` flag's fault. */
export function readSavedRun(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CliError(`--baseline ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The named audit's part of a saved run: from `audit all`'s output its entry, else the run itself. */
export function auditPart(data: unknown, audit: string): unknown {
  const audits = (data as { audits?: { audit: string }[] } | null)?.audits;
  return Array.isArray(audits) ? audits.find((a) => a.audit === audit) : data;
}

/** Each route's deltas against its saved row; a route new since the saved run has nothing to compare with. */
export function compareByPath<Row extends { path: string }, D>(
  rows: readonly Row[],
  baseline: readonly Row[],
  compare: (now: Row, before: Row) => D[],
): D[] {
  return rows.flatMap((row) => {
    const before = baseline.find((b) => b.path === row.path);
    return before ? compare(row, before) : [];
  });
}
