/**
 * `audit budget` (docs/quality-gates.md): the scripts, CSS and fonts each page costs a visitor, as Chromium fetches
 * them up to `waitAfterLoadMs` after `load`, scrolled to its end so lazy islands wake; every script the page's HTML
 * names must be among the fetches. The service worker is blocked: its precache is the build's to report (build-sw).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import { KB, formatKilobytes as kb } from '../../lib/format.ts';
import type { Finding } from '../output/findings.ts';
import { launchBrowser } from '../chromium.ts';
import { type AuditConfig, budgetFor } from './config.ts';
import { type AuditOptions, type AuditReport, type PageRead, finish, pageFinding, pagesToAudit } from './shared.ts';
import { inParallel } from './live.ts';

/** A script a page fetched: its site path (a full URL if from elsewhere), its bytes at gzip -9 (what budgets count),
 * and whether after `load` (a lazy chunk, an island woken late). */
export type FetchedScript = { url: string; gzip: number; afterLoad: boolean };

/** One page as measured: its scripts, CSS and fonts. */
export type BudgetRow = {
  path: string;
  scriptGzip: number;
  cssGzip: number;
  fonts: string[];
  scripts: FetchedScript[];
};

export interface BudgetOptions extends AuditOptions {
  config: AuditConfig['budget'];
  browser?: Browser;
}

/** Sizes compressed once per run, keyed by the bytes' hash: most chunks are fetched by many pages. */
const gzipSizes = new Map<string, number>();
function gzipSize(body: Buffer): number {
  const key = createHash('sha256').update(body).digest('base64');
  if (!gzipSizes.has(key)) gzipSizes.set(key, gzipSync(body, { level: 9 }).length);
  return gzipSizes.get(key) as number;
}

/** In the page: the fonts of every rendered text node (the first family of each stack), and its script sources. */
function readPage() {
  const fonts = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim() || element.getClientRects().length === 0) continue;
    const style = getComputedStyle(element);
    const family = (style.fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
    fonts.add(`${family} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`);
  }
  const css = [...document.querySelectorAll('style')].map((e) => e.textContent ?? '');
  return { fonts: [...fonts].sort(), css };
}

/** Load one page in a fresh context and record what it fetches until `wait` ms after `load`. */
async function measurePage(browser: Browser, url: string, wait: number, notFound = false) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const fetched: { response: Response; afterLoad: boolean }[] = [];
  const errors: string[] = [];
  let loaded = false;
  const elsewhere = new Set<string>();
  page.on('pageerror', (error) => errors.push(`script error: ${error.message}`));
  page.on('request', (request) => {
    const { protocol, origin: from } = new URL(request.url());
    if (protocol.startsWith('http') && from !== origin) elsewhere.add(request.url());
  });
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType()))
      fetched.push({ response, afterLoad: loaded });
  });
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    // The not-found page, read where a site serves it (an unknown URL, --url), answers 404 by design.
    if (!response?.ok() && !(notFound && response?.status() === 404))
      errors.push(`answered ${response?.status() ?? 'nothing'}`);
    const html = (await response?.text()) ?? '';
    loaded = true;
    const loadedAt = Date.now();
    // To the end of the page and back, a screen at a time, so every `visible` island wakes.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += Math.max(200, window.innerHeight * 0.8)) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    await page.waitForTimeout(Math.max(0, wait - (Date.now() - loadedAt)));
    const { fonts, css } = await page.evaluate(readPage);
    const scripts = new Map<string, FetchedScript>();
    let cssGzip = css.reduce((sum, text) => sum + gzipSize(Buffer.from(text)), 0);
    for (const { response: fetch, afterLoad } of fetched) {
      const target = new URL(fetch.url());
      const key = target.origin === origin ? target.pathname : target.href;
      const body = await fetch
        .body()
        .catch((error: Error) => void errors.push(`${key}: body unreadable (${error.message})`));
      if (body && fetch.request().resourceType() === 'stylesheet') cssGzip += gzipSize(body);
      else if (body && !scripts.has(key)) scripts.set(key, { url: key, gzip: gzipSize(body), afterLoad });
    }
    // What the page's HTML names by itself, counted apart from the browser (a script's src, the boot script's
    // data-entry and data-preload, a modulepreload link): each must be among the fetches.
    const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
    const named = tags.flatMap((tag) => tag.match(/\/[^"'\s]+\.m?js\b/g) ?? []).map((u) => new URL(u, url));
    const declared = new Set(named.map((u) => (u.origin === origin ? u.pathname : u.href)));
    return { scripts: [...scripts.values()], cssGzip, fonts, errors, declared, elsewhere };
  } finally {
    await context.close();
  }
}

export async function auditBudget(options: BudgetOptions): Promise<AuditReport & { details: { rows: BudgetRow[] } }> {
  const started = performance.now();
  const { config } = options;
  const routes = pagesToAudit(options);
  const browser = options.browser ?? (await launchBrowser());
  const findings: Finding[] = [];
  const rows: BudgetRow[] = [];
  const pages: PageRead[] = [];
  try {
    // Ten pages at a time: most of each page's time is the wait after `load`, not work.
    const measured = await inParallel(routes, 10, async (route) => {
      const result = await measurePage(browser, route.url, config.waitAfterLoadMs, route.path === '/404');
      options.progress?.(`budget ${route.path}: ${result.scripts.length} scripts`);
      return { route, ...result };
    });
    for (const { route, scripts, cssGzip, fonts, errors, declared, elsewhere } of measured) {
      const scriptGzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
      const { scriptKb, cssKb, fonts: fontBudget } = budgetFor(config, route.path);
      const over = [
        scriptGzip > scriptKb * KB &&
          `script-budget:script ${kb(scriptGzip)} gzip is over its budget of ${scriptKb} KB`,
        cssGzip > cssKb * KB && `css-budget:CSS ${kb(cssGzip)} gzip is over its budget of ${cssKb} KB`,
        fonts.length > fontBudget &&
          `font-budget:its text is set in ${fonts.length} fonts, over ${fontBudget}: ${fonts.join(', ')}`,
        ...errors.map((error) => `page-error:${error}`),
        // No third-party request unless configured and consented: by default a page asks nothing of another origin.
        ...[...elsewhere].map((url) => `other-origin-request:requests ${url} from another origin`),
      ];
      const help = 'Budgets per route are in audit.config.json; by default nothing is fetched from another origin.';
      for (const problem of over.filter((p) => typeof p === 'string')) {
        const [rule = '', message = ''] = problem.split(/:(.*)/s);
        findings.push(pageFinding('budget', route, rule, message, { help }));
      }
      rows.push({ path: route.path, scriptGzip, cssGzip, fonts, scripts });
      const fetched = new Set(scripts.map((s) => s.url));
      const afterLoad = kb(scripts.filter((s) => s.afterLoad).reduce((sum, s) => sum + s.gzip, 0));
      const cells = {
        'script gz': `${kb(scriptGzip)} / ${scriptKb} KB`,
        'after load': afterLoad,
        'CSS gz': kb(cssGzip),
        fonts: fonts.length,
      };
      const read = {
        scripts: scripts.length,
        'declared scripts': [...declared].filter((url) => fetched.has(url)).length,
      };
      pages.push({ route: route.path, file: route.file, read, expected: { 'declared scripts': declared.size }, cells });
    }
  } finally {
    if (!options.browser) await browser.close();
  }
  const notes = ['service worker blocked: its one-time precache download is reported by the build (build-sw)'];
  for (const { path: route } of routes) {
    const { why, scriptKb } = budgetFor(config, route);
    if (why.length > 0) notes.push(`${route}: ${scriptKb} KB, ${why.join('; ')}`);
  }
  return { ...finish('budget', started, pages, findings, { notes }), details: { rows } };
}
