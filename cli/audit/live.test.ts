/**
 * The audits of a site as served (--url): a fixture site on the real Node server, read only through HTTP. Its
 * sitemap, a page it links but does not list, a header that says noindex or names the canonical URL, and links
 * to other sites checked against a local stand-in (npm test never reaches the network).
 */
import type { FastifyInstance } from 'fastify';
import { type Server, createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { fixtureSite, page, removeFixtures } from '../../tests/fixtures/auditSites.ts';
import { createServer } from '../server/app.ts';
import { checkElsewhere } from './links.ts';
import { type LiveSite, NOT_FOUND_PATH, linkHeaderTargets, readLiveSite, robotsHeaderNoindex } from './live.ts';
import { auditSeo } from './seo.ts';

const origin = 'https://www.example.org';
const formTargets = { '/api/forms/contact': '/contact/sent' };
const canonical = (path: string) => `<link rel="canonical" href="${origin}${path}">`;
const sitemap = (paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths.map((p) => `<url><loc>${origin}${p}</loc></url>`).join('\n')}\n</urlset>\n`;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  removeFixtures();
});

/** Serve files exactly as `serve` does and read the site through HTTP alone. */
async function live(files: Record<string, string>): Promise<LiveSite> {
  const fixture = fixtureSite(files);
  app = await createServer({ root: fixture.root });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return readLiveSite(url, { formTargets });
}

const site = (extra: Record<string, string> = {}, listed = ['/', '/about']) => ({
  'index.html': page('Home', '<a href="/about">About</a> <a href="/hidden">Hidden</a>', canonical('/')),
  'about.html': page(
    'About',
    '<form method="post" action="/api/forms/contact"><button>Send</button></form>',
    canonical('/about'),
  ),
  'hidden.html': page('Hidden', '<a href="/">Home</a>', canonical('/hidden')),
  'contact/sent.html': page(
    'Sent',
    '<a href="/">Home</a>',
    `${canonical('/contact/sent')}<meta name="robots" content="noindex">`,
  ),
  '404.html': page('Not found', '<a href="/">Home</a>'),
  'sitemap.xml': sitemap(listed),
  ...extra,
});

describe('reading a site as served', () => {
  it('finds its pages from its sitemap and the links from / (a form sent is a click), and its not-found page', async () => {
    const read = await live(
      site({ 'orphan.html': page('Orphan', '', canonical('/orphan')) }, ['/', '/about', '/orphan']),
    );
    expect(read.origin).toBe(origin);
    expect(read.pages.map((p) => `${p.path} ${p.kind} ${p.status}${p.listed ? ' listed' : ''}`)).toEqual([
      '/ page 200 listed',
      '/about page 200 listed',
      '/hidden page 200',
      '/contact/sent page 200',
      '/orphan page 200 listed',
      `${NOT_FOUND_PATH} not-found 404`,
    ]);
  });

  it('reads X-Robots-Tag and Link: rel=canonical as the tags they stand for', () => {
    expect(robotsHeaderNoindex('noindex, nofollow')).toBe(true);
    expect(robotsHeaderNoindex('googlebot: noindex')).toBe(true);
    expect(robotsHeaderNoindex('none')).toBe(true);
    expect(robotsHeaderNoindex('nofollow, noarchive')).toBe(false);
    expect(robotsHeaderNoindex(null)).toBe(false);
    expect(linkHeaderTargets('<https://a.example/x>; rel="canonical", </style.css>; rel=preload', 'canonical')).toEqual(
      ['https://a.example/x'],
    );
  });
});

describe('audit seo of a site as served', () => {
  it('passes a site whose sitemap lists exactly its indexable pages', async () => {
    const report = await auditSeo({ live: await live(site({}, ['/', '/about', '/hidden'])) });
    expect(report.findings.filter((f) => f.rule === 'sitemap')).toEqual([]);
  });

  it('fails a planted page missing from the sitemap, and a listed page that says noindex in a header', async () => {
    const read = await live(site({}, ['/', '/about', '/contact/sent']));
    const report = await auditSeo({ live: read });
    const sitemapFindings = report.findings.filter((f) => f.rule === 'sitemap').map((f) => f.message);
    expect(sitemapFindings).toEqual([
      '/contact/sent: sitemap: listed in the sitemap, but it says noindex or names another canonical URL',
      '/hidden: sitemap: an indexable page (200, no noindex, canonical itself) missing from the sitemap',
    ]);
    // Findings name the page's URL, where a person finds it: nothing local was read.
    expect(report.findings.find((f) => f.route === '/hidden')?.file).toBe(`${read.url}/hidden`);
    expect(report.ok).toBe(false);
  });

  it('counts an X-Robots-Tag header from _headers as noindex', async () => {
    const headers = '/*\n  X-Test: yes\n\n/hidden\n  X-Robots-Tag: noindex\n';
    const report = await auditSeo({ live: await live(site({ _headers: headers })) });
    expect(report.findings.filter((f) => f.rule === 'sitemap')).toEqual([]);
  });
});

describe('links to other sites (--external), against a local stand-in', () => {
  let standIn: Server | undefined;
  afterAll(() => standIn?.close());

  it(
    'checks each once, retries a stumble, reports what is gone on every page linking it, and lists the allowed',
    { timeout: 60_000 },
    async () => {
      const asked = new Map<string, number>();
      standIn = createHttpServer((request, response) => {
        const path = request.url ?? '/';
        asked.set(path, (asked.get(path) ?? 0) + 1);
        if (path === '/flaky' && (asked.get(path) ?? 0) === 1) return void response.writeHead(503).end();
        if (path === '/gone') return void response.writeHead(404).end();
        if (path === '/refuses-crawlers') return void response.writeHead(999).end();
        response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>ok</title>');
      });
      await new Promise<void>((resolve) => standIn?.listen(0, '127.0.0.1', resolve));
      const elsewhere = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
      const [home, about] = [
        { path: '/', file: 'index.html' },
        { path: '/about', file: 'about.html' },
      ];
      const linked = new Map([
        [`${elsewhere}/ok`, new Set([home])],
        [`${elsewhere}/flaky`, new Set([home])],
        [`${elsewhere}/gone`, new Set([home, about])],
        [`${elsewhere}/refuses-crawlers`, new Set([about])],
      ]);
      const config = {
        retries: 2,
        timeoutMs: 5000,
        allow: [{ prefix: `${elsewhere}/refuses-crawlers`, why: 'answers 999 to every crawler' }],
      };
      const { findings, notes } = await checkElsewhere(linked, config);
      expect(findings.map((f) => `${f.route} ${f.rule} ${f.message}`)).toEqual([
        `/ broken-external-link /: links to ${elsewhere}/gone: HTTP 404`,
        `/about broken-external-link /about: links to ${elsewhere}/gone: HTTP 404`,
      ]);
      expect(asked.get('/flaky')).toBe(2);
      expect(asked.get('/ok')).toBe(1);
      expect(asked.has('/refuses-crawlers')).toBe(false);
      expect(notes).toEqual([
        `not checked (links.external.allow ${elsewhere}/refuses-crawlers: answers 999 to every crawler): 1 URL(s)`,
        '3 of 3 links to other sites checked, after up to 2 retries each',
      ]);
    },
  );
});
