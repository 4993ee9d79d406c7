import { afterEach, describe, expect, it } from 'vitest';
import type { Route } from '../../lib/routes.ts';
import { fixtureRoute, fixtureSite, removeFixtures } from '../../tests/fixtures/auditSites.ts';
import {
  type OfferPrices,
  type SeoCheck,
  auditSeo,
  clickDepths,
  readPage,
  requiredJsonLdTypes,
  sitemapLocations,
} from './seo.ts';

afterEach(removeFixtures);

const origin = 'https://www.example.org';
const routes: Route[] = [
  fixtureRoute('/'),
  fixtureRoute('/about'),
  fixtureRoute('/blog'),
  fixtureRoute('/blog/first-post'),
  fixtureRoute('/services/audit'),
  fixtureRoute('/contact'),
  { ...fixtureRoute('/contact/sent'), noindex: true },
  fixtureRoute('/later', 'pending'),
];
const formTargets = { '/api/forms/contact': '/contact/sent' };
const indexable = ['/', '/about', '/blog', '/blog/first-post', '/services/audit', '/contact'];
const url = (path: string) => `${origin}${path}`;

/** Everything a page's head and body are made of; a test replaces one part to plant a defect. */
interface Parts {
  title: string | null;
  description: string | null;
  canonical: string | null;
  hreflangs: string[];
  og: Record<string, string>;
  jsonLd: string[];
  noindex: boolean;
  h1s: number;
  links: string[];
  /** Actions of forms that post. */
  forms: string[];
  body: string;
}

const graph = (...nodes: object[]) =>
  JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'ProfessionalService' }, ...nodes] });

/** A page that passes every check, written by hand (not by lib/seo.ts) so the audit is judged independently. */
function goodParts(path: string): Parts {
  const name = path === '/' ? 'Home' : path.slice(1);
  const nodes: Record<string, object[]> = {
    '/': [{ '@type': 'WebSite' }],
    '/blog/first-post': [{ '@type': 'BreadcrumbList' }, { '@type': 'Article', author: { '@type': 'Person' } }],
    '/services/audit': [{ '@type': 'BreadcrumbList' }, { '@type': 'Service' }],
    '/contact/sent': [{ '@type': 'BreadcrumbList' }],
  };
  const links: Record<string, string[]> = {
    '/': ['/about', '/blog', '/contact', `${origin}/services/audit`, 'https://elsewhere.example/', '#main'],
    '/blog': ['blog/first-post#comments', '/'],
    '/about': ['/'],
  };
  return {
    title: `${name} | Example`,
    description: `The ${name} page of a fixture site, written long enough for the fifty-character minimum.`,
    canonical: url(path),
    hreflangs: ['en', 'en-GB', 'en-US', 'en-CA', 'en-AU', 'x-default'],
    og: {
      'og:title': `${name} | Example`,
      'og:description': 'Shared.',
      'og:image': url('/og.png'),
      'og:url': url(path),
    },
    jsonLd: [graph(...(nodes[path] ?? []))],
    noindex: path === '/contact/sent',
    h1s: 1,
    links: links[path] ?? [],
    forms: path === '/contact' ? ['/api/forms/contact'] : [],
    body: '<img src="/og.png" alt="Our logo" width="40" height="40"><img src="/rule.png" alt="" width="1" height="1">',
  };
}

function render(parts: Parts): string {
  const head = [
    parts.title === null ? '' : `<title>${parts.title}</title>`,
    parts.description === null ? '' : `<meta name="description" content="${parts.description}">`,
    parts.canonical === null ? '' : `<link rel="canonical" href="${parts.canonical}">`,
    ...parts.hreflangs.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${parts.canonical}">`),
    ...Object.entries(parts.og).map(([property, content]) => `<meta property="${property}" content="${content}">`),
    ...parts.jsonLd.map((json) => `<script type="application/ld+json">${json}</script>`),
    parts.noindex ? '<meta name="robots" content="noindex, follow">' : '',
  ];
  const forms = parts.forms.map((action) => `<form action="${action}" method="post"><button>Send</button></form>`);
  return `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">${head.join('\n')}</head>
<body><svg><title>An icon's own title</title></svg><main>${'<h1>Heading</h1>'.repeat(parts.h1s)}
${parts.links.map((href) => `<a href="${href}">link</a>`).join('\n')}${forms.join('')}${parts.body}</main></body></html>`;
}

const sitemapOf = (paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((p) => `  <url><loc>${url(p)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

/** Build the fixture site, with some pages' parts replaced, and audit it. */
function audit(
  overrides: Record<string, Partial<Parts>> = {},
  sitemap: string | null = sitemapOf(indexable),
  prices: OfferPrices | null = null,
) {
  const files: Record<string, string | Buffer> = { 'og.png': Buffer.from('png'), 'rule.png': Buffer.from('png') };
  for (const route of [...routes.filter((r) => r.status === 'live'), fixtureRoute('/404')]) {
    const path = route.file === '404.html' ? '/404' : route.path;
    const notFound: Partial<Parts> = route.file === '404.html' ? { canonical: null, hreflangs: [], noindex: true } : {};
    const parts = { ...goodParts(path), ...notFound, ...overrides[path] };
    files[route.file] = render(parts);
  }
  if (sitemap !== null) files['sitemap.xml'] = sitemap;
  const fixture = fixtureSite(files);
  return auditSeo({ root: fixture.root, routes, siteOrigin: origin, formTargets, prices });
}

/** The messages of one check's findings about one page (or sitemap.xml), without the `path: check: ` prefix. */
const found = (report: ReturnType<typeof audit>, path: string, check: SeoCheck) =>
  report.findings
    .filter((f) => (f.route ?? f.file) === path && f.rule === check)
    .map((f) => f.message.slice(`${path}: ${check}: `.length));
const problems = (report: ReturnType<typeof audit>) => report.findings.map((f) => f.message);

describe('auditSeo', () => {
  it('passes a site that does everything right', () => {
    const report = audit();
    expect(problems(report)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.pages).toHaveLength(8);
    // Each page's head read whole: as many elements parsed as its tags.
    for (const page of report.pages) expect(page.read['head tags'], page.route).toBe(page.expected['head tags']);
    const clicks = Object.fromEntries(report.pages.map((page) => [page.route, page.cells?.['clicks from /']]));
    // The confirmation page is reached by sending the contact form.
    expect(clicks).toEqual({
      '/': 0,
      '/about': 1,
      '/blog': 1,
      '/contact': 1,
      '/services/audit': 1,
      '/blog/first-post': 2,
      '/contact/sent': 2,
      '/404': '–',
    });
  });

  it('wants exactly one h1', () => {
    const report = audit({ '/about': { h1s: 2 }, '/blog': { h1s: 0 } });
    expect(found(report, '/about', 'h1')).toEqual(['2 h1 elements (exactly one)']);
    expect(found(report, '/blog', 'h1')).toEqual(['0 h1 elements (exactly one)']);
    expect(report.ok).toBe(false);
  });

  it('wants a title of at most 60 characters, unique, and not counts an SVG title', () => {
    const long = 'A title that keeps going well past the sixty characters a result shows';
    const report = audit({
      '/about': { title: null },
      '/blog': { title: long },
      '/contact/sent': { title: 'Home | Example' },
    });
    expect(found(report, '/about', 'title')).toEqual(['no title']);
    expect(found(report, '/blog', 'title')).toEqual([`70 characters (at most 60): "${long}"`]);
    expect(found(report, '/contact/sent', 'title')).toEqual([`the same as /'s: "Home | Example"`]);
    expect(found(report, '/', 'title')).toEqual([]);
  });

  it('counts a title as a reader does: entities decoded, characters not bytes', () => {
    const title = `${'é'.repeat(50)} &amp; Co Ltd`; // 59 characters once decoded; many more as bytes or markup
    expect(found(audit({ '/about': { title } }), '/about', 'title')).toEqual([]);
  });

  it('wants a unique description of 50 to 160 characters', () => {
    const shared = goodParts('/').description;
    const report = audit({
      '/about': { description: 'Too short to describe a page.' },
      '/blog': { description: null },
      '/contact': { description: shared },
    });
    expect(found(report, '/about', 'description')).toEqual(['29 characters (50–160): "Too short to describe a page."']);
    expect(found(report, '/blog', 'description')).toEqual(['no meta description']);
    expect(found(report, '/contact', 'description')).toEqual([`the same as /'s: "${shared}"`]);
  });

  it("wants one canonical equal to the page's absolute URL", () => {
    const report = audit({
      '/about': { canonical: '/about' },
      '/blog': { canonical: url('/') },
      '/contact': { canonical: null, hreflangs: [] },
    });
    expect(found(report, '/about', 'canonical')).toEqual([`"/about", not the page's URL ${url('/about')}`]);
    expect(found(report, '/blog', 'canonical')).toEqual([`"${url('/')}", not the page's URL ${url('/blog')}`]);
    expect(found(report, '/contact', 'canonical')).toEqual(['0 canonical links (exactly one)']);
  });

  it('wants the full hreflang set with x-default, each the page itself', () => {
    const report = audit({
      '/about': { hreflangs: ['en', 'en-GB', 'en-US', 'en-CA', 'en-AU'] },
      '/blog': { hreflangs: ['en', 'en-GB', 'en-US', 'en-CA', 'x-default', 'x-default'] },
    });
    expect(found(report, '/about', 'hreflang')).toEqual(['no alternate for hreflang="x-default"']);
    expect(found(report, '/blog', 'hreflang')).toEqual([
      'no alternate for hreflang="en-AU"',
      'hreflang="x-default" given more than once',
    ]);
    const elsewhere = audit({ '/contact': { canonical: url('/') } });
    expect(found(elsewhere, '/contact', 'hreflang')).toContain(
      `hreflang="x-default" points to "${url('/')}", not ${url('/contact')}`,
    );
  });

  it('wants Open Graph title, description, URL and an image that exists', () => {
    const { og } = goodParts('/about');
    const report = audit({
      '/about': { og: { ...og, 'og:image': url('/og/about.png') } },
      '/blog': { og: { 'og:title': 'Blog', 'og:image': url('/og.png'), 'og:url': url('/') } },
      '/contact': { og: { ...og, 'og:image': 'https://cdn.example/og.png', 'og:url': url('/contact') } },
    });
    expect(found(report, '/about', 'open-graph')).toEqual([
      `og:image "${url('/og/about.png')}" does not exist in the build`,
    ]);
    expect(found(report, '/blog', 'open-graph')).toEqual([
      'no og:description',
      `og:url "${url('/')}", not the page's URL ${url('/blog')}`,
    ]);
    expect(found(report, '/contact', 'open-graph')[0]).toMatch(/not on the site's origin/);
  });

  it('wants JSON-LD that parses, has @context and carries the types of the page', () => {
    const noContext = JSON.stringify({ '@type': 'ProfessionalService' });
    const report = audit({
      '/': { jsonLd: [graph()] },
      '/about': { jsonLd: ['{"@context": "https://schema.org", "@type": "ProfessionalService",}'] },
      '/blog': { jsonLd: [noContext] },
      '/blog/first-post': { jsonLd: [graph({ '@type': 'BreadcrumbList' })] },
      '/services/audit': { jsonLd: [graph({ '@type': 'Article' })] },
      '/contact': { jsonLd: [] },
      // An Organization nested in another entity (an article's author) does not name the firm.
      '/contact/sent': {
        jsonLd: [
          JSON.stringify({
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            author: { '@type': 'Organization' },
          }),
        ],
      },
    });
    expect(found(report, '/', 'json-ld')).toEqual(['no WebSite (the home page); types found: ProfessionalService']);
    expect(found(report, '/about', 'json-ld')[0]).toMatch(/^JSON-LD does not parse: /);
    expect(found(report, '/blog', 'json-ld')).toEqual(['JSON-LD has no @context']);
    expect(found(report, '/blog/first-post', 'json-ld')).toEqual([
      'no Article or BlogPosting (an article); types found: ProfessionalService, BreadcrumbList',
    ]);
    expect(found(report, '/services/audit', 'json-ld')).toEqual([
      'no BreadcrumbList (a nested page); types found: ProfessionalService, Article',
      'no Service (a service page); types found: ProfessionalService, Article',
    ]);
    expect(found(report, '/contact', 'json-ld')).toEqual(['no JSON-LD']);
    expect(found(report, '/contact/sent', 'json-ld')).toEqual([
      'no Organization or ProfessionalService (every page names the firm); types found: BreadcrumbList',
    ]);
  });

  it('wants JSON-LD offers at the prices of the packages and of each service tier', () => {
    const prices: OfferPrices = {
      packages: [{ id: 'starter', name: 'Starter', setupFee: 500, monthlyFee: 50 }],
      services: [{ name: 'Audit', tiers: [{ name: 'Review', minPrice: 900 }] }],
    };
    const fee = (price: number, unitCode?: string) => ({
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'GBP',
      ...(unitCode ? { unitCode } : {}),
    });
    const starter = (setup: number) => ({
      '@type': 'Offer',
      name: 'Starter package',
      price: setup,
      priceCurrency: 'GBP',
      priceSpecification: [fee(setup), fee(50, 'MON')],
    });
    const firm = (setup: number) => ({ '@type': 'ProfessionalService', makesOffer: [starter(setup)] });
    const service = (minPrice: number) => ({
      '@type': 'Service',
      name: 'Audit',
      offers: [{ '@type': 'Offer', name: 'Review', priceSpecification: { minPrice, priceCurrency: 'GBP' } }],
    });
    const withNodes = (...nodes: object[]) => [JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes })];
    const report = audit(
      {
        '/': { jsonLd: withNodes(firm(500), { '@type': 'WebSite' }) },
        '/about': { jsonLd: withNodes(firm(450)) },
        '/services/audit': { jsonLd: withNodes(firm(500), { '@type': 'BreadcrumbList' }, service(800)) },
      },
      sitemapOf(indexable),
      prices,
    );
    expect(found(report, '/', 'json-ld')).toEqual([]);
    const wrong = 'Starter: structured data says 450, the package says 500 (£500 setup, £50 a month)';
    expect(found(report, '/about', 'json-ld')).toEqual([
      `JSON-LD: offers: ["@graph"][0].makesOffer[0].price: ${wrong}`,
      `JSON-LD: offers: ["@graph"][0].makesOffer[0].priceSpecification[0].price: ${wrong}`,
    ]);
    expect(found(report, '/services/audit', 'json-ld')).toEqual([
      'JSON-LD: offers: ["@graph"][2].offers[0].priceSpecification.minPrice: Audit "Review": structured data says 800, the service says 900',
    ]);
    // A page with no package offers (the fixture's others) is not asked for them.
    expect(found(report, '/blog', 'json-ld')).toEqual([]);
  });

  it('wants every image with alt and dimensions (an empty alt is decorative, and fine)', () => {
    const report = audit({
      '/about': { body: '<img src="/a.png" width="10" height="10"><img src="/b.png" alt="B" width="10">' },
    });
    expect(found(report, '/about', 'images')).toEqual([
      '<img src="/a.png"> has no alt attribute',
      '<img src="/b.png"> has no valid height (layout shift)',
    ]);
  });

  it('wants the sitemap to list exactly the indexable routes', () => {
    const report = audit(
      {},
      sitemapOf([
        '/',
        '/about',
        '/about',
        '/blog',
        '/blog/first-post',
        '/services/audit',
        '/contact/sent',
        '/later',
        '/gone',
      ]),
    );
    expect(found(report, '/contact/sent', 'sitemap')).toEqual(['a noindex page listed in the sitemap']);
    expect(found(report, '/contact', 'sitemap')).toEqual(['an indexable route missing from the sitemap']);
    expect(found(report, '/later', 'sitemap')).toEqual(['listed in the sitemap, but the route is pending']);
    expect(found(report, 'sitemap.xml', 'sitemap')).toEqual([
      `"${url('/about')}" is listed more than once`,
      `"${url('/gone')}" is not a route's URL at ${origin}`,
    ]);
    expect(found(audit({}, null), 'sitemap.xml', 'sitemap')).toEqual(['missing']);
  });

  it('judges noindex by the page: one that says noindex must not be listed, and must agree with the registry', () => {
    const report = audit({ '/about': { noindex: true }, '/contact/sent': { noindex: false } });
    expect(found(report, '/about', 'sitemap')).toEqual(['a noindex page listed in the sitemap']);
    expect(found(report, '/about', 'robots')).toEqual([
      'the page says noindex, but the registry lists it as indexable',
    ]);
    expect(found(report, '/contact/sent', 'robots')).toEqual([
      'the registry marks it noindex, but the page has no robots noindex',
    ]);
  });

  it('wants every live route within three clicks of /', () => {
    // / → /blog → /blog/first-post → /about → /services/audit: four clicks.
    const report = audit({
      '/': { links: ['/blog', '/contact'] },
      '/blog/first-post': { links: ['/about'] },
      '/about': { links: ['/services/audit'] },
    });
    expect(found(report, '/services/audit', 'reachability')).toEqual(['4 clicks from / (at most 3)']);
    expect(found(report, '/about', 'reachability')).toEqual([]);
    const orphan = audit({ '/': { links: ['/blog', '/contact', '/services/audit'] } });
    expect(found(orphan, '/about', 'reachability')).toEqual(['no chain of links from / reaches it']);
  });

  it('counts sending a form as the click to its confirmation page, and only that', () => {
    const report = audit({ '/contact': { forms: ['/api/forms/other'] } });
    expect(found(report, '/contact/sent', 'reachability')).toEqual(['no chain of links from / reaches it']);
  });

  it('keeps the not-found page, served at any URL, from claiming a URL of its own', () => {
    const report = audit({ '/404': { canonical: url('/404'), hreflangs: ['x-default'] } });
    expect(found(report, '/404', 'canonical')).toEqual(['the not-found page must not name a canonical URL']);
    expect(found(report, '/404', 'hreflang')).toEqual(['the not-found page must not name alternates']);
  });

  it('reports a live page missing from the build, and fails when nothing was checked', () => {
    const report = auditSeo({ root: fixtureSite({}).root, routes: [fixtureRoute('/')], siteOrigin: origin });
    expect(problems(report)).toEqual([
      '/: page: index.html is not in the build, so nothing of it was checked',
      '/404: page: 404.html is not in the build, so nothing of it was checked',
      'sitemap.xml: sitemap: missing',
      'read 0 pages: nothing was audited',
    ]);
    expect(report.ok).toBe(false);
  });
});

describe('the parts of auditSeo', () => {
  it('decides the JSON-LD types a page owes from its path', () => {
    const types = (path: string) => requiredJsonLdTypes(path).map((r) => r.anyOf[0]);
    expect(types('/')).toEqual(['Organization', 'WebSite']);
    expect(types('/pricing')).toEqual(['Organization']);
    expect(types('/docs/best-practices')).toEqual(['Organization', 'BreadcrumbList']);
    expect(types('/blog/x')).toEqual(['Organization', 'BreadcrumbList', 'Article']);
    expect(types('/services/x')).toEqual(['Organization', 'BreadcrumbList', 'Service']);
  });

  it('reads the head, not an inline SVG, and decodes entities', () => {
    const facts = readPage(
      '<html><head><title>A &amp; B</title></head><body><svg><title>icon</title></svg><h1>x</h1></body></html>',
    );
    expect(facts.title).toEqual(['A & B']);
    expect(facts.h1).toBe(1);
  });

  it('reads sitemap locations and walks clicks breadth first', () => {
    expect(sitemapLocations(sitemapOf(['/', '/a']))).toEqual([url('/'), url('/a')]);
    const links: Record<string, string[]> = {
      '/': ['/a', '/b?x=1#top'],
      '/a': ['/b', 'c'],
      '/b': [],
      '/c': ['/d/'],
      '/d': [],
    };
    expect(Object.fromEntries(clickDepths((p) => links[p], origin))).toEqual({
      '/': 0,
      '/a': 1,
      '/b': 1,
      '/c': 2,
      '/d': 3,
    });
  });
});
