/**
 * HTTP rules every host of the site shares, with no Node dependency, so the Cloudflare Worker
 * (worker/index.ts) bundles them as the Node server (cli/server/app.ts) imports them: the security headers
 * that do not depend on the build, and where a URL with a trailing slash redirects.
 */

/** Where the site's downloadable files live (lib/downloads.ts makes them). */
export const DOWNLOADS_PATH = '/downloads';

/**
 * The downloads' robots rule. They are documents to print and fill in, with no way into the site around them: a
 * search result should land on the docs hub that offers them, so each download says noindex (the spreadsheet as
 * well as the HTML, which a meta tag could not say), and none is in the sitemap.
 */
export const DOWNLOADS_ROBOTS = 'noindex';

/**
 * The suffix of a built file's brotli copy (scripts/compress.ts), which the Node host sends for the file itself and
 * never at its own URL; Cloudflare compresses its own answers and is not sent the copies.
 */
export const COMPRESSED_SUFFIX = '.br';

/** Security headers for every response; lib/headers.ts adds the build's Content-Security-Policy to them. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Two years, subdomains too: the site is served over HTTPS only. Browsers ignore it on plain http (localhost).
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

/**
 * Where a page URL with a trailing slash goes (308), or null when it has none: `/pricing/` → `/pricing`, as
 * Cloudflare Pages and Netlify (pretty URLs) do; canonical URLs have no slash. The target always starts with
 * exactly one slash and no backslash: `//evil.example/` and `/\evil.example/` (browsers read a `\` in a URL
 * as `/`) must not become a redirect off-site.
 */
export function trailingSlashTarget(pathname: string, search = ''): string | null {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  const target = `/${pathname.replace(/^[/\\]+|\/+$/g, '')}`;
  return search ? `${target}${search.startsWith('?') ? '' : '?'}${search}` : target;
}
