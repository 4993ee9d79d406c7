/**
 * Replace each page's stylesheet links with one <style> holding them all, in order. vike lists exactly the
 * stylesheets a page's components use (a few KB gzip), so inlining them saves a render-blocking round trip
 * before first paint. The CSP allows exactly these <style> contents by hash (lib/headers.ts); pages built
 * from the same components share one.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>\s*/g;

export const styleHash = (css: string): string =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/**
 * One page's HTML with its stylesheet links replaced by one <style>; `read` gives a stylesheet's text by site
 * path. Returns the inlined CSS ('' when the page had no stylesheet links).
 */
export function inlineStylesheets(html: string, read: (sitePath: string) => string): { html: string; css: string } {
  const parts: string[] = [];
  const withoutLinks = html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const css = read(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", so it cannot be inlined`);
    if (!parts.includes(css)) parts.push(css);
    return '';
  });
  if (parts.length === 0) return { html, css: '' };
  const css = parts.join('\n');
  // At the end of <head>: still before any content paints, and `<meta charset>` stays in the first 1024 bytes.
  return { html: withoutLinks.replace('</head>', `<style>${css}</style></head>`), css };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Rewrite every page under `root`: inline its stylesheets and pass its HTML through `transform` (e.g.
 * deferring scripts). Returns the CSP hashes of the inlined styles.
 */
export async function inlineSiteStylesheets(
  root: string,
  transform: (html: string) => string = (html) => html,
): Promise<string[]> {
  const cache = new Map<string, string>();
  const hashes = new Set<string>();
  for (const file of await htmlFiles(root)) {
    const source = await readFile(file, 'utf8');
    const pending = [...source.matchAll(STYLESHEET_LINK)].map((match) => match[1] as string);
    for (const href of pending) if (!cache.has(href)) cache.set(href, await readFile(path.join(root, href), 'utf8'));
    const { html, css } = inlineStylesheets(source, (href) => cache.get(href) ?? '');
    if (css) hashes.add(styleHash(css));
    await writeFile(file, transform(html));
  }
  return [...hashes];
}
