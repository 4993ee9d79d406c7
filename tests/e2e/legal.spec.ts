/**
 * The legal pages say what docs/product.md#legal says, the GDPR page's buttons open the right e-mails, and the cookie
 * page lists everything the site keeps in a visitor's browser.
 */
import { expect, test } from '@playwright/test';
import { GDPR_REQUEST_SUBJECTS } from '../../content/legal/gdpr.schema.ts';
import { siteStorage } from '../../content/legal/storage.ts';
import { navigation } from '../../content/navigation.ts';
import { site } from '../../content/site.ts';
import { controlledByWorker, gotoHydrated } from './helpers.ts';

/** The legal terms of docs/product.md#legal, as each page states them (whitespace folded). */
const FACTS: Record<string, RegExp[]> = {
  '/terms': [
    /The Starter package comes with a 30-day money-back guarantee/,
    /limited to the fees you paid or must pay us in the 12 months before/,
    /target 99\.9% uptime/,
    /governed by the law of England and Wales/,
    /All fees are in pounds sterling/,
  ],
  '/privacy': [
    /not meant for children under 16/,
    /within 72 hours/,
    /Customer data[^|]*? 7 years after/,
    /Support tickets 3 years after/,
    /Analytics data[^|]*? 26 months/,
    /Financial records[^|]*? 7 years/,
  ],
  '/gdpr': [/We answer every request within 30 days/, /within 72 hours/],
};

test.describe('legal pages', () => {
  for (const [path, facts] of Object.entries(FACTS)) {
    test(`${path} states the docs/product.md#legal terms`, async ({ page }) => {
      await page.goto(path);
      const text = ((await page.getByRole('main').innerText()) ?? '').replace(/\s+/g, ' ');
      for (const fact of facts) expect(text).toMatch(fact);
    });
  }

  test('/gdpr: a button for each request opens an e-mail to the data-protection address, subject encoded', async ({
    page,
  }) => {
    await page.goto('/gdpr');
    const buttons = page.getByRole('main').locator('a[href^="mailto:"][href*="?subject="]');
    await expect(buttons).toHaveCount(5);
    const subjects: string[] = [];
    for (const href of await buttons.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      const [address, query] = href.slice('mailto:'.length).split('?', 2) as [string, string];
      expect(address).toBe(site.dpoEmail);
      // RFC 6068: percent-encoded, a space as %20 (a "+" would reach the subject line as a plus sign).
      expect(query).not.toMatch(/[ +]/);
      const params = new URLSearchParams(query);
      subjects.push(params.get('subject')!);
      expect(params.get('body')!.length).toBeGreaterThan(20);
    }
    expect(subjects).toEqual(Object.values(GDPR_REQUEST_SUBJECTS));
  });
});

test.describe('cookie page', () => {
  test.use({ serviceWorkers: 'allow' });

  test('lists every name the site keeps in the browser after a visit, a theme choice and engagement', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await controlledByWorker(page);
    await page.getByRole('group', { name: navigation.themeLabel }).getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.mouse.click(5, 300); // engagement: the "ready offline" notice may now be remembered
    await page.waitForTimeout(500);
    const held = await page.evaluate(async () => ({
      localStorage: Object.keys(window.localStorage),
      caches: await caches.keys(),
      indexedDB: (await indexedDB.databases()).map((db) => db.name ?? ''),
      cookies: document.cookie ? document.cookie.split('; ').map((pair) => pair.split('=')[0]!) : [],
    }));
    expect(held.localStorage).toContain('theme');
    expect(held.caches.length).toBeGreaterThan(0);

    await page.goto('/cookies');
    const listed = new Set(
      await page
        .getByRole('main')
        .locator('table tbody th[scope="row"]')
        .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? '')),
    );
    expect([...listed].sort()).toEqual(
      siteStorage
        .filter((item) => !item.onlyWithAnalytics)
        .map((i) => i.name)
        .sort(),
    );
    // The precache is named after the site's origin: here the test server's, on the real site site.origin.
    const origin = new URL(page.url()).origin;
    const names = [...held.localStorage, ...held.caches, ...held.indexedDB, ...held.cookies].map((name) =>
      name.replace(origin, site.origin),
    );
    for (const name of names) {
      expect(listed, `"${name}" is kept in the browser but not listed on /cookies`).toContain(name);
    }
  });
});
