/**
 * The budget audit in real Chromium over fixture sites served by the real server: a lazy chunk fetched
 * after load counts, a page over its budget fails, per-route budgets apply, another origin is reported.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditBudget } from './budget.ts';
import { launchBrowser } from '../chromium.ts';
import type { AuditConfig } from './config.ts';
import { fixtureSite, page, removeFixtures } from '../../tests/fixtures/auditSites.ts';
import { type AuditReport, openSite, summaryLine } from './shared.ts';

const problems = (report: AuditReport) => report.findings.filter((f) => f.level === 'error').map((f) => f.message);

const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

// Incompressible-ish content, so budgets bite at predictable sizes.
const noise = (seed: number, length: number) => {
  let x = seed;
  let out = '';
  while (out.length < length) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out += x.toString(36);
  }
  return out.slice(0, length);
};

const entry = `import{a}from"./shared.js";console.log(a.length,"${noise(1, 3000)}");`;
const shared = `export const a="${noise(2, 2000)}";`;
// Woken a second after load, as an idle island would be: a first-paint count would miss it.
const late = `setTimeout(()=>import("./lazy.js"),1000);`;
const lazy = `export default "${noise(4, 12000)}";`;
const css = 'main{color:#111}';

const config = (routes: AuditConfig['budget']['routes'] = {}): AuditConfig['budget'] => ({
  scriptKb: 8,
  cssKb: 20,
  fonts: 3,
  waitAfterLoadMs: 2500,
  routes,
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
afterEach(removeFixtures);

async function measure(budget: AuditConfig['budget'], extraHead = '', heavyBody = '') {
  const fixture = fixtureSite({
    'index.html': page(
      'Home',
      // Two fonts, the heading's and the text's; a hidden paragraph's does not count.
      '<p>Text</p><a href="/heavy">Heavy</a>',
      `<style>${css}</style><script type="module" src="/assets/entry.js"></script>`,
    ),
    'heavy.html': page(
      'Heavy',
      heavyBody,
      `<script type="module" src="/assets/entry.js"></script><script type="module" src="/assets/late.js"></script>${extraHead}`,
    ),
    '404.html': page('Not found'),
    'assets/entry.js': entry,
    'assets/shared.js': shared,
    'assets/late.js': late,
    'assets/lazy.js': lazy,
    'assets/unused.js': 'export{};',
    // No security headers: the site's CSP would block the other-origin script before the audit could see it.
    _headers: '',
  });
  const site = await openSite({ root: fixture.root });
  try {
    return await auditBudget({ live: site.live, config: budget, browser });
  } finally {
    await site.close();
  }
}

describe('auditBudget (in Chromium)', { timeout: 30_000 }, () => {
  it('counts every script a page fetches, static imports and a chunk loaded after load, once each', async () => {
    const report = await measure(config({ '/heavy': { scriptKb: 20, why: 'a heavy test page' } }));
    const home = report.details.rows.find((row) => row.path === '/');
    expect(home?.scriptGzip).toBe(gz(entry) + gz(shared));
    expect(home?.cssGzip).toBe(gz(css));
    const heavy = report.details.rows.find((row) => row.path === '/heavy');
    expect(heavy?.scriptGzip).toBe(gz(entry) + gz(shared) + gz(late) + gz(lazy));
    expect(heavy?.scripts.find((script) => script.url === '/assets/lazy.js')?.afterLoad).toBe(true);
    // What each page's HTML declares was fetched: the page is read.
    expect(report.pages.find((p) => p.route === '/heavy')).toMatchObject({
      read: { scripts: 4, 'declared scripts': 2 },
      expected: { 'declared scripts': 2 },
    });
    expect(problems(report)).toEqual([]);
    expect(summaryLine(report)).toMatch(/PASS audit budget: 3 pages/);
  });

  it('reports a request to another origin: a script, and an image too', async () => {
    const other = fixtureSite({ 'index.html': page('Elsewhere'), 'tag.js': 'window.tagged = true;' });
    const elsewhere = await openSite({ root: other.root });
    try {
      const report = await measure(
        config({ '/heavy': { scriptKb: 20, why: 'a heavy test page' } }),
        `<script async src="${elsewhere.baseUrl}/tag.js"></script>`,
        `<img src="${elsewhere.baseUrl}/pixel.gif" alt="" width="1" height="1">`,
      );
      expect(report.ok).toBe(false);
      expect(problems(report).sort()).toEqual([
        `/heavy: requests ${elsewhere.baseUrl}/pixel.gif from another origin`,
        `/heavy: requests ${elsewhere.baseUrl}/tag.js from another origin`,
      ]);
    } finally {
      await elsewhere.close();
    }
  });
});
