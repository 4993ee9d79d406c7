/**
 * Security and caching headers, from one source: the local server sends them and the build writes them to
 * `_headers` for static hosts (Netlify / Cloudflare Pages format).
 */
import { createHash } from 'node:crypto';
import { hasAnalytics } from './analytics.ts';
import { FORM_TYPES, browserWebhook, formEndpoint } from './forms.ts';
import { BASE_SECURITY_HEADERS, DOWNLOADS_PATH, DOWNLOADS_ROBOTS } from './http.ts';
import { INSTALL_OFFER_SCRIPT } from './pwa/installOffer.ts';

export const scriptHash = (source: string): string =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

const GTM_ORIGIN = 'https://www.googletagmanager.com';
const GA_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * Origins the browser sends form data to: an endpoint on another origin (posted to by scripts and, without
 * them, by the form itself) and the webhook the browser copies to in that case. With the local inbox as the
 * endpoint, both are this site and webhooks are the inbox's business (lib/forms.ts `browserWebhook`).
 */
function formOrigins(): string[] {
  const urls = FORM_TYPES.flatMap((form) => [formEndpoint(form), browserWebhook(form)]);
  // Schemes are case-insensitive (RFC 3986): HTTPS://hooks.example.com is as absolute as https://.
  const origins = urls.filter((url) => /^https?:\/\//i.test(url)).map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

export interface PolicyOptions {
  /** CSP source expressions (`'sha256-…'`) of the inline <style> elements the build wrote. */
  styleHashes?: readonly string[];
  /** Those of the inline scripts the build wrote (the head and boot scripts, scripts/defer-scripts.ts). */
  scriptHashes?: readonly string[];
}

export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const analytics = hasAnalytics();
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the search index (Pagefind's WebAssembly) compile; it allows no JavaScript eval.
    'script-src': [
      "'self'",
      "'wasm-unsafe-eval'",
      // The install offer's keeper in every page's head; the build adds its own inline scripts' hashes (the head
      // and boot scripts, scripts/defer-scripts.ts).
      scriptHash(INSTALL_OFFER_SCRIPT),
      ...(options.scriptHashes ?? []),
      ...(analytics ? [GTM_ORIGIN] : []),
    ],
    // The site's stylesheet is inlined into each page at build (scripts/inline-css.ts), allowed by its hash.
    'style-src': ["'self'", ...(options.styleHashes ?? [])],
    // Ark UI and React set a few style attributes (positions, CSS variables); no inline <style> elements.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(analytics ? [GTM_ORIGIN, ...GA_ORIGINS] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...formOrigins(), ...(analytics ? [GTM_ORIGIN, ...GA_ORIGINS] : [])],
    'frame-src': analytics ? [GTM_ORIGIN] : ["'none'"],
    'worker-src': ["'self'"],
    // No manifest-src: default-src 'self' covers the manifest, and WebKit logs a security error on every page
    // for a directive it does not know.
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...formOrigins()],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers for every response. */
export function securityHeaders(options: PolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    ...BASE_SECURITY_HEADERS,
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
export function headersFile(options: PolicyOptions = {}): string {
  const block = (pattern: string, headers: Record<string, string>): string =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    block('/*', securityHeaders(options)),
    block(`${IMMUTABLE_PREFIX}*`, { 'Cache-Control': CACHE_IMMUTABLE }),
    block(`${DOWNLOADS_PATH}/*`, { 'X-Robots-Tag': DOWNLOADS_ROBOTS }),
  ]
    .join('\n\n')
    .concat('\n');
}

export interface HeaderRule {
  /** Path pattern: exact, or ending in `*` for a prefix. */
  pattern: string;
  headers: Record<string, string>;
}

/** Read a `_headers` file (Netlify / Cloudflare Pages format), so the local server sends what a host would. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon === -1) throw new Error(`_headers: cannot read line "${line.trim()}"`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** The headers every matching rule gives a path, later rules adding to earlier ones. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const matches = (pattern: string) =>
    pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
  return Object.assign({}, ...rules.filter((rule) => matches(rule.pattern)).map((rule) => rule.headers));
}
