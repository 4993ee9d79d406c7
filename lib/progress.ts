/**
 * The progress bar's rules (docs/product.md#behaviour), framework-free: `max` must be a number above 0, else it is 100
 * and an error is logged; `value` must lie within 0..max, else it is treated as null (indeterminate) and an error is
 * logged. The state is indeterminate for null, loading below max and complete at max.
 */
type ProgressState = 'indeterminate' | 'loading' | 'complete';

export interface Progress {
  value: number | null;
  max: number;
  state: ProgressState;
}

const DEFAULT_MAX = 100;

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

export function normaliseProgress(
  value: unknown,
  max: unknown = DEFAULT_MAX,
  logError: (message: string) => void = (message) => console.error(message),
): Progress {
  let safeMax = DEFAULT_MAX;
  if (isNumber(max) && max > 0) safeMax = max;
  else
    logError(
      `Invalid prop \`max\` of value \`${String(max)}\` supplied to \`Progress\`. Only numbers greater than 0 are valid max values. Defaulting to \`${DEFAULT_MAX}\`.`,
    );

  let safeValue: number | null = null;
  if (value === null || value === undefined) safeValue = null;
  else if (isNumber(value) && value >= 0 && value <= safeMax) safeValue = value;
  else
    logError(
      `Invalid prop \`value\` of value \`${String(value)}\` supplied to \`Progress\`. The \`value\` prop must be a number between 0 and \`max\` (${safeMax}), or null for an indeterminate state. Defaulting to \`null\`.`,
    );

  const state: ProgressState = safeValue === null ? 'indeterminate' : safeValue === safeMax ? 'complete' : 'loading';
  return { value: safeValue, max: safeMax, state };
}
