/**
 * Islands (docs/decisions/0015-static-pages-with-islands.md; docs/architecture.md, "Islands"): each wakes on its
 * schedule, and one whose module cannot load, even when tried twice, keeps its pre-rendered HTML, is logged once
 * however many times it appears, and does not stop the others. Whatever its wake time, a click or key made before an
 * island wakes is held by the head script and given back once, in order, when it does. The shell's controls are native
 * (the menu a popover, the theme the head script's), so a page that is only read runs no React at all; nor does the
 * not-found page.
 */
import { expect, test, type Page } from '@playwright/test';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errors } from '../../content/errors.ts';
import { forms } from '../../content/forms.ts';
import { navigation } from '../../content/navigation.ts';
import { pwa } from '../../content/pwa.ts';
import type { IslandName } from '../../components/islands/registry.ts';
import { controlledByWorker, holdScripts } from './helpers.ts';

const DIST = 'dist/client';
/** The island every page has (the PWA status): asleep on a page that is only read. */
const SHELL_ISLANDS = ['PwaStatus'] as const;

/**
 * The chunk the built loader imports for an island, read from the client entry (the registry's lazy imports:
 * `Accordion:()=>e(()=>import(`../chunks/chunk-….js`)`), as the path the browser requests.
 */
function islandChunk(name: IslandName): string {
  const [entry] = globSync('assets/entries/renderer_client.*.js', { cwd: DIST });
  if (!entry) throw new Error(`no client entry in ${DIST}: build first`);
  const code = readFileSync(path.join(DIST, entry), 'utf8');
  const match = new RegExp(`\\b${name}:\\(\\)=>[^\`]*?import\\(\`([^\`]+)\`\\)`).exec(code);
  if (!match) throw new Error(`the client entry imports no chunk for the island ${name}`);
  return path.posix.join('/', path.posix.dirname(entry), match[1]!);
}

/**
 * Make every request for one island's module fail, as a stale deploy would (the retry asks for the same path
 * with a query of its own). Gives the number of requests that failed so far.
 */
async function breakIsland(page: Page, name: IslandName): Promise<() => number> {
  const chunk = islandChunk(name);
  let failed = 0;
  await page.route(
    (url) => url.pathname === chunk,
    (route) => ((failed += 1), route.abort('failed')),
  );
  return () => failed;
}

/** Hold back one island's module for a while, as a slow phone network would, so a click lands before it. */
async function delayIsland(page: Page, name: IslandName, ms: number): Promise<void> {
  const chunk = islandChunk(name);
  await page.route(
    (url) => url.pathname === chunk,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

/** Let the browser pass two idle periods, so anything due "when idle" has had its chance. */
async function pastIdle(page: Page): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
  }
}

/** The path of every script the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** No island woke: none has a state, and no shell island's module was among the scripts fetched. */
async function expectNoIslandAwake(page: Page, scripts: string[]): Promise<void> {
  await expect(page.locator('site-island[data-state]')).toHaveCount(0);
  for (const name of SHELL_ISLANDS) expect(scripts).not.toContain(islandChunk(name));
}

/**
 * The scripts fetched were the entry and what it preloads, and at most one more: the service worker's
 * registration (workbox-window), which may follow once idle.
 */
async function expectOnlyEntryScripts(page: Page, scripts: string[]): Promise<void> {
  const boot = page.locator('script[data-entry]');
  const entry = await boot.getAttribute('data-entry');
  const preloaded = ((await boot.getAttribute('data-preload')) ?? '').split(' ').filter(Boolean);
  const beyond = new Set(scripts.filter((script) => ![entry, ...preloaded].includes(script)));
  expect(beyond.size, `scripts beyond the entry: ${[...beyond].join(', ')}`).toBeLessThanOrEqual(1);
}

/** What the island loader printed, by island name. */
function islandWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('Island "')) warnings.push(message.text());
  });
  return warnings;
}

test('an island that cannot load is tried twice, keeps its server HTML, says so once, and the others still wake', async ({
  page,
}) => {
  const failed = await breakIsland(page, 'ContactForm');
  const warnings = islandWarnings(page);
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const form = page.locator('site-island[data-island="ContactForm"]');
  // It wakes when reached.
  await form.getByRole('textbox').first().focus();
  await expect(form).toHaveAttribute('data-state', 'failed');
  // The pre-rendered form stays, and stays usable: it posts without scripts, and says so.
  const name = form.getByRole('textbox').first();
  await name.fill('Ada Lovelace');
  await expect(name).toHaveValue('Ada Lovelace');
  await expect(form.locator('form')).toHaveAttribute('method', /post/i);
  await expect(form.getByText(forms.withoutScripts)).toBeVisible();
  await page.getByRole('button', { name: navigation.themes.dark, exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(warnings).toEqual([expect.stringContaining('Island "ContactForm" could not load')]);
  expect(failed(), 'requests for the broken module').toBeGreaterThanOrEqual(2);
});

test("the footer shows the visitor's year, not the build's, without waking React", async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
  await page.goto('/contact/sent'); // short: the footer is in view from the start
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('contentinfo')).toContainText('© 2031 Brightwork Automation Ltd.');
  await expectNoIslandAwake(page, scripts);
});

test('the not-found page logs the path tried from the entry, fetching no React', async ({ page }) => {
  const scripts = scriptRequests(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto('/no-such-page?from=test');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // Once, as a warning, with the path and not its query.
  await expect
    .poll(() => warnings.filter((text) => text.includes('/no-such-page')))
    .toEqual([`${errors.notFound.log}: /no-such-page`]);
  await pastIdle(page);
  // As on a page that is only read.
  await expectNoIslandAwake(page, scripts);
  await expectOnlyEntryScripts(page, scripts);
});

test("whatever its wake time, a click made before the page's scripts ran is held and takes effect once", async ({
  page,
}) => {
  for (const when of ['load', 'idle', 'visible', 'interaction'] as const) {
    const release = await holdScripts(page, 'entries');
    // Parsed, not loaded: a page an island is for asks for its entry once painted, and the entry held here then
    // holds the load event too, for as long as the test holds it.
    await page.goto('/api-reference', { waitUntil: 'domcontentloaded' });
    const island = page.locator('site-island[data-island="Tabs"]');
    await island.evaluate((marker, value) => marker.setAttribute('data-when', value), when);
    await page.evaluate(() => {
      const counted = window as unknown as { tabClicks: number };
      counted.tabClicks = 0;
      document.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('[role="tab"]')) counted.tabClicks += 1;
      });
    });
    const tabs = page.getByRole('tab');
    await tabs.nth(2).click();
    // Nothing can answer yet: the tap is held, and after 100 ms the tab shows it is working on it.
    await expect(tabs.nth(2), when).toHaveAttribute('data-pending', '');
    await expect(tabs.nth(2), when).toHaveAttribute('aria-selected', 'false');
    release();
    await expect(island, when).toHaveAttribute('data-state', 'hydrated');
    await expect(tabs.nth(2), when).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(2), when).not.toHaveAttribute('data-pending');
    expect(await page.evaluate(() => (window as unknown as { tabClicks: number }).tabClicks), when).toBe(1);
    await page.unrouteAll({ behavior: 'wait' });
  }
});

test('the API reference tabs wake when reached, and arrow keys pressed while they load move between tabs, once each', async ({
  page,
}) => {
  await delayIsland(page, 'Tabs', 800);
  await page.goto('/api-reference', { waitUntil: 'domcontentloaded' });
  const island = page.locator('site-island[data-island="Tabs"]');
  const tabs = page.getByRole('tab');
  expect(await tabs.count()).toBeGreaterThan(2);
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(island).toHaveAttribute('data-state', 'hydrated');
  // Both keys given back, in order, each from the tab the one before it moved to.
  await expect(tabs.nth(2)).toBeFocused();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await page.keyboard.press('Home');
  await expect(tabs.first()).toBeFocused();
});

test.describe('a page that is only read', () => {
  const themeButton = (page: Page, option: 'light' | 'dark' | 'system') =>
    page.getByRole('button', { name: navigation.themes[option], exact: true });

  test('loads only its entry: no island wakes and no React is fetched until a control is used', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await pastIdle(page);
    await expectNoIslandAwake(page, scripts);
    await expectOnlyEntryScripts(page, scripts);
  });

  test("the theme and the menu answer the first tap before the page's scripts have even started", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const release = await holdScripts(page, 'entries');
    await page.goto('/privacy');
    // Clicks that reach the document: the theme's must be taken exactly once.
    await page.evaluate(() => {
      const counted = window as unknown as { themeClicks: number };
      counted.themeClicks = 0;
      document.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('[data-theme-option]')) counted.themeClicks += 1;
      });
    });
    await themeButton(page, 'dark').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(themeButton(page, 'dark')).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await page.evaluate(() => (window as unknown as { themeClicks: number }).themeClicks)).toBe(1);

    const menu = page.getByRole('button', { name: navigation.menuLabel });
    await menu.click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // None of it needed the page's modules.
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    release();
  });

  test('the stored choice is the pressed one, and other tabs and the OS setting are followed, with no React', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(themeButton(page, 'dark')).toHaveAttribute('aria-pressed', 'true');
    await expect(themeButton(page, 'system')).toHaveAttribute('aria-pressed', 'false');
    // Another tab choosing "system" is followed, and then the OS setting, all without React.
    await page.evaluate(() => {
      localStorage.setItem('theme', 'system');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'system' }));
    });
    await expect(themeButton(page, 'system')).toHaveAttribute('aria-pressed', 'true');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('site-island[data-state]')).toHaveCount(0);
  });
});

test.describe('a page that is only read, with its service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the PWA status wakes when it has something to say: the connection drops', async ({ page, context }) => {
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // Offline, its module comes from the service worker's precache, as on any visit after the first seconds.
    await controlledByWorker(page);
    const status = page.locator('site-island[data-island="PwaStatus"]');
    await pastIdle(page);
    await expect(status).not.toHaveAttribute('data-state', /./);
    await context.setOffline(true);
    await expect(status).toHaveAttribute('data-state', 'hydrated');
    await expect(page.getByRole('status', { name: pwa.status.regionLabel })).toContainText(pwa.status.offline);
    await context.setOffline(false);
    await expect(page.locator('[data-pwa="offline"]')).toHaveCount(0);
  });
});

test('the calculator is what its page is for: its code is fetched once the page is painted, it wakes when reached or at once for a shared link', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  const calculator = page.locator('site-island[data-island="RoiCalculator"]');
  await page.goto('/roi-calculator');
  const named = (await page.locator('script[data-islands]').getAttribute('data-islands'))?.split(' ') ?? [];
  expect(named).toContain(islandChunk('RoiCalculator'));
  // Fetched untouched (the boot script asks for it after the first paint), woken only when reached.
  await expect.poll(() => scripts).toContain(islandChunk('RoiCalculator'));
  await pastIdle(page);
  await expect(calculator).not.toHaveAttribute('data-state', /./);
  await calculator.getByRole('spinbutton').first().focus();
  await expect(calculator).toHaveAttribute('data-state', 'hydrated');

  await page.goto('/roi-calculator?employees=12');
  await expect(calculator).toHaveAttribute('data-state', 'hydrated');
  await expect(calculator.getByRole('spinbutton').first()).toHaveValue('12');
});
