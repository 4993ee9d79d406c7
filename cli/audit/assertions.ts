/**
 * Lighthouse thresholds as Lighthouse CI writes them (`lighthouserc` → `ci.assert.assertions`,
 * https://github.com/GoogleChrome/lighthouse-ci/blob/main/docs/configuration.md#assertions): a key is an
 * audit id (`total-blocking-time`) or a category (`categories:performance`), a value is `"off"` or
 * `[level, { minScore?, maxNumericValue? }]` with level `warn` or `error`. An `error` that fails fails the
 * audit; a `warn` is reported and fails nothing; `off` checks nothing.
 *
 * Two readings differ from Lighthouse CI, both to keep the verdicts the audit gave before it took this shape:
 * scores are compared in whole points as Lighthouse shows them (0.949 is 95, so it meets `minScore: 0.95`),
 * and a millisecond value is rounded to a whole millisecond before it is compared.
 */
import * as v from 'valibot';

export const LEVELS = ['off', 'warn', 'error'] as const;
export type Level = (typeof LEVELS)[number];

const Fraction = v.pipe(
  v.number(),
  v.minValue(0),
  v.maxValue(1, 'must be a score from 0 to 1, as Lighthouse CI writes it'),
);

/** The one rule JSON Schema says in its own words (configSchema.ts): an assertion limits something. */
export const NEEDS_A_LIMIT = 'needs minScore or maxNumericValue';

/** What an assertion requires: a score of at least `minScore` (0–1), a value of at most `maxNumericValue`. */
export const AssertionOptions = v.pipe(
  v.strictObject({
    minScore: v.optional(
      v.pipe(Fraction, v.description('the lowest score allowed, 0 to 1 (0.95 is 95); compared in whole points')),
    ),
    maxNumericValue: v.optional(
      v.pipe(
        v.number(),
        v.minValue(0),
        v.description("the highest value allowed, in the audit's unit (milliseconds for timings; CLS unitless)"),
      ),
    ),
  }),
  v.check((options) => options.minScore !== undefined || options.maxNumericValue !== undefined, NEEDS_A_LIMIT),
);
export type AssertionOptions = v.InferOutput<typeof AssertionOptions>;

/** One assertion: `"off"`, or `[level, options]`. */
export const AssertionEntry = v.union([v.literal('off'), v.tuple([v.picklist(['warn', 'error']), AssertionOptions])]);
export type AssertionEntry = v.InferOutput<typeof AssertionEntry>;

/** An audit id or `categories:<id>`, as in a Lighthouse report. */
export const AssertionKey = v.pipe(
  v.string(),
  v.regex(/^(categories:)?[a-z0-9-]+$/, 'must be a Lighthouse audit id or categories:<category id>'),
);
export const Assertions = v.record(AssertionKey, AssertionEntry);
export type Assertions = v.InferOutput<typeof Assertions>;

/** The result of one check of one assertion against one Lighthouse run. */
export interface AssertionResult {
  /** The assertion's key: an audit id or `categories:<id>`. */
  id: string;
  level: Exclude<Level, 'off'>;
  kind: 'minScore' | 'maxNumericValue';
  /** What was required: whole points for a score, the value itself otherwise. */
  expected: number;
  /** What was measured, in the same terms; null when the report has no such category, audit or value. */
  actual: number | null;
  /** Lighthouse's unit for a value (`millisecond`, `unitless`). */
  unit?: string;
  passed: boolean;
}

/** What evaluation reads from a Lighthouse result (a whole `Result` fits). */
export interface AssertedRun {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { score?: number | null; numericValue?: number; numericUnit?: string } | undefined>;
}

const points = (score: number) => Math.round(score * 100);

function valueOf(raw: number, unit: string | undefined): number {
  return unit === 'millisecond' ? Math.round(raw) : Math.round(raw * 1000) / 1000;
}

/** Every assertion that is not `off`, checked against one run, in the order the assertions were written. */
export function evaluateAssertions(run: AssertedRun, assertions: Assertions): AssertionResult[] {
  const results: AssertionResult[] = [];
  for (const [id, entry] of Object.entries(assertions)) {
    if (entry === 'off') continue;
    const [level, options] = entry;
    const category = id.startsWith('categories:') ? run.categories[id.slice('categories:'.length)] : undefined;
    const audit = id.startsWith('categories:') ? undefined : run.audits[id];
    if (options.minScore !== undefined) {
      const score = category ? category.score : audit?.score;
      const actual = score === null || score === undefined ? null : points(score);
      const expected = points(options.minScore);
      results.push({ id, level, kind: 'minScore', expected, actual, passed: actual !== null && actual >= expected });
    }
    if (options.maxNumericValue !== undefined) {
      const unit = audit?.numericUnit;
      const actual = audit?.numericValue === undefined ? null : valueOf(audit.numericValue, unit);
      const expected = options.maxNumericValue;
      results.push({
        id,
        level,
        kind: 'maxNumericValue',
        expected,
        actual,
        ...(unit ? { unit } : {}),
        passed: actual !== null && actual <= expected,
      });
    }
  }
  return results;
}

/** Whether a run meets every `error` assertion (a `warn` never fails it). */
export function meetsAssertions(run: AssertedRun, assertions: Assertions): boolean {
  return evaluateAssertions(run, assertions).every((result) => result.passed || result.level !== 'error');
}

/** The failed results at one level. */
export function failedAt(results: readonly AssertionResult[], level: AssertionResult['level']): AssertionResult[] {
  return results.filter((result) => !result.passed && result.level === level);
}

/** `performance 93 < 95`, `total-blocking-time 62 ms > 50 ms`, `cumulative-layout-shift not measured`. */
export function describeResult(result: AssertionResult): string {
  const name = result.id.replace(/^categories:/, '');
  const suffix = result.level === 'warn' ? ' (warn)' : '';
  if (result.actual === null) return `${name} not measured${suffix}`;
  if (result.kind === 'minScore') {
    const label = result.id.startsWith('categories:') ? name : `${name} score`;
    return `${label} ${result.actual} ${result.passed ? '>=' : '<'} ${result.expected}${suffix}`;
  }
  const unit = result.unit === 'millisecond' ? ' ms' : '';
  return `${name} ${result.actual}${unit} ${result.passed ? '<=' : '>'} ${result.expected}${unit}${suffix}`;
}

/** An assertion's `maxNumericValue` when it is on (not `off`), else undefined. */
export function maxNumericValueOf(assertions: Assertions, id: string): number | undefined {
  const entry = assertions[id];
  return entry && entry !== 'off' ? entry[1].maxNumericValue : undefined;
}

/** The same assertions with one turned off (a limit this machine cannot measure fairly). */
export function turnedOff(assertions: Assertions, id: string): Assertions {
  return id in assertions ? { ...assertions, [id]: 'off' } : assertions;
}
