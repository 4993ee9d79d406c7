import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cacheControl,
  contentSecurityPolicy,
  headersFile,
  headersFor,
  parseHeadersFile,
  scriptHash,
  securityHeaders,
} from './headers.ts';
import { PREPAINT_SCRIPT } from './theme.ts';

describe('security headers', () => {
  const csp = contentSecurityPolicy();
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('allows the pre-paint script by its sha256 and nothing inline or eval', () => {
    const expected = `'sha256-${createHash('sha256').update(PREPAINT_SCRIPT).digest('base64')}'`;
    expect(scriptHash(PREPAINT_SCRIPT)).toBe(expected);
    expect(directive('script-src')).toBe(`script-src 'self' ${expected}`);
    expect(csp).not.toContain('unsafe-eval');
    expect(directive('script-src')).not.toContain('unsafe-inline');
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
    const [all, assets] = file.split('\n\n');
    expect(all).not.toContain('Cache-Control');
    expect(assets).toBe('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});

describe('_headers round trip', () => {
  it('allows inlined styles by hash only', () => {
    const csp = contentSecurityPolicy({ styleHashes: ["'sha256-abc='"] });
    expect(csp).toContain("style-src 'self' 'sha256-abc='");
    expect(csp.split('; ').find((d) => d.startsWith('style-src '))).not.toContain('unsafe-inline');
  });

  it('parses what headersFile writes, so the local server sends what a host would', () => {
    const rules = parseHeadersFile(headersFile({ styleHashes: ["'sha256-abc='"] }));
    expect(headersFor(rules, '/pricing')['Content-Security-Policy']).toContain("'sha256-abc='");
    expect(headersFor(rules, '/pricing')['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/assets/x.js')).toMatchObject({
      'Cache-Control': expect.stringContaining('immutable'),
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('refuses a malformed file', () => {
    expect(() => parseHeadersFile('  Orphan: header')).toThrow(/cannot read/);
  });
});
