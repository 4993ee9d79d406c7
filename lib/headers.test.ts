import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  cacheControl,
  contentSecurityPolicy,
  headersFile,
  headersFor,
  parseHeadersFile,
  scriptHash,
  securityHeaders,
} from './headers.ts';
import { INSTALL_OFFER_SCRIPT } from './pwa/installOffer.ts';

describe('security headers', () => {
  const csp = contentSecurityPolicy();
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('allows the install-offer keeper by its sha256 and nothing inline or eval (WebAssembly compiles, for search)', () => {
    const hash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
    expect(scriptHash(INSTALL_OFFER_SCRIPT)).toBe(hash(INSTALL_OFFER_SCRIPT));
    // The build's own inline scripts (head and boot) come as options, as their hashes are known once it has run.
    expect(directive('script-src')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hash(INSTALL_OFFER_SCRIPT)}`);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(directive('script-src')).not.toContain('unsafe-inline');
  });

  it('names only directives all three engines know: WebKit logs an error on every page for manifest-src', () => {
    // The CSP Level 3 directives WebKit (Safari), Gecko and Blink all implement; default-src covers the manifest.
    const known = ['default-src', 'script-src', 'style-src', 'style-src-attr', 'img-src', 'font-src', 'connect-src'];
    known.push('frame-src', 'worker-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors');
    for (const name of csp.split('; ').map((d) => d.split(' ')[0])) expect(known, name).toContain(name);
  });

  it('sends HSTS for two years, subdomains included', () => {
    expect(securityHeaders()['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('forbids framing and third-party origins by default', () => {
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(securityHeaders()['X-Content-Type-Options']).toBe('nosniff');
  });

  it('caches only hashed assets forever', () => {
    expect(cacheControl('/assets/entries/x.js')).toContain('immutable');
    expect(cacheControl('/')).not.toContain('immutable');
    expect(cacheControl('/downloads/roi-calculator.xls')).not.toContain('immutable');
  });

  it('writes the same headers to _headers, with Cache-Control only on /assets/*', () => {
    const file = headersFile();
    expect(file).toContain(`  Content-Security-Policy: ${csp}`);
    const [all, assets, downloads] = file.split('\n\n');
    expect(all).not.toContain('Cache-Control');
    expect(assets).toBe('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(downloads).toBe('/downloads/*\n  X-Robots-Tag: noindex\n');
  });
});

describe('_headers round trip', () => {
  it('allows inlined styles by hash only', () => {
    const csp = contentSecurityPolicy({ styleHashes: ["'sha256-abc='"] });
    expect(csp).toContain("style-src 'self' 'sha256-abc='");
    expect(csp.split('; ').find((d) => d.startsWith('style-src '))).not.toContain('unsafe-inline');
  });

  it("allows the build's inline scripts by hash, beside the install offer's, never all inline scripts", () => {
    const scriptSrc = contentSecurityPolicy({ scriptHashes: ["'sha256-head='", "'sha256-boot='"] })
      .split('; ')
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toContain("'sha256-head=' 'sha256-boot='");
    expect(scriptSrc?.match(/'sha256-/g)).toHaveLength(3);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('parses what headersFile writes, so the local server sends what a host would', () => {
    const rules = parseHeadersFile(headersFile({ styleHashes: ["'sha256-abc='"] }));
    expect(headersFor(rules, '/pricing')['Content-Security-Policy']).toContain("'sha256-abc='");
    expect(headersFor(rules, '/pricing')['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/assets/x.js')).toMatchObject({
      'Cache-Control': expect.stringContaining('immutable'),
      'X-Content-Type-Options': 'nosniff',
    });
    // The downloads stay out of search results, the HTML and the spreadsheet alike; pages do not.
    expect(headersFor(rules, '/downloads/roi-calculator.xls')['X-Robots-Tag']).toBe('noindex');
    expect(headersFor(rules, '/downloads/security-compliance-guide.html')['X-Robots-Tag']).toBe('noindex');
    expect(headersFor(rules, '/pricing')['X-Robots-Tag']).toBeUndefined();
  });

  it('refuses a malformed file', () => {
    expect(() => parseHeadersFile('  Orphan: header')).toThrow(/cannot read/);
  });
});

describe('form origins in the policy', () => {
  it('allow an off-site endpoint for scripts and for the form itself, whatever the case of its scheme', async () => {
    vi.resetModules();
    vi.stubEnv('SITE_CONTACT_ENDPOINT', 'HTTPS://Hooks.Example.com/contact');
    vi.stubEnv('SITE_CONTACT_WEBHOOK', 'https://copies.example.com/contact');
    try {
      const { contentSecurityPolicy } = await import('./headers.ts');
      const policy = contentSecurityPolicy();
      const get = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
      expect(get('connect-src')).toBe("connect-src 'self' https://hooks.example.com https://copies.example.com");
      expect(get('form-action')).toBe("form-action 'self' https://hooks.example.com https://copies.example.com");
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it("leave webhooks out when the site's own inbox is the endpoint: the inbox forwards", async () => {
    vi.resetModules();
    vi.stubEnv('SITE_SUPPORT_WEBHOOK', 'https://copies.example.com/support');
    try {
      const { contentSecurityPolicy } = await import('./headers.ts');
      expect(contentSecurityPolicy()).toContain("connect-src 'self';");
      expect(contentSecurityPolicy()).not.toContain('copies.example.com');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
