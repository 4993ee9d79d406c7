import type { FastifyInstance } from 'fastify';
import { createServer as createHttpServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { readFormats } from '../../tests/fixtures/findings.ts';
import { type Fixture, fixtureRoute, fixtureSite, page, removeFixtures } from '../../tests/fixtures/auditSites.ts';
import { createServer } from '../server/app.ts';
import { anchorsIn, auditLinks } from './links.ts';
import { toolFindings } from './shared.ts';

const routes = [fixtureRoute('/'), fixtureRoute('/about'), fixtureRoute('/orphan'), fixtureRoute('/soon', 'pending')];
const siteOrigin = 'https://www.example.org';

let fixture: Fixture | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  removeFixtures();
});

/** Serve a fixture site exactly as `serve` does and check its links. */
async function check(home: string, orphan = page('Orphan', '<a href="/about#nobody">Nobody</a>'), only?: string[]) {
  fixture = fixtureSite({
    'index.html': home,
    'about.html': page('About', '<h2 id="team">Team</h2><a href="/">Home</a>'),
    'orphan.html': orphan,
    '404.html': page('Not found', '<a href="/">Home</a>'),
  });
  app = await createServer({ root: fixture.root });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return auditLinks({ baseUrl: address, routes, siteOrigin, ...(only ? { only } : {}) });
}

const goodLinks = [
  '<a href="#intro">Intro</a><p id="intro">Intro</p>',
  '<a href="/about#team">Team</a>',
  '<a href="/soon">Coming soon</a>',
  '<a href="https://elsewhere.example/">Elsewhere</a>',
  '<a href="mailto:hello@example.org">Mail</a>',
  `<a href="${siteOrigin}/about">Absolute link to our own origin</a>`,
  '<a href="/orphan">Orphan</a>',
].join('\n');

describe('auditLinks', () => {
  it("reads every page's own links and fragments, each page on its own, skipping the unreachable visibly", async () => {
    const report = await check(page('Home', goodLinks), page('Orphan', '<a href="/">Home</a>'));
    expect(report.findings).toEqual([]);
    expect(report.ok).toBe(true);
    // The home page's links are its own, though /about's link home is the same URL as its own link to /.
    const home = report.pages.find((p) => p.route === '/');
    expect(home).toMatchObject({ read: { links: 6, fragments: 2 }, expected: { links: 6, fragments: 2 } });
    for (const p of report.pages) expect(p.read.links, p.route).toBeGreaterThan(0);
    expect(report.notes).toEqual(
      expect.arrayContaining([
        'skipped (another origin): https://elsewhere.example/ ← /',
        'skipped (not http(s)): mailto:hello@example.org ← /',
        expect.stringMatching(/^skipped \(pending route\): \/soon ← \/$/),
      ]),
    );
  });

  it('catches a broken #anchor, a missing page and a broken absolute link to our own origin, on the page that has it', async () => {
    const links = `<a href="/about#team">ok</a><a href="/about#staff">no such id</a><a href="#nowhere">no</a><a href="/missing">gone</a><a href="${siteOrigin}/gone">gone too</a>`;
    const report = await check(page('Home', links));
    const broken = report.findings.map((f) => `${f.rule} ${f.message}`);
    expect(broken).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^broken-fragment \/: links to \/about#staff: Fragment identifier '#staff' not found/),
        expect.stringMatching(/^broken-fragment \/: links to \/#nowhere/),
        'broken-link /: links to /missing: HTTP 404',
        'broken-link /: links to /gone: HTTP 404',
        expect.stringMatching(/^broken-fragment \/orphan: links to \/about#nobody/),
      ]),
    );
    expect(broken.some((b) => b.includes('#team'))).toBe(false);
    expect(report.ok).toBe(false);

    // Where CI shows it: an annotation on the page's file, a SARIF result, a failing JUnit case.
    const formats = readFormats([toolFindings(report, fixture!.root)]);
    expect(formats.github).toContainEqual(
      expect.stringMatching(/^::error file=[^,]*\/index\.html,title=links broken-link::\/: links to \/missing/),
    );
    expect(formats.sarifErrors).toEqual([]);
    expect(formats.results).toContainEqual(expect.objectContaining({ ruleId: 'broken-link' }));
    expect(formats.junit.find((c) => c.suite === 'links' && c.name === '/')?.failure?.body).toMatch(
      /broken-link: \/: links to \/missing/,
    );
    expect(formats.junit.find((c) => c.name === '/about')?.failure).toBeUndefined();
  });

  it('checks only the pages --route names', async () => {
    const report = await check(page('Home', '<a href="/missing">gone</a>'), undefined, ['/orphan']);
    expect(report.pages.map((p) => p.route)).toEqual(['/orphan']);
    expect(report.findings.map((f) => f.route)).toEqual(['/orphan']);
  });

  it('fails a page whose links linkinator could not read, rather than passing it as "0 links"', async () => {
    // A server that sends the home page as plain text: a browser and linkinator read no links in it.
    const html = page('Home', '<a href="/about">About</a><a href="/orphan">Orphan</a>');
    const server = createHttpServer((request, response) => {
      const text = request.url === '/' ? html : page('Other', '<a href="/">Home</a>');
      response.writeHead(request.url === '/404' ? 404 : 200, {
        'content-type': request.url === '/' ? 'text/plain' : 'text/html',
      });
      response.end(text);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const report = await auditLinks({ baseUrl: `http://127.0.0.1:${port}`, routes, siteOrigin });
      expect(report.ok).toBe(false);
      expect(report.findings).toContainEqual(
        expect.objectContaining({ rule: 'coverage', route: '/', message: '/: holds 2 links, the audit read 0' }),
      );
    } finally {
      server.close();
    }
  });
});

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
