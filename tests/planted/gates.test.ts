/**
 * Every gate catches a defect planted on a page of every kind (docs/decisions/0026-gates-prove-their-coverage.md):
 * a copy of the build gets, on the home page, a marketing page, a service, a docs guide, an article, a legal page
 * and the 404 page, a defect of each kind each audit catches (PLANTS and HEAD below), and each audit, reading the
 * copy as our server sends it, must fail naming every one of those pages with its rule. A gate that misses a
 * plant on any kind of page fails `npm test` here. The table in docs/quality-gates.md ("What each gate catches")
 * names each test. Runs after the build (tests/tools/run.sh), over dist/client.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditA11y } from '../../cli/audit/a11y.ts';
import { auditBudget } from '../../cli/audit/budget.ts';
import { loadAuditConfig } from '../../cli/audit/config.ts';
import { auditHtml } from '../../cli/audit/html.ts';
import { auditLinks } from '../../cli/audit/links.ts';
import { auditSeo } from '../../cli/audit/seo.ts';
import { type AuditReport, type Site, openSite } from '../../cli/audit/shared.ts';
import { notFoundRoute, routes } from '../../lib/routes.ts';
import { dropCompressed } from '../../scripts/compress.ts';

/** One page of each kind the site has, by route. */
const KINDS = {
  home: '/',
  marketing: '/pricing',
  service: '/services/ai-automation',
  'docs guide': '/docs/best-practices',
  article: '/blog/workflow-automation-roi',
  legal: '/privacy',
  'not found': notFoundRoute.path,
};
const PLANTED = Object.values(KINDS);
const fileOf = (route: string) => [...routes, notFoundRoute].find((r) => r.path === route)?.file as string;

const LONG_TITLE = 'A planted title far longer than the sixty characters a search result shows';
const ELSEWHERE = 'https://elsewhere.example/planted';
/** Each plant inside the page's <main>. */
const PLANTS = [
  '<a href="/no-such-route-planted">A broken link</a>',
  '<a href="/about#no-such-fragment-planted">A broken fragment</a>',
  '<span><div>Invalid markup: a div inside a span</div></span>',
  '<button type="button" class="planted"></button>',
  '<script src="/assets/planted-heavy.js" defer></script>',
  '<h1>A second h1</h1>',
  '<img src="/og-image.png" alt="An image with no width or height">',
  // The 1200x630 card drawn square, and drawn at its own width (half what a 2x screen needs).
  '<img src="/og-image.png" alt="A stretched image" width="100" height="100">',
  '<img src="/og-image.png" alt="A blurred image" width="1200" height="630">',
  // 40 KB of CSS no compression shrinks (over 20 KB), and text in thirteen more sizes than the page had (over 12).
  `<style>.planted::after { content: "${randomBytes(40 * 1024).toString('base64')}"; }</style>`,
  ...Array.from({ length: 13 }, (_, i) => `<span style="font-size: ${10.25 + i}px">planted</span>`),
].join('\n');
/** A plant just after the page's <main>: text in no landmark, which a screen reader's landmark list skips. */
const OUTSIDE = '<p>Planted text outside every landmark</p>';
/** Each plant at the end of the page's <head>: a second canonical and alternate elsewhere, JSON-LD that does not parse. */
const HEAD = [
  `<link rel="canonical" href="${ELSEWHERE}">`,
  `<link rel="alternate" hreflang="x-default" href="${ELSEWHERE}">`,
  '<script type="application/ld+json">{"@context": "https://schema.org", </script>',
].join('\n');

let root: string;
let site: Site;
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'planted-'));
  cpSync('dist/client', root, { recursive: true });
  for (const route of PLANTED) {
    const file = path.join(root, fileOf(route));
    const html = readFileSync(file, 'utf8');
    const planted = html
      .replace(/<title>[^<]*<\/title>/, `<title>${LONG_TITLE}</title>`)
      .replace(/(<meta name="description" content=")[^"]*"/, '$1Too short."')
      .replace(/(<meta property="og:image" content="https?:\/\/[^/"]+)\/[^"]*"/, '$1/planted-missing.png"')
      .replace('</head>', `${HEAD}</head>`)
      .replace('</main>', `${PLANTS}</main>${OUTSIDE}`);
    writeFileSync(file, planted);
    dropCompressed(file);
  }
  // 150 KB that no compression shrinks: over every page's script budget (100 KB at most).
  writeFileSync(
    path.join(root, 'assets/planted-heavy.js'),
    `window.planted = "${randomBytes(150 * 1024).toString('base64')}";\n`,
  );
  site = await openSite({ root });
});
afterAll(async () => {
  await site?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The report failed, and names every planted page (of `kinds`) with `rule`. */
function expectCaught(report: AuditReport, rule: string | RegExp, message?: RegExp, kinds: object = KINDS) {
  expect(report.ok).toBe(false);
  for (const [kind, route] of Object.entries(kinds) as [string, string][]) {
    const named = report.findings.filter(
      (f) =>
        f.route === route &&
        f.level === 'error' &&
        (typeof rule === 'string' ? f.rule === rule : rule.test(f.rule)) &&
        (!message || message.test(f.message)),
    );
    expect(named, `${report.audit} names the ${kind} page (${route}) with ${String(rule)}`).not.toEqual([]);
  }
}

const only = PLANTED;
// Side by side: each audit mostly waits on its pages or its JVM, and they read one copy without writing to it.
describe.concurrent('every gate catches its plant on every kind of page', { timeout: 240_000 }, () => {
  it('links: a broken link and a broken #fragment, each on its own page', async () => {
    const report = await auditLinks({ live: site.live, only });
    expectCaught(report, 'broken-link', /no-such-route-planted/);
    expectCaught(report, 'broken-fragment', /no-such-fragment-planted/);
    // Every page that has links shows them read: none is passed as "0 links".
    for (const page of report.pages) expect(page.read.links, page.route).toBeGreaterThan(0);
  });

  it('seo: title, description, canonical, hreflang, JSON-LD, Open Graph image, h1, images, sitemap', async () => {
    const report = await auditSeo({ live: site.live, only });
    expectCaught(report, 'title', /at most 60/);
    expectCaught(report, 'description', /10 characters/);
    expectCaught(report, 'canonical');
    expectCaught(report, 'hreflang');
    expectCaught(report, 'json-ld', /does not parse/);
    expectCaught(report, 'open-graph', /planted-missing\.png.+not served/);
    expectCaught(report, 'h1', /2 h1 elements/);
    expectCaught(report, 'images', /no valid width or height/);
    expectCaught(report, 'images', /100x100 from a 1200x630 file: stretched/);
    expectCaught(report, 'images', /1200 px wide from a file 1200 px wide: blurred/);
    // A page listed in the sitemap that names another canonical URL (the not-found page is listed nowhere).
    const { 'not found': _, ...listed } = KINDS;
    expectCaught(report, 'sitemap', /names another canonical URL/, listed);
  });

  it('html: a div inside a span, to the W3C checker', async () => {
    expectCaught(await auditHtml({ live: site.live, only }), /^vnu\//, /not allowed as child of element “span”/);
  });

  it('a11y: a button with no name and text outside every landmark, at both widths', async () => {
    // The plant shows as the page loads: scanned as loaded, not in every state the audit itself opens.
    const report = await auditA11y({ live: site.live, only, config: loadAuditConfig().a11y, states: 'loaded' });
    expectCaught(report, 'button-name');
    expectCaught(report, 'region');
  });

  it('budget: a script, CSS and fonts over every budget', async () => {
    const report = await auditBudget({ live: site.live, only, config: loadAuditConfig().budget });
    expectCaught(report, 'script-budget');
    expectCaught(report, 'css-budget');
    expectCaught(report, 'font-budget');
  });
});
