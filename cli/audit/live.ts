/**
 * A site as it is served (`--url`, docs/decisions/0031-audits-read-what-the-server-sends.md): what that server sends,
 * never a local file. Its pages are the ones its sitemap.xml lists and the ones reached by links from `/` (a form's
 * confirmation page too: sending a form is a click), plus the page it answers at a path that does not exist, each read
 * once: status, final URL after redirects, response headers and HTML. Every audit given `--url` reads these and nothing
 * else.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { CannotRunError, UsageError } from '../../lib/errors.ts';
import { FORM_TYPES, confirmationPath, formEndpoint } from '../../lib/forms.ts';
import { escapeRegExp } from '../../lib/regexp.ts';
import pLimit from 'p-limit';

/** At most `limit` of `items` through `work` at once, results in the items' order. */
export const inParallel = <T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) => {
  const slot = pLimit(limit);
  return Promise.all(items.map((item) => slot(() => work(item))));
};

/** The audited path of the page a server answers for any unknown URL, as the local build calls it. */
export const NOT_FOUND_PATH = '/404';
/** A path no site has: what it answers is its not-found page. */
export const NOT_FOUND_PROBE = '/audit-probe/no-such-page';
/** HTML documents offered for download (lib/downloads.ts): read by `audit html` and `seo`'s sitemap rule only. */
const DOWNLOADS_PREFIX = '/downloads/';
/** More pages than this is a crawl gone wrong (a calendar of query strings, a loop of ever-longer paths). */
const MAX_PAGES = 1000;
/** How long one request may take. */
const TIMEOUT_MS = 30_000;

export type PageKind = 'page' | 'download' | 'not-found';

/** One document as the server sent it. */
interface LivePage {
  /** The path it is audited under: its own, or NOT_FOUND_PATH for the not-found page. */
  path: string;
  /** Where it was fetched, at the audited server. */
  url: string;
  kind: PageKind;
  status: number;
  /** After redirects. */
  finalUrl: string;
  headers: Headers;
  html: string;
  /** Listed in the site's sitemap.xml. */
  listed: boolean;
  /** The links a visitor follows from it, as written: `<a href>`s, and each form's confirmation page. */
  links: string[];
}

/** A URL of the site that was fetched: what it answered. */
type Answer = { status: number; finalUrl: string };

export interface LiveSite {
  /** The server read, as given to --url (its origin). */
  url: string;
  /** The origin its pages name as their own (the canonical URL of `/`): production's, even on a local host. */
  origin: string;
  pages: LivePage[];
  /** `/sitemap.xml`: its status and `<loc>`s (as written, at `origin`). */
  sitemap: { status: number; locations: string[] };
  /** Every same-site URL fetched while finding pages, by path: what it answered. */
  answers: Map<string, Answer>;
  /** `href` at the audited server: the production origin's URLs rewritten to it. */
  local: (href: string) => string;
}

/** The `<loc>` entries of a sitemap, in order. */
const sitemapLocations = (xml: string): string[] =>
  DomUtils.findAll((e) => e.name === 'loc', parseDocument(xml, { xmlMode: true }).children).map((e) =>
    DomUtils.textContent(e).trim(),
  );

/** `Link: <url>; rel="canonical"` targets of a response (RFC 8288), as a search engine reads them. */
export function linkHeaderTargets(value: string | null, rel: string): string[] {
  if (!value) return [];
  return [...value.matchAll(/<([^>]*)>\s*((?:;\s*[^;,]+)*)/g)]
    .filter(([, , params = '']) =>
      /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(params)?.[1]?.toLowerCase().split(/\s+/).includes(rel),
    )
    .map(([, target = '']) => target);
}

/**
 * Whether an `X-Robots-Tag` header keeps a page out of search results, as a robots meta tag with `noindex` would
 * (`noindex`, `none`, or either for one crawler: `googlebot: noindex`).
 */
export const robotsHeaderNoindex = (value: string | null): boolean =>
  /(^|[\s,:])(noindex|none)([\s,]|$)/i.test(value ?? '');

/** The links of a page a visitor follows: `<a href>`s, and forms that post (sending one is a click). */
function followedLinks(html: string, formTargets: Record<string, string>, pageUrl: string): string[] {
  const document = parseDocument(html);
  const anchors = DomUtils.findAll((e) => e.name === 'a' && e.attribs.href !== undefined, document.children);
  const forms = DomUtils.findAll(
    (e) => e.name === 'form' && (e.attribs.method ?? '').toLowerCase() === 'post',
    document.children,
  );
  const sent = forms.flatMap((form) => {
    const action = URL.parse(form.attribs.action ?? '', pageUrl);
    const target = Object.entries(formTargets).find(([endpoint]) => action?.pathname === endpoint)?.[1];
    return target ? [target] : [];
  });
  return [...anchors.map((a) => a.attribs.href ?? ''), ...sent];
}

const canonicalOf = (html: string, headers: Headers): string | undefined => {
  const head = DomUtils.findOne((e) => e.name === 'head', parseDocument(html).children);
  const link = DomUtils.findOne(
    (e) => e.name === 'link' && (e.attribs.rel ?? '').toLowerCase().split(/\s+/).includes('canonical'),
    head?.children ?? [],
  );
  return link?.attribs.href ?? linkHeaderTargets(headers.get('link'), 'canonical')[0];
};

const isHtml = (contentType: string) => /^(text\/html|application\/xhtml\+xml)\b/i.test(contentType);

export interface ReadOptions {
  /** A form's endpoint → its confirmation page: lib/forms.ts's by default. */
  formTargets?: Record<string, string>;
  progress?: ((line: string) => void) | undefined;
}

/**
 * Read the site at `url`: its home page (whose canonical URL names the production origin), its sitemap, every
 * page linked from `/` and every page the sitemap lists, breadth first, then its not-found page. Nothing
 * answering at all is CannotRunError: no audit may then pass on what it did not read.
 */
export async function readLiveSite(url: string, options: ReadOptions = {}): Promise<LiveSite> {
  const base = new URL(url).origin;
  const formTargets =
    options.formTargets ?? Object.fromEntries(FORM_TYPES.map((f) => [formEndpoint(f), confirmationPath(f)]));
  const get = async (target: string) => {
    const response = await fetch(target, { redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS) });
    const contentType = response.headers.get('content-type') ?? '';
    // Only HTML is kept: a download or an image is answered and its bytes let go.
    const html = isHtml(contentType) ? await response.text() : (await response.body?.cancel(), '');
    return { response, contentType, html };
  };
  const home = await get(`${base}/`).catch((error: Error) => {
    const cause = error.cause instanceof Error ? error.cause : error;
    throw new CannotRunError(`no server answers at ${base} (--url): ${cause.message}`);
  });
  const canonical = URL.parse(canonicalOf(home.html, home.response.headers) ?? '');
  const origin = canonical?.protocol.startsWith('http') ? canonical.origin : base;
  const pattern = new RegExp(`^${escapeRegExp(origin)}(?=/|$)`);
  const local = (href: string) => href.replace(pattern, base);

  const sitemapResponse = await fetch(`${base}/sitemap.xml`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  const sitemapText = sitemapResponse.ok ? await sitemapResponse.text() : (await sitemapResponse.body?.cancel(), '');
  const locations = sitemapText ? sitemapLocations(sitemapText) : [];
  const listed = new Set(locations.map((loc) => URL.parse(local(loc))?.pathname ?? ''));

  const answers = new Map<string, Answer>();
  const pages = new Map<string, LivePage>();
  const pathOf = (href: string, from: string) => {
    const target = URL.parse(local(href), from);
    return target && target.origin === base ? target.pathname : undefined;
  };
  /** A path's page, if it is one of the site's HTML pages (none for a download of another kind, an error, another site). */
  const visit = async (path: string): Promise<LivePage | undefined> => {
    const target = `${base}${path}`;
    const { response, contentType, html } = await get(target).catch((error: Error) => {
      throw new CannotRunError(`${target}: no answer (${error.message})`);
    });
    const finalUrl = response.url || target;
    answers.set(path, { status: response.status, finalUrl });
    const finalPath = new URL(finalUrl).pathname;
    if (!response.ok || !isHtml(contentType) || new URL(finalUrl).origin !== base) return undefined;
    const kind: PageKind = finalPath.startsWith(DOWNLOADS_PREFIX) ? 'download' : 'page';
    const page = { path: finalPath, url: `${base}${finalPath}`, kind, status: response.status, finalUrl, html };
    const links = followedLinks(html, formTargets, finalUrl);
    return { ...page, headers: response.headers, listed: listed.has(finalPath), links };
  };

  // Breadth first from /, then whatever the sitemap lists that no link reached.
  const seen = new Set<string>(['/']);
  let level = ['/'];
  for (const queue of [0, 1]) {
    while (level.length > 0) {
      if (seen.size > MAX_PAGES)
        throw new CannotRunError(`${base}: more than ${MAX_PAGES} URLs linked from / (a crawl that never ends?)`);
      // Kept in the order they were found, whichever answered first: a report lists them the same way every time.
      const found: string[] = [];
      for (const page of await inParallel(level, 8, visit)) {
        if (!page || pages.has(page.path)) continue;
        pages.set(page.path, page);
        found.push(...page.links.flatMap((href) => pathOf(href, page.finalUrl) ?? []));
      }
      level = [...new Set(found)].filter((path) => !seen.has(path));
      for (const path of level) seen.add(path);
    }
    if (queue === 0) {
      level = [...listed].filter((path) => path && !seen.has(path));
      for (const path of level) seen.add(path);
    }
  }
  options.progress?.(`read ${base}: ${pages.size} pages (${listed.size} in its sitemap.xml), origin ${origin}`);

  // The page a visitor meets at any mistyped URL, with the status it comes with.
  const missing = await get(`${base}${NOT_FOUND_PROBE}`);
  answers.set(NOT_FOUND_PROBE, { status: missing.response.status, finalUrl: missing.response.url });
  const notFound: LivePage = {
    ...{ path: NOT_FOUND_PATH, url: `${base}${NOT_FOUND_PROBE}`, kind: 'not-found', status: missing.response.status },
    ...{ finalUrl: missing.response.url, headers: missing.response.headers, html: missing.html, listed: false },
    links: followedLinks(missing.html, formTargets, `${base}${NOT_FOUND_PROBE}`),
  };
  return {
    url: base,
    origin,
    pages: [...pages.values(), ...(isHtml(missing.contentType) ? [notFound] : [])],
    sitemap: { status: sitemapResponse.status, locations },
    answers,
    local,
  };
}

/** The live pages `--route` names (all when none); one the site does not have is a usage error naming it. */
export function choosePages(site: LiveSite, only: readonly string[] | undefined, kinds: readonly PageKind[]) {
  const pages = site.pages.filter((page) => kinds.includes(page.kind));
  if (!only?.length) return pages;
  const missing = only.find((path) => !site.pages.some((page) => page.path === path));
  if (missing !== undefined)
    throw new UsageError(
      `--route: no audited page "${missing}" at ${site.url} (not in its sitemap.xml nor linked from /)`,
    );
  return pages.filter((page) => only.includes(page.path));
}
