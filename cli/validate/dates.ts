/**
 * Dates are real and not in the future: every ISO date (`2025-01-15`, also inside a timestamp) in content data,
 * frontmatter and MDX text. YAML and the frontmatter schema check only the date's shape, so `2026-02-30`
 * would pass both and be shown as a date that never was. "Today" is the machine's local day, injected for tests.
 */
import { excerpt, problem, type Problem } from './problem.ts';

const ISO_DATE = /(?<![\d-])(\d{4})-(\d{2})-(\d{2})(?![\d-])/g;

/** `YYYY-MM-DD` of `now` in local time. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export interface DateCheck {
  problems: Problem[];
  found: number;
}

export function checkDates(file: string, path: string, text: string, now: Date): DateCheck {
  const problems: Problem[] = [];
  const today = localDay(now);
  let found = 0;
  for (const match of text.matchAll(ISO_DATE)) {
    found += 1;
    const [date, year, month, day] = match;
    const quote = excerpt(text, match.index, date.length);
    if (!isRealDate(Number(year), Number(month), Number(day))) {
      problems.push(problem(file, path, 'date', `${date} is not a real calendar date: ${quote}`));
    } else if (date > today) {
      problems.push(problem(file, path, 'date', `${date} is in the future (today is ${today}): ${quote}`));
    }
  }
  return { problems, found };
}
