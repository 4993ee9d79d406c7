/**
 * Security and caching headers, from one source: the local server sends them and the build writes them to
 * `_headers` for static hosts (Netlify / Cloudflare Pages format).
 */
import { createHash } from 'node:crypto';
import { site } from '../content/site.ts';
import { hasAnalytics } from './analytics.ts';
import { PREPAINT_SCRIPT } from './theme.ts';

export const scriptHash = (source: string): string =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

const GTM_ORIGIN = 'https://www.googletagmanager.com';
const GA_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** Origins of absolute endpoint and webhook URLs, which the forms need to reach. */
function formOrigins(): string[] {
  const urls = [site.endpoints.contact, site.endpoints.support, site.webhooks.contact, site.webhooks.support];
  const origins = urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

export function contentSecurityPolicy(): string {
  const analytics = hasAnalytics();
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", scriptHash(PREPAINT_SCRIPT), ...(analytics ? [GTM_ORIGIN] : [])],
    'style-src': ["'self'"],
    // Ark UI and React set a few style attributes (positions, CSS variables); no inline <style> elements.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(analytics ? [GTM_ORIGIN, ...GA_ORIGINS] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...formOrigins(), ...(analytics ? [GTM_ORIGIN, ...GA_ORIGINS] : [])],
    'frame-src': analytics ? [GTM_ORIGIN] : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers for every response. */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Hashed build assets never change under the same name; everything else revalidates. */
export const IMMUTABLE_PREFIX = '/assets/';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

export function cacheControl(pathname: string): string {
  return pathname.startsWith(IMMUTABLE_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/**
 * The `_headers` file for static hosts. Hosts join the values of a header set by several matching rules,
 * so Cache-Control appears only on the immutable rule; HTML keeps the host's revalidating default.
 */
export function headersFile(): string {
  const block = (pattern: string, headers: Record<string, string>): string =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [block('/*', securityHeaders()), block(`${IMMUTABLE_PREFIX}*`, { 'Cache-Control': CACHE_IMMUTABLE })]
    .join('\n\n')
    .concat('\n');
}
