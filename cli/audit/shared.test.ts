import { describe, expect, it } from 'vitest';
import { finish, formatReport, summaryLine } from './shared.ts';

describe('finish: a gate proves what it read', () => {
  const page = (read: number, expected: number) => ({
    route: '/about',
    file: 'about.html',
    read: { links: read },
    expected: { links: expected },
  });

  it('passes a page read as fully as it holds, and says how much in the summary', () => {
    const report = finish('links', performance.now(), [page(42, 42)], []);
    expect(report.ok).toBe(true);
    expect(summaryLine(report)).toMatch(/^PASS audit links: 1 pages, 42 links read, 0 problems/);
  });

  it('fails a page with links read as fewer (or none), naming the page, file and counts', () => {
    const report = finish('links', performance.now(), [page(0, 42)], []);
    expect(report.ok).toBe(false);
    expect(report.findings).toEqual([
      expect.objectContaining({
        rule: 'coverage',
        route: '/about',
        file: 'about.html',
        message: '/about: holds 42 links, the audit read 0',
      }),
    ]);
    expect(formatReport(report)).toMatch(/\/about\s+│\s+0 \/ 42\s+│\s+1\s+│ FAIL/);
  });

  it('fails an audit that read no page at all', () => {
    const report = finish('seo', performance.now(), [], []);
    expect(report.ok).toBe(false);
    expect(report.findings.map((f) => f.message)).toEqual(['read 0 pages: nothing was audited']);
  });

  it('lets warnings pass and fails on errors only', () => {
    const warning = { tool: 'budget', rule: 'lcp', level: 'warning' as const, message: '/: slow' };
    expect(finish('budget', 0, [page(1, 1)], [warning]).ok).toBe(true);
    expect(finish('budget', 0, [page(1, 1)], [{ ...warning, level: 'error' }]).ok).toBe(false);
  });
});
