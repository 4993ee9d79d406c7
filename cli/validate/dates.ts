/**
 * Calendar days, for "not in the future" (a built page's dates, pages.ts) and for the CLI's `--today`-style options
 * (cli/options.ts), which parse a day the same way.
 */

/** `YYYY-MM-DD` of `now` in local time. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether year, month and day name a day that exists: not 30 February. */
export function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
