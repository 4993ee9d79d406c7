import { describe, expect, it } from 'vitest';
import { packages } from '../content/packages.ts';
import { site } from '../content/site.ts';
import { getRoute, notFoundRoute, type Route } from './routes.ts';
import {
  HREFLANGS,
  absoluteUrl,
  breadcrumbJsonLd,
  buildHead,
  jsonLdGraph,
  organizationJsonLd,
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

  it('offers exactly the packages the pages show, at the same prices', () => {
    const offers = (
      organizationJsonLd() as { makesOffer: { price: number; priceSpecification: { price: number }[] }[] }
    ).makesOffer;
    expect(offers.map((o) => o.price)).toEqual(packages.map((p) => p.setupFee));
    expect(offers.map((o) => o.priceSpecification[1]?.price)).toEqual(packages.map((p) => p.monthlyFee));
    expect(offers.map((o) => o.price)).toEqual([500, 1500, 2500]);
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
