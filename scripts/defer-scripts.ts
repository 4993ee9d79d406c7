/**
 * The page's two inline scripts, written into every pre-rendered page by the build:
 * - the head script (renderer/head.js), at the top of <head>: the theme before first paint, the native
 *   controls' keys and the first touch on a sleeping island, from the first frame;
 * - the boot script (renderer/boot.js), which moves a page's module scripts behind the `load` event: vike's
 *   entry script and its modulepreload links become this one small classic script that adds them once the page
 *   has loaded and painted. The HTML is complete without scripts, so first paint no longer waits on their
 *   download.
 * Both are minified like the bundled scripts, and allowed by their hashes in the CSP (scripts/postbuild.ts).
 */
import { minifySync } from 'vite';

const ENTRY = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"[^>]*>\s*/g;
const VIEWPORT = /<meta name="viewport"[^>]*>/g;

/** The scripts' sources, relative to the project root. */
export const BOOT_SOURCE = 'renderer/boot.js';
export const HEAD_SOURCE = 'renderer/head.js';

function refuseEndTag(script: string, source: string): void {
  if (/<\/script/i.test(script)) throw new Error(`${source} contains "</script", so it cannot be inlined`);
}

/** `boot` is the minified boot script; the page names its entry and static imports in attributes it reads. */
export function deferModuleScripts(html: string, boot: string): string {
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1] as string);
  if (entries.length === 0) return html;
  if (entries.length > 1) throw new Error(`expected one entry script, found ${entries.length}`);
  refuseEndTag(boot, BOOT_SOURCE);
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] as string);
  const tag = `<script data-entry="${entries[0]}" data-preload="${preloads.join(' ')}">${boot}</script>\n`;
  // A function, so `$` sequences in the script are not read as replacement patterns.
  return html.replace(PRELOAD, '').replace(ENTRY, () => tag);
}

/**
 * `head` (minified) goes first in <head>, straight after the viewport: before the stylesheet, so the theme is
 * set when the first paint comes. A page without a viewport meta is not one of ours (a download) and is left.
 */
export function inlineHeadScript(html: string, head: string): string {
  const viewports = html.match(VIEWPORT) ?? [];
  if (viewports.length === 0) return html;
  if (viewports.length > 1) throw new Error(`expected one viewport meta, found ${viewports.length}`);
  refuseEndTag(head, HEAD_SOURCE);
  return html.replace(VIEWPORT, (viewport) => `${viewport}\n    <script>${head}</script>`);
}

/** Every page runs these, so the build minifies them as it does the bundled scripts (Vite's minifier). */
export function minifyPageScript(source: string, file: string): string {
  const result = minifySync(file, source, { module: false, compress: true, mangle: true });
  if (result.errors.length > 0) throw new Error(`${file}: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.code.trim();
}
