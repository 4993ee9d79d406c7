import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from '../server/app.ts';
import { type Fixture, fixtureRoute, fixtureSite, page, removeFixtures } from './fixtures.ts';
import { readFormats } from '../../tests/fixtures/findings.ts';
import { auditLinks } from './links.ts';
import { auditFindings } from './shared.ts';

const routes = [fixtureRoute('/'), fixtureRoute('/about'), fixtureRoute('/orphan'), fixtureRoute('/soon', 'pending')];
const siteOrigin = 'https://www.example.org';

let fixture: Fixture | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  removeFixtures();
});

/** Serve a fixture site exactly as `serve` does and crawl it. */
async function crawl(home: string, orphan = page('Orphan', '<a href="/about#nobody">Nobody</a>')) {
  fixture = fixtureSite({
    'index.html': home,
    'about.html': page('About', '<h2 id="team">Team</h2><a href="/">Home</a>'),
    'orphan.html': orphan,
    '404.html': page('Not found', '<a href="/">Home</a>'),
  });
  app = await createServer({ root: fixture.root });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return auditLinks({ baseUrl: address, routes, siteOrigin });
}

const goodLinks = [
  '<a href="#intro">Intro</a><p id="intro">Intro</p>',
  '<a href="/about#team">Team</a>',
  '<a href="/soon">Coming soon</a>',
  '<a href="https://elsewhere.example/">Elsewhere</a>',
  '<a href="mailto:hello@example.org">Mail</a>',
  `<a href="${siteOrigin}/about">Absolute link to our own origin</a>`,
].join('\n');

describe('auditLinks', () => {
  it('checks internal links and fragments, skipping pending routes and other origins visibly', async () => {
    const report = await crawl(page('Home', goodLinks));
    expect(report.pages).toBeGreaterThanOrEqual(3);
    expect(report.items).toBeGreaterThan(0);
    expect(report.fragments).toBeGreaterThanOrEqual(2);
    expect(report.skipped).toEqual([
      { url: 'https://elsewhere.example/', parents: ['/'], why: 'external' },
      { url: 'mailto:hello@example.org', parents: ['/'], why: 'other scheme' },
      { url: '/soon', parents: ['/'], why: 'pending route' },
    ]);
    // /orphan is live but linked from nowhere: crawled on its own, and its broken fragment still caught.
    expect(report.unreachable).toEqual(['/orphan']);
    expect(report.broken.map((b) => [b.parent, b.url])).toEqual([['/orphan', '/about#nobody']]);
    expect(report.ok).toBe(false);
  });

  it('catches a broken #anchor, a missing page and a broken absolute link to our own origin', async () => {
    const links =
      '<a href="/about#team">ok</a><a href="/about#staff">no such id</a><a href="#nowhere">no</a>' +
      `<a href="/missing">gone</a><a href="${siteOrigin}/gone">gone too</a><a href="/orphan">orphan</a>`;
    const report = await crawl(page('Home', links));
    const broken = report.broken.map((b) => `${b.parent} → ${b.url}`);
    expect(broken).toEqual(
      expect.arrayContaining([
        '/ → /about#staff',
        '/ → /#nowhere',
        '/ → /missing',
        '/ → /gone',
        '/orphan → /about#nobody',
      ]),
    );
    expect(broken).not.toContain('/ → /about#team');
    // The 404 body served for /missing links home too; that is not a link of /missing's to report.
    expect(broken.filter((b) => b.endsWith('/missing'))).toEqual(['/ → /missing']);
    expect(report.broken.some((b) => b.parent === '/missing')).toBe(false);
    expect(report.problems.find((p) => p.includes('#staff'))).toMatch(/Fragment identifier '#staff' not found/);
    expect(report.ok).toBe(false);

    // The planted broken link where CI shows it: an annotation on the page's file, a SARIF result, a failing case.
    const formats = readFormats([auditFindings(report, fixture!.root)]);
    expect(formats.github).toContainEqual(
      expect.stringMatching(/^::error file=[^,]*\/index\.html,title=links broken-link::\/ → \/missing: /),
    );
    expect(formats.github).toContainEqual(expect.stringMatching(/title=links broken-fragment::\/ → \/about#staff: /));
    expect(formats.sarifErrors).toEqual([]);
    expect(formats.results).toContainEqual(
      expect.objectContaining({ ruleId: 'broken-link', message: { text: expect.stringContaining('/ → /missing') } }),
    );
    const home = formats.junit.find((c) => c.suite === 'links' && c.name === '/');
    expect(home?.failure?.body).toMatch(/error: broken-link: \/ → \/missing/);
    expect(formats.junit.find((c) => c.name === '/about')?.failure).toBeUndefined();
  });

  it('reports only the pages --route names', async () => {
    const links = '<a href="/missing">gone</a><a href="/orphan">orphan</a>';
    fixture = fixtureSite({
      'index.html': page('Home', links),
      'about.html': page('About', '<a href="/">Home</a>'),
      'orphan.html': page('Orphan', '<a href="/about#nobody">Nobody</a>'),
      '404.html': page('Not found', '<a href="/">Home</a>'),
    });
    app = await createServer({ root: fixture.root });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const report = await auditLinks({ baseUrl: address, routes, siteOrigin, only: ['/orphan'] });
    expect(report.broken.map((b) => `${b.parent} → ${b.url}`)).toEqual(['/orphan → /about#nobody']);
    expect(report.rows.map((row) => row.page)).toEqual(['/orphan']);
  });

  it('passes a site whose links all resolve', async () => {
    const report = await crawl(
      page('Home', `${goodLinks}<a href="/orphan">orphan</a>`),
      page('Orphan', '<a href="/">Home</a>'),
    );
    expect(report.problems).toEqual([]);
    expect(report.unreachable).toEqual([]);
    expect(report.rows.map((row) => row.page)).toEqual(['/', '/404', '/about', '/orphan']);
    expect(report.ok).toBe(true);
  });
});
