/**
 * Moves a pre-rendered page's module scripts behind the `load` event: vike's entry script and its
 * modulepreload links become one small classic script (public/boot.js) that adds them once the page has
 * loaded. The HTML is complete without scripts, so first paint no longer waits on their download.
 */
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
