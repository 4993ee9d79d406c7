import { describe, expect, it } from 'vitest';
import { MAX_PRECACHE_FILE_BYTES, checkPrecache, injectedManifest, referencedFiles } from './precache.ts';

const built = [
  { path: 'index.html', bytes: 9000 },
  { path: 'contact.html', bytes: 5000 },
  { path: '404.html', bytes: 3000 },
  { path: 'assets/entries/app.abc.js', bytes: 40_000 },
  { path: 'downloads/guide.pdf', bytes: 200_000 },
];
const manifest = built.map((file) => ({ url: file.path, revision: 'r' }));

describe('precache check', () => {
  it('passes a complete manifest and counts its entries and bytes', () => {
    const check = checkPrecache({ manifest, built, matched: built, routeFiles: ['index.html', 'contact.html'] });
    expect(check).toEqual({ problems: [], count: 5, totalBytes: 257_000 });
  });

  it('fails when a pre-rendered page or a live route’s file is missing from the manifest', () => {
    const withoutContact = manifest.filter((entry) => entry.url !== 'contact.html');
    expect(
      checkPrecache({ manifest: withoutContact, built, matched: built, routeFiles: ['index.html'] }).problems,
    ).toEqual(['contact.html: pre-rendered page missing from the precache']);
    expect(
      checkPrecache({ manifest, built, matched: built, routeFiles: ['index.html', 'pricing.html'] }).problems,
    ).toEqual(["pricing.html: a live route's page was not pre-rendered"]);
  });

  it('fails on a file over the size limit instead of skipping it', () => {
    const big = { path: 'downloads/video.mp4', bytes: MAX_PRECACHE_FILE_BYTES + 1 };
    const { problems } = checkPrecache({
      manifest,
      built: [...built, big],
      matched: [...built, big],
      routeFiles: [],
    });
    expect(problems).toEqual(['downloads/video.mp4: 5.00 MB exceeds the precache limit of 5.00 MB']);
  });

  it('fails on a pattern that matches no built file', () => {
    const { problems } = checkPrecache({
      manifest,
      built,
      matched: built,
      routeFiles: [],
      unmatchedPatterns: ['pagefind/**/*'],
    });
    expect(problems).toEqual(['pagefind/**/*: no built file matches this pattern']);
  });

  it('fails on an empty manifest', () => {
    expect(checkPrecache({ manifest: [], built: [], matched: [], routeFiles: [] }).problems).toEqual([
      'the precache manifest is empty',
    ]);
  });

  it('fails when a file a page uses is not precached', () => {
    const html = `<link rel="manifest" href="/manifest.webmanifest"><a href="/contact">Contact</a>
      <a href="https://site.example/og.png">x</a><script data-entry="/assets/entries/app.abc.js"
      data-preload="/assets/chunks/a.js /assets/chunks/b.js"></script><a href="/downloads/guide.pdf#p2">Guide</a>`;
    const references = referencedFiles('index.html', html);
    expect(references.map((ref) => ref.path).sort()).toEqual([
      'assets/chunks/a.js',
      'assets/chunks/b.js',
      'assets/entries/app.abc.js',
      'downloads/guide.pdf',
      'manifest.webmanifest',
    ]);
    const { problems } = checkPrecache({ manifest, built, matched: built, routeFiles: [], references });
    expect(problems).toEqual([
      'manifest.webmanifest: used by index.html but missing from the precache',
      'assets/chunks/a.js: used by index.html but missing from the precache',
      'assets/chunks/b.js: used by index.html but missing from the precache',
    ]);
  });
});

describe('the manifest injected into a built worker', () => {
  it('reads every entry, revision and all, as Workbox writes it', () => {
    const worker =
      'var app=(function(){cleanupOutdatedCaches();precacheAndRoute([{"revision":"3f2a","url":"404.html"},' +
      '{"revision":null,"url":"assets/a.js"},{"revision":"9c","url":"downloads/guide \\"one\\".html"}])})();';
    expect(injectedManifest(worker)).toEqual([
      { url: '404.html', revision: '3f2a' },
      { url: 'assets/a.js', revision: null },
      { url: 'downloads/guide "one".html', revision: '9c' },
    ]);
  });

  it('reports a worker whose injection point was never replaced', () => {
    expect(injectedManifest('var app=(function(){precacheAndRoute(self.__WB_MANIFEST)})();')).toBeUndefined();
  });

  it('gives the check an empty list when the worker precaches nothing', () => {
    const manifest = injectedManifest('precacheAndRoute([])') ?? [];
    expect(checkPrecache({ manifest, built: [], matched: [], routeFiles: [] }).problems).toEqual([
      'the precache manifest is empty',
    ]);
  });
});
