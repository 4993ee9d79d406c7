import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  budgetRegressions,
  budgetRowsIn,
  compareBudget,
  formatBudgetDeltas,
  readBudgetBaseline,
  writeBudgetSummary,
} from './budgetBaseline.ts';

const KB = 1024;
const tolerance = { scriptToleranceKb: 1, cssToleranceKb: 0.5 };
const saved = [
  { path: '/', scriptGzip: 70 * KB, cssGzip: 10 * KB },
  { path: '/pricing', scriptGzip: 80 * KB, cssGzip: 12 * KB },
];

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('compareBudget', () => {
  it('fails growth beyond the tolerance, and neither growth within it nor a fall', () => {
    const deltas = compareBudget(
      [
        { path: '/', scriptGzip: 71 * KB, cssGzip: 10 * KB + 600 },
        { path: '/pricing', scriptGzip: 60 * KB, cssGzip: 12 * KB },
        { path: '/new', scriptGzip: 99 * KB, cssGzip: 19 * KB },
      ],
      saved,
      tolerance,
    );
    expect(deltas.map(({ path: p, metric, delta, regression }) => [p, metric, delta, regression])).toEqual([
      ['/', 'script', 1 * KB, false],
      ['/', 'CSS', 600, true],
      ['/pricing', 'script', -20 * KB, false],
      ['/pricing', 'CSS', 0, false],
    ]);
    expect(budgetRegressions(deltas, 'base.json')).toEqual([
      '/: CSS grew from 10.0 KB to 10.6 KB gzip against base.json',
    ]);
    const text = formatBudgetDeltas(deltas, 'base.json', ['/new']).join('\n');
    expect(text).toContain('REGRESSION');
    expect(text).toContain('-20.0 KB');
    expect(text).toContain('Not in the saved run: /new');
  });
});

describe('reading a saved run', () => {
  it('reads the summary it writes, an `audit budget --json` and an `audit all --json`', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'budget-baseline-'));
    const summary = path.join(dir, 'budget', 'summary.json');
    writeBudgetSummary(summary, saved);
    expect(readBudgetBaseline(summary)).toEqual(saved);
    expect(budgetRowsIn({ audit: 'budget', rows: saved.map((row) => ({ ...row, scripts: [] })) }, 'x')).toHaveLength(2);
    const all = {
      ok: true,
      audits: [
        { audit: 'lighthouse', rows: [] },
        { audit: 'budget', rows: saved },
      ],
    };
    expect(budgetRowsIn(all, 'x')).toEqual(saved);
  });

  it('refuses a file with no budget rows, naming it', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'budget-baseline-'));
    dir = folder;
    const lighthouse = path.join(folder, 'summary.json');
    writeFileSync(lighthouse, JSON.stringify({ rows: [{ path: '/', scores: {}, tbtMs: 0 }] }));
    expect(() => readBudgetBaseline(lighthouse)).toThrow(/--baseline .*summary\.json: no budget rows/);
    // In `audit all`, Lighthouse's summary (what `all --baseline` took before) is passed over, not refused.
    expect(readBudgetBaseline(lighthouse, { optional: true })).toBeUndefined();
    expect(() => readBudgetBaseline(path.join(folder, 'missing.json'), { optional: true })).toThrow(/missing\.json/);
    expect(() => readBudgetBaseline(path.join(folder, 'missing.json'))).toThrow(/--baseline .*missing\.json/);
    expect(() => budgetRowsIn({ rows: [] }, 'empty.json')).toThrow(/no budget rows/);
  });
});
