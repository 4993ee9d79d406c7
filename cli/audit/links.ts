/**
 * `audit links`: linkinator crawls the site through the server from `/` (and `/404`), recursively, checking
 * every internal link and every `#fragment` (linkinator's checkFragments). Absolute links to the site's own
 * origin (canonical, hreflang, og:url, JSON-LD) are rewritten to the local server, so they are checked too.
 * Links to pending routes and to other origins (no network here) are skipped and reported, never passed
 * silently. A crawl that checked no page or no link fails (DESIGN "Known pitfalls").
 */
import type { LinkResult } from 'linkinator';
import { site } from '../../content/site.ts';
import { liveRoutes, normalisePath, notFoundRoute, routes } from '../../lib/routes.ts';
import { escapeRegExp } from '../../lib/regexp.ts';
import type { Finding } from '../output/findings.ts';
import {
  type AuditOptions,
  type AuditReport,
  auditedPages,
  emptinessFindings,
  emptinessProblems,
  newTable,
  outcome,
  selected,
  summaryLine,
} from './shared.ts';

export interface LinkProblem {
  url: string;
  parent: string;
  status: number | undefined;
  reason: string;
}

export interface SkippedLink {
  url: string;
  /** Pages that link to it. */
  parents: string[];
  why: 'pending route' | 'external' | 'other scheme';
}

export interface LinksRow {
  /** A crawled page (path on the site). */
  page: string;
  links: number;
  broken: number;
  skipped: number;
}

export type LinksReport = AuditReport<LinksRow> & {
  broken: LinkProblem[];
  skipped: SkippedLink[];
  /** Live routes the crawl from `/` did not reach; crawled separately so their links are still checked. */
  unreachable: string[];
  /** Fragment links checked (`…#id`), a subset of items. */
  fragments: number;
};

export interface LinksOptions extends AuditOptions {
  /** Origin of the server to crawl, e.g. http://127.0.0.1:4173. */
  baseUrl: string;
  /** The production origin whose absolute links are checked locally; content/site.ts by default. */
  siteOrigin?: string;
  concurrency?: number;
  /** `--route`: report only the links on these pages (the crawl still covers the site, to reach them). */
  only?: readonly string[];
}

/** Link sources that do not appear in any user-visible `href` but linkinator still extracts. */
const isAsset = (pathname: string): boolean => pathname.startsWith('/assets/');

export async function auditLinks(options: LinksOptions): Promise<LinksReport> {
  const started = performance.now();
  // Loaded on use, like the other audit engines, so `cli roi` does not pay for them.
  const { LinkChecker, LinkState } = await import('linkinator');
  const base = new URL(options.baseUrl).origin;
  const all = options.routes ?? routes;
  const siteOrigin = (options.siteOrigin ?? site.origin).replace(/\/+$/, '');
  const pending = new Map(all.filter((r) => r.status === 'pending').map((r) => [normalisePath(r.path), r]));
  const live = (options.routes ? all.filter((r) => r.status === 'live') : liveRoutes()).map((r) => r.path);

  const siteOriginPattern = new RegExp(`^${escapeRegExp(siteOrigin)}(?=/|$)`);
  // linkinator asks about a link before rewriting it, so the production origin is mapped here as well.
  const local = (href: string): string => href.replace(siteOriginPattern, base);
  const skipReason = (href: string): SkippedLink['why'] | undefined => {
    const url = new URL(local(href));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'other scheme';
    if (url.origin !== base) return 'external';
    if (pending.has(normalisePath(url.pathname))) return 'pending route';
    return undefined;
  };

  /** Internal links as site paths (`/about#team`), since the port changes every run. */
  const display = (url: string): string => {
    const parsed = new URL(local(url), base);
    return parsed.origin === base ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
  };
  const results: LinkResult[] = [];
  const fragmentLinks = new Set<string>();
  const crawl = async (paths: string[]): Promise<void> => {
    const checker = new LinkChecker();
    checker.on('pagestart', (url: URL | string) => options.progress?.(`links ${display(String(url))}: crawling`));
    const { links } = await checker.check({
      path: paths.map((p) => `${base}${p}`),
      recurse: true,
      checkFragments: true,
      // The server answers `/x/` with a redirect to `/x`; a link that needs one is still a link to fix.
      redirects: 'error',
      concurrency: options.concurrency ?? 8,
      timeout: 10_000,
      urlRewriteExpressions: [{ pattern: siteOriginPattern, replacement: base }],
      linksToSkip: async (href) => skipReason(href) !== undefined,
      // linkinator reports only broken fragments; this hook sees every one it goes on to check.
      fragmentsToSkip: async (_fragment, href) => {
        fragmentLinks.add(local(href));
        return false;
      },
    });
    results.push(...links);
  };

  await crawl(['/', notFoundRoute.path]);
  const pageOf = (url: string): string => {
    const parsed = new URL(local(url), base);
    return parsed.origin === base ? normalisePath(parsed.pathname) : url;
  };
  const parentOf = (r: LinkResult): string => (r.parent ? pageOf(r.parent) : '(start)');
  const crawled = () =>
    new Set(results.filter((r) => r.state === LinkState.OK && !r.url.includes('#')).map((r) => pageOf(r.url)));
  // Reached means linked at all: a linked live page that answers 404 is already reported as a broken link.
  const linked = new Set(results.filter((r) => !r.url.includes('#')).map((r) => pageOf(r.url)));
  const unreachable = live.filter((p) => !linked.has(normalisePath(p)));
  if (unreachable.length > 0) await crawl(unreachable);

  // linkinator also follows the links in an error page's body (a 404 answered with 404.html); those are the
  // 404 page's own links, checked from /404 already, and would only repeat each broken link once more.
  const brokenPages = new Set(
    results.filter((r) => r.state === LinkState.BROKEN && !r.url.includes('#')).map((r) => r.url),
  );
  // Deduplicate: a second crawl re-reports pages and links the first already saw.
  const seen = new Set<string>();
  const unique = results.filter((r) => {
    if (r.parent && brokenPages.has(r.parent)) return false;
    const key = `${r.state}|${r.url}|${r.parent ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const broken: LinkProblem[] = unique
    .filter((r) => r.state === LinkState.BROKEN && selected(options.only, parentOf(r)))
    .map((r) => ({
      url: display(r.url),
      parent: parentOf(r),
      status: r.status,
      reason:
        r.failureDetails
          ?.map((d) => (d instanceof Error ? d.message : `HTTP ${d.status}`))
          .filter((text, i, list) => list.indexOf(text) === i)
          .join('; ') || `HTTP ${r.status ?? '?'}`,
    }));

  const skippedByUrl = new Map<string, SkippedLink>();
  for (const r of unique.filter((r) => r.state === LinkState.SKIPPED)) {
    const why = skipReason(new URL(r.url, base).href) ?? 'external';
    const url = why === 'pending route' ? pageOf(r.url) : r.url;
    const entry = skippedByUrl.get(url) ?? { url, parents: [], why };
    const parent = parentOf(r);
    if (!entry.parents.includes(parent)) entry.parents.push(parent);
    skippedByUrl.set(url, entry);
  }
  const skipped = [...skippedByUrl.values()].sort((a, b) => a.why.localeCompare(b.why) || a.url.localeCompare(b.url));

  // Pages: HTML documents fetched (linkinator only recurses into HTML); rows count links found on each.
  const pages = [...crawled()]
    .filter((p) => p.startsWith('/') && !isAsset(p) && /^\/[^.]*$/.test(p) && selected(options.only, p))
    .sort();
  const rows: LinksRow[] = pages.map((page) => {
    const from = unique.filter((r) => r.parent && pageOf(r.parent) === page);
    return {
      page,
      links: from.length,
      broken: from.filter((r) => r.state === LinkState.BROKEN).length,
      skipped: from.filter((r) => r.state === LinkState.SKIPPED).length,
    };
  });
  // Each (link, page) pair once; linkinator reports a link already checked elsewhere only if it is broken.
  const items = unique.filter((r) => r.parent !== undefined && r.state !== LinkState.SKIPPED).length;
  const fragments = fragmentLinks.size;

  // The built file of each page, where a broken link is fixed (its source is the page's content or component).
  const fileOf = new Map(auditedPages(all).map((route) => [normalisePath(route.path), route.file]));
  const onPage = (route: string): Pick<Finding, 'route' | 'file'> => {
    const file = fileOf.get(route);
    return { route, ...(file ? { file } : {}) };
  };
  const unverifiable = (await unverifiableFragmentTargets(fragmentLinks)).map(pageOf);
  const empty = emptinessProblems(pages.length, items, 'links');
  const findings: Finding[] = [
    ...broken.map((b) => ({
      tool: 'links',
      rule: b.url.includes('#') ? 'broken-fragment' : 'broken-link',
      level: 'error' as const,
      message: `${b.parent} → ${b.url}: ${b.reason}`,
      ...onPage(b.parent),
    })),
    ...unverifiable.map((page) => ({
      tool: 'links',
      rule: 'fragments-unchecked',
      level: 'error' as const,
      message: `${page}: has noindex and nofollow, so linkinator treats it as a soft 404 and skips its #fragments`,
      ...onPage(page),
    })),
    ...emptinessFindings('links', empty),
  ];
  const notes = [
    ...unreachable.map((p) => `${p}: live route not reachable by links from / (crawled on its own)`),
    ...skipped.map((s) => `skipped (${s.why}): ${s.url} ← ${s.parents.join(', ')}`),
  ];

  return {
    audit: 'links',
    ...outcome(findings, started),
    pages: pages.length,
    items,
    itemLabel: 'links',
    notes,
    routes: pages,
    rows,
    broken,
    skipped,
    unreachable,
    fragments,
  };
}

/**
 * linkinator does not validate fragments on a page whose HTML contains both `content="noindex` and `nofollow`
 * (its soft-404 guess), and says nothing. Such targets are reported, so a pass always means "checked".
 * @see node_modules/linkinator/build/src/index.js, `isSoft404`
 */
async function unverifiableFragmentTargets(fragmentLinks: Set<string>): Promise<string[]> {
  const targets = new Set([...fragmentLinks].map((href) => href.split('#')[0] as string));
  const found: string[] = [];
  for (const target of targets) {
    const response = await fetch(target).catch(() => undefined);
    if (!response?.ok || !(response.headers.get('content-type') ?? '').includes('html')) continue;
    const html = await response.text();
    if (html.includes('content="noindex') && html.includes('nofollow')) found.push(target);
  }
  return found;
}

export function formatLinksReport(report: LinksReport): string {
  const table = newTable(
    ['page', 'links found', 'checked (first seen here)', 'broken', 'skipped', 'result'],
    ['left', 'right', 'right', 'right', 'right', 'left'],
  );
  for (const row of report.rows) {
    const checked = row.links - row.skipped;
    table.push([row.page, row.links, checked, row.broken, row.skipped, row.broken === 0 ? 'pass' : 'FAIL']);
  }
  const count = (why: SkippedLink['why']) => report.skipped.filter((s) => s.why === why).length;
  const lines = [table.toString()];
  if (report.problems.length > 0) lines.push('', 'Problems:', ...report.problems.map((p) => `  ${p}`));
  if (report.notes.length > 0) lines.push('', 'Notes:', ...report.notes.map((n) => `  ${n}`));
  lines.push(
    '',
    `Fragments checked: ${report.fragments}. Skipped: ${count('pending route')} pending routes, ` +
      `${count('external')} external URLs and ${count('other scheme')} mailto/tel links (not checked: no network).`,
    summaryLine(report),
  );
  return `${lines.join('\n')}\n`;
}
