/**
 * Every gate catches a defect planted on a page of every kind (docs/decisions/0026-gates-prove-their-coverage.md): a copy of the build gets, on
 * the home page, a marketing page, a service, a docs guide, an article, a legal page and the 404 page, a broken
 * link and a broken #fragment, a title too long, invalid markup, an axe violation and an over-budget script,
 * and each audit must fail naming every one of those pages with its rule. A gate that misses a plant on any kind
 * of page fails `npm test` here. Runs after the build (tests/tools/run.sh), over dist/client.
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
/** Each plant, inside the page's <main>: one defect for each gate. */
const PLANTS = [
  '<a href="/no-such-route-planted">A broken link</a>',
  '<a href="/about#no-such-fragment-planted">A broken fragment</a>',
  '<span><div>Invalid markup: a div inside a span</div></span>',
  '<button type="button" class="planted"></button>',
  '<script src="/assets/planted-heavy.js" defer></script>',
].join('\n');

let root: string;
let site: Site;
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'planted-'));
  cpSync('dist/client', root, { recursive: true });
  for (const route of PLANTED) {
    const file = path.join(root, fileOf(route));
    const html = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      html.replace(/<title>[^<]*<\/title>/, `<title>${LONG_TITLE}</title>`).replace('</main>', `${PLANTS}</main>`),
    );
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

/** The report failed, and names every planted page with `rule`. */
function expectCaught(report: AuditReport, rule: string | RegExp, message?: RegExp) {
  expect(report.ok).toBe(false);
  for (const [kind, route] of Object.entries(KINDS)) {
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
    const report = await auditLinks({ baseUrl: site.baseUrl, only });
    expectCaught(report, 'broken-link', /no-such-route-planted/);
    expectCaught(report, 'broken-fragment', /no-such-fragment-planted/);
    // Every page that has links shows them read: none is passed as "0 links".
    for (const page of report.pages) expect(page.read.links, page.route).toBeGreaterThan(0);
  });

  it('seo: a title longer than 60 characters', () => {
    expectCaught(auditSeo({ root, only }), 'title', /at most 60/);
  });

  it('html: a div inside a span, to the W3C checker', async () => {
    expectCaught(await auditHtml({ root, only }), /^vnu\//, /not allowed as child of element “span”/);
  });

  it('a11y: a button with no name, in every variant', async () => {
    // The plant shows as the page loads: scanned as loaded, not in every state the audit itself opens.
    const report = await auditA11y({ baseUrl: site.baseUrl, only, config: loadAuditConfig().a11y, states: 'loaded' });
    expectCaught(report, 'button-name');
  });

  it('budget: a script over every budget', async () => {
    const report = await auditBudget({ baseUrl: site.baseUrl, only, config: loadAuditConfig().budget });
    expectCaught(report, 'script-budget');
  });
});
