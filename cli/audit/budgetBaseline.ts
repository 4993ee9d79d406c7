/**
 * `audit budget --baseline FILE`: each route's script and CSS bytes against a saved run, the way
 * `audit lighthouse --baseline` compares scores. A saved run is the summary.json `audit budget` writes
 * (reports/budget/summary.json), or the `--json` output of `audit budget` or `audit all`. Growth beyond the
 * config's tolerance (`budget.baseline`) is a regression, even on a page still under its budget: the budget
 * says how much a page may cost, the baseline says it did not quietly get heavier.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CliError } from '../../lib/errors.ts';
import { KB, formatKilobytes as kb } from '../../lib/format.ts';
import { auditPart, compareByPath, type Delta, readSavedRun } from './baseline.ts';
import type { AuditConfig } from './config.ts';
import { newTable } from './shared.ts';

/** A route's bytes as a saved run keeps them (gzip -9). */
export interface BudgetBaselineRow {
  path: string;
  scriptGzip: number;
  cssGzip: number;
}

/** A route's script or CSS bytes against the saved run. */
export type BudgetDelta = Delta<'script' | 'CSS', number>;

/** The summary a later run compares with. */
export function writeBudgetSummary(file: string, rows: readonly BudgetBaselineRow[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const summary = { rows: rows.map(({ path: p, scriptGzip, cssGzip }) => ({ path: p, scriptGzip, cssGzip })) };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
}

/**
 * Read a saved run: summary.json, or the `--json` output of `audit budget` or `audit all`. With `optional`, a
 * readable file that holds another audit's run gives undefined instead of an error.
 */
export function readBudgetBaseline(file: string, { optional = false } = {}): BudgetBaselineRow[] | undefined {
  const data = readSavedRun(file);
  try {
    return budgetRowsIn(data, file);
  } catch (error) {
    if (optional) return undefined;
    throw error;
  }
}

export function budgetRowsIn(data: unknown, file: string): BudgetBaselineRow[] {
  const rows = (auditPart(data, 'budget') as { rows?: unknown } | undefined)?.rows;
  const valid =
    Array.isArray(rows) &&
    rows.length > 0 &&
    rows.every(
      (row: Partial<BudgetBaselineRow>) =>
        typeof row.path === 'string' && typeof row.scriptGzip === 'number' && typeof row.cssGzip === 'number',
    );
  if (!valid) throw new CliError(`--baseline ${file}: no budget rows (path, scriptGzip, cssGzip) in it`);
  return rows as BudgetBaselineRow[];
}

/** Each route's script and CSS against the saved run; growth beyond the tolerance is a regression. */
export const compareBudget = (
  rows: readonly BudgetBaselineRow[],
  baseline: readonly BudgetBaselineRow[],
  tolerance: AuditConfig['budget']['baseline'],
): BudgetDelta[] =>
  compareByPath(rows, baseline, (row, before): BudgetDelta[] => {
    const script = row.scriptGzip - before.scriptGzip;
    const css = row.cssGzip - before.cssGzip;
    return [
      {
        path: row.path,
        metric: 'script',
        before: before.scriptGzip,
        after: row.scriptGzip,
        delta: script,
        regression: script > tolerance.scriptToleranceKb * KB,
      },
      {
        path: row.path,
        metric: 'CSS',
        before: before.cssGzip,
        after: row.cssGzip,
        delta: css,
        regression: css > tolerance.cssToleranceKb * KB,
      },
    ];
  });

/** One problem line per regression. */
export function budgetRegressions(deltas: readonly BudgetDelta[], file: string): string[] {
  return deltas
    .filter((d) => d.regression)
    .map((d) => `${d.path}: ${d.metric} grew from ${kb(d.before)} to ${kb(d.after)} gzip against ${file}`);
}

/** The table of every route against the saved run, routes the run has and the baseline lacks named after it. */
export function formatBudgetDeltas(
  deltas: readonly BudgetDelta[],
  file: string,
  unmatched: readonly string[] = [],
): string[] {
  const table = newTable(
    ['route', 'metric', 'before', 'after', 'change', 'result'],
    ['left', 'left', 'right', 'right', 'right', 'left'],
  );
  for (const d of deltas) {
    const sign = d.delta > 0 ? '+' : d.delta < 0 ? '-' : '';
    table.push([
      d.path,
      d.metric,
      kb(d.before),
      kb(d.after),
      `${sign}${kb(Math.abs(d.delta))}`,
      d.regression ? 'REGRESSION' : 'ok',
    ]);
  }
  return [
    `Against ${file} (gzip; a growth beyond the tolerance in audit.config.json budget.baseline fails):`,
    table.toString(),
    ...(unmatched.length > 0 ? [`Not in the saved run: ${unmatched.join(', ')}`] : []),
  ];
}
