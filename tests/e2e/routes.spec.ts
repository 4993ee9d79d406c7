/**
 * Generated from the route registry: every live route gets the same checks, so a new page is held to the
 * site's standard the moment it is marked live. Pending routes are listed as skipped, visibly.
 */
import { expect, test } from '@playwright/test';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { search } from '../../content/search.ts';
import { routes } from '../../lib/routes.ts';
import { HREFLANGS, absoluteUrl, documentTitle } from '../../lib/seo.ts';
import { expectNoAxeViolations, gotoHydrated, useStoredTheme } from './helpers.ts';

const DIST = 'dist/client';
let scripts: string | undefined;
/** Every script of the build, as one text (read once per worker). */
const allScripts = () =>
  (scripts ??= globSync('**/*.{js,mjs}', { cwd: DIST })
    .map((file) => readFileSync(path.join(DIST, file), 'utf8'))
    .join('\n'));

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#x') || name.startsWith('#X')
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The page's longest run of prose in <main> outside islands, as one text node: the text a script must not
 * repeat. A text node is what a compiled component would hold as one string literal (a sentence broken by a
 * link or an interpolated value would not be found whole in a script even if it shipped). Runs spread over
 * several lines or holding quotes or backslashes are left out, since a script would escape them.
 */
function distinctiveText(html: string): string | undefined {
  const main = (/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '').replace(
    /<site-island[\s\S]*?<\/site-island>/g,
    '',
  );
  return main
    .split(/<[^>]*>/)
    .filter((text) => !text.includes('\n'))
    .map(decode)
    .filter((text) => text.split(' ').length >= 6 && !/["`\\]/.test(text))
    .sort((a, b) => b.length - a.length)[0];
}

for (const route of routes) {
  test.describe(`route ${route.path}`, () => {
    test.skip(
      route.status === 'pending',
      `${route.path} is specified but not built yet (pending in content/routes.ts)`,
    );

    test('serves its page with a complete head', async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');

      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(documentTitle(route));
      // Site search is one step away from every page (issue 12), a link that works without scripts.
      await expect(page.getByRole('banner').getByRole('link', { name: search.headerLabel })).toHaveAttribute(
        'href',
        '/search',
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(route.path));
      expect(absoluteUrl(route.path)).toMatch(/^https?:\/\//);

      const alternates = page.locator('link[rel="alternate"][hreflang]');
      expect(await alternates.evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')))).toEqual([
        ...HREFLANGS,
      ]);
      for (const href of await alternates.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
        expect(href).toBe(absoluteUrl(route.path));
      }

      if (route.noindex) await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      else await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.length).toBeGreaterThan(0);
      for (const text of jsonLd) {
        const data = JSON.parse(text) as { '@context': string; '@graph': { '@type': string }[] };
        expect(data['@context']).toBe('https://schema.org');
        const types = data['@graph'].map((node) => node['@type']);
        expect(types).toEqual(expect.arrayContaining(['ProfessionalService', 'WebSite']));
        if (route.path.split('/').length > 2) expect(types).toContain('BreadcrumbList');
      }
    });

    test('its copy is in the HTML only: no script of the build repeats it', async () => {
      const html = readFileSync(path.join(DIST, route.file), 'utf8');
      const text = distinctiveText(html);
      expect(text, 'a run of prose in <main>').toBeDefined();
      expect(allScripts().includes(text!), `"${text}" appears in a .js file`).toBe(false);
      // Content is validated at build time only (DESIGN 3): no schema error text ships to browsers.
      expect(allScripts()).not.toContain('Invalid content in');
    });

    test('hydrates without errors and keeps every pre-rendered word', async ({ page, request }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const html = await (await request.get(route.path)).text();
      const words = (/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '')
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter((word) => /^[A-Za-z]{6,}$/.test(word));
      // Not vacuous: even the shortest page (a form's confirmation) has a few such words.
      expect(words.length).toBeGreaterThanOrEqual(3);
      await gotoHydrated(page, route.path);
      const text = await page.locator('main').textContent();
      for (const word of new Set(words)) expect(text, `"${word}" survives hydration`).toContain(word);
      expect(problems).toEqual([]);
    });

    // `cli audit a11y` (in `npm test`) scans every route, hydrated, in the light and dark themes on a laptop
    // screen and in the light theme on a phone; this scan adds the fourth: the dark theme on a phone.
    test('has no axe violations in the dark theme on a phone', { tag: '@phone' }, async ({ page }) => {
      await useStoredTheme(page, 'dark');
      await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectNoAxeViolations(page, `on ${route.path} (dark, phone)`);
    });

    test('shows its content and links with JavaScript off', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(route.path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-js');
      // Every header link is reachable without the menu script.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      expect(await nav.getByRole('link').count()).toBeGreaterThanOrEqual(9);
      // Collapsed sections (accordions) are open: their text is visible, not just present.
      for (const panel of await page.locator('[data-part="item-content"]').all()) await expect(panel).toBeVisible();
      // Controls that need JavaScript are not offered.
      for (const control of await page.locator('[data-requires-js]').all()) await expect(control).toBeHidden();
      await context.close();
    });
  });
}
