import { describe, expect, it } from 'vitest';
import { checkDates, isRealDate, localDay } from './dates.ts';

const now = new Date('2026-11-23T12:00:00');

describe('checkDates', () => {
  it('reports an impossible date, which the frontmatter schema lets through', () => {
    const { problems } = checkDates('content/blog/x.mdx', 'frontmatter.date', 'date: 2026-02-30', now);
    expect(problems).toEqual([
      expect.objectContaining({ file: 'content/blog/x.mdx', path: 'frontmatter.date', rule: 'date' }),
    ]);
    expect(problems[0]?.message).toContain('2026-02-30 is not a real calendar date');
  });

  it('reports a date after today, and passes today and earlier', () => {
    expect(checkDates('f', 'p', '2026-11-24', now).problems[0]?.message).toContain(
      'in the future (today is 2026-11-23)',
    );
    expect(checkDates('f', 'p', 'updated 2026-11-23, first 2025-01-15', now)).toEqual({ problems: [], found: 2 });
  });

  it('reads dates inside timestamps but not inside longer numbers', () => {
    expect(checkDates('f', 'p', '"submittedAt": "2027-03-04T09:41:27.512Z"', now).problems).toHaveLength(1);
    expect(checkDates('f', 'p', 'ref 12026-13-45-1', now).found).toBe(0);
  });

  it('knows leap years and month lengths', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2025, 2, 29)).toBe(false);
    expect(isRealDate(2025, 4, 31)).toBe(false);
    expect(isRealDate(2025, 13, 1)).toBe(false);
    expect(localDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
