/**
 * `--baseline FILE` of `audit budget` and `audit lighthouse`: each route's figures against a saved run (summary.json,
 * or a `--json` output). A change past the config's tolerance is a regression even within the limits.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CannotRunError } from '../../lib/errors.ts';
import { routes } from '../../lib/routes.ts';
import type { Finding } from '../output/findings.ts';
import type { AuditName } from './config.ts';

type Row = { path: string } & Record<string, unknown>;

/** The saved rows of `audit`'s part of a run, or undefined when the file holds another audit's run. */
export function savedRows(file: string, audit: AuditName): Row[] | undefined {
  let data: { audit?: string; rows?: unknown; details?: { rows?: unknown }; audits?: { audit: string }[] } | undefined;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CannotRunError(`--baseline ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const part = Array.isArray(data?.audits) ? (data.audits.find((a) => a.audit === audit) as typeof data) : data;
  const rows = part?.audit === undefined || part.audit === audit ? (part?.details?.rows ?? part?.rows) : undefined;
  return Array.isArray(rows) && rows.every((row: Row) => typeof row?.path === 'string') ? rows : undefined;
}

export function writeSummary(file: string, summary: { audit: AuditName; rows: Row[] } & Record<string, unknown>) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
}

/** A figure of a row: how to read it, whether a change (now − before) is a regression, and how to show it. */
export type Metric = {
  name: string;
  of: (row: Row) => unknown;
  regressed: (change: number) => boolean;
  show?: (n: number) => string;
};

const figure = (value: unknown) => (typeof value === 'number' ? value : null);
const help = 'A figure worsened past the tolerance against --baseline.';

/** Each route's figures against its saved row: notes of what changed, findings of what regressed (or is gone). */
export function compareRuns(
  audit: AuditName,
  rows: readonly Row[],
  saved: readonly Row[],
  metrics: Metric[],
  file: string,
) {
  const notes: string[] = [];
  const findings: Finding[] = [];
  for (const row of rows) {
    const before = saved.find((b) => b.path === row.path);
    const where = { route: row.path, file: routes.find((route) => route.path === row.path)?.file, help };
    if (!before) notes.push(`${row.path}: not in ${file}, nothing to compare with`);
    for (const { name, of, regressed, show = String } of before ? metrics : []) {
      const [was, now] = [figure(of(before as Row)), figure(of(row))];
      if (was === now) continue;
      const line = `${row.path}: ${name} ${was === null ? '–' : show(was)} → ${now === null ? '–' : show(now)} against ${file}`;
      const worse = was !== null && (now === null || regressed(now - was));
      notes.push(`${line}${worse ? ' (regression)' : ''}`);
      if (worse) findings.push({ tool: audit, rule: 'regression', level: 'error', message: line, ...where });
    }
  }
  return { notes, findings };
}
