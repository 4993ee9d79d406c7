/**
 * `audit links` (docs/quality-gates.md): linkinator on each page on its own (`recurse: false`), since one crawl
 * reports a link once, on the first page it saw it, and read most pages as "0 links". Each page must account for
 * every `<a href>` and `#fragment` of its HTML, read apart from linkinator.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { LinkResult } from 'linkinator';
import { escapeHtml } from '../../lib/html.ts';
import { notFoundRoute } from '../../lib/routes.ts';
import { escapeRegExp } from '../../lib/regexp.ts';
import type { Finding } from '../output/findings.ts';
import type { AuditConfig } from './config.ts';
import { type AuditOptions, type AuditRoute, type PageRead, finish, pageFinding, pagesToAudit } from './shared.ts';
import { inParallel } from './live.ts';

export interface LinksOptions extends AuditOptions {
  /** Check links to other sites too (`--external`), as audit.config.json's `links.external` says. */
  external?: AuditConfig['links']['external'] | undefined;
}

/** The `<a href>`s of a page as absolute URLs (resolved against `pageUrl`, each once), and which have a fragment. */
export function anchorsIn(html: string, pageUrl: string, local: (href: string) => string) {
  const urls = new Set<string>();
  const fragments = new Set<string>();
  const anchors = DomUtils.findAll((e) => e.name === 'a' && e.attribs.href !== undefined, parseDocument(html).children);
  for (const anchor of anchors) {
    // linkinator reports an href that is no URL as broken: nothing to account for here.
    const url = URL.parse(local(URL.parse(anchor.attribs.href ?? '', pageUrl)?.href ?? ''));
    if (!url) continue;
    if (url.hash.length > 1 && url.protocol.startsWith('http')) fragments.add(url.href);
    url.hash = '';
    urls.add(url.href);
  }
  return { urls, fragments };
}

/** Why linkinator found a link broken: each reason it gave once, else its status. */
const failure = ({ failureDetails = [], status }: LinkResult) =>
  [...new Set(failureDetails.map((d) => (d instanceof Error ? d.message : `HTTP ${d.status}`)))].join('; ') ||
  `HTTP ${status ?? '?'}`;

export async function auditLinks(options: LinksOptions) {
  const started = performance.now();
  const { LinkChecker, LinkState } = await import('linkinator');
  const base = options.live.url;
  // The production origin (the site's canonical URLs), whose absolute links are checked at the audited server.
  const originPattern = new RegExp(`^${escapeRegExp(options.live.origin)}(?=/|$)`);
  const local = (href: string) => href.replace(originPattern, base);
  const skipReason = (href: string): string | undefined => {
    const url = new URL(local(href));
    if (!url.protocol.startsWith('http')) return 'not http(s)';
    return url.origin !== base ? 'another origin' : undefined;
  };
  const display = (url: string) => (url.startsWith(base) ? url.slice(base.length) || '/' : url);

  const findings: Finding[] = [];
  const skipped = new Map<string, { why: string; pages: Set<string> }>();
  /** Each page's fragment links, and the pages linkinator takes for a soft 404 (noindex, nofollow). */
  const [fragmentLinks, soft404] = [new Map<AuditRoute, Set<string>>(), new Set<string>()];
  /** Each other site's URL, and the pages that link to it. */
  const elsewhere = new Map<string, Set<AuditRoute>>();
  const pages = await inParallel(pagesToAudit(options), 4, async (route): Promise<PageRead> => {
    const pageUrl = route.url;
    // The page as the site was read (cli/audit/live.ts): fetched once, not again here.
    const { html, status } = options.live.pages.find((p) => p.path === route.path) ?? { html: '', status: 0 };
    if (/content="(noindex[^"]*nofollow|none)"/.test(html)) soft404.add(pageUrl);
    const { urls, fragments } = anchorsIn(html, pageUrl, local);
    fragmentLinks.set(route, fragments);
    const fragmentsRead = new Set<string>();
    const { links } = await new LinkChecker().check({
      path: pageUrl,
      recurse: false,
      checkFragments: true,
      // The server answers `/x/` with a redirect to `/x`; a link that needs one is still a link to fix.
      redirects: 'error',
      concurrency: 16,
      timeout: 10_000,
      urlRewriteExpressions: [{ pattern: originPattern, replacement: base }],
      linksToSkip: async (href) => skipReason(href) !== undefined,
      // linkinator reports only broken fragments; this hook sees each one it goes on to check.
      fragmentsToSkip: async (_fragment, href) => (fragmentsRead.add(local(href)), false),
    });
    for (const r of links) {
      if (options.external && r.state === LinkState.SKIPPED && skipReason(r.url) === 'another origin') {
        elsewhere.set(r.url, (elsewhere.get(r.url) ?? new Set()).add(route));
        continue;
      }
      const entry = skipped.get(r.url) ?? { why: skipReason(r.url) ?? 'skipped', pages: new Set() };
      if (r.state === LinkState.SKIPPED) skipped.set(r.url, entry.pages.add(route.path) && entry);
      if (r.state !== LinkState.BROKEN || r.url === pageUrl) continue;
      const rule = r.url.includes('#') ? 'broken-fragment' : 'broken-link';
      findings.push(pageFinding('links', route, rule, `links to ${display(r.url)}: ${failure(r)}`));
    }
    // The not-found page may be served with its status, 404, where it is asked for by name (or, live, at a
    // path that does not exist: audit http checks that it is).
    if (status !== 200 && !(route.path === notFoundRoute.path && status === 404))
      findings.push(pageFinding('links', route, 'broken-link', `the page itself answered HTTP ${status}`));
    // The page itself was fetched as the start of the check, so a link to it needs no result of its own.
    const reported = new Set([pageUrl, ...links.map((r) => local(r.url).split('#')[0])]);
    const unread = [...urls].filter((url) => !reported.has(url));
    if (unread.length > 0)
      options.progress?.(`links ${route.path}: linkinator did not report ${unread.map(display).join(', ')}`);
    const checked = [...fragments].filter((f) => fragmentsRead.has(f));
    const read = { links: urls.size - unread.length, fragments: checked.length };
    return { route: route.path, file: route.file, read, expected: { links: urls.size, fragments: fragments.size } };
  });
  // linkinator takes a noindex, nofollow page for a soft 404 and checks no fragment on it, silently.
  for (const [route, fragments] of fragmentLinks) {
    const unchecked = [...fragments].filter((url) => soft404.has(url.split('#')[0] as string)).map(display);
    const message = `links to fragments linkinator does not check (their page says noindex, nofollow): ${unchecked.join(', ')}`;
    if (unchecked.length > 0) findings.push(pageFinding('links', route, 'fragments-unchecked', message));
  }
  // Not checked (no network here, or not a web address; linkinator also reads some meta tags' content as URLs).
  const notes = [...skipped].map(([url, { why, pages: from }]) => {
    const where = from.size > 3 ? `${from.size} pages` : [...from].join(', ');
    return `skipped (${why}): ${display(url).slice(0, 100)} ← ${where}`;
  });
  if (options.external) {
    const checked = await checkElsewhere(elsewhere, options.external, options.progress);
    findings.push(...checked.findings);
    notes.push(...checked.notes);
  }
  return finish('links', started, pages, findings, { notes });
}

/**
 * Links to other sites (`--external`; never in npm test, which has no network): each URL once however many pages
 * link to it, with linkinator's retries of a 5xx or a failed connection (a site that stumbles once is not a
 * broken link) and of a 429 after its Retry-After, redirects followed. A URL on `allow` (a site that refuses
 * crawlers, with why) is listed, not checked.
 */
export async function checkElsewhere(
  linked: ReadonlyMap<string, ReadonlySet<Pick<AuditRoute, 'path' | 'file'>>>,
  config: AuditConfig['links']['external'],
  progress?: (line: string) => void,
): Promise<{ findings: Finding[]; notes: string[] }> {
  const { LinkChecker, LinkState } = await import('linkinator');
  const allowed = (url: string) => config.allow.find((entry) => url.startsWith(entry.prefix));
  const urls = [...linked.keys()].filter((url) => !allowed(url)).sort();
  const notes = config.allow.flatMap((entry) => {
    const matched = [...linked.keys()].filter((url) => url.startsWith(entry.prefix));
    return matched.length > 0
      ? [`not checked (links.external.allow ${entry.prefix}: ${entry.why}): ${matched.length} URL(s)`]
      : [];
  });
  if (urls.length === 0) return { findings: [], notes };
  progress?.(`links: ${urls.length} links to other sites, each checked once`);
  // One page listing each URL once, so linkinator checks each once with its retries, and no page twice.
  const folder = mkdtempSync(path.join(os.tmpdir(), 'audit-external-'));
  try {
    const list = urls.map((url) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`).join('\n');
    writeFileSync(path.join(folder, 'index.html'), `<!doctype html><title>links</title>\n${list}\n`);
    const { links } = await new LinkChecker().check({
      path: folder,
      recurse: false,
      redirects: 'allow',
      retry: true,
      retryErrors: true,
      retryErrorsCount: config.retries,
      retryErrorsJitter: 2000,
      timeout: config.timeoutMs,
      concurrency: 8,
    });
    const findings: Finding[] = [];
    let checked = 0;
    for (const result of links) {
      const pages = linked.get(result.url);
      if (!pages) continue;
      checked += 1;
      if (result.state !== LinkState.BROKEN) continue;
      for (const route of pages)
        findings.push(
          pageFinding('links', route, 'broken-external-link', `links to ${result.url}: ${failure(result)}`, {
            help: "A link to another site answers (after retries); audit.config.json's links.external.allow lists the ones not checked, with why.",
          }),
        );
    }
    notes.push(`${checked} of ${urls.length} links to other sites checked, after up to ${config.retries} retries each`);
    if (checked < urls.length)
      findings.push({
        ...{ tool: 'links', rule: 'coverage', level: 'error' },
        message: `linkinator reported ${checked} of the ${urls.length} links to other sites it was given`,
      });
    return { findings, notes };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
