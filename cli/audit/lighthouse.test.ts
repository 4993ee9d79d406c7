import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { failingAudits, medianRun } from './lighthouse.ts';

type AuditStub = Pick<Result['audits'][string], 'id' | 'title' | 'score' | 'scoreDisplayMode' | 'displayValue'>;

function lhr(audits: (AuditStub & { weight: number })[]): Result {
  return {
    categories: {
      performance: {
        id: 'performance',
        title: 'Performance',
        score: 0.8,
        auditRefs: audits.map(({ id, weight }) => ({ id, weight })),
      },
    },
    audits: Object.fromEntries(audits.map(({ weight: _weight, ...audit }) => [audit.id, audit])),
  } as unknown as Result;
}

describe('failingAudits', () => {
  it('lists scored audits under 1, most points lost first, and skips passes and unscored modes', () => {
    const result = lhr([
      {
        id: 'first-contentful-paint',
        title: 'FCP',
        score: 0.8,
        scoreDisplayMode: 'numeric',
        displayValue: '2.1 s',
        weight: 10,
      },
      { id: 'total-blocking-time', title: 'TBT', score: 0.7, scoreDisplayMode: 'numeric', weight: 30 },
      { id: 'unused-javascript', title: 'Unused JS', score: 0, scoreDisplayMode: 'metricSavings', weight: 0 },
      { id: 'speed-index', title: 'SI', score: 1, scoreDisplayMode: 'numeric', weight: 10 },
      { id: 'diagnostics', title: 'Diagnostics', score: null, scoreDisplayMode: 'informative', weight: 0 },
      { id: 'bf-cache', title: 'bfcache', score: null, scoreDisplayMode: 'notApplicable', weight: 0 },
      { id: 'broken', title: 'Broken', score: null, scoreDisplayMode: 'error', weight: 0 },
    ]);
    expect(failingAudits(result, 'performance')).toEqual([
      { id: 'total-blocking-time', title: 'TBT', score: 70, weight: 30 },
      { id: 'first-contentful-paint', title: 'FCP', score: 80, weight: 10, displayValue: '2.1 s' },
      { id: 'broken', title: 'Broken', score: null, weight: 0 },
      { id: 'unused-javascript', title: 'Unused JS', score: 0, weight: 0 },
    ]);
    expect(failingAudits(result, 'seo')).toEqual([]);
  });
});

describe('medianRun', () => {
  const run = (performance: number) => ({
    lhr: { categories: { performance: { score: performance / 100 } } },
    id: performance,
  });
  it('reports the run with the median performance score', () => {
    expect(medianRun([run(90), run(70), run(96)]).id).toBe(90);
    expect(medianRun([run(99)]).id).toBe(99);
    expect(medianRun([run(80), run(95)]).id).toBe(80);
  });
});
