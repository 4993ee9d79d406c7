/**
 * Reading the site: the blog list leads to every article, the feed parses, search finds what is only in one
 * page (also offline), the API reference's tabs, and two home-page sections that broke by looking at them
 * (the hidden-cost figures at every width, the tool strip's marks).
 */
import { expect, test, type Page } from '@playwright/test';
import { home } from '../../content/home.ts';
import { search } from '../../content/search.ts';
import { site } from '../../content/site.ts';
import { apiReferencePage as apiReference } from '../../content/api-reference/page.ts';
import { articles } from '../../lib/documents.ts';
import { FEED_PATH } from '../../lib/feed.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { controlledByWorker, gotoHydrated } from './helpers.ts';

test.describe('blog', () => {
  test('the list leads to every article, each with its own page', async ({ page }) => {
    expect(articles).toHaveLength(5);
    for (const article of articles) {
      await page.goto('/blog');
      await page.getByRole('main').getByRole('link', { name: article.data.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${article.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.data.title);
    }
  });

  test('the feed is RSS 2.0 with the five articles, absolute links, dates and summaries', async ({ page, request }) => {
    const response = await request.get(FEED_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    await page.goto('/blog');
    await expect(page.locator(`link[rel="alternate"][type="application/rss+xml"]`)).toHaveAttribute('href', FEED_PATH);
    // Parsed by the browser's XML parser: a malformed feed has a <parsererror>.
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const items = [...doc.querySelectorAll('channel > item')].map((item) => ({
        title: item.querySelector('title')?.textContent ?? '',
        link: item.querySelector('link')?.textContent ?? '',
        date: item.querySelector('pubDate')?.textContent ?? '',
        summary: item.querySelector('description')?.textContent ?? '',
      }));
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        items,
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe('2.0');
    expect(feed.items.map((item) => item.title)).toEqual(articles.map((article) => article.data.title));
    for (const [index, item] of feed.items.entries()) {
      const article = articles[index]!;
      expect(item.link).toBe(absoluteUrl(article.path));
      expect(item.link.startsWith(site.origin)).toBe(true);
      expect(new Date(item.date).toISOString().slice(0, 10)).toBe(article.data.date);
      expect(item.summary).toBe(article.data.excerpt);
      expect((await request.get(article.path)).status()).toBe(200);
    }
  });
});

/** Search for `query` on /search and return the result links' paths. */
async function searchFor(page: Page, query: string): Promise<string[]> {
  await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
  const results = page.getByRole('main').getByRole('list').last().getByRole('link');
  await expect(results.first()).toBeVisible({ timeout: 15_000 });
  return results.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

// Each word occurs in the main content of exactly one page (checked against the build when chosen).
const UNIQUE = [
  { query: 'paperwork', page: '/docs/best-practices', what: 'a docs page' },
  { query: 'dearest', page: '/blog/choosing-make-zapier-or-n8n', what: 'an article' },
  { query: 'fuel-card', page: '/case-studies', what: 'a case study' },
  { query: 'webhook-test', page: '/api-reference', what: 'a tab of the API reference that is not shown first' },
];

test.describe('search', () => {
  for (const { query, page: expected, what } of UNIQUE) {
    test(`finds "${query}", which only ${what} contains`, async ({ page }) => {
      expect(await searchFor(page, query)).toEqual([expected]);
    });
  }

  test('keeps the query in the URL, and the / key opens search from any page', async ({ page }) => {
    await gotoHydrated(page, '/pricing');
    await page.keyboard.press('/');
    await expect(page).toHaveURL(/\/search$/);
    await gotoHydrated(page, '/search');
    await page.getByLabel(search.label, { exact: true }).fill('fuel-card');
    await expect(page).toHaveURL(/\?q=fuel-card$/);
    await expect(page.getByRole('main').locator('a[href="/case-studies"]')).toBeVisible();
  });

  test('says that it needs JavaScript, with links to browse, when scripts are off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/search?q=fuel-card');
    await expect(page.getByText(search.noScript)).toBeVisible();
    for (const link of search.browse) {
      await expect(page.getByRole('main').getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
    await context.close();
  });
});

test.describe('search offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the same query works after the page is reloaded with no connection', async ({ page, context }) => {
    await page.goto('/search');
    await controlledByWorker(page);
    await context.setOffline(true);
    expect(await searchFor(page, 'fuel-card')).toEqual(['/case-studies']);
    await page.reload();
    await expect(page.getByRole('main').locator('a[href="/case-studies"]')).toBeVisible({
      timeout: 15_000,
    });
  });
});

test.describe('API reference tabs', () => {
  test('every panel is in the HTML, and the arrow keys move between tabs', async ({ page, request }) => {
    const html = await (await request.get('/api-reference')).text();
    for (const tab of apiReference.tabs) expect(html).toContain(`data-value="${tab.id}"`);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(apiReference.tabs.length);

    await gotoHydrated(page, '/api-reference');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(apiReference.tabs.map((tab) => tab.label));
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().focus();
    for (const [index, tab] of apiReference.tabs.entries()) {
      if (index > 0) await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: tab.label, exact: true })).toBeFocused();
      await expect(page.getByRole('tab', { name: tab.label, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
    }
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
  });
});

test.describe('home page sections', () => {
  test('no hidden-cost figure or label overlaps or clips, from 320 to 1920 px', async ({ page }) => {
    for (const width of [320, 375, 390, 768, 1024, 1280, 1366, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const section = page.locator('section', {
        has: page.getByRole('heading', { name: home.hiddenCost.heading.title }),
      });
      const problems = await section.locator('li').evaluateAll((items) =>
        items.flatMap((item) => {
          const [figure, label] = [...item.children] as HTMLElement[];
          if (!figure || !label) return ['an item without figure and label'];
          const a = figure.getBoundingClientRect();
          const b = label.getBoundingClientRect();
          const box = item.getBoundingClientRect();
          const overlap =
            Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
            Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
          const found: string[] = [];
          if (overlap > 0.5) found.push(`"${figure.textContent}" overlaps its label`);
          for (const [name, el, r] of [
            ['figure', figure, a],
            ['label', label, b],
          ] as const) {
            if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).display !== 'inline') {
              found.push(`${name} "${el.textContent}" is clipped`);
            }
            if (r.left < box.left - 0.5 || r.right > box.right + 0.5)
              found.push(`${name} "${el.textContent}" leaves its item`);
          }
          return found;
        }),
      );
      expect(problems, `at ${width} px`).toEqual([]);
    }
  });

  test('the tool strip shows each tool by its own mark, named in its text alternative', async ({ page, request }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: home.tools.stripLabel });
    // The first copy of the strip: the second is hidden from assistive technology.
    const list = strip.getByRole('list').first();
    const names = await list
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => item.querySelector('img')?.getAttribute('alt') ?? item.textContent?.trim() ?? ''),
      );
    expect(names).toEqual(home.tools.logos.map((tool) => tool.name));
    // Lazy images in a moving strip load as they scroll in: each mark is checked as served, an SVG drawing.
    const sources = await list.locator('img').evaluateAll((images) => images.map((img) => img.getAttribute('src')));
    expect(sources.length).toBeGreaterThan(6);
    for (const src of sources) {
      const response = await request.get(src!);
      expect(response.status(), src!).toBe(200);
      expect(response.headers()['content-type'], src!).toContain('image/svg+xml');
      expect(await response.text(), src!).toMatch(/<svg[\s\S]*<path/);
    }
  });
});
