/** The shared shell's journeys: navigation, mobile menu, theme, FAQ, not-found page, privacy, headers. */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { home } from '../../content/home.ts';
import { navigation } from '../../content/navigation.ts';
import { site } from '../../content/site.ts';
import { scriptHash } from '../../lib/headers.ts';
import { HEADER_PATHS } from '../../content/navigation.schema.ts';
import { footerGroups, headerLinks, liveRoutes, routes } from '../../lib/routes.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { INSTALL_OFFER_SCRIPT } from '../../lib/pwa/installOffer.ts';
import { HEAD_SOURCE, minifyPageScript } from '../../scripts/defer-scripts.ts';
import {
  accessibleExpanded,
  expectAllClosed,
  expectNoAxeViolations,
  gotoHydrated,
  useStoredTheme,
  walkAccordion,
} from './helpers.ts';

const live = liveRoutes();

test.describe('navigation', () => {
  test('marks the current page in the header, and only it', async ({ page }) => {
    for (const route of live.filter((r) => headerLinks.some((link) => link.href === r.path))) {
      await gotoHydrated(page, route.path);
      // By id, not role: on phones the closed menu hides the links from the accessibility tree.
      const current = page.locator('#site-nav [aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', route.path);
    }
  });

  // One pass over the widths, in the desktop project: the phone's width is one of them.
  test(
    'the call to action shows at every width; the links sit inline from 1024 px, behind Menu below',
    {},
    async ({ page }) => {
      await gotoHydrated(page, '/');
      const header = page.getByRole('banner');
      for (const width of [320, 390, 768, 1023, 1024, 1280, 1366, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        const cta = header.getByRole('link', { name: navigation.headerCta.label });
        await expect(cta, `${width} px`).toBeVisible();
        await expect(cta).toHaveAttribute('href', navigation.headerCta.href);
        const inline = width >= 1024;
        await expect(header.getByRole('link', { name: 'Pricing' }), `${width} px`).toBeVisible({ visible: inline });
        await expect(header.getByRole('button', { name: navigation.menuLabel }), `${width} px`).toBeVisible({
          visible: !inline,
        });
        // Nothing in the header runs off the screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      }
    },
  );

  test('header and footer have exactly the specified links', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.locator('#site-nav');
    const hrefs = await nav.locator('li a').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(navigation.header);
    expect(hrefs).toEqual(HEADER_PATHS);
    await expect(nav.locator('li a').last()).toHaveText('Support');
    await expect(page.getByRole('link', { name: navigation.headerCta.label }).first()).toHaveAttribute(
      'href',
      '/contact',
    );

    for (const group of footerGroups) {
      const groupNav = page.getByRole('contentinfo').getByRole('navigation', { name: group.title });
      const groupHrefs = await groupNav
        .getByRole('link')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      // The brief's links, after the title's own link to the group's index page (Services → /services).
      expect(groupHrefs).toEqual([
        ...(group.titleHref ? [group.titleHref] : []),
        ...group.links.map((link) => link.href),
      ]);
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(footer.getByRole('link', { name: 'Available by appointment' })).toHaveAttribute('href', '/contact');
    await expect(footer.getByText('Remote services worldwide')).toBeVisible();
    for (const name of ['Twitter', 'LinkedIn', 'GitHub']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('target', '_blank');
    }
    // No registration line until the firm sets its Companies House number (consent.spec.ts builds one that does).
    await expect(footer).not.toContainText('company number');
  });

  test('the copyright shows the current year even on a page built in an earlier one', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
    await gotoHydrated(page, '/');
    // The year is a `visible` island: it wakes as the footer comes near.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${site.legalName}`);
  });

  test('following a link starts the new page at the top', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('banner').getByRole('link', { name: site.brand }).click();
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('toasts', () => {
  test('Alt+T reaches the notifications region on its first press, before any toast has loaded the toaster', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const region = page.locator('[data-scope="toast"][data-part="group"]');
    // The toaster is not loaded until it is needed: no toast has been raised on this page.
    await expect(region).toHaveCount(0);
    await page.keyboard.press('Alt+KeyT');
    await expect(region).toBeFocused();
  });
});

// The menu button exists below the desktop breakpoint: the phone project only.
test.describe('mobile menu', { tag: '@phone' }, () => {
  test('with scripts off, the menu still opens its links (a native popover) and the header stays in place', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/about');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: navigation.menuLabel }).click();
      for (const link of headerLinks)
        await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      // Folded, the header covers a band of the screen, not the page: it stays stuck to the top.
      await page.mouse.wheel(0, 900);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
      // Styled (its border is the stylesheet's), so an unstyled header proves nothing.
      await expect(page.getByRole('banner')).toHaveCSS('border-bottom-style', 'solid');
      const box = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().toJSON());
      expect(box.top, 'the header sticks to the top').toBe(0);
      expect(box.bottom, 'pixels of the screen the header covers').toBeLessThan(
        0.25 * (page.viewportSize()?.height ?? 844),
      );
    } finally {
      await context.close();
    }
  });

  test('opens at once as a sheet at the bottom of the screen, closes on Escape returning focus and on a tap outside', async ({
    page,
  }) => {
    // No waiting for the page's scripts: the menu is the browser's own.
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: navigation.menuLabel });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    expect(await accessibleExpanded(page, 'button[popovertarget]')).toBe(false);

    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
    expect(await accessibleExpanded(page, 'button[popovertarget]')).toBe(true);
    const [header, panel] = await Promise.all(
      [page.getByRole('banner'), nav].map((l) => l.evaluate((e) => e.getBoundingClientRect().toJSON())),
    );
    const height = page.viewportSize()?.height ?? 0;
    expect(Math.round(panel.bottom), 'the sheet rests on the bottom of the screen').toBe(height);
    expect(panel.top, 'clear of the header').toBeGreaterThan(header.bottom);
    await nav.getByRole('link', { name: 'Pricing' }).focus();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    // A tap outside the sheet (on the dimmed page) closes it; so does the button itself.
    await toggle.click();
    await expect(nav).toBeVisible();
    await page.mouse.click(200, Math.max(header.bottom + 20, panel.top - 40));
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await toggle.click();
    await expect(nav).toBeHidden();
  });

  test('closes when a link is chosen, when the page comes back from history, and when the window widens', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: navigation.menuLabel });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await toggle.click();
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await expect(nav).toBeHidden();
    await page.goBack();
    await page.waitForURL(/\/$/);
    await expect(nav).toBeHidden();

    await toggle.click();
    await expect(nav).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 844 });
    // From lg the links sit in the header: shown, and not as an open popover over the page.
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
    expect(await nav.evaluate((e) => e.matches(':popover-open'))).toBe(false);
  });
});

test.describe('theme', () => {
  test('defaults to the system setting and follows it live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: navigation.themes.system, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('a chosen theme is stored under "theme", applied before paint, and kept across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: navigation.themes.dark, exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // Record the theme at the first moment the body exists, before any stylesheet-dependent paint.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtParse: string | null }).themeAtParse =
          document.documentElement.getAttribute('data-theme');
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtParse: string }).themeAtParse)).toBe('dark');
    await expect(page.getByRole('button', { name: navigation.themes.dark, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The OS changing does not override an explicit choice.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('button', { name: navigation.themes.system, exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  });

  test('the head script and the install-offer keeper run from <head> and are allowed by their CSP hashes', async ({
    request,
  }) => {
    const response = await request.get('/');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    // The head script first, before any stylesheet: the theme is set before the first paint.
    const headScript = minifyPageScript(readFileSync(HEAD_SOURCE, 'utf8'), HEAD_SOURCE);
    expect(head.indexOf(`<script>${headScript}</script>`)).toBeLessThan(head.indexOf('<style'));
    for (const script of [headScript, INSTALL_OFFER_SCRIPT]) {
      expect(head).toContain(`<script>${script}</script>`);
      expect(scriptSrc).toContain(scriptHash(script));
    }
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // Pagefind's WebAssembly needs 'wasm-unsafe-eval'; JavaScript eval stays forbidden.
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  test('the boot script is inline at the end of the body, allowed by its hash, and starts the page', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/about');
    const html = (await response?.text()) ?? '';
    const csp = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    // Every executable inline script of the page (JSON data blocks are not run) is allowed by a hash.
    const inline = [
      ...html.matchAll(/<script(?![^>]*\btype="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g),
    ];
    const boot = inline.filter(([, attributes]) => attributes?.includes('data-entry'));
    expect(boot).toHaveLength(1);
    expect(html.indexOf(boot[0]![0])).toBeGreaterThan(html.indexOf('</footer>'));
    for (const [, attributes, source] of inline) {
      expect(attributes, 'no script file of its own').not.toContain('src=');
      expect(scriptSrc).toContain(scriptHash(source ?? ''));
    }
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    expect(violations).toEqual([]);
  });

  test('a stored light choice wins over a dark OS', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await useStoredTheme(page, 'light');
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('FAQ accordion', () => {
  test('one open at a time, all may close, Home/End/arrows move between questions', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    const sections = faq.locator('details');
    await expect(sections).toHaveCount(home.faq.items.length);
    await walkAccordion(page, sections, faq.getByText(home.faq.items[0]!.answer));

    await sections.nth(1).locator('> summary').click();
    await expectAllClosed(sections);
  });

  test('is native HTML: no island, works with scripts off, and an #id link opens its question', async ({
    page,
    browser,
    baseURL,
  }) => {
    const section = (id: string) => page.locator(`details:has(> #${id})`);
    await page.goto('/#faq-3');
    await expect(page.locator('#faq site-island')).toHaveCount(0);
    await expect(section('faq-3')).toHaveAttribute('open', '');
    await expect(page.locator('#faq-3').getByText(home.faq.items[2]!.answer)).toBeInViewport();
    expect(await accessibleExpanded(page, 'details:has(> #faq-3) > summary')).toBe(true);
    await page.evaluate(() => (window.location.hash = 'faq-5'));
    await expect(section('faq-5')).toHaveAttribute('open', '');
    await expect(section('faq-3')).not.toHaveAttribute('open');

    const context = await browser.newContext({ ...test.info().project.use, javaScriptEnabled: false, baseURL });
    try {
      const noScripts = await context.newPage();
      await noScripts.goto('/');
      const first = noScripts.locator('details:has(> #faq-1)');
      await first.locator('> summary').click();
      await expect(first.getByText(home.faq.items[0]!.answer)).toBeVisible();
      await noScripts.locator('details:has(> #faq-2) > summary').click();
      await expect(first).not.toHaveAttribute('open');
    } finally {
      await context.close();
    }
  });
});

test.describe('not found', () => {
  test('unknown paths get the 404 page with status 404, noindex, and the path logged', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const response = await page.goto('/no-such-page?from=test');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect.poll(() => messages.some((text) => text.includes('/no-such-page'))).toBe(true);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the 404 page has no axe violations in the ${theme} theme`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await gotoHydrated(page, '/no-such-page');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoAxeViolations(page, `on the 404 page (${theme})`);
    });
  }

  test('/path/ redirects to /path, as static hosts with clean URLs do', async ({ request }) => {
    const response = await request.get('/pricing/?a=1', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe('/pricing?a=1');
  });
});

test.describe('privacy and security', () => {
  // That no page requests anything of another origin by default is `audit budget`'s to check, on every route in
  // the same load that counts its scripts (cli/audit/budget.ts): the whole site loaded here again took 33 s.

  test('the server and _headers send the same security headers', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toBeTruthy();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    const file = await readFile('dist/client/_headers', 'utf8');
    expect(file).toContain(`Content-Security-Policy: ${headers['content-security-policy']}`);
    expect(file).toContain(`Strict-Transport-Security: ${headers['strict-transport-security']}`);

    const html = await response.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    expect((await request.get(asset!)).headers()['cache-control']).toContain('immutable');
    expect(headers['cache-control']).not.toContain('immutable');
  });

  test('sitemap.xml lists the live, indexable routes by absolute URL; robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(routes.filter((r) => r.status === 'live' && !r.noindex).map((r) => absoluteUrl(r.path)));
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });
});

test.describe('analytics off (the default build)', () => {
  test('no consent banner, no Cookie settings link, no choice control and no analytics cookie listed', async ({
    page,
  }) => {
    await gotoHydrated(page, '/cookies');
    await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cookie settings' })).toHaveCount(0);
    await expect(page.locator('#analytics-choice')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('table')).not.toContainText('_ga');
    await expect(page.getByRole('main').getByRole('table')).toContainText('theme');
  });
});
