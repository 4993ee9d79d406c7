/**
 * Command options parsed by valibot schemas (the conventions every command shares, docs/cli.md): commander collects the
 * raw strings, a schema turns them into typed values, and the first problem becomes a usage error (exit 2) naming the
 * flag, its rule and the value given: `--limit: must be a whole number, 1 or more (got "x")`.
 */
import * as v from 'valibot';
import { UsageError } from '../lib/errors.ts';
import { isRealDate } from './validate/dates.ts';

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function parseOptions<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const key = issue ? (v.getDotPath(issue) ?? '') : '';
  const given = issue && issue.input !== undefined ? ` (got "${String(issue.input)}")` : '';
  throw new UsageError(`${key ? `--${kebab(key)}: ` : ''}${issue?.message ?? 'invalid options'}${given}`);
}

/** A flag's text as a whole number within bounds. */
export const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) => {
  const rule = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `${min} to ${max}`;
  return v.pipe(
    v.string(),
    v.regex(/^\s*-?\d+\s*$/, `must be a whole number, ${rule}`),
    v.transform(Number),
    v.number(),
    v.minValue(min, `must be a whole number, ${rule}`),
    v.maxValue(max, `must be a whole number, ${rule}`),
  );
};

/** A flag's text as an e-mail address. */
export const emailAddress = v.pipe(v.string(), v.trim(), v.email('must be an e-mail address'));

/** A flag's text as a day that exists, `YYYY-MM-DD` (`2026-02-30` is refused, not rolled into March). */
export const realDay = v.pipe(
  v.string(),
  v.isoDate('must be a date, YYYY-MM-DD'),
  v.check((day) => isRealDate(...(day.split('-').map(Number) as [number, number, number])), 'must be a real date'),
);
