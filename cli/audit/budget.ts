/**
 * `audit budget`: the bytes each page loads before first paint, measured from the pre-rendered HTML the way
 * a browser would fetch them (issue 2, point 12): `<script src>`, `<link rel=modulepreload>` and
 * `<link rel=stylesheet>` (plus `rel=preload` of a script or style), each file gzipped at level 9 and counted
 * once per page. Static imports of those scripts are followed too, so a chunk vike forgot to preload is still
 * counted (and reported), since the browser must fetch it before the page hydrates.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Route, routes } from '../../lib/routes.ts';
import { type AuditReport, KB, auditedPages, emptinessProblems, kb, newTable, summaryLine } from './shared.ts';

export interface BudgetLimits {
  /** Gzipped JavaScript per page, bytes. */
  js: number;
  /** Gzipped CSS per page, bytes. */
  css: number;
}

export const DEFAULT_BUDGET: BudgetLimits = { js: 120 * KB, css: 20 * KB };

export interface PageAssets {
  /** Site paths (`/assets/…`) of the scripts loaded at first paint, in document order. */
  js: string[];
  css: string[];
  /** References to other origins: never measured, always reported. */
  external: string[];
}

export interface BudgetRow {
  path: string;
  file: string;
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
  jsFiles: string[];
  cssFiles: string[];
  /** Statically imported chunks that the HTML does not preload (counted in jsGzip all the same). */
  notPreloaded: string[];
  pass: boolean;
}

export interface LazyAsset {
  file: string;
  gzip: number;
}

export type BudgetReport = AuditReport<BudgetRow> & { limits: BudgetLimits; lazy: LazyAsset[] };

// Start tags only; attribute values may contain `>` inside quotes.
const TAG = /<(script|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// Markup that does not load anything at first paint with scripting on: comments, inert templates, noscript
// fallbacks, and the bodies of script/style elements (whose text could quote `<link …>`).
const INERT = /<!--[\s\S]*?-->|<template\b[\s\S]*?<\/template>|<noscript\b[\s\S]*?<\/noscript>/gi;
const RAW_TEXT = /(<(script|style)\b(?:[^>"']|"[^"]*"|'[^']*')*>)[\s\S]*?(<\/\2\s*>)/gi;

export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const decodeEntities = (value: string): string =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'");

/** The scripts and stylesheets a page's HTML makes the browser fetch before first paint. */
export function firstPaintAssets(html: string, pagePath = '/'): PageAssets {
  const visible = html.replace(INERT, '').replace(RAW_TEXT, '$1$3');
  const base = new URL(pagePath, 'http://site.invalid');
  const assets: PageAssets = { js: [], css: [], external: [] };
  const add = (list: string[], href: string) => {
    const url = new URL(decodeEntities(href), base);
    if (url.origin !== base.origin) {
      if (!assets.external.includes(url.href)) assets.external.push(url.href);
    } else if (!list.includes(url.pathname)) list.push(url.pathname);
  };
  for (const match of visible.matchAll(TAG)) {
    const tag = match[1]?.toLowerCase();
    const attributes = parseAttributes(match[2] ?? '');
    if (tag === 'script') {
      const src = attributes.get('src');
      const type = (attributes.get('type') ?? '').toLowerCase();
      // Only executable scripts load: classic (no type or a JS MIME type) and modules, never data blocks.
      const executable = type === '' || type === 'module' || type.includes('javascript');
      if (src && executable) add(assets.js, src);
      // The boot script (public/boot.js) loads these right after the page has loaded: they count too.
      const deferred = [attributes.get('data-entry'), ...(attributes.get('data-preload') ?? '').split(/\s+/)];
      for (const href of deferred) if (href) add(assets.js, href);
      continue;
    }
    const href = attributes.get('href');
    if (!href) continue;
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attributes.get('as') ?? '').toLowerCase();
    if (rel.includes('modulepreload')) add(assets.js, href);
    else if (rel.includes('stylesheet')) add(assets.css, href);
    else if (rel.includes('preload') && as === 'script') add(assets.js, href);
    else if (rel.includes('preload') && as === 'style') add(assets.css, href);
  }
  return assets;
}

// Minified ESM as Rollup writes it: `import{a as b}from"./chunk.js"`, `import"./x.js"`, `export*from"./y.js"`.
// Dynamic `import("…")` is lazy and deliberately not matched (the `(` breaks the pattern).
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;

/** Site paths of the modules `sitePath` imports statically, resolved against it. */
export function staticImports(source: string, sitePath: string): string[] {
  const base = new URL(sitePath, 'http://site.invalid');
  const found: string[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const specifier = match[1];
    if (!specifier || !(specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/'))) {
      continue;
    }
    const resolved = new URL(specifier, base).pathname;
    if (!found.includes(resolved)) found.push(resolved);
  }
  return found;
}

/** The text of each inline `<style>` element (scripts/inline-css.ts puts the site stylesheet there). */
export const inlineStyles = (html: string): string[] =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');

/**
 * The scripts `entries` name and everything they import statically, breadth-first from what the HTML names,
 * each module once: what the browser must fetch before the page hydrates.
 */
export function withStaticImports(root: string, entries: readonly string[]): string[] {
  const found: string[] = [];
  const queue = [...entries];
  while (queue.length > 0) {
    const sitePath = queue.shift() as string;
    if (found.includes(sitePath)) continue;
    found.push(sitePath);
    const file = path.join(root, decodeURIComponent(sitePath));
    if (!existsSync(file)) continue;
    // Only imports that resolve to a file: a pattern match inside a string literal must not fail the audit.
    const imports = staticImports(readFileSync(file, 'utf8'), sitePath);
    queue.push(...imports.filter((next) => existsSync(path.join(root, decodeURIComponent(next)))));
  }
  return found;
}

/** gzip -9 sizes, cached per file: pages share most chunks. */
export class GzipSizes {
  private readonly cache = new Map<string, number>();
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  /** Bytes after gzip, or undefined when the site path has no file. */
  of(sitePath: string): number | undefined {
    const cached = this.cache.get(sitePath);
    if (cached !== undefined) return cached;
    const file = path.join(this.root, decodeURIComponent(sitePath));
    if (!file.startsWith(this.root) || !existsSync(file)) return undefined;
    const size = gzipSync(readFileSync(file), { level: 9 }).length;
    this.cache.set(sitePath, size);
    return size;
  }
}

function listFiles(dir: string, root: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .sort();
}

export interface BudgetOptions {
  root: string;
  limits?: BudgetLimits;
  routes?: readonly Route[];
}

export function auditBudget(options: BudgetOptions): BudgetReport {
  const started = performance.now();
  const root = path.resolve(options.root);
  const limits = options.limits ?? DEFAULT_BUDGET;
  const sizes = new GzipSizes(root);
  const problems: string[] = [];
  const rows: BudgetRow[] = [];
  const loadedAnywhere = new Set<string>();

  for (const route of auditedPages(options.routes ?? routes)) {
    const full = path.join(root, route.file);
    if (!existsSync(full)) {
      problems.push(`${route.file}: missing, so its budget cannot be measured`);
      continue;
    }
    const html = readFileSync(full);
    const assets = firstPaintAssets(html.toString('utf8'), route.path);
    for (const href of assets.external)
      problems.push(`${route.file}: loads ${href} from another origin at first paint`);

    const preloaded = new Set(assets.js);
    const jsFiles = withStaticImports(root, assets.js);
    const measure = (list: string[]): number =>
      list.reduce((total, sitePath) => {
        const size = sizes.of(sitePath);
        if (size === undefined) problems.push(`${route.file}: references ${sitePath}, which is not in the build`);
        return total + (size ?? 0);
      }, 0);
    const jsGzip = measure(jsFiles);
    // Inlined <style> elements (scripts/inline-css.ts) count as the page's CSS too.
    const inlineCss = inlineStyles(html.toString('utf8'));
    const cssGzip =
      measure(assets.css) + inlineCss.reduce((total, css) => total + gzipSync(css, { level: 9 }).length, 0);
    const notPreloaded = jsFiles.filter((file) => !preloaded.has(file));
    for (const file of [...jsFiles, ...assets.css]) loadedAnywhere.add(file);

    const pass = jsGzip <= limits.js && cssGzip <= limits.css;
    if (jsGzip > limits.js) problems.push(`${route.file}: JavaScript ${kb(jsGzip)} gzip is over ${kb(limits.js)}`);
    if (cssGzip > limits.css) problems.push(`${route.file}: CSS ${kb(cssGzip)} gzip is over ${kb(limits.css)}`);
    rows.push({
      path: route.path,
      file: route.file,
      htmlGzip: gzipSync(html, { level: 9 }).length,
      jsGzip,
      cssGzip,
      jsFiles,
      cssFiles: assets.css,
      notPreloaded,
      pass,
    });
  }

  // Informational: chunks no page fetches at first paint are loaded later (dynamic import) or never.
  const lazy: LazyAsset[] = listFiles(path.join(root, 'assets'), root)
    .filter((file) => /\.(m?js|css)$/.test(file) && !loadedAnywhere.has(file))
    .map((file) => ({ file, gzip: sizes.of(file) ?? 0 }));

  const items = new Set(rows.flatMap((row) => [...row.jsFiles, ...row.cssFiles])).size;
  problems.push(...emptinessProblems(rows.length, items, 'assets'));
  const notes = rows
    .filter((row) => row.notPreloaded.length > 0)
    .map((row) => `${row.file}: statically imported but not preloaded: ${row.notPreloaded.join(', ')}`);

  return {
    audit: 'budget',
    ok: problems.length === 0,
    pages: rows.length,
    items,
    itemLabel: 'distinct first-paint assets',
    problems,
    notes,
    rows,
    limits,
    lazy,
    durationMs: performance.now() - started,
  };
}

export function formatBudgetReport(report: BudgetReport): string {
  const table = newTable(
    ['route', 'file', 'JS gz', 'CSS gz', 'HTML gz', 'JS files', 'result'],
    ['left', 'left', 'right', 'right', 'right', 'right', 'left'],
  );
  for (const row of report.rows) {
    table.push([
      row.path,
      row.file,
      kb(row.jsGzip),
      kb(row.cssGzip),
      kb(row.htmlGzip),
      row.jsFiles.length,
      row.pass ? 'pass' : 'FAIL',
    ]);
  }
  const lines = [
    `Limits per page: JS ${kb(report.limits.js)} gzip, CSS ${kb(report.limits.css)} gzip (gzip -9, 1 KB = 1024 bytes)`,
    table.toString(),
  ];
  if (report.lazy.length > 0) {
    const lazy = newTable(['lazy or unused asset (not loaded at first paint)', 'gz'], ['left', 'right']);
    for (const asset of report.lazy) lazy.push([asset.file, kb(asset.gzip)]);
    lines.push('', lazy.toString());
  }
  if (report.problems.length > 0) lines.push('', 'Problems:', ...report.problems.map((p) => `  ${p}`));
  if (report.notes.length > 0) lines.push('', 'Notes:', ...report.notes.map((n) => `  ${n}`));
  lines.push('', summaryLine(report));
  return `${lines.join('\n')}\n`;
}
