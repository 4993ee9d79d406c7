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

/** Wait until the service worker is active and controls the page (a first visit is claimed once it has precached). */
export async function controlledByWorker(page: Page): Promise<void> {
  // A synchronous predicate: waitForFunction takes a returned promise itself as truthy.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 20_000,
  });
}

/** Every section (`<details>`) of an accordion is closed. */
export async function expectAllClosed(sections: Locator): Promise<void> {
  for (const section of await sections.all()) await expect(section).not.toHaveAttribute('open');
}

/**
 * Whether Chromium tells assistive technology that the element matching `selector` is expanded (true), collapsed
 * (false) or neither (undefined), read from its accessibility tree: a native control (a <summary>, a popover's
 * button) states it with no aria-expanded attribute for a test to read.
 */
export async function accessibleExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`no element matches ${selector}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await cdp.detach();
  }
}

/**
 * The keyboard walk every single-open accordion of the site passes (case studies, FAQ, troubleshooting), after
 * the WAI-ARIA accordion pattern: all sections start closed; a click opens the first; ArrowDown and Enter open
 * the second and close the first; End, Home, ArrowUp and ArrowDown move focus, wrapping at either end.
 * `sections` are the group's `<details>`; `firstText` is text only the first section shows. The second
 * section is left open.
 * @see https://www.w3.org/WAI/ARIA/apg/patterns/accordion/
 */
export async function walkAccordion(page: Page, sections: Locator, firstText: Locator): Promise<void> {
  const summary = (section: Locator) => section.locator('> summary');
  const [first, second, last] = [sections.first(), sections.nth(1), sections.last()];
  await expectAllClosed(sections);

  await summary(first).click();
  await expect(first).toHaveAttribute('open', '');
  await expect(firstText).toBeVisible();

  // Arrow down and Enter open the next section and close the first: one open at a time.
  await page.keyboard.press('ArrowDown');
  await expect(summary(second)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');
  await expect(firstText).toBeHidden();

  await page.keyboard.press('End');
  await expect(summary(last)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(summary(first)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(summary(last)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(summary(first)).toBeFocused();
}

/**
 * Hold the page's scripts back, as a slow phone network would, until the returned function is called: its entry (the
 * loader: nothing has started, and after 4 s the head script gives held touches up, renderer/head.js) or its chunks
 * (the loader runs, and each island it wakes stays loading): whatever the test does before then surely comes before
 * any island wakes.
 */
export async function holdScripts(page: Page, which: 'entries' | 'chunks'): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/assets/${which}/*.js`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
