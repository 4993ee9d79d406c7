/**
 * The edges of `audit links` no plant of tests/planted reaches: fragments of a page linkinator takes for a soft 404
 * (noindex, nofollow) and does not check, and a page's anchors counted apart from linkinator.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureSite, page, removeFixtures } from '../../tests/fixtures/auditSites.ts';
import { anchorsIn, auditLinks } from './links.ts';
import { type Site, openSite } from './shared.ts';

const siteOrigin = 'https://www.example.org';

let site: Site | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
  removeFixtures();
});

/** Serve a fixture site exactly as `serve` does and check its links. */
async function check(home: string, orphan: string) {
  const fixture = fixtureSite({ 'index.html': home, 'orphan.html': orphan, '404.html': page('Not found') });
  site = await openSite({ root: fixture.root });
  return auditLinks({ live: site.live });
}

describe('auditLinks on a page linkinator will not check', () => {
  it('names the links to fragments of a noindex, nofollow page, which linkinator skips as a soft 404', async () => {
    const hidden = page('Orphan', '<h2 id="here">Here</h2>', '<meta name="robots" content="noindex, nofollow">');
    const report = await check(page('Home', '<a href="/orphan#here">Here</a>'), hidden);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        rule: 'fragments-unchecked',
        route: '/',
        message: expect.stringContaining('/orphan#here'),
      }),
    );
  });
});

describe('anchorsIn', () => {
  it("counts a page's anchors once each, resolved and with the production origin made local, and their fragments", () => {
    const local = (href: string) => href.replace(siteOrigin, 'http://127.0.0.1:1');
    const { urls, fragments } = anchorsIn(
      `<a href="/a">1</a><a href="/a#x">2</a><a href="${siteOrigin}/b">3</a><a href="mailto:x@example.org">4</a><a>5</a>`,
      'http://127.0.0.1:1/',
      local,
    );
    expect([...urls]).toEqual(['http://127.0.0.1:1/a', 'http://127.0.0.1:1/b', 'mailto:x@example.org']);
    expect([...fragments]).toEqual(['http://127.0.0.1:1/a#x']);
  });
});
