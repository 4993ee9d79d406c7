/**
 * How the service worker finds a page in the precache. The build writes one file per route
 * (`/pricing` → `pricing.html`, `/` → `index.html`, see lib/routes.ts), and a static host serves `/pricing`
 * from it and redirects `/pricing/` to `/pricing`. Offline, the worker must answer the same URLs from the
 * same files: Workbox on its own tries `/pricing.html` for `/pricing` but, for `/pricing/`, only
 * `/pricing/index.html` and `/pricing/.html`, which do not exist.
 * @see https://developer.chrome.com/docs/workbox/modules/workbox-precaching#urlmanipulation
 */

/** The page a URL path is served from: `/` → `/index.html`, `/pricing/` → `/pricing.html`. */
export function pageFileForPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === '') return '/index.html';
  if (/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1))) return path;
  return `${path}.html`;
}

/**
 * Extra precache keys to try for a request, after Workbox's own (exact URL, `…/index.html`, `….html`).
 * The query and hash are dropped: pages are static, so `/contact?from=nav` is `contact.html`.
 */
export function precacheCandidates(url: URL): URL[] {
  const candidate = new URL(url.href);
  candidate.search = '';
  candidate.hash = '';
  candidate.pathname = pageFileForPath(url.pathname);
  return candidate.href === url.href ? [] : [candidate];
}

/** The page served for any navigation that matches nothing: the 404 page, never the home page. */
export const NOT_FOUND_PAGE = '/404.html';
