/**
 * `audit seo`: what a search engine reads, checked in the BUILT pages (dist/client), not in the code that
 * writes them: one h1; a unique title of at most 60 characters; a unique description of 50–160; a canonical
 * equal to the page's absolute URL; the full hreflang set with x-default; Open Graph title, description, URL
 * and an image that exists; JSON-LD that parses, has `@context`, carries the types the page owes and offers at
 * the prices of content/packages.ts and content/services/ (lib/validate/prices.ts); robots
 * noindex as the registry says; images with alt and dimensions; a sitemap listing exactly the indexable
 * routes; every live route reachable from / within three clicks. Expectations come from registry facts (the
 * routes, the origin, the hreflang list), never from lib/seo.ts building the head again.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collections } from '../../content/collections.ts';
import { packages } from '../../content/packages.ts';
import { DESCRIPTION_LENGTH, TITLE_MAX } from '../../content/schema.ts';
import { services } from '../../content/services.ts';
import { site } from '../../content/site.ts';
import { FORM_TYPES, confirmationPath, formEndpoint } from '../../lib/forms.ts';
import { type Route, normalisePath, notFoundRoute, routes } from '../../lib/routes.ts';
import { HREFLANGS } from '../../lib/seo.ts';
import { type PackagePrice, type ServicePrice, checkOffers, checkServiceOffers } from '../../lib/validate/prices.ts';
import { visible } from '../output/terminal.ts';
import type { Finding } from '../output/findings.ts';
import {
  type AuditOptions,
  type AuditReport,
  auditedPages,
  newTable,
  nothingCheckedFindings,
  outcome,
  selected,
  summaryLine,
} from './shared.ts';

export const MAX_CLICKS = 3;
export const SITEMAP_FILE = 'sitemap.xml';

export const SEO_CHECKS = [
  'page',
  'h1',
  'title',
  'description',
  'canonical',
  'hreflang',
  'open-graph',
  'json-ld',
  'robots',
  'images',
  'sitemap',
  'reachability',
] as const;
export type SeoCheck = (typeof SEO_CHECKS)[number];

/** The checks made of every built page (uniqueness of title and description included in theirs): all but the site's. */
const PAGE_CHECKS = SEO_CHECKS.filter((check) => !['page', 'sitemap', 'reachability'].includes(check));

export interface SeoFinding {
  /** The route the finding is about (`sitemap.xml` for a sitemap entry that is no route). */
  path: string;
  check: SeoCheck;
  message: string;
}

export interface SeoRow {
  path: string;
  file: string;
  /** Clicks from / by the shortest chain of links; null when no chain of links reaches it. */
  clicks: number | null;
  problems: number;
}

export type SeoReport = AuditReport<SeoRow> & { seoFindings: SeoFinding[] };

/** Each check's one line, for SARIF's rule list. */
const SEO_HELP: Record<SeoCheck, string> = {
  page: 'A live route has no built page.',
  h1: 'A page has exactly one h1.',
  title: 'A title is unique and at most 60 characters.',
  description: 'A description is unique and 50 to 160 characters.',
  canonical: "The canonical URL is the page's own.",
  hreflang: 'The hreflang set, with x-default.',
  'open-graph': 'Open Graph tags, with an image that exists.',
  'json-ld': 'JSON-LD parses and has the types the page needs.',
  robots: 'The robots meta tag matches the registry.',
  images: 'Images have alt text and a size.',
  sitemap: 'The sitemap lists exactly the indexable routes.',
  reachability: 'Every route is within three clicks of /.',
};

export interface SeoOptions extends AuditOptions {
  root: string;
  /** The production origin of canonical URLs; content/site.ts by default. */
  siteOrigin?: string;
  /**
   * Where posting a form lands: its endpoint (as a form's action names it) → its confirmation page. Sending a
   * form is the one way a visitor reaches a confirmation page, so it counts as a click. lib/forms.ts by default.
   */
  formTargets?: Record<string, string>;
  /**
   * The prices the JSON-LD offers must carry: content/packages.ts and content/services/ by default; `null` to
   * check none (a fixture site whose pages offer nothing).
   */
  prices?: OfferPrices | null;
  /**
   * `--route`: report only these pages' findings. Every page is still read: uniqueness, the sitemap and the
   * clicks from / are rules about the whole site.
   */
  only?: readonly string[];
}

/** What JSON-LD offers are checked against: the packages, and each service's price tiers. */
export interface OfferPrices {
  packages: readonly PackagePrice[];
  services: readonly ServicePrice[];
}

const defaultFormTargets = (): Record<string, string> =>
  Object.fromEntries(FORM_TYPES.map((form) => [formEndpoint(form), confirmationPath(form)]));

/** The JSON-LD types a page owes; any one type of a requirement satisfies it (a subtype counts). */
export interface TypeRequirement {
  anyOf: string[];
  /** Why the page owes it, for the message. */
  because: string;
}

const ARTICLE_PREFIX = collections.blog.route('');
// Service pages have no collection of their own: they are registry routes under /services/.
const SERVICE_PREFIX = '/services/';

/**
 * What a page is, decided from its path alone, in this one place: every page names the firm, the home page
 * the website, a nested page its breadcrumbs, an article itself, a service page its service.
 */
export function requiredJsonLdTypes(routePath: string): TypeRequirement[] {
  const segments = routePath.split('/').filter(Boolean);
  const oneBelow = (prefix: string) => routePath.startsWith(prefix) && segments.length === 2;
  const required: TypeRequirement[] = [
    { anyOf: ['Organization', 'ProfessionalService'], because: 'every page names the firm' },
  ];
  if (segments.length === 0) required.push({ anyOf: ['WebSite'], because: 'the home page' });
  if (segments.length > 1) required.push({ anyOf: ['BreadcrumbList'], because: 'a nested page' });
  if (oneBelow(ARTICLE_PREFIX)) required.push({ anyOf: ['Article', 'BlogPosting'], because: 'an article' });
  if (oneBelow(SERVICE_PREFIX)) required.push({ anyOf: ['Service'], because: 'a service page' });
  return required;
}

type Document = ReturnType<typeof parseDocument>;
type Element = ReturnType<typeof DomUtils.findAll>[number];

/** What the checks read from one page's HTML. */
export interface PageFacts {
  h1: number;
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  alternates: { hreflang: string; href: string }[];
  /** `og:*` properties, each with every value given. */
  openGraph: Map<string, string[]>;
  noindex: boolean;
  jsonLd: string[];
  images: { src: string; alt?: string; width?: string; height?: string }[];
  links: string[];
  /** The action of each form that posts. */
  postActions: string[];
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

export function readPage(html: string): PageFacts {
  const document: Document = parseDocument(html);
  const all = (test: (element: Element) => boolean, within: Element[] | Document['children'] = document.children) =>
    DomUtils.findAll(test, within);
  const head = DomUtils.findOne((element) => element.name === 'head', document.children);
  // <title> and <meta> count only in <head>: an inline SVG has <title> elements of its own.
  const inHead = head ? head.children : document.children;
  const attr = (element: Element, name: string) => DomUtils.getAttributeValue(element, name);
  const metas = all((e) => e.name === 'meta', inHead);
  const metaNamed = (name: string) =>
    metas.filter((e) => attr(e, 'name')?.toLowerCase() === name).map((e) => attr(e, 'content') ?? '');
  const links = all((e) => e.name === 'link', inHead);
  const rels = (e: Element) => (attr(e, 'rel') ?? '').toLowerCase().split(/\s+/);

  const openGraph = new Map<string, string[]>();
  for (const meta of metas) {
    const property = attr(meta, 'property') ?? '';
    if (property.startsWith('og:'))
      openGraph.set(property, [...(openGraph.get(property) ?? []), attr(meta, 'content') ?? '']);
  }
  const robots = [...metaNamed('robots'), ...metaNamed('googlebot')];
  return {
    h1: all((e) => e.name === 'h1').length,
    titles: all((e) => e.name === 'title', inHead).map((e) => squash(DomUtils.textContent(e))),
    descriptions: metaNamed('description'),
    canonicals: links.filter((e) => rels(e).includes('canonical')).map((e) => attr(e, 'href') ?? ''),
    alternates: links
      .filter((e) => rels(e).includes('alternate') && attr(e, 'hreflang') !== undefined)
      .map((e) => ({ hreflang: attr(e, 'hreflang') ?? '', href: attr(e, 'href') ?? '' })),
    openGraph,
    noindex: robots.some((content) => /(^|[\s,])(noindex|none)([\s,]|$)/i.test(content)),
    jsonLd: all((e) => e.name === 'script' && attr(e, 'type')?.toLowerCase() === 'application/ld+json').map((e) =>
      DomUtils.textContent(e),
    ),
    images: all((e) => e.name === 'img').map((e) => ({
      src: attr(e, 'src') ?? '',
      ...(attr(e, 'alt') !== undefined ? { alt: attr(e, 'alt') } : {}),
      ...(attr(e, 'width') !== undefined ? { width: attr(e, 'width') } : {}),
      ...(attr(e, 'height') !== undefined ? { height: attr(e, 'height') } : {}),
    })),
    links: all((e) => e.name === 'a' && attr(e, 'href') !== undefined).map((e) => attr(e, 'href') ?? ''),
    postActions: all((e) => e.name === 'form' && attr(e, 'method')?.toLowerCase() === 'post').map(
      (e) => attr(e, 'action') ?? '',
    ),
  };
}

/** Characters as a reader counts them: code points, so an emoji or an accented letter is one. */
const length = (text: string): number => [...text].length;
const quote = (text: string): string => `"${visible(text)}"`;

/** `@type` of each top-level entity (the object itself, or each member of its `@graph`), not of nested values. */
export function topLevelTypes(data: unknown): string[] {
  const entities = (Array.isArray(data) ? data : [data]).flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const graph = (item as Record<string, unknown>)['@graph'];
    return [item, ...(Array.isArray(graph) ? graph : [])];
  });
  return entities.flatMap((entity: unknown) => {
    const type = entity && typeof entity === 'object' ? (entity as Record<string, unknown>)['@type'] : undefined;
    return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
  });
}

/** The per-page checks: everything that needs only this page's HTML, its route and the origin. */
export function checkPage(
  facts: PageFacts,
  route: Route,
  context: { siteOrigin: string; root: string; prices?: OfferPrices | null },
): Omit<SeoFinding, 'path'>[] {
  const found: Omit<SeoFinding, 'path'>[] = [];
  const add = (check: SeoCheck, message: string) => found.push({ check, message });
  const pageUrl = `${context.siteOrigin}${route.path === '/' ? '/' : route.path}`;
  const isNotFound = route.file === notFoundRoute.file;

  if (facts.h1 !== 1) add('h1', `${facts.h1} h1 elements (exactly one)`);

  const [title, ...moreTitles] = facts.titles;
  if (title === undefined || title === '') add('title', 'no title');
  else if (length(title) > TITLE_MAX)
    add('title', `${length(title)} characters (at most ${TITLE_MAX}): ${quote(title)}`);
  if (moreTitles.length > 0) add('title', `${facts.titles.length} title elements (exactly one)`);

  const [description, ...moreDescriptions] = facts.descriptions;
  if (description === undefined) add('description', 'no meta description');
  else {
    const n = length(description.trim());
    if (n < DESCRIPTION_LENGTH.min || n > DESCRIPTION_LENGTH.max) {
      add(
        'description',
        `${n} characters (${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max}): ${quote(description)}`,
      );
    }
  }
  if (moreDescriptions.length > 0) add('description', `${facts.descriptions.length} meta descriptions (exactly one)`);

  if (isNotFound) {
    // The not-found page answers any unknown URL, so it has no URL of its own to claim.
    if (facts.canonicals.length > 0) add('canonical', 'the not-found page must not name a canonical URL');
    if (facts.alternates.length > 0) add('hreflang', 'the not-found page must not name alternates');
  } else {
    if (facts.canonicals.length !== 1) add('canonical', `${facts.canonicals.length} canonical links (exactly one)`);
    for (const href of facts.canonicals) {
      if (href !== pageUrl) add('canonical', `${quote(href)}, not the page's URL ${pageUrl}`);
    }
    const langs = facts.alternates.map((a) => a.hreflang);
    for (const lang of new Set([...HREFLANGS, 'x-default'])) {
      if (!langs.includes(lang)) add('hreflang', `no alternate for hreflang="${lang}"`);
    }
    for (const lang of new Set(langs.filter((l, i) => langs.indexOf(l) !== i))) {
      add('hreflang', `hreflang="${visible(lang)}" given more than once`);
    }
    for (const { hreflang, href } of facts.alternates) {
      // One English page serves every English audience, so each alternate is the page itself.
      if (href !== pageUrl) add('hreflang', `hreflang="${visible(hreflang)}" points to ${quote(href)}, not ${pageUrl}`);
    }
  }

  for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
    const values = facts.openGraph.get(property) ?? [];
    if (values.length !== 1 || !values[0]?.trim()) {
      add('open-graph', values.length > 1 ? `${values.length} ${property} (exactly one)` : `no ${property}`);
    }
  }
  const ogUrl = facts.openGraph.get('og:url')?.[0];
  if (ogUrl && ogUrl !== pageUrl) add('open-graph', `og:url ${quote(ogUrl)}, not the page's URL ${pageUrl}`);
  const ogImage = facts.openGraph.get('og:image')?.[0];
  if (ogImage) {
    const problem = missingImage(ogImage, context);
    if (problem) add('open-graph', `og:image ${quote(ogImage)} ${problem}`);
  }

  if (facts.jsonLd.length === 0) add('json-ld', 'no JSON-LD');
  const types: string[] = [];
  facts.jsonLd.forEach((text, index) => {
    const which = facts.jsonLd.length > 1 ? `JSON-LD block ${index + 1}` : 'JSON-LD';
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      add('json-ld', `${which} does not parse: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    const items = Array.isArray(data) ? data : [data];
    const hasContext = (item: unknown) => Boolean(item && typeof item === 'object' && '@context' in item);
    if (items.length === 0 || !items.every(hasContext)) add('json-ld', `${which} has no @context`);
    types.push(...topLevelTypes(data));
    if (context.prices)
      for (const message of offerProblems(data, context.prices)) add('json-ld', `${which}: ${message}`);
  });
  if (facts.jsonLd.length > 0) {
    for (const requirement of requiredJsonLdTypes(route.path)) {
      if (!requirement.anyOf.some((type) => types.includes(type))) {
        add(
          'json-ld',
          `no ${requirement.anyOf.join(' or ')} (${requirement.because}); types found: ${types.join(', ') || 'none'}`,
        );
      }
    }
  }

  if (route.noindex && !facts.noindex)
    add('robots', 'the registry marks it noindex, but the page has no robots noindex');
  if (!route.noindex && facts.noindex) add('robots', 'the page says noindex, but the registry lists it as indexable');

  const dimension = (value: string | undefined) =>
    value !== undefined && /^\d+$/.test(value.trim()) && Number(value) > 0;
  for (const image of facts.images) {
    const name = quote(image.src || '(no src)');
    // An empty alt is right for a decorative image (WCAG H67); a missing one leaves readers the file name.
    if (image.alt === undefined) add('images', `<img src=${name}> has no alt attribute`);
    const missing = (['width', 'height'] as const).filter((side) => !dimension(image[side]));
    if (missing.length > 0) add('images', `<img src=${name}> has no valid ${missing.join(' or ')} (layout shift)`);
  }
  return found;
}

/**
 * Offers in one JSON-LD value that disagree with the prices: package offers (checked only where the page has
 * some: lib/validate checks that the firm's structured data offers every package) and each Service's tiers.
 */
export function offerProblems(data: unknown, prices: OfferPrices): string[] {
  const packageOffers = checkOffers('', prices.packages, data);
  const serviceOffers = checkServiceOffers('', prices.services, data);
  return [...(packageOffers.offers > 0 ? packageOffers.problems : []), ...serviceOffers.problems].map(
    (p) => `offers: ${p.path}: ${p.message}`,
  );
}

/** Why an og:image URL does not name a file of the built site, or undefined when it does. */
function missingImage(url: string, context: { siteOrigin: string; root: string }): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not an absolute URL';
  }
  if (parsed.origin !== new URL(context.siteOrigin).origin) {
    return `is not on the site's origin ${context.siteOrigin}, so the audit cannot tell that it exists`;
  }
  const file = path.join(context.root, decodeURIComponent(parsed.pathname));
  return file.startsWith(context.root) && existsSync(file) ? undefined : `does not exist in the build`;
}

/** The `<loc>` entries of a sitemap, in order. */
export function sitemapLocations(xml: string): string[] {
  const document = parseDocument(xml, { xmlMode: true });
  return DomUtils.findAll((e) => e.name === 'loc', document.children).map((e) => DomUtils.textContent(e).trim());
}

/**
 * Clicks from / to each page by chains of links (`<a href>`, and forms sent) through the built pages, breadth
 * first. Links resolve against the page's production URL; links to the production origin count as internal.
 */
export function clickDepths(
  linksOf: (routePath: string) => string[] | undefined,
  siteOrigin: string,
  start = '/',
): Map<string, number> {
  const depths = new Map([[start, 0]]);
  let frontier = [start];
  for (let depth = 1; frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const from of frontier) {
      for (const href of linksOf(from) ?? []) {
        let target: URL;
        try {
          target = new URL(href, `${siteOrigin}${from}`);
        } catch {
          continue;
        }
        if (target.origin !== new URL(siteOrigin).origin) continue;
        const to = normalisePath(target.pathname);
        if (depths.has(to) || linksOf(to) === undefined) continue;
        depths.set(to, depth);
        next.push(to);
      }
    }
    frontier = next;
  }
  return depths;
}

export function auditSeo(options: SeoOptions): SeoReport {
  const started = performance.now();
  const root = path.resolve(options.root);
  const all = options.routes ?? routes;
  const siteOrigin = (options.siteOrigin ?? site.origin).replace(/\/+$/, '');
  const prices = options.prices === undefined ? { packages, services } : options.prices;
  const findings: SeoFinding[] = [];
  const add = (routePath: string, check: SeoCheck, message: string) =>
    findings.push({ path: routePath, check, message });
  let items = 0;

  const pages = new Map<string, { route: Route; facts: PageFacts }>();
  for (const route of auditedPages(all)) {
    const full = path.join(root, route.file);
    if (!existsSync(full)) {
      add(route.path, 'page', `${route.file} is not in the build, so nothing of it was checked`);
      continue;
    }
    const facts = readPage(readFileSync(full, 'utf8'));
    pages.set(route.path, { route, facts });
    const before = findings.length;
    for (const finding of checkPage(facts, route, { siteOrigin, root, prices }))
      add(route.path, finding.check, finding.message);
    items += PAGE_CHECKS.length;
    if (selected(options.only, route.path)) {
      const found = findings.length - before;
      options.progress?.(`seo ${route.path}: ${found === 0 ? 'no problems' : `${found} problems`}`);
    }
  }

  const firstWith = new Map<string, string>();
  for (const [field, label] of [
    ['titles', 'title'],
    ['descriptions', 'description'],
  ] as const) {
    firstWith.clear();
    for (const [routePath, { facts }] of pages) {
      const value = facts[field][0];
      if (!value) continue;
      const first = firstWith.get(value);
      if (first) add(routePath, label, `the same as ${first}'s: ${quote(value)}`);
      else firstWith.set(value, routePath);
    }
  }

  // The sitemap: exactly the live routes the registry calls indexable, and no page that says noindex.
  const sitemapFile = path.join(root, SITEMAP_FILE);
  const indexable = all.filter((route) => route.status === 'live' && !route.noindex);
  if (!existsSync(sitemapFile)) {
    add(SITEMAP_FILE, 'sitemap', 'missing');
  } else {
    const locations = sitemapLocations(readFileSync(sitemapFile, 'utf8'));
    const byUrl = new Map(all.map((route) => [`${siteOrigin}${route.path === '/' ? '/' : route.path}`, route]));
    const seen = new Set<string>();
    for (const loc of locations) {
      items++;
      if (seen.has(loc)) add(SITEMAP_FILE, 'sitemap', `${quote(loc)} is listed more than once`);
      seen.add(loc);
      const route = byUrl.get(loc);
      const page = route ? pages.get(route.path) : undefined;
      if (!route) add(SITEMAP_FILE, 'sitemap', `${quote(loc)} is not a route's URL at ${siteOrigin}`);
      else if (route.status !== 'live') add(route.path, 'sitemap', 'listed in the sitemap, but the route is pending');
      else if (route.noindex || page?.facts.noindex) add(route.path, 'sitemap', 'a noindex page listed in the sitemap');
    }
    for (const route of indexable) {
      items++;
      if (!seen.has(`${siteOrigin}${route.path === '/' ? '/' : route.path}`)) {
        add(route.path, 'sitemap', 'an indexable route missing from the sitemap');
      }
    }
  }

  // Reachability: every live route (the not-found page has no URL to link to) within MAX_CLICKS of /.
  const formTargets = new Map(
    Object.entries(options.formTargets ?? defaultFormTargets()).map(([endpoint, target]) => [
      new URL(endpoint, siteOrigin).href,
      target,
    ]),
  );
  const linksOf = (routePath: string): string[] | undefined => {
    const facts = pages.get(routePath)?.facts;
    if (!facts) return undefined;
    const sent = facts.postActions.flatMap((action) => {
      const target = formTargets.get(new URL(action, `${siteOrigin}${routePath}`).href);
      return target ? [target] : [];
    });
    return [...facts.links, ...sent];
  };
  const depths = clickDepths(linksOf, siteOrigin);
  for (const route of all.filter((r) => r.status === 'live')) {
    if (!pages.has(route.path)) continue; // already a `page` finding
    items++;
    const clicks = depths.get(route.path);
    if (clicks === undefined) add(route.path, 'reachability', `no chain of links from / reaches it`);
    else if (clicks > MAX_CLICKS) add(route.path, 'reachability', `${clicks} clicks from / (at most ${MAX_CLICKS})`);
  }

  const reported = findings.filter((f) => selected(options.only, f.path));
  const rows: SeoRow[] = [...pages.values()]
    .filter(({ route }) => selected(options.only, route.path))
    .map(({ route }) => ({
      path: route.path,
      file: route.file,
      clicks: route.file === notFoundRoute.file ? null : (depths.get(route.path) ?? null),
      problems: findings.filter((f) => f.path === route.path).length,
    }));
  const fileOf = new Map(all.map((route) => [route.path, route.file]));
  fileOf.set(notFoundRoute.path, notFoundRoute.file);
  const structured: Finding[] = [
    ...reported.map((f) => {
      const file = f.path === SITEMAP_FILE ? SITEMAP_FILE : fileOf.get(f.path);
      return {
        tool: 'seo',
        rule: f.check,
        level: 'error' as const,
        message: `${f.path}: ${f.check}: ${f.message}`,
        ...(f.path.startsWith('/') ? { route: f.path } : {}),
        ...(file ? { file } : {}),
        help: SEO_HELP[f.check],
      };
    }),
    ...nothingCheckedFindings('seo', rows.length, items, 'rules'),
  ];
  return {
    audit: 'seo',
    ...outcome(structured, started),
    pages: rows.length,
    items,
    itemLabel: 'rules',
    notes: options.only?.length ? [`only ${options.only.join(', ')} reported (--route); the whole site was read`] : [],
    seoFindings: reported,
    routes: rows.map((row) => row.path),
    rows,
  };
}

export function formatSeoReport(report: SeoReport): string {
  const table = newTable(['route', 'clicks from /', 'problems', 'result'], ['left', 'right', 'right', 'left']);
  for (const row of report.rows) {
    table.push([row.path, row.clicks ?? '–', row.problems, row.problems === 0 ? 'pass' : 'FAIL']);
  }
  const lines = [table.toString()];
  if (report.problems.length > 0) lines.push('', 'Problems:', ...report.problems.map((p) => `  ${p}`));
  if (report.notes.length > 0) lines.push('', 'Notes:', ...report.notes.map((n) => `  ${n}`));
  lines.push('', summaryLine(report));
  return `${lines.join('\n')}\n`;
}
