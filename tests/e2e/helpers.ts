import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../../cli/audit/browser.ts';

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const summary = (await axeViolations(page)).map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations ${label}`).toEqual([]);
}

/** Load a page with a stored theme preference applied from the first byte, as a returning visitor has it. */
export async function useStoredTheme(page: Page, preference: 'light' | 'dark' | 'system'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), preference);
}

/** Load a page and wait until its `load` and `idle` islands have hydrated, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

/**
 * Bring a `visible` island (an accordion, tabs further down) into view and wait until it has hydrated.
 * `inside` is any element the island renders.
 */
export async function wakeIsland(inside: Locator): Promise<void> {
  await inside.first().scrollIntoViewIfNeeded();
  const island = inside.first().locator('xpath=ancestor::site-island[1]');
  await expect(island).toHaveAttribute('data-state', 'hydrated');
}

/** Wait until the service worker is active and controls the page (a first visit is claimed once it has precached). */
export async function controlledByWorker(page: Page): Promise<void> {
  // A synchronous predicate: waitForFunction takes a returned promise itself as truthy.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 20_000,
  });
}

/** Every section of an accordion is closed. */
export async function expectAllClosed(triggers: Locator): Promise<void> {
  for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
}

/**
 * The keyboard walk every single-open accordion of the site passes (case studies, FAQ, troubleshooting), after
 * the WAI-ARIA accordion pattern: all sections start closed; a click opens the first; ArrowDown and Enter open
 * the second and close the first; End, Home, ArrowUp and ArrowDown move focus, wrapping at either end.
 * `firstText` is text only the first section shows. The second section is left open.
 * @see https://www.w3.org/WAI/ARIA/apg/patterns/accordion/
 */
export async function walkAccordion(page: Page, triggers: Locator, firstText: Locator): Promise<void> {
  const first = triggers.first();
  const second = triggers.nth(1);
  const last = triggers.last();
  await expectAllClosed(triggers);

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(firstText).toBeVisible();

  // Arrow down and Enter open the next section and close the first: one open at a time.
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(firstText).toBeHidden();

  await page.keyboard.press('End');
  await expect(last).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(last).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
}

/**
 * Hold the page's entry scripts back, as a slow phone network would, until the returned function is called:
 * whatever the test does before then surely comes before any island wakes.
 */
export async function holdEntryScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entries/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
