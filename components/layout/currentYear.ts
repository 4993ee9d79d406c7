/**
 * The copyright line's year. The HTML carries the build's year; in the browser it becomes the visitor's, so a
 * page built last year (or read from the offline cache) still says this year. Plain DOM, not an island: a
 * year is text that may change once, and no page should evaluate React for it.
 */
export const CURRENT_YEAR_ATTRIBUTE = 'data-current-year';

export function keepYearCurrent(root: ParentNode = document, now: Date = new Date()): void {
  const year = String(now.getFullYear());
  for (const element of root.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) {
    if (element.textContent !== year) element.textContent = year;
  }
}
