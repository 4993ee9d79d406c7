/**
 * `audit seo` (docs/quality-gates.md): what a search engine reads, in the pages as served, against facts (the
 * origin, the hreflang list), never against lib/seo.ts building the head again. A page's head
 * elements as parsed must match a plain count of its `<title>`, `<meta>` and `<link>` tags.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import sharp from 'sharp';
import { collections } from '../../content/collections.ts';
import { DESCRIPTION_LENGTH, TITLE_MAX } from '../../content/schema.ts';
import { normalisePath, notFoundRoute } from '../../lib/routes.ts';
import { HREFLANGS } from '../../lib/seo.ts';
import { visible } from '../output/terminal.ts';
import type { Finding } from '../output/findings.ts';
import { linkHeaderTargets, robotsHeaderNoindex } from './live.ts';
import { type AuditOptions, type AuditReport, type PageRead, finish } from './shared.ts';

const selected = (only: readonly string[] | undefined, routePath: string): boolean =>
  !only?.length || only.includes(routePath);

const MAX_CLICKS = 3;
const SITEMAP_FILE = 'sitemap.xml';

/** Each check, with its one line for SARIF's rule list. */
const SEO_HELP = {
  h1: 'A page has exactly one h1.',
  title: 'A title is unique and at most 60 characters.',
  description: 'A description is unique and 50 to 160 characters.',
  canonical: "The canonical URL is the page's own.",
  hreflang: 'The hreflang set, with x-default.',
  'open-graph': 'Open Graph tags, with an image that exists.',
  'json-ld': 'JSON-LD parses and has the types the page needs.',
  images: 'Images have alt text and a size that keeps their shape and is sharp on a 2x screen.',
  sitemap: 'The sitemap lists every indexable page (and HTML download) and nothing else.',
  reachability: 'Every route is within three clicks of /.',
} as const;
export type SeoCheck = keyof typeof SEO_HELP;

/** The JSON-LD types a page owes, decided from its path alone; any one type of a requirement satisfies it. */
export function requiredJsonLdTypes(routePath: string): { anyOf: string[]; because: string }[] {
  const segments = routePath.split('/').filter(Boolean);
  const oneBelow = (prefix: string) => routePath.startsWith(prefix) && segments.length === 2;
  return [
    { anyOf: ['Organization', 'ProfessionalService'], because: 'every page names the firm' },
    ...(segments.length === 0 ? [{ anyOf: ['WebSite'], because: 'the home page' }] : []),
    ...(segments.length > 1 ? [{ anyOf: ['BreadcrumbList'], because: 'a nested page' }] : []),
    ...(oneBelow(collections.blog.route('')) ? [{ anyOf: ['Article', 'BlogPosting'], because: 'an article' }] : []),
    // Service pages have no collection of their own: they are registry routes under /services/.
    ...(oneBelow('/services/') ? [{ anyOf: ['Service'], because: 'a service page' }] : []),
  ];
}

type Element = ReturnType<typeof DomUtils.findAll>[number];

/** What the checks read from one page's HTML. */
export function readPage(html: string) {
  const document = parseDocument(html);
  // <title> and <meta> count only in <head>: an inline SVG has <title> elements of its own.
  const head = DomUtils.findOne((e) => e.name === 'head', document.children)?.children ?? document.children;
  const find = (name: string, where = head, test = (_: Element) => true) =>
    DomUtils.findAll((e) => e.name === name && test(e), where);
  const is = (attribute: string, value: string) => (e: Element) =>
    (e.attribs[attribute] ?? '').toLowerCase().split(/\s+/).includes(value);
  const values = (elements: Element[], attribute: string) => elements.map((e) => e.attribs[attribute] ?? '');
  const [titles, metas, links] = [find('title'), find('meta'), find('link')];
  const openGraph = new Map<string, string[]>();
  for (const { attribs: a } of metas.filter((e) => e.attribs.property?.startsWith('og:')))
    openGraph.set(a.property ?? '', [...(openGraph.get(a.property ?? '') ?? []), a.content ?? '']);
  const robots = find('meta', head, (e) => is('name', 'robots')(e) || is('name', 'googlebot')(e));
  const alternates = links.filter((e) => is('rel', 'alternate')(e) && e.attribs.hreflang !== undefined);
  return {
    headElements: titles.length + metas.length + links.length,
    h1: find('h1', document.children).length,
    title: titles.map((e) => DomUtils.textContent(e).replace(/\s+/g, ' ').trim()),
    description: values(find('meta', head, is('name', 'description')), 'content'),
    canonicals: values(links.filter(is('rel', 'canonical')), 'href'),
    alternates: alternates.map((e) => ({ hreflang: e.attribs.hreflang ?? '', href: e.attribs.href ?? '' })),
    openGraph,
    noindex: values(robots, 'content').some((content) => /(^|[\s,])(noindex|none)([\s,]|$)/i.test(content)),
    jsonLd: find('script', document.children, is('type', 'application/ld+json')).map((e) => DomUtils.textContent(e)),
    images: find('img', document.children).map((e) => e.attribs),
  };
}
export type PageFacts = ReturnType<typeof readPage>;

/** A plain count of the head's `<title>`, `<meta>` and `<link>` tags, apart from the parser: what it must read. */
const headTagsIn = (html: string) =>
  (/<head[\s>][\s\S]*?<\/head>/i.exec(html)?.[0].match(/<(title|meta|link)[\s>]/gi) ?? []).length;

/** Characters as a reader counts them: code points, so an emoji or an accented letter is one. */
const length = (text: string): number => [...text].length;
const quote = (text: string): string => `"${visible(text)}"`;
const isSize = (value = '') => /^\s*\d+\s*$/.test(value) && Number(value) > 0;

/** `@type` of each top-level entity (the object itself, or each member of its `@graph`), not of nested values. */
export function topLevelTypes(data: unknown): string[] {
  const entities = (Array.isArray(data) ? data : [data]).flatMap((item: unknown) => {
    const graph = item && typeof item === 'object' ? (item as Record<string, unknown>)['@graph'] : undefined;
    return item && typeof item === 'object' ? [item, ...(Array.isArray(graph) ? graph : [])] : [];
  });
  return entities.flatMap((entity) => {
    const type = (entity as Record<string, unknown>)['@type'];
    return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
  });
}

type PageContext = {
  siteOrigin: string;
  /** The paths of the site that are images it serves, as the server answered. */
  served: ReadonlySet<string>;
  /** Each raster image's size in pixels, as the server sent it, by its URL; none for a vector or an unread image. */
  pixels: ReadonlyMap<string, { width: number; height: number }>;
};

/** The per-page checks: everything that needs only this page's HTML, its route's path and the origin. */
function checkPage(facts: PageFacts, routePath: string, context: PageContext) {
  const found: { check: SeoCheck; message: string }[] = [];
  const add = (check: SeoCheck, message: string) => found.push({ check, message });
  const pageUrl = `${context.siteOrigin}${routePath}`;
  const one = (check: SeoCheck, values: string[], what: string) => {
    if (values.length > 1) add(check, `${values.length} ${what} (exactly one)`);
    return values[0];
  };
  const { min, max } = DESCRIPTION_LENGTH;

  if (facts.h1 !== 1) add('h1', `${facts.h1} h1 elements (exactly one)`);
  const title = one('title', facts.title, 'title elements');
  if (!title) add('title', 'no title');
  else if (length(title) > TITLE_MAX)
    add('title', `${length(title)} characters (at most ${TITLE_MAX}): ${quote(title)}`);
  const description = one('description', facts.description, 'meta descriptions')?.trim();
  if (description === undefined) add('description', 'no meta description');
  else if (length(description) < min || length(description) > max)
    add('description', `${length(description)} characters (${min}–${max}): ${quote(description)}`);

  // The not-found page answers any unknown URL, so it has no URL of its own to claim.
  const notFound = routePath === notFoundRoute.path;
  if (notFound && facts.canonicals.length > 0) add('canonical', 'the not-found page must not name a canonical URL');
  if (notFound && facts.alternates.length > 0) add('hreflang', 'the not-found page must not name alternates');
  const [canonicals, langs] = [notFound ? null : facts.canonicals, facts.alternates.map((a) => a.hreflang)];
  if (canonicals && canonicals.length !== 1) add('canonical', `${canonicals.length} canonical links (exactly one)`);
  for (const href of canonicals?.filter((h) => h !== pageUrl) ?? [])
    add('canonical', `${quote(href)}, not the page's URL ${pageUrl}`);
  for (const lang of notFound ? [] : new Set([...HREFLANGS, 'x-default']))
    if (!langs.includes(lang)) add('hreflang', `no alternate for hreflang="${lang}"`);
  for (const lang of new Set(langs.filter((l, i) => langs.indexOf(l) !== i)))
    add('hreflang', `hreflang="${visible(lang)}" given more than once`);
  // One English page serves every English audience, so each alternate is the page itself.
  for (const { hreflang, href } of notFound ? [] : facts.alternates.filter((a) => a.href !== pageUrl))
    add('hreflang', `hreflang="${visible(hreflang)}" points to ${quote(href)}, not ${pageUrl}`);

  const og = (property: string) => facts.openGraph.get(property) ?? [];
  for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
    const values = og(property);
    if (values.length > 1) add('open-graph', `${values.length} ${property} (exactly one)`);
    else if (!values[0]?.trim()) add('open-graph', `no ${property}`);
  }
  const [ogUrl, ogImage] = [og('og:url')[0], og('og:image')[0]];
  if (ogUrl && ogUrl !== pageUrl) add('open-graph', `og:url ${quote(ogUrl)}, not the page's URL ${pageUrl}`);
  const imageProblem = ogImage && missingImage(ogImage, context);
  if (ogImage && imageProblem) add('open-graph', `og:image ${quote(ogImage)} ${imageProblem}`);

  if (facts.jsonLd.length === 0) add('json-ld', 'no JSON-LD');
  const types: string[] = [];
  facts.jsonLd.forEach((text, index) => {
    const which = facts.jsonLd.length > 1 ? `JSON-LD block ${index + 1}` : 'JSON-LD';
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      return add('json-ld', `${which} does not parse: ${(error as SyntaxError).message}`);
    }
    const items: unknown[] = Array.isArray(data) ? data : [data];
    if (!items.length || !items.every((item) => item && typeof item === 'object' && '@context' in item))
      add('json-ld', `${which} has no @context`);
    types.push(...topLevelTypes(data));
  });
  for (const { anyOf, because } of facts.jsonLd.length > 0 ? requiredJsonLdTypes(routePath) : [])
    if (!anyOf.some((type) => types.includes(type)))
      add('json-ld', `no ${anyOf.join(' or ')} (${because}); types found: ${types.join(', ') || 'none'}`);

  for (const image of facts.images) {
    const name = quote(image.src || '(no src)');
    // An empty alt is right for a decorative image (WCAG H67); a missing one leaves readers the file name.
    if (image.alt === undefined) add('images', `<img src=${name}> has no alt attribute`);
    const missing = ['width', 'height'].filter((side) => !isSize(image[side]));
    if (missing.length > 0) add('images', `<img src=${name}> has no valid ${missing.join(' or ')} (layout shift)`);
    const file =
      missing.length === 0 && image.src ? context.pixels.get(URL.parse(image.src, pageUrl)?.href ?? '') : undefined;
    if (file)
      for (const problem of rasterProblems(Number(image.width), Number(image.height), file))
        // With a srcset, a 2x screen takes a candidate of its own, not src: only the shape is src's to keep.
        if (!(image.srcset && problem.includes('blurred'))) add('images', `<img src=${name}> ${problem}`);
  }
  return found;
}

/**
 * What a raster image's file does to its box, the width and height it is given (which CSS may only shrink here):
 * a shape other than the file's stretches it (off by more than 2 px, Lighthouse's image-aspect-ratio), and fewer
 * than twice its pixels blur it on a phone's 2x screen (Lighthouse's image-size-responsive asks the screen's own
 * density, 1.75 on its phone). Read from the served file, on every page, where Lighthouse read a page per template.
 */
export function rasterProblems(width: number, height: number, file: { width: number; height: number }): string[] {
  const problems: string[] = [];
  const drawnHeight = (width * file.height) / file.width;
  if (Math.abs(drawnHeight - height) > 2)
    problems.push(`is drawn ${width}x${height} from a ${file.width}x${file.height} file: stretched out of shape`);
  if (file.width < 2 * width)
    problems.push(`is drawn ${width} px wide from a file ${file.width} px wide: blurred on a 2x screen (${2 * width})`);
  return problems;
}

/** Why an og:image URL does not name an image the site serves, or undefined when it does. */
function missingImage(url: string, context: PageContext): string | undefined {
  if (!URL.canParse(url)) return 'is not an absolute URL';
  const { origin, pathname } = new URL(url);
  if (origin !== new URL(context.siteOrigin).origin)
    return `is not on the site's origin ${context.siteOrigin}, so the audit cannot tell that it exists`;
  return context.served.has(pathname) ? undefined : 'is not served (the server answered no image)';
}

/**
 * Clicks from / to each page by chains of links (`<a href>`, and forms sent), breadth first. Links resolve
 * against the page's production URL; links to the production origin count as internal.
 */
export function clickDepths(linksOf: (routePath: string) => string[] | undefined, siteOrigin: string) {
  const depths = new Map([['/', 0]]);
  // A Map's iteration reaches the entries set during it, in order: the queue of a breadth-first walk.
  for (const [from, depth] of depths) {
    for (const href of linksOf(from) ?? []) {
      const target = URL.parse(href, `${siteOrigin}${from}`);
      if (!target || target.origin !== new URL(siteOrigin).origin) continue;
      const to = normalisePath(target.pathname);
      if (!depths.has(to) && linksOf(to) !== undefined) depths.set(to, depth + 1);
    }
  }
  return depths;
}

/**
 * The checks on each page as its server sent it, with an `X-Robots-Tag` header counted as a robots meta tag and a
 * `Link: rel=canonical` header as a canonical link. The sitemap is the site's own: it must list every page that
 * answers 200, says no noindex and names itself canonical (HTML downloads included), and nothing else. No
 * registry is read: a page's noindex is its own say (the registry and the build agree: scripts/build.test.ts).
 */
export async function auditSeo(options: AuditOptions): Promise<AuditReport> {
  const started = performance.now();
  const { live } = options;
  const siteOrigin = live.origin;
  const findings: Finding[] = [];
  const urlOfPath = new Map(live.pages.map((page) => [page.path, page.url]));
  const add = (at: string, rule: SeoCheck, text: string) => {
    const route = at.startsWith('/') ? at : undefined;
    const file = route ? urlOfPath.get(route) : `${live.url}/${SITEMAP_FILE}`;
    findings.push({
      tool: 'seo',
      rule,
      level: 'error',
      message: `${at}: ${rule}: ${text}`,
      route,
      file,
      help: SEO_HELP[rule],
    });
  };

  // Each document as sent, its headers read as the tags they stand for.
  const read = live.pages.map((page) => {
    const facts = readPage(page.html);
    facts.canonicals.push(...linkHeaderTargets(page.headers.get('link'), 'canonical'));
    facts.noindex ||= robotsHeaderNoindex(page.headers.get('x-robots-tag'));
    return { page, facts, headTags: headTagsIn(page.html) };
  });
  // Each image of the site's origin the pages name (og:image or <img>), asked for once: whether it is served as an
  // image, and its pixels unless it is a vector.
  const named = read.flatMap(({ page, facts }) => [
    ...(facts.openGraph.get('og:image') ?? []),
    ...facts.images.flatMap(({ src }) => (src ? [URL.parse(src, `${siteOrigin}${page.path}`)?.href ?? ''] : [])),
  ]);
  const served = new Set<string>();
  const pixels = new Map<string, { width: number; height: number }>();
  for (const image of new Set(named.filter((url) => url.startsWith(`${siteOrigin}/`)))) {
    const response = await fetch(live.local(image), { signal: AbortSignal.timeout(30_000) }).catch(() => undefined);
    const type = response?.headers.get('content-type') ?? '';
    if (response?.ok && type.startsWith('image/')) served.add(new URL(image).pathname);
    const raster = response?.ok && !/svg/.test(type);
    const bytes = raster ? Buffer.from(await response.arrayBuffer()) : (await response?.body?.cancel(), undefined);
    const { width, height } = bytes
      ? await sharp(bytes)
          .metadata()
          .catch(() => ({ width: 0, height: 0 }))
      : {};
    if (width && height) pixels.set(image, { width, height });
  }
  const context = { siteOrigin, served, pixels };

  const pages = new Map<string, { facts: PageFacts; headTags: number }>();
  for (const { page, facts, headTags } of read.filter(({ page }) => page.kind !== 'download')) {
    pages.set(page.path, { facts, headTags });
    for (const { check, message } of checkPage(facts, page.path, context)) add(page.path, check, message);
  }
  for (const check of ['title', 'description'] as const) {
    const first = new Map<string, string>();
    for (const [routePath, { facts }] of pages) {
      const value = facts[check][0];
      if (value && first.has(value)) add(routePath, check, `the same as ${first.get(value)}'s: ${quote(value)}`);
      else if (value) first.set(value, routePath);
    }
  }

  // The sitemap against the pages: listed ⇔ answers 200 at its own URL, no noindex, canonical itself.
  const ownUrl = (path: string) => `${siteOrigin}${path}`;
  const indexable = new Map(
    read
      .filter(({ page, facts }) => page.kind !== 'not-found' && page.status === 200 && !facts.noindex)
      .filter(({ page, facts }) => facts.canonicals.every((href) => href === ownUrl(page.path)))
      .map(({ page }) => [ownUrl(page.path), page]),
  );
  const { status, locations } = live.sitemap;
  const sitemap = (at: string, text: string) => add(at, 'sitemap', text);
  if (status !== 200) sitemap(SITEMAP_FILE, `${live.url}/${SITEMAP_FILE} answered ${status}`);
  locations.forEach((loc, i) => {
    if (locations.indexOf(loc) !== i) sitemap(SITEMAP_FILE, `${quote(loc)} is listed more than once`);
    const target = URL.parse(live.local(loc));
    if (!loc.startsWith(`${siteOrigin}/`) || !target)
      return sitemap(SITEMAP_FILE, `${quote(loc)} is not a URL of the site at ${siteOrigin}`);
    const answer = live.answers.get(target.pathname);
    const page = live.pages.find((p) => p.path === target.pathname);
    if (!answer) sitemap(SITEMAP_FILE, `${quote(loc)} was not read`);
    else if (answer.status !== 200) sitemap(target.pathname, `listed in the sitemap, but it answers ${answer.status}`);
    else if (new URL(answer.finalUrl).pathname !== target.pathname)
      sitemap(target.pathname, `listed in the sitemap, but it redirects to ${new URL(answer.finalUrl).pathname}`);
    else if (page && !indexable.has(loc))
      sitemap(target.pathname, 'listed in the sitemap, but it says noindex or names another canonical URL');
  });
  for (const [url, page] of indexable)
    if (!locations.includes(url))
      sitemap(page.path, 'an indexable page (200, no noindex, canonical itself) missing from the sitemap');

  // Reachability: every page found within MAX_CLICKS of /.
  // Each page's links as the reader found them (a form sent is a click to its confirmation page).
  const linksOf = new Map(live.pages.map((page) => [page.path, page.links]));
  const depths = clickDepths((path) => (pages.has(path) ? linksOf.get(path) : undefined), siteOrigin);
  for (const [routePath] of [...pages].filter(([p]) => p !== notFoundRoute.path)) {
    const clicks = depths.get(routePath);
    if (clicks === undefined) add(routePath, 'reachability', 'no chain of links from / reaches it');
    else if (clicks > MAX_CLICKS) add(routePath, 'reachability', `${clicks} clicks from / (at most ${MAX_CLICKS})`);
  }

  const report: PageRead[] = [...pages]
    .filter(([route]) => selected(options.only, route))
    .map(([route, { facts, headTags }]) => ({
      route,
      file: urlOfPath.get(route) ?? route,
      read: { 'head tags': facts.headElements },
      expected: { 'head tags': headTags },
      cells: { 'clicks from /': depths.get(route) ?? '–' },
    }));
  const reported = findings.filter((f) => !f.route || selected(options.only, f.route));
  const notes = [
    `${live.sitemap.locations.length} URLs in ${live.url}/${SITEMAP_FILE}; canonical origin ${siteOrigin}`,
  ];
  if (options.only?.length) notes.push(`only ${options.only.join(', ')} reported (--route); the whole site was read`);
  return finish('seo', started, report, reported, { notes });
}
