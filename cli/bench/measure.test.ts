import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureRoute, fixtureSite, page, removeFixtures } from '../../tests/fixtures/auditSites.ts';
import {
  ZERO,
  addSizes,
  measurePrecache,
  measureRoutes,
  median,
  precacheUrls,
  sizesOf,
  timeStartup,
} from './measure.ts';
import { PROJECT_ROOT } from './run.ts';

afterEach(removeFixtures);

describe('sizesOf', () => {
  it('gives the raw bytes and the bytes after gzip -9 and brotli', () => {
    const text = 'automation '.repeat(500);
    const sizes = sizesOf(text);
    expect(sizes.raw).toBe(Buffer.byteLength(text));
    expect(sizes.gzip).toBe(gzipSync(text, { level: 9 }).length);
    expect(sizes.brotli).toBeGreaterThan(0);
    expect(sizes.brotli).toBeLessThan(sizes.gzip);
    expect(addSizes(sizes, ZERO)).toEqual(sizes);
  });
});

describe('measureRoutes', () => {
  const a = 'import{b}from"./b.js";console.log(b);';
  const b = 'export const b = "b";';
  const linked = 'body { color: #111; margin: 0 auto; }';
  const inline = 'main { padding: 1rem; }';

  it('counts the HTML, every script Chromium fetched, and inline and linked styles', { timeout: 60_000 }, async () => {
    const home = page(
      'Home',
      '<p>Text.</p>',
      `<style>${inline}</style><link rel="stylesheet" href="/assets/site.css"><script type="module" src="/assets/a.js"></script>`,
    );
    const fixture = fixtureSite({
      'index.html': home,
      '404.html': page('Not found', '<p>x</p>', '<link rel="stylesheet" href="/assets/gone.css">'),
      'assets/a.js': a,
      'assets/b.js': b,
      'assets/site.css': linked,
    });
    const rows = await measureRoutes(fixture.root, [fixtureRoute('/')]);
    expect(rows.map((row) => row.path)).toEqual(['/', '/404']);
    const [index, notFound] = rows;
    expect(index).toEqual({
      path: '/',
      file: 'index.html',
      html: sizesOf(home),
      js: addSizes(sizesOf(a), sizesOf(b)),
      css: addSizes(sizesOf(linked), sizesOf(inline)),
      jsFiles: 2,
      cssFiles: 1,
      missing: [],
    });
    expect(notFound).toMatchObject({ js: ZERO, missing: ['/assets/gone.css'] });
  });
});

describe('precache', () => {
  // As workbox-build's injectManifest writes it: fast-json-stable-stringify, keys sorted.
  const sw =
    'self.x=1;precacheAndRoute([{"revision":"3f2a","url":"404.html"},{"revision":null,"url":"assets/a.js"},' +
    '{"revision":"9c","url":"downloads/guide \\"one\\".html"}]);';

  it('reads the URLs of the manifest injected into sw.js', () => {
    expect(precacheUrls(sw)).toEqual(['404.html', 'assets/a.js', 'downloads/guide "one".html']);
  });

  it('adds up the bytes of the precached files', async () => {
    const fixture = fixtureSite({ 'sw.js': sw, '404.html': 'x'.repeat(100), 'assets/a.js': 'y'.repeat(20) });
    expect(await measurePrecache(fixture.root)).toEqual({ source: 'sw.js', count: 3, bytes: 120 });
  });

  // Loading workbox-build took over 5 s on a busy 2-core machine: what is tested is the list, not the time.
  it('computes the list with Workbox from the same patterns when there is no sw.js', { timeout: 30_000 }, async () => {
    const fixture = fixtureSite({ 'index.html': 'x'.repeat(100), 'robots.txt': 'never precached', 'a.js': 'yy' });
    expect(await measurePrecache(fixture.root)).toEqual({ source: 'computed', count: 2, bytes: 102 });
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('timeStartup', { timeout: 60_000 }, () => {
  it('times each case against the first, and records a command the CLI lacks as not available', () => {
    const timings = timeStartup(
      [
        { label: 'bare', args: ['-e', '0'] },
        { label: 'exits 3', args: ['-e', 'process.exit(3)'] },
        { label: 'missing', args: ['cli/index.ts', 'no-such-command'] },
      ],
      2,
      PROJECT_ROOT,
    );
    const [bare, exits, missing] = timings;
    expect(bare).toMatchObject({ label: 'bare', available: true, runs: 2 });
    expect(bare?.overBareMs).toBeUndefined();
    expect(exits).toMatchObject({ available: true, exitCode: 3 });
    expect(exits?.overBareMs).toBe((exits?.medianMs ?? 0) - (bare?.medianMs ?? 0));
    expect(missing).toMatchObject({ label: 'missing', available: false, runs: 0 });
    expect(missing?.note).toMatch(/unknown command 'no-such-command'/);
  });
});
