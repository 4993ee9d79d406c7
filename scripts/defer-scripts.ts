/**
 * The page's two inline scripts, written into every pre-rendered page by the build:
 * - the head script (renderer/head.js), at the top of <head>: the theme before first paint, the native
 *   controls' keys and the first touch on a sleeping island, from the first frame, and on a page an island is
 *   for, that island's code at the first paint;
 * - the boot script (renderer/boot.js), which moves a page's module scripts behind the `load` event: vike's
 *   entry script and its modulepreload links become this one small classic script that adds them once the page
 *   has loaded and painted. The HTML is complete without scripts, so first paint no longer waits on their
 *   download.
 * Both are minified like the bundled scripts, and allowed by their hashes in the CSP (scripts/postbuild.ts).
 */
import { minifySync } from 'vite';
import { MANIFEST_PATH } from '../lib/pwa/manifest.ts';

const ENTRY = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"[^>]*>\s*/g;
const VIEWPORT = /<meta name="viewport"[^>]*>/g;

/** The scripts' sources, relative to the project root. */
export const BOOT_SOURCE = 'renderer/boot.js';
export const HEAD_SOURCE = 'renderer/head.js';

function refuseEndTag(script: string, source: string): void {
  if (/<\/script/i.test(script)) throw new Error(`${source} contains "</script", so it cannot be inlined`);
}

/** Vite's build manifest (vite.dev/guide/backend-integration): each chunk by its source, with its static imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** An island that is what its page is for (Island's `withPage`: a form, the calculator, search). */
const PAGE_ISLAND = /<site-island data-island="(\w+)" data-when="\w+" data-with-page=""/g;
const HYDRATE_SOURCE = 'components/islands/hydrateIsland.ts';

/**
 * The script files the page's own island needs, from the manifest: each island's chunk, the hydrating chunk
 * (React) and all they import, for the page to request with itself. `exists` drops a chunk the build removed
 * (Vite's preload helper, scripts/drop-preload-helper.ts).
 */
export function islandPreloads(html: string, manifest: BuildManifest, exists: (file: string) => boolean): string[] {
  const names = new Set([...html.matchAll(PAGE_ISLAND)].map((match) => match[1] as string));
  if (names.size === 0) return [];
  const keys = Object.keys(manifest);
  const roots = [HYDRATE_SOURCE];
  for (const name of names) {
    const key = keys.find((source) => source.endsWith(`/${name}.island.tsx`));
    if (!key) throw new Error(`the build manifest has no chunk for the island ${name}`);
    roots.push(key);
  }
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    const url = `/${chunk.file}`;
    if (files.has(url) || !exists(chunk.file)) return;
    files.add(url);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...files];
}

/**
 * `boot` is the minified boot script; the page names its entry and the entry's static imports in attributes it reads.
 * The boot script asks for them once the page has loaded and painted (a page an island is for: once painted), or at a
 * visitor's first touch if that comes first.
 */
export function deferModuleScripts(html: string, boot: string): string {
  const { entry, preloads } = moduleScripts(html);
  if (!entry) return html;
  refuseEndTag(boot, BOOT_SOURCE);
  const attributes = `data-entry="${entry}" data-preload="${preloads.join(' ')}" data-manifest="${MANIFEST_PATH}"`;
  const tag = `<script ${attributes}>${boot}</script>\n`;
  // A function, so `$` sequences in the script are not read as replacement patterns.
  return html.replace(PRELOAD, '').replace(ENTRY, () => tag);
}

/** Vike's entry script and its modulepreload links, as the page has them before deferModuleScripts. */
function moduleScripts(html: string): { entry: string | undefined; preloads: string[] } {
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1] as string);
  if (entries.length > 1) throw new Error(`expected one entry script, found ${entries.length}`);
  return { entry: entries[0], preloads: [...html.matchAll(PRELOAD)].map((match) => match[1] as string) };
}

/**
 * `head` (minified) goes first in <head>, straight after the viewport: before the stylesheet, so the theme is
 * set when the first paint comes. A page without a viewport meta is not one of ours (a download) and is left.
 *
 * On a page an island is for, the head script also names (`data-islands`) all the code that island needs: the
 * entry, its static imports and `islands` (islandPreloads). It asks for them at the first paint: the boot script, at
 * the end of <body>, runs only once the page is parsed, which on a slow phone is half a second after the first paint.
 * Run this before deferModuleScripts, which takes the entry's tags out.
 */
export function inlineHeadScript(html: string, head: string, islands: readonly string[] = []): string {
  const viewports = html.match(VIEWPORT) ?? [];
  if (viewports.length === 0) return html;
  if (viewports.length > 1) throw new Error(`expected one viewport meta, found ${viewports.length}`);
  refuseEndTag(head, HEAD_SOURCE);
  const { entry, preloads } = moduleScripts(html);
  const code = islands.length > 0 && entry ? [...new Set([entry, ...preloads, ...islands])] : [];
  const attribute = code.length > 0 ? ` data-islands="${code.join(' ')}"` : '';
  return html.replace(VIEWPORT, (viewport) => `${viewport}\n    <script${attribute}>${head}</script>`);
}

/** Every page runs these, so the build minifies them as it does the bundled scripts (Vite's minifier). */
export function minifyPageScript(source: string, file: string): string {
  const result = minifySync(file, source, { module: false, compress: true, mangle: true });
  if (result.errors.length > 0) throw new Error(`${file}: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.code.trim();
}
