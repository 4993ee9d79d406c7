import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../lib/routes.ts';
import { type Fixture, fixtureRoute, fixtureSite, page, removeFixtures } from './fixtures.ts';
import { auditedPages, emptinessProblems, htmlDownloadsIn, routeFileProblems } from './shared.ts';

let fixture: Fixture;
afterEach(removeFixtures);

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

describe('emptinessProblems', () => {
  it('fails zero pages and zero items', () => {
    expect(emptinessProblems(0, 0, 'links')).toEqual([
      'checked 0 pages: nothing was audited',
      'checked 0 links: nothing was audited',
    ]);
    expect(emptinessProblems(1, 3, 'links')).toEqual([]);
  });
});
