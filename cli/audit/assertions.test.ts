import { describe, expect, it } from 'vitest';
import {
  type AssertedRun,
  type Assertions,
  describeResult,
  evaluateAssertions,
  failedAt,
  maxNumericValueOf,
  meetsAssertions,
  turnedOff,
} from './assertions.ts';
import { lighthouseLimitsFor } from './config.ts';

/** A Lighthouse run reduced to what assertions read. */
const run = (scores: Record<string, number | null>, audits: AssertedRun['audits'] = {}): AssertedRun => ({
  categories: Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { score }])),
  audits,
});

const measured = run(
  { performance: 0.949, accessibility: 1, seo: 0.66 },
  {
    'total-blocking-time': { score: 0.97, numericValue: 50.4, numericUnit: 'millisecond' },
    'largest-contentful-paint': { score: 0.8, numericValue: 2712.6, numericUnit: 'millisecond' },
    'cumulative-layout-shift': { score: 1, numericValue: 0.0123, numericUnit: 'unitless' },
    'image-alt': { score: 0 },
  },
);

describe('evaluateAssertions', () => {
  it('reads minScore on a category in whole points, as Lighthouse shows it', () => {
    const [performance, seo] = evaluateAssertions(measured, {
      'categories:performance': ['error', { minScore: 0.95 }],
      'categories:seo': ['error', { minScore: 1 }],
    });
    // 0.949 is shown as 95: it meets 0.95, as the audit's 0–100 minimums did before.
    expect(performance).toEqual({
      id: 'categories:performance',
      level: 'error',
      kind: 'minScore',
      expected: 95,
      actual: 95,
      passed: true,
    });
    expect(seo).toMatchObject({ expected: 100, actual: 66, passed: false });
  });

  it("reads maxNumericValue in the audit's unit, a millisecond value rounded to the millisecond", () => {
    const results = evaluateAssertions(measured, {
      'total-blocking-time': ['error', { maxNumericValue: 50 }],
      'largest-contentful-paint': ['error', { maxNumericValue: 2500 }],
      'cumulative-layout-shift': ['error', { maxNumericValue: 0.01 }],
    });
    expect(results.map(({ id, actual, passed }) => [id, actual, passed])).toEqual([
      ['total-blocking-time', 50, true],
      ['largest-contentful-paint', 2713, false],
      ['cumulative-layout-shift', 0.012, false],
    ]);
  });

  it("reads minScore on an audit from the audit's own score", () => {
    expect(evaluateAssertions(measured, { 'image-alt': ['error', { minScore: 1 }] })).toEqual([
      { id: 'image-alt', level: 'error', kind: 'minScore', expected: 100, actual: 0, passed: false },
    ]);
  });

  it('checks both options when an assertion has both', () => {
    const results = evaluateAssertions(measured, {
      'largest-contentful-paint': ['warn', { minScore: 0.9, maxNumericValue: 4000 }],
    });
    expect(results.map((r) => [r.kind, r.passed])).toEqual([
      ['minScore', false],
      ['maxNumericValue', true],
    ]);
  });

  it('skips an assertion that is off, and fails one whose audit or category the run lacks', () => {
    const results = evaluateAssertions(measured, {
      'total-blocking-time': 'off',
      'categories:best-practices': ['error', { minScore: 1 }],
      'interaction-to-next-paint': ['warn', { maxNumericValue: 200 }],
    });
    expect(results.map((r) => r.id)).toEqual(['categories:best-practices', 'interaction-to-next-paint']);
    expect(results.every((r) => r.actual === null && !r.passed)).toBe(true);
  });
});

describe('levels', () => {
  const assertions: Assertions = {
    'categories:performance': ['error', { minScore: 0.95 }],
    'largest-contentful-paint': ['warn', { maxNumericValue: 2500 }],
  };

  it('an error that fails fails the run; a warn that fails does not', () => {
    expect(meetsAssertions(measured, assertions)).toBe(true);
    const results = evaluateAssertions(measured, assertions);
    expect(failedAt(results, 'error')).toEqual([]);
    expect(failedAt(results, 'warn').map((r) => r.id)).toEqual(['largest-contentful-paint']);
    const slower = run({ performance: 0.94 }, measured.audits);
    expect(meetsAssertions(slower, assertions)).toBe(false);
  });

  it('off checks nothing, so it can neither fail nor warn', () => {
    expect(meetsAssertions(run({ performance: 0.1 }), { 'categories:performance': 'off' })).toBe(true);
    expect(evaluateAssertions(run({}), { 'categories:performance': 'off' })).toEqual([]);
  });

  it('turnedOff switches one assertion off and leaves a missing one missing', () => {
    const off = turnedOff(
      { ...assertions, 'total-blocking-time': ['error', { maxNumericValue: 50 }] },
      'total-blocking-time',
    );
    expect(off['total-blocking-time']).toBe('off');
    expect(off['categories:performance']).toEqual(['error', { minScore: 0.95 }]);
    expect(turnedOff(assertions, 'total-blocking-time')).toBe(assertions);
    expect(maxNumericValueOf(off, 'total-blocking-time')).toBeUndefined();
    expect(maxNumericValueOf(assertions, 'largest-contentful-paint')).toBe(2500);
  });
});

describe('per-route overrides', () => {
  const config = {
    assertions: {
      'categories:seo': ['error', { minScore: 1 }],
      'categories:performance': ['error', { minScore: 0.95 }],
    },
    routes: {
      '/search': {
        assertions: { 'categories:seo': ['error', { minScore: 0.66 }] },
        why: 'noindex by design: is-crawlable fails',
      },
    },
  } satisfies Parameters<typeof lighthouseLimitsFor>[0];

  it('a noindex route passes at 66 with its why, and the same run fails any other route', () => {
    const search = lighthouseLimitsFor(config, '/search');
    expect(search.why).toEqual(['noindex by design: is-crawlable fails']);
    expect(meetsAssertions(measured, search.assertions)).toBe(true);
    const other = lighthouseLimitsFor(config, '/pricing');
    expect(other.why).toEqual([]);
    expect(failedAt(evaluateAssertions(measured, other.assertions), 'error').map(describeResult)).toEqual([
      'seo 66 < 100',
    ]);
  });
});

describe('describeResult', () => {
  it('says what was measured against what was required, in the units people read', () => {
    const results = evaluateAssertions(measured, {
      'categories:performance': ['error', { minScore: 1 }],
      'total-blocking-time': ['error', { maxNumericValue: 40 }],
      'cumulative-layout-shift': ['warn', { maxNumericValue: 0.01 }],
      'image-alt': ['error', { minScore: 1 }],
      'server-response-time': ['error', { maxNumericValue: 600 }],
    });
    expect(results.map(describeResult)).toEqual([
      'performance 95 < 100',
      'total-blocking-time 50 ms > 40 ms',
      'cumulative-layout-shift 0.012 > 0.01 (warn)',
      'image-alt score 0 < 100',
      'server-response-time not measured',
    ]);
  });
});
