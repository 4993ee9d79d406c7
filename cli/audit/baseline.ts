/**
 * `--baseline FILE` of `audit budget` and `audit lighthouse`: each route's figures against a saved run, which is
 * the audit's own summary.json or the `--json` output of that audit or of `audit all`. A change past the
 * config's tolerance is a regression, even on a page still within its limits: the limit says what a page may
 * cost, the baseline that it did not quietly get worse.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CliError } from '../../lib/errors.ts';
import type { Finding } from '../output/findings.ts';
import type { AuditName } from './config.ts';

type Row = { path: string } & Record<string, unknown>;

/** The saved rows of `audit`'s part of a run, or undefined when the file holds another audit's run only. */
export function savedRows(file: string, audit: AuditName): Row[] | undefined {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CliError(`--baseline ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const audits = (data as { audits?: { audit: string }[] } | null)?.audits;
  const part = (Array.isArray(audits) ? audits.find((a) => a.audit === audit) : data) as
    { audit?: string; rows?: unknown; details?: { rows?: unknown } } | undefined;
  if (part?.audit !== undefined && part.audit !== audit) return undefined;
  const rows = part?.details?.rows ?? part?.rows;
  return Array.isArray(rows) && rows.every((row: Row) => typeof row?.path === 'string') ? (rows as Row[]) : undefined;
}

/** The summary a later `--baseline` reads. */
export function writeSummary(file: string, summary: { rows: Row[] } & Record<string, unknown>): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
}

/** One figure of a row: how to read it, and how far it may worsen (`worse(after - before)`). */
export interface Metric {
  name: string;
  of: (row: Row) => number | null | undefined;
  regressed: (change: number) => boolean;
  show?: (value: number) => string;
}

/**
 * Each route's figures against its saved row, as notes (what changed) and findings (what regressed). A route
 * new since the saved run has nothing to compare with; a figure that is gone counts as regressed.
 */
export function compareRuns(
  audit: AuditName,
  rows: readonly Row[],
  saved: readonly Row[],
  metrics: readonly Metric[],
  file: string,
  fileOf: (route: string) => string | undefined,
) {
  const notes: string[] = [];
  const findings: Finding[] = [];
  for (const row of rows) {
    const before = saved.find((b) => b.path === row.path);
    if (!before) {
      notes.push(`${row.path}: not in ${file}, nothing to compare with`);
      continue;
    }
    for (const metric of metrics) {
      const [was, now] = [metric.of(before) ?? null, metric.of(row) ?? null];
      if (was === now) continue;
      const regressed = was !== null && (now === null || metric.regressed(now - was));
      const show = (value: number | null) => (value === null ? '–' : (metric.show ?? String)(value));
      const line = `${row.path}: ${metric.name} ${show(was)} → ${show(now)} against ${file}`;
      notes.push(`${line}${regressed ? ' (regression)' : ''}`);
      const at = fileOf(row.path);
      if (regressed)
        findings.push({
          tool: audit,
          rule: 'regression',
          level: 'error',
          message: line,
          route: row.path,
          ...(at ? { file: at } : {}),
          help: 'A figure worsened past the tolerance against --baseline.',
        });
    }
  }
  return { notes, findings };
}
