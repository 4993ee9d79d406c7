/**
 * Moves a pre-rendered page's module scripts behind the `load` event: vike's entry script and its
 * modulepreload links become one small inline classic script (renderer/boot.js, minified) that adds them once
 * the page has loaded. The HTML is complete without scripts, so first paint no longer waits on their download.
 */
import { minifySync } from 'vite';

const ENTRY = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"[^>]*>\s*/g;

/** The boot script's source, relative to the project root. */
export const BOOT_SOURCE = 'renderer/boot.js';

/** `boot` is the minified boot script; the page names its entry and static imports in attributes it reads. */
export function deferModuleScripts(html: string, boot: string): string {
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1] as string);
  if (entries.length === 0) return html;
  if (entries.length > 1) throw new Error(`expected one entry script, found ${entries.length}`);
  if (/<\/script/i.test(boot)) throw new Error(`${BOOT_SOURCE} contains "</script", so it cannot be inlined`);
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] as string);
  const tag = `<script data-entry="${entries[0]}" data-preload="${preloads.join(' ')}">${boot}</script>\n`;
  // A function, so `$` sequences in the script are not read as replacement patterns.
  return html.replace(PRELOAD, '').replace(ENTRY, () => tag);
}

/** The boot script runs on every page, so the build minifies it like the bundled scripts (Vite's minifier). */
export function minifyBootScript(source: string): string {
  const result = minifySync('boot.js', source, { module: false, compress: true, mangle: true });
  if (result.errors.length > 0) throw new Error(`${BOOT_SOURCE}: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.code;
}
