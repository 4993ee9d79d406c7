import { describe, expect, it } from 'vitest';
import { packages } from '../content/packages.ts';
import { services } from '../content/servicePages.ts';
import { site } from '../content/site.ts';
import { getRoute, notFoundRoute, routes, type Route } from './routes.ts';
import { ICONS } from './pwa/manifest.ts';
import {
  HREFLANGS,
  absoluteUrl,
  breadcrumbJsonLd,
  buildHead,
  documentTitle,
  jsonLdGraph,
  organizationJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from './seo.ts';

const jsonLdIn = (head: string): unknown => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]);
};

describe('buildHead', () => {
  const home = getRoute('/');
  const head = buildHead(home);

  it('has title, description, absolute canonical and the six hreflang alternates', () => {
    expect(head).toContain(`<title>${site.brand} | AI &amp; Workflow Automation for UK SMEs</title>`);
    expect(head).toContain(`<link rel="canonical" href="${site.origin}/">`);
    for (const lang of HREFLANGS)
      expect(head).toContain(`<link rel="alternate" hreflang="${lang}" href="${site.origin}/">`);
    expect(head).toContain('<meta property="og:image" content="' + absoluteUrl('/og-image.png') + '">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).not.toContain('noindex');
  });

  it('marks noindex routes and leaves the 404 page without a canonical', () => {
    const notFound = buildHead(notFoundRoute);
    expect(notFound).toContain('<meta name="robots" content="noindex, follow">');
    expect(notFound).not.toContain('rel="canonical"');
  });

  it('escapes hostile content everywhere, including inside JSON-LD', () => {
    const hostile: Route = {
      ...home,
      path: '/docs/x',
      title: '</title><script>alert(1)</script>',
      description: '"><img src=x onerror=alert(1)> and </script> too',
      keywords: ['a<b'],
    };
    const output = buildHead(hostile);
    expect(output).not.toContain('<script>alert');
    expect(output).not.toContain('<img');
    expect(output.match(/<\/script>/g)).toHaveLength(1); // only the JSON-LD element's own end tag
    expect(jsonLdIn(output)).toBeTruthy();
  });
});

describe('structured data', () => {
  it('describes the firm as a ProfessionalService serving UK, US, CA and AU, Mo–Fr 09:00–17:00', () => {
    const org = organizationJsonLd() as Record<string, unknown>;
    expect(org['@type']).toBe('ProfessionalService');
    expect((org.areaServed as { name: string }[]).map((a) => a.name)).toEqual(['GB', 'US', 'CA', 'AU']);
    expect(org.openingHours).toBe('Mo-Fr 09:00-17:00');
  });

  it('gives a logo of at least 112 px, as Google asks, from the icons the build draws', () => {
    const logo = organizationJsonLd().logo as { url: string; width: number; height: number };
    const icon = ICONS.find((candidate) => logo.url === absoluteUrl(candidate.path));
    expect(icon?.size).toBe(logo.width);
    expect(Math.min(logo.width, logo.height)).toBeGreaterThanOrEqual(112);
  });

  it('offers exactly the packages the pages show, at the same prices', () => {
    const offers = (
      organizationJsonLd() as { makesOffer: { price: number; priceSpecification: { price: number }[] }[] }
    ).makesOffer;
    expect(offers.map((o) => o.price)).toEqual(packages.map((p) => p.setupFee));
    expect(offers.map((o) => o.priceSpecification[1]?.price)).toEqual(packages.map((p) => p.monthlyFee));
    expect(offers.map((o) => o.price)).toEqual([500, 1500, 2500]);
    expect(offers.map((o) => o.priceSpecification[1]?.price)).toEqual([100, 250, 500]);
    expect(offers.map((o) => (o as unknown as { name: string }).name)).toEqual(
      packages.map((p) => `${p.name} package`),
    );
  });

  it('has a SearchAction to /search?q={search_term_string}', () => {
    const website = websiteJsonLd() as { potentialAction: { target: { urlTemplate: string } } };
    expect(website.potentialAction.target.urlTemplate).toBe(`${site.origin}/search?q={search_term_string}`);
  });

  it('adds breadcrumbs on nested routes only', () => {
    expect(breadcrumbJsonLd(getRoute('/docs/best-practices'))).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1 }, { position: 2 }, { position: 3, item: `${site.origin}/docs/best-practices` }],
    });
    expect(breadcrumbJsonLd(getRoute('/pricing'))).toBeUndefined();
    expect((jsonLdGraph(getRoute('/')) as { '@graph': unknown[] })['@graph']).toHaveLength(2);
  });
});

describe('service structured data', () => {
  type PriceSpecification = { '@type': string; minPrice: number; maxPrice?: number; priceCurrency: string };
  type ServiceNode = {
    '@type': string;
    name: string;
    provider: { '@id': string };
    areaServed: { name: string }[];
    offers: { '@type': string; name: string; priceSpecification: PriceSpecification }[];
  };
  const serviceNode = (path: string) => serviceJsonLd(getRoute(path)) as ServiceNode;

  for (const service of services) {
    it(`${service.path}: one Offer per tier, at the prices of its content record`, () => {
      const node = serviceNode(service.path);
      expect(node['@type']).toBe('Service');
      expect(node.name).toBe(service.name);
      expect(node.provider).toEqual({ '@id': `${site.origin}/#organization` });
      expect(node.areaServed.map((area) => area.name)).toEqual(site.areaServed);
      expect(node.offers.map((offer) => offer.name)).toEqual(service.tiers.map((tier) => tier.name));
      expect(node.offers.map((offer) => offer.priceSpecification)).toEqual(
        service.tiers.map((tier) => ({
          '@type': 'PriceSpecification',
          minPrice: tier.minPrice,
          ...(tier.maxPrice === undefined ? {} : { maxPrice: tier.maxPrice }),
          priceCurrency: 'GBP',
          valueAddedTaxIncluded: false,
        })),
      );
      expect(node.offers.every((offer) => offer['@type'] === 'Offer')).toBe(true);
    });
  }

  it('offers each service’s price tiers, with no maxPrice for "and up"', () => {
    const ranges = (path: string) =>
      serviceNode(path).offers.map(({ priceSpecification: { minPrice, maxPrice } }) => [minPrice, maxPrice]);
    expect(ranges('/services/ai-automation')).toEqual([[1500, 3500]]);
    expect(ranges('/services/workflow-development')).toEqual([
      [800, 1500],
      [1500, 3500],
      [3500, undefined],
    ]);
    expect(ranges('/services/system-integration')).toEqual([
      [1200, 2000],
      [2000, 4000],
      [4000, undefined],
    ]);
    expect(ranges('/services/process-optimization')).toEqual([[1500, 3000]]);
    expect(serviceNode('/services/workflow-development').offers[2]?.priceSpecification).not.toHaveProperty('maxPrice');
  });

  it('is in the graph of the five service pages and of no other page', () => {
    const types = (path: string) =>
      (jsonLdGraph(getRoute(path)) as { '@graph': { '@type': string }[] })['@graph'].map((node) => node['@type']);
    for (const service of services) expect(types(service.path)).toContain('Service');
    for (const path of ['/', '/pricing', '/services', '/case-studies']) expect(types(path)).not.toContain('Service');
  });
});

describe('documentTitle', () => {
  const route = (path: string, title: string) => ({ ...getRoute('/about'), path, title });

  it('adds the brand (first on the home page) while the whole fits 60 characters, and drops it otherwise', () => {
    expect(documentTitle(route('/about', 'About Us'))).toBe(`About Us | ${site.brand}`);
    expect(documentTitle(route('/', 'AI Automation'))).toBe(`${site.brand} | AI Automation`);
    const long = 'Make, Zapier or n8n: Choosing an Automation Platform';
    expect(documentTitle(route('/blog/x', long))).toBe(long);
    for (const r of routes) expect(documentTitle(r).length, r.path).toBeLessThanOrEqual(60);
  });
});
