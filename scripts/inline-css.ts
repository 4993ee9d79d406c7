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
  const css = withoutEarlierDuplicates(parts);
  // At the end of <head>: still before any content paints, and `<meta charset>` stays in the first 1024 bytes.
  return { html: withoutLinks.replace('</head>', `<style>${css}</style></head>`), css };
}

/**
 * A stylesheet's top-level statements (rules, at-rule blocks, `@import …;`), as written. Braces and
 * semicolons inside strings and comments do not count.
 */
export function topLevelStatements(css: string): string[] {
  const statements: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '"' || char === "'") {
      for (i += 1; i < css.length && css[i] !== char; i += 1) if (css[i] === '\\') i += 1;
    } else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (char === '{') depth += 1;
    else if (char === '}' || (char === ';' && depth === 0)) {
      if (char === '}') depth -= 1;
      if (depth === 0) {
        statements.push(css.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  if (css.slice(start).trim()) statements.push(css.slice(start));
  return statements;
}

/**
 * The stylesheets as one, each statement kept only where it last appears. vike links a page's component
 * stylesheets and then the client entry's, which repeats most of them (the build does not split client CSS: see
 * docs/quality-gates.md, "How pages stay fast"): inlined as they were, every page carried its CSS twice, 36 to
 * 56 KB for the browser to parse and match before first paint. Dropping an earlier copy of an identical
 * statement changes no style: the later copy, same selector and same place in any at-rule, already wins over it
 * wherever it applies.
 */
export function withoutEarlierDuplicates(sheets: readonly string[]): string {
  const split = sheets.map(topLevelStatements);
  // Cascade layers are ordered by where a name first appears, so moving one would reorder them.
  if (split.flat().some((statement) => statement.trim().startsWith('@layer'))) {
    throw new Error('the stylesheets use @layer: their statements cannot be deduplicated by position');
  }
  // Walk from the end: the first time a statement is met is its last appearance, the one kept.
  const seen = new Set<string>();
  const keptFromEnd = [...split].reverse().map((statements) =>
    [...statements].reverse().filter((statement) => {
      const key = statement.trim();
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
  return keptFromEnd
    .reverse()
    .map((statements) => [...statements].reverse().join(''))
    .filter((sheet) => sheet.trim())
    .join('\n');
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
