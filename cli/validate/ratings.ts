/**
 * Ratings stay within their scale (docs/decisions/0007-ratings-stay-within-their-scale.md: the brief's "4.2/5 → 5.8/5"
 * is shown as 4.2/5 → 4.8/5). In copy, a figure on a scale of 5 or 10 ("4.8/5", "4 out of 5", "9/10"); in data,
 * schema.org's `ratingValue` between `worstRating` (default 1) and `bestRating` (default 5).
 */
import { excerpt, joinPath, problem, type Problem } from './problem.ts';
import { collectObjects } from './walk.ts';

// Not part of a longer number, date or fraction on either side: "24/7" and "15/10/2025" are not ratings.
const RATING = /(?<![\d.,/])(\d+(?:\.\d+)?)\s*(?:\/|\bout of\b)\s*(5|10)(?![\d.,/])/g;

export interface RatingCheck {
  problems: Problem[];
  /** Ratings seen, in range or not. */
  found: number;
}

export function checkRatingText(file: string, path: string, text: string): RatingCheck {
  const problems: Problem[] = [];
  let found = 0;
  for (const match of text.matchAll(RATING)) {
    found += 1;
    const value = Number(match[1]);
    const scale = Number(match[2]);
    if (value > scale) {
      problems.push(
        problem(
          file,
          path,
          'rating',
          `${value} is above its scale of ${scale}: ${excerpt(text, match.index, match[0].length)}`,
        ),
      );
    }
  }
  return { problems, found };
}

const numeric = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/** Every schema.org-style rating record under `value` (`ratingValue` with optional best and worst). */
export function checkRatingValues(file: string, base: string, value: unknown): RatingCheck {
  const problems: Problem[] = [];
  let found = 0;
  for (const { path, value: record } of collectObjects(value, base)) {
    if (!('ratingValue' in record)) continue;
    found += 1;
    const rating = numeric(record.ratingValue);
    const best = numeric(record.bestRating ?? 5);
    const worst = numeric(record.worstRating ?? 1);
    const at = joinPath(path === '(root)' ? '' : path, 'ratingValue');
    if (rating === undefined || best === undefined || worst === undefined) {
      problems.push(problem(file, at, 'rating', 'ratingValue, bestRating and worstRating must be numbers'));
    } else if (rating > best || rating < worst) {
      problems.push(problem(file, at, 'rating', `${rating} is outside its scale of ${worst} to ${best}`));
    }
  }
  return { problems, found };
}
