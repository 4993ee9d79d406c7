/**
 * Moves a pre-rendered page's module scripts behind the `load` event: vike's entry script and its
 * modulepreload links become one small classic script (public/boot.js) that adds them once the page has
 * loaded. The HTML is complete without scripts, so first paint no longer waits on their download.
 */
import { minifySync } from 'vite';

const ENTRY = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"[^>]*>\s*/g;

export const BOOT_SCRIPT = '/boot.js';

export function deferModuleScripts(html: string): string {
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1] as string);
  if (entries.length === 0) return html;
  if (entries.length > 1) throw new Error(`expected one entry script, found ${entries.length}`);
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] as string);
  const boot = `<script src="${BOOT_SCRIPT}" defer data-entry="${entries[0]}" data-preload="${preloads.join(' ')}"></script>\n`;
  return html.replace(PRELOAD, '').replace(ENTRY, boot);
}

/**
 * public/boot.js is copied into the build as written, comments and all; it runs on every page, so the build
 * minifies it like the bundled scripts (with Vite's own minifier).
 */
export function minifyBootScript(source: string): string {
  const result = minifySync('boot.js', source, { module: false, compress: true, mangle: true });
  if (result.errors.length > 0) throw new Error(`boot.js: ${result.errors.map((e) => e.message).join('; ')}`);
  return result.code;
}
