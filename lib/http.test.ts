import { describe, expect, it } from 'vitest';
import { trailingSlashTarget } from './http.ts';

describe('trailingSlashTarget', () => {
  it('drops a trailing slash and keeps the query, on the Node server and the Worker alike', () => {
    expect(trailingSlashTarget('/pricing/')).toBe('/pricing');
    expect(trailingSlashTarget('/docs/best-practices//', 'a=1')).toBe('/docs/best-practices?a=1');
    expect(trailingSlashTarget('/docs/', '?a=1&b=2')).toBe('/docs?a=1&b=2');
  });

  it('leaves the home page and paths without a slash alone', () => {
    expect(trailingSlashTarget('/')).toBeNull();
    expect(trailingSlashTarget('/pricing')).toBeNull();
    expect(trailingSlashTarget('')).toBeNull();
  });

  it('never points off-site: leading slashes and backslashes collapse to one slash', () => {
    for (const path of [
      '//evil.example/',
      '///evil.example/',
      '/\\evil.example/',
      '/\\/evil.example/',
      '\\\\evil.example/',
    ]) {
      const target = trailingSlashTarget(path);
      expect(target, path).toMatch(/^\/[^/\\]/);
      expect(new URL(target ?? '', 'https://site.test').origin, path).toBe('https://site.test');
    }
  });
});
