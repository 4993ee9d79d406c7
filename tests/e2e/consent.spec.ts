/**
 * Consent before analytics (docs/decisions/0019-consent-before-analytics.md, UK PECR; docs/configuration.md, "Consent
 * and analytics"), on a build of the site with an analytics id configured: nothing from Google's tag services loads
 * until the visitor accepts; accept and reject are equally prominent and reachable by keyboard; the choice is kept and
 * can be changed from the cookie page, reached by the footer's "Cookie settings" link. The default build (no id) has no
 * banner at all. The same build has the rest of what a firm configures before launch: webhooks, to prove their
 * addresses reach no file a browser can fetch (the inbox forwards, docs/decisions/0009-forms-post-to-our-own-inbox.md),
 * and its Companies House details, shown in the footer and the legal pages.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, globSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../cli/server/app.ts';
import { consent } from '../../content/consent.ts';
import { site } from '../../content/site.ts';
import { CONSENT_KEY } from '../../lib/consent.ts';

const OUT = path.resolve('test-results/consent-build');
const TAG_HOST = 'https://www.googletagmanager.com';
const WEBHOOKS = {
  SITE_CONTACT_WEBHOOK: 'https://hooks.example.test/contact-7f3a9c',
  SITE_SUPPORT_WEBHOOK: 'https://hooks.example.test/support-2b8e41',
};
const COMPANY = { SITE_COMPANY_NUMBER: 'SC123456', SITE_REGISTERED_OFFICE: '1 High Street, Edinburgh EH1 1AA' };

let app: FastifyInstance;
let origin: string;

test.describe.configure({ mode: 'serial' });

/**
 * Written once the configured build is complete: its settings and when the main build was made, so a build of
 * other settings, or of older sources, is not taken for it.
 */
const DONE = path.join(OUT, 'built-with.json');
const SETTINGS = { SITE_GA_ID: 'G-TESTCONSENT1', ...WEBHOOKS, ...COMPANY };
const identity = () => JSON.stringify({ ...SETTINGS, mainBuild: statSync('dist/client/index.html').mtimeMs });

/**
 * The configured build, made once per run for both screens: the first worker to get here builds it (a lock folder
 * keeps the other waiting), the next finds it done. tests/tools/run.sh removes it before each run, as it removes the
 * test inboxes, so a run never reads an older build.
 */
async function configuredBuild(): Promise<string> {
  const lock = `${OUT}.lock`;
  const done = () => existsSync(DONE) && readFileSync(DONE, 'utf8') === identity();
  for (;;) {
    if (done()) return path.join(OUT, 'client');
    try {
      mkdirSync(lock);
    } catch {
      // Held by the worker building; one left by a worker that died is older than any build takes.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if (!done()) {
        rmSync(OUT, { recursive: true, force: true });
        // The same build as `npm run build`, with a (test) measurement id configured.
        execFileSync('npm', ['run', '-s', 'build'], {
          env: { ...process.env, ...SETTINGS, BUILD_OUT: OUT },
          stdio: 'pipe',
        });
        writeFileSync(DONE, identity());
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  app = await createServer({ root: await configuredBuild() });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});

test.afterAll(async () => {
  await app?.close();
});

/**
 * A fresh visitor on the analytics build, on a page of its own, with every request to the tag services recorded
 * (and answered empty).
 */
async function visitor(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
  const tags: string[] = [];
  await context.route(`${TAG_HOST}/**`, async (route) => {
    tags.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return { context, page: await context.newPage(), tags };
}

const banner = (page: Page) => page.locator('[data-consent-banner]');

test('nothing loads before a choice; reject is as easy as accept and is kept', async ({ browser }) => {
  const { context, page, tags } = await visitor(browser);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const accept = banner(page).getByRole('button', { name: consent.accept });
  const reject = banner(page).getByRole('button', { name: consent.reject });
  // Equally prominent: the same look and size.
  expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(Math.abs((a?.height ?? 0) - (r?.height ?? 0))).toBeLessThan(2);
  await page.waitForTimeout(1000);
  expect(tags).toEqual([]);

  // Reachable by keyboard at once: after the skip link, the banner's own controls.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(reject).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('denied');
  await page.reload();
  await page.waitForTimeout(1000);
  await expect(banner(page)).toHaveCount(0);
  expect(tags).toEqual([]);
  await context.close();
});

test('accepting loads analytics, now and on later pages', async ({ browser }) => {
  const { context, page, tags } = await visitor(browser);
  await page.goto('/pricing');
  await banner(page).getByRole('button', { name: consent.accept }).click();
  await expect.poll(() => tags.some((url) => url.includes('G-TESTCONSENT1'))).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toBe('granted');
  tags.length = 0;
  await page.goto('/about');
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => tags.length).toBeGreaterThan(0);
  await context.close();
});

test('the footer’s Cookie settings link leads to the control that changes the choice', async ({ browser }) => {
  const { context, page, tags } = await visitor(browser);
  await page.goto('/');
  await banner(page).getByRole('button', { name: consent.reject }).click();
  await page.getByRole('contentinfo').getByRole('link', { name: consent.footerLink.label }).click();
  await expect(page).toHaveURL(/\/cookies#analytics-choice$/);
  const control = page.locator('#analytics-choice');
  await expect(control.getByRole('status')).toContainText(consent.current.denied);
  await expect(control.getByRole('button', { name: consent.reject })).toHaveAttribute('aria-pressed', 'true');
  expect(tags).toEqual([]);
  await control.getByRole('button', { name: consent.accept }).click();
  await expect(control.getByRole('status')).toContainText(consent.current.granted);
  await expect.poll(() => tags.length).toBeGreaterThan(0);
  // The cookie page lists the analytics cookies on this build.
  await expect(page.getByRole('main')).toContainText('_ga');
  await context.close();
});

test('configured webhook addresses reach no file a browser can fetch', () => {
  const served = globSync('**/*', { cwd: path.join(OUT, 'client'), withFileTypes: true }).filter((f) => f.isFile());
  const holding = (needle: string) =>
    served.filter((file) => readFileSync(path.join(file.parentPath, file.name), 'latin1').includes(needle));
  // The scan sees settings the build did put in the client: the analytics id every page carries.
  expect(holding('G-TESTCONSENT1').length).toBeGreaterThan(30);
  for (const url of Object.values(WEBHOOKS)) expect(holding(new URL(url).pathname), url).toEqual([]);
});

test('the company’s registration shows in every footer and in the privacy policy and terms', async ({ page }) => {
  const registration = `${site.legalName} is registered in Scotland, company number SC123456. Registered office: 1 High Street, Edinburgh EH1 1AA.`;
  for (const route of ['/', '/contact']) {
    await page.goto(`${origin}${route}`);
    await expect(page.getByRole('contentinfo').getByText(registration)).toBeVisible();
  }
  await page.goto(`${origin}/privacy`);
  await expect(page.getByRole('main')).toContainText(
    `${site.legalName} (“we”, “us”) is a company registered in Scotland, company number SC123456, trading as ${site.brand}. Our registered office is 1 High Street, Edinburgh EH1 1AA.`,
  );
  await page.goto(`${origin}/terms`);
  await expect(page.getByRole('main')).toContainText('a company registered in Scotland with company number SC123456,');
  // And the organisation's structured data carries the office, street to postcode.
  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@graph': { '@type': string; address?: unknown }[];
  };
  expect(graph['@graph'].find((node) => node['@type'] === 'ProfessionalService')?.address).toEqual({
    '@type': 'PostalAddress',
    streetAddress: '1 High Street',
    addressLocality: 'Edinburgh',
    postalCode: 'EH1 1AA',
    addressCountry: 'GB',
  });
});
