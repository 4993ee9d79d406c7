/**
 * Head tags and structured data for a route: title, description, canonical, robots, hreflang, Open Graph,
 * Twitter card, theme-color and JSON-LD. Pure functions over the registry and content, so the renderer, the
 * tests and the CLI build the same head.
 */
import { blogPage } from '../content/blogPage.ts';
import { packages } from '../content/packages.ts';
import { TITLE_MAX } from '../content/schema.ts';
import { site } from '../content/site.ts';
import { services } from '../content/servicePages.ts';
import { escapeHtml, serializeJsonForScript } from './html.ts';
import { findDocument } from './documents.ts';
import { FEED_PATH } from './feed.ts';
import { breadcrumbTrail, type Route } from './routes.ts';
import { themeColors } from './brand.ts';
import { officeAddress } from './company.ts';
import { LARGE_ICON } from './pwa/manifest.ts';

/** Languages the one English page is offered for (docs/product.md#service-area-and-seo), plus x-default. */
export const HREFLANGS = ['en', 'en-GB', 'en-US', 'en-CA', 'en-AU', 'x-default'] as const;

/** Social preview image, generated at build (scripts/postbuild.ts). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

export const absoluteUrl = (path: string): string => `${site.origin}${path === '/' ? '/' : path}`;

/** An article's own social preview (its title on the site's card), written at build by scripts/postbuild.ts. */
export const articleImagePath = (slug: string): string => `/og/blog-${slug}.png`;

/** The social preview image of a route: an article's own, the site's otherwise. */
function ogImagePath(route: Pick<Route, 'path'>): string {
  const document = findDocument(route.path);
  return document?.collection === 'blog' ? articleImagePath(document.slug) : OG_IMAGE.path;
}

/**
 * The page's <title>: its title and the brand (the brand first on the home page), or the title alone when both
 * would not fit TITLE_MAX: the brand is the part a long title can do without.
 */
export function documentTitle(route: Route): string {
  const full = route.path === '/' ? `${site.brand} | ${route.title}` : `${route.title} | ${site.brand}`;
  return full.length <= TITLE_MAX ? full : route.title;
}

type JsonLd = Record<string, unknown>;

/** The firm's node: defined once by organizationJsonLd, referred to by id from every other node. */
const ORGANIZATION_ID = `${site.origin}/#organization`;
const organizationRef = { '@id': ORGANIZATION_ID };
const areaServed = (): JsonLd[] => site.areaServed.map((code) => ({ '@type': 'Country', name: code }));

export function organizationJsonLd(): JsonLd {
  return {
    '@type': 'ProfessionalService',
    '@id': ORGANIZATION_ID,
    name: site.brand,
    legalName: site.legalName,
    description: site.tagline,
    url: absoluteUrl('/'),
    email: site.email,
    telephone: site.phone.replace(/\s/g, ''),
    image: absoluteUrl(OG_IMAGE.path),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(LARGE_ICON.path),
      width: LARGE_ICON.size,
      height: LARGE_ICON.size,
    },
    priceRange: '££',
    address: { '@type': 'PostalAddress', ...officeAddress(), addressCountry: 'GB' },
    areaServed: areaServed(),
    openingHours: site.openingHours,
    sameAs: [site.social.twitter, site.social.linkedin, site.social.github],
    makesOffer: packages.map((pkg) => ({
      '@type': 'Offer',
      name: `${pkg.name} package`,
      description: pkg.description,
      url: absoluteUrl('/pricing'),
      price: pkg.setupFee,
      priceCurrency: 'GBP',
      // The prices exclude VAT, as every price on the pages says (content/labels.ts `vat`).
      priceSpecification: [
        {
          '@type': 'UnitPriceSpecification',
          name: 'Setup fee',
          price: pkg.setupFee,
          priceCurrency: 'GBP',
          valueAddedTaxIncluded: false,
        },
        {
          '@type': 'UnitPriceSpecification',
          name: 'Monthly fee',
          price: pkg.monthlyFee,
          priceCurrency: 'GBP',
          valueAddedTaxIncluded: false,
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
      ],
    })),
  };
}

export function websiteJsonLd(): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': `${site.origin}/#website`,
    name: site.brand,
    url: absoluteUrl('/'),
    inLanguage: 'en-GB',
    publisher: organizationRef,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * A service page's Service, from the record its page shows (content/servicePages.ts): one Offer per price tier,
 * priced as a range (no maxPrice: "from"), so the structured data cannot disagree with the page.
 */
export function serviceJsonLd(route: Route): JsonLd | undefined {
  const service = services.find((candidate) => candidate.path === route.path);
  if (!service) return undefined;
  return {
    '@type': 'Service',
    '@id': `${absoluteUrl(service.path)}#service`,
    name: service.name,
    serviceType: service.name,
    description: service.summary,
    url: absoluteUrl(service.path),
    provider: organizationRef,
    areaServed: areaServed(),
    offers: service.tiers.map((tier) => ({
      '@type': 'Offer',
      name: tier.name,
      description: tier.description,
      url: absoluteUrl(service.path),
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: tier.minPrice,
        ...(tier.maxPrice === undefined ? {} : { maxPrice: tier.maxPrice }),
        priceCurrency: 'GBP',
        valueAddedTaxIncluded: false,
      },
    })),
  };
}

export function breadcrumbJsonLd(route: Route): JsonLd | undefined {
  const trail = breadcrumbTrail(route.path);
  if (trail.length < 3) return undefined; // only nested routes: Home › Docs › Best Practices
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** An article's structured data, from its frontmatter (Google's Article guidelines). */
function articleJsonLd(route: Route): JsonLd | undefined {
  const document = findDocument(route.path);
  if (document?.collection !== 'blog') return undefined;
  const { data } = document;
  return {
    '@type': 'Article',
    '@id': `${absoluteUrl(route.path)}#article`,
    headline: data.title,
    description: data.excerpt,
    datePublished: data.date,
    dateModified: data.date,
    author: { '@type': 'Organization', name: data.author, url: absoluteUrl('/about') },
    publisher: organizationRef,
    image: absoluteUrl(ogImagePath(route)),
    mainEntityOfPage: absoluteUrl(route.path),
    articleSection: data.category,
    keywords: data.keywords.join(', '),
    inLanguage: 'en-GB',
  };
}

export function jsonLdGraph(route: Route): JsonLd {
  const graph = [organizationJsonLd(), websiteJsonLd()];
  const service = serviceJsonLd(route);
  if (service) graph.push(service);
  const breadcrumbs = breadcrumbJsonLd(route);
  if (breadcrumbs) graph.push(breadcrumbs);
  const article = articleJsonLd(route);
  if (article) graph.push(article);
  return { '@context': 'https://schema.org', '@graph': graph };
}

const meta = (attr: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;

/** Every head tag of a page except scripts and styles, as escaped HTML. */
export function buildHead(route: Route): string {
  const canonical = absoluteUrl(route.path);
  const title = documentTitle(route);
  const image = absoluteUrl(ogImagePath(route));
  const isBlog = route.path === '/blog' || route.path.startsWith('/blog/');
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', route.description),
    route.keywords.length ? meta('name', 'keywords', route.keywords.join(', ')) : '',
    route.noindex ? meta('name', 'robots', 'noindex, follow') : '',
    // The 404 page is served at any unknown URL, so it has no canonical or alternates of its own.
    route.file === '404.html' ? '' : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...(route.file === '404.html'
      ? []
      : HREFLANGS.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(canonical)}">`)),
    meta('property', 'og:type', route.path.startsWith('/blog/') ? 'article' : 'website'),
    meta('property', 'og:site_name', site.brand),
    meta('property', 'og:locale', 'en_GB'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', route.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(OG_IMAGE.width)),
    meta('property', 'og:image:height', String(OG_IMAGE.height)),
    meta('property', 'og:image:alt', ogImagePath(route) === OG_IMAGE.path ? site.brand : route.title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', route.description),
    meta('name', 'twitter:image', image),
    isBlog
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(site.brand)}: ${escapeHtml(blogPage.feed.title)}" href="${FEED_PATH}">`
      : '',
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${themeColors.light}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${themeColors.dark}">`,
    `<script type="application/ld+json">${serializeJsonForScript(jsonLdGraph(route))}</script>`,
  ];
  return tags.filter(Boolean).join('\n    ');
}
