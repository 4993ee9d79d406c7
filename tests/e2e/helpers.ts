import { expect, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../../cli/audit/accessibility.ts';

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
