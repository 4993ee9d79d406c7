/**
 * Islands (issue 8, DESIGN decision 13): each wakes on its schedule, and one whose module cannot load keeps its
 * pre-rendered HTML, is logged once however many times it appears, and does not stop the others.
 */
import { expect, test, type Page } from '@playwright/test';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { caseStudies } from '../../content/caseStudies.ts';
import type { IslandName } from '../../components/islands/registry.ts';

const DIST = 'dist/client';

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

/** Make every request for one island's module fail, as a flaky network or a stale deploy would. */
async function breakIsland(page: Page, name: IslandName): Promise<string> {
  const chunk = islandChunk(name);
  await page.route(
    (url) => url.pathname === chunk,
    (route) => route.abort('failed'),
  );
  return chunk;
}

/** Console errors the island loader printed, by island name. */
function islandErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Island "')) errors.push(message.text());
  });
  return errors;
}

test('an island that cannot load keeps its server HTML, logs once, and the others still wake', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-06-15T12:00:00Z'));
  await breakIsland(page, 'CurrentYear');
  const errors = islandErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const year = page.locator('site-island[data-island="CurrentYear"]');
  await expect(year).toHaveAttribute('data-state', 'failed');
  // The pre-rendered line stays: the build's year, not the (mocked) visitor's.
  await expect(year).toHaveText(new RegExp(`© ${new Date().getFullYear()} `));
  await expect(page.locator('site-island[data-island="ThemeToggle"]')).toHaveAttribute('data-state', 'hydrated');
  expect(errors).toEqual([expect.stringContaining('Island "CurrentYear" could not load')]);
});

test('five accordions whose module cannot load are logged once, and each keeps its content', async ({ page }) => {
  await breakIsland(page, 'Accordion');
  const errors = islandErrors(page);
  await page.goto('/case-studies');
  const accordions = page.locator('site-island[data-island="Accordion"]');
  await expect(accordions).toHaveCount(caseStudies.length);
  // Visible islands wake as they come near the viewport: scroll each into view.
  for (const accordion of await accordions.all()) {
    await accordion.locator(':scope > *').first().scrollIntoViewIfNeeded();
    await expect(accordion).toHaveAttribute('data-state', 'failed');
    await expect(accordion.getByRole('heading').first()).toBeVisible();
  }
  expect(errors).toEqual([expect.stringContaining('Island "Accordion" could not load')]);
});

test('a visible island waits until it nears the viewport; load and idle ones wake at once', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 700 });
  await page.goto('/case-studies');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('site-island[data-when="idle"]').first()).toHaveAttribute('data-state', 'hydrated');
  const last = page.locator('site-island[data-island="Accordion"]').last();
  await expect(last).not.toHaveAttribute('data-state', /./);
  await last.locator(':scope > *').first().scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-state', 'hydrated');
});
