import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../lib/routes.ts';
import { type Fixture, fixtureRoute, fixtureSite, page, removeFixtures } from '../../tests/fixtures/auditSites.ts';
import { htmlDownloadsIn, routeFileProblems } from './html.ts';
import { auditedPages, finish, formatReport, summaryLine } from './shared.ts';

let fixture: Fixture;
afterEach(removeFixtures);

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

describe('routeFileProblems (pending means not built)', () => {
  const registry = [fixtureRoute('/'), fixtureRoute('/docs/guide'), fixtureRoute('/pricing', 'pending')];

  it('accepts a build with exactly the live routes and 404, and HTML downloads beside them', () => {
    fixture = fixtureSite({
      'index.html': page('a'),
      'docs/guide.html': page('b'),
      '404.html': page('c'),
      'downloads/checklist.html': page('d'),
    });
    expect(routeFileProblems(fixture.root, registry)).toEqual([]);
    expect(htmlDownloadsIn(fixture.root)).toEqual(['downloads/checklist.html']);
  });

  it('reports a missing live file, a pending route with a file, an unlisted page and a missing 404', () => {
    fixture = fixtureSite({ 'index.html': page('a'), 'pricing.html': page('b'), 'stray/page.html': page('c') });
    expect(routeFileProblems(fixture.root, registry)).toEqual([
      'docs/guide.html: live route /docs/guide has no file',
      'pricing.html: route /pricing is pending but has a file (mark it live, or stop building it)',
      '404.html: missing',
      'stray/page.html: pre-rendered but not in the route registry (lib/routes.ts)',
    ]);
  });
});

describe('auditedPages', () => {
  it('is every live route of the registry plus 404, and no pending one', () => {
    const pages = auditedPages();
    expect(pages.at(-1)?.file).toBe('404.html');
    expect(pages.slice(0, -1)).toEqual(routes.filter((route) => route.status === 'live'));
  });
});
