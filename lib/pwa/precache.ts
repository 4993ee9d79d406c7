/**
 * What the service worker precaches, and the build-time check that it really does (a worker
 * generated before pre-rendering silently misses every page: vite-plugin-pwa's issue
 * https://github.com/vite-pwa/vite-plugin-pwa/issues/258). Files are chosen by
 * pattern, so a page, a download or a search index added later is precached with no change here.
 */

import { formatBytes } from '../format.ts';
import { COMPRESSED_SUFFIX } from '../http.ts';

/** Patterns, relative to dist/client, of every file a visitor may need offline. */
export const PRECACHE_GLOBS = [
  // Every pre-rendered page, 404.html included, at any depth (/docs/getting-started.html).
  '**/*.html',
  // Scripts and styles anywhere: hashed ones under assets/ (no revision needed) and any plain one at the root.
  '**/*.{js,css}',
  // Images, icons, logos and self-hosted fonts, wherever they sit.
  '**/*.{svg,png,jpg,jpeg,webp,avif,gif,ico,woff,woff2}',
  // Downloads of any type.
  'downloads/**/*',
  // The web app manifest, data files and the blog's feed (one pattern: the build fails on a pattern that
  // matches nothing, checkPrecache).
  '**/*.{webmanifest,json}',
  'blog/rss.xml',
  // The search index (scripts/build-search.ts): search works offline once the site is installed or visited.
  'pagefind/**/*',
] as const;

/**
 * Never precached: vike's build metadata, host configuration and crawler files, and what the build writes that no
 * page ever loads. A worker fetches every precached file at install, on a visitor's first visit; these were 97 of
 * its 210 files. checkPrecache fails the build if a page refers to an ignored file.
 */
export const PRECACHE_IGNORES = [
  ...['.vite/**', '_headers', '_redirects', 'sitemap.xml', 'robots.txt', 'sw.js'],
  // Each page's stylesheets are inlined into it (scripts/inline-css.ts); no page links these files.
  'assets/static/**',
  // vike's own client entries: every page loads renderer/+client.ts's entry (scripts/defer-scripts.ts) instead.
  ...['assets/entries/pages_*', 'assets/entries/entry-*'],
  // Social preview cards, fetched by other sites when a page is shared; no page shows them.
  ...['og/**', 'og-image.png'],
  // The compressed copies (scripts/compress.ts): sent for their files, never at their own URLs, which answer 404.
  `**/*${COMPRESSED_SUFFIX}`,
] as const;

/**
 * The precache size limit per file: the largest download a visitor may have to fetch over a phone
 * connection before the site works offline. Workbox's default (2 MB) skips larger files with only a
 * warning; the build fails instead (checkPrecache).
 */
export const MAX_PRECACHE_FILE_BYTES = 5 * 1024 * 1024;

/** Hashed file names never change content, so Workbox needs no revision for them. */
export const HASHED_URL = /^assets\//;

/** What sw/sw.ts reads its precache list from; the build replaces it with the list. */
export const INJECTION_POINT = 'self.__WB_MANIFEST';

export interface PrecacheEntry {
  url: string;
  revision?: string | null;
}

export interface BuiltFile {
  /** Relative to dist/client, with forward slashes. */
  path: string;
  bytes: number;
}

/** A file a pre-rendered page refers to (`src` or `href` on this site, with a file extension). */
export interface Reference {
  page: string;
  /** Relative to dist/client, like a built file's path. */
  path: string;
}

const LOCAL_REFERENCE = /\s(?:src|href|data-entry)="(\/[^"#?]*)[^"]*"/g;
const LIST_REFERENCE = /\sdata-preload="([^"]*)"/g;

/**
 * The files a page needs from this site: scripts, styles, icons, the manifest, downloads it links to. Links to
 * other pages (no extension) are not files; absolute URLs to the canonical origin are not fetched here.
 */
export function referencedFiles(page: string, html: string): Reference[] {
  const paths = new Set<string>();
  for (const match of html.matchAll(LOCAL_REFERENCE)) if (match[1]) paths.add(match[1]);
  for (const match of html.matchAll(LIST_REFERENCE)) {
    for (const href of (match[1] ?? '').split(/\s+/)) if (href.startsWith('/')) paths.add(href.split(/[?#]/)[0] ?? '');
  }
  return [...paths]
    .filter((href) => !href.startsWith('//') && /\.[a-z0-9]+$/i.test(href.slice(href.lastIndexOf('/') + 1)))
    .map((href) => ({ page, path: decodeURI(href.slice(1)) }));
}

// Workbox's injectManifest writes the list with fast-json-stable-stringify: keys sorted, no spaces.
const ENTRY = /\{(?:"revision":(null|"(?:[^"\\]|\\.)*"),)?"url":("(?:[^"\\]|\\.)*")\}/g;

/**
 * The precache list injected into a built worker, read back from the file itself so the check judges what
 * ships; undefined when nothing was injected (the injection point is still there).
 */
export function injectedManifest(worker: string): PrecacheEntry[] | undefined {
  if (worker.includes(INJECTION_POINT)) return undefined;
  return [...worker.matchAll(ENTRY)].map((match) => ({
    url: JSON.parse(match[2] ?? '""') as string,
    revision: JSON.parse(match[1] ?? 'null') as string | null,
  }));
}

export interface PrecacheCheck {
  problems: string[];
  count: number;
  totalBytes: number;
}

/**
 * Every pre-rendered page (each .html file in the build, and each live route's `file`) and every file a page
 * refers to must be in the manifest, every file that matched a precache pattern must be within the size limit,
 * and every pattern must match something. `matched` is what the patterns selected before Workbox applied its
 * own limit; `unmatchedPatterns` are the patterns that selected nothing (a build step that did not run, such
 * as the search index, leaves no page broken that the other checks would see).
 */
export function checkPrecache(input: {
  manifest: readonly PrecacheEntry[];
  built: readonly BuiltFile[];
  matched: readonly BuiltFile[];
  routeFiles: readonly string[];
  /** What the pages load or link to: each must be precached too, or the page breaks offline. */
  references?: readonly Reference[];
  unmatchedPatterns?: readonly string[];
  maxBytes?: number;
}): PrecacheCheck {
  const maxBytes = input.maxBytes ?? MAX_PRECACHE_FILE_BYTES;
  const inManifest = new Set(input.manifest.map((entry) => entry.url.replace(/^\//, '')));
  const sizes = new Map(input.built.map((file) => [file.path, file.bytes]));
  const problems: string[] = [];

  const pages = new Set([...input.built.filter((file) => file.path.endsWith('.html')).map((f) => f.path)]);
  for (const file of input.routeFiles) {
    if (!sizes.has(file)) problems.push(`${file}: a live route's page was not pre-rendered`);
    pages.add(file);
  }
  for (const page of [...pages].sort()) {
    if (sizes.has(page) && !inManifest.has(page)) problems.push(`${page}: pre-rendered page missing from the precache`);
  }
  for (const file of input.matched) {
    if (file.bytes > maxBytes) {
      problems.push(`${file.path}: ${formatBytes(file.bytes)} exceeds the precache limit of ${formatBytes(maxBytes)}`);
    }
  }
  for (const reference of input.references ?? []) {
    if (!inManifest.has(reference.path)) {
      problems.push(`${reference.path}: used by ${reference.page} but missing from the precache`);
    }
  }
  for (const pattern of input.unmatchedPatterns ?? []) problems.push(`${pattern}: no built file matches this pattern`);
  if (input.manifest.length === 0) problems.push('the precache manifest is empty');

  const totalBytes = input.manifest.reduce((sum, entry) => sum + (sizes.get(entry.url.replace(/^\//, '')) ?? 0), 0);
  return { problems, count: input.manifest.length, totalBytes };
}
