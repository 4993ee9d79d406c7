/**
 * Reading the site: the blog list leads to every article, the feed parses, search finds what is only in one
 * page (also offline), the API reference's tabs, and two home-page sections that broke by looking at them
 * (the hidden-cost figures at every width, the tool strip's marks), and how boxes that scroll and phone numbers
 * behave on a narrow screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { blogPage } from '../../content/blogPage.ts';
import { home } from '../../content/home.ts';
import { search } from '../../content/search.ts';
import { regulator } from '../../content/legal/regulator.ts';
import { site } from '../../content/site.ts';
import { apiReferencePage as apiReference } from '../../content/api-reference/page.ts';
import { articles } from '../../lib/documents.ts';
import { FEED_PATH } from '../../lib/feed.ts';
import { formatDate } from '../../lib/format.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { BLOG_COUNTS } from '../../content/collections.ts';
import { SCROLL_REGION } from '../../components/ui/scroll/index.ts';
import { controlledByWorker, gotoHydrated } from './helpers.ts';

const readTime = (minutes: number) => blogPage.labels.readTime.replace('{minutes}', String(minutes));

test.describe('blog', () => {
  test('the list leads to every article, each with its own page', async ({ page }) => {
    expect(articles.length).toBeGreaterThanOrEqual(BLOG_COUNTS.articles);
    for (const article of articles) {
      await page.goto('/blog');
      await page.getByRole('main').getByRole('link', { name: article.data.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${article.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.data.title);
    }
  });

  test('the list: featured two to a row, recent three to a row, each card complete, and Stay Updated', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogPage.hero.title);
    await expect(page.getByRole('main').getByText(blogPage.hero.eyebrow!, { exact: true })).toBeVisible();
    const featured = articles.filter((article) => article.data.featured);
    const recent = articles.filter((article) => !article.data.featured);
    // docs/product.md#blog: two featured articles (the rule counts the collection's `featured` flags).
    expect(featured.length).toBe(BLOG_COUNTS.featured);
    expect(recent.length).toBeGreaterThan(0);

    for (const [group, items, link, columns] of [
      [blogPage.featured.title, featured, blogPage.labels.readArticle, 2],
      [blogPage.recent.title, recent, blogPage.labels.readMore, 3],
    ] as const) {
      const section = page.locator('section').filter({ has: page.getByRole('heading', { name: group }) });
      const cards = section.locator('article');
      await expect(cards).toHaveCount(items.length);
      // At this width featured cards sit two to a row and recent ones three (docs/product.md#blog), however many
      // articles the firm has written.
      const tops = await cards.evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().top)));
      expect(new Set(tops).size, group).toBe(Math.ceil(items.length / columns));
      expect(tops.filter((top) => top === tops[0]).length, group).toBe(Math.min(columns, items.length));
      for (const [index, article] of items.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(article.data.title);
        await expect(card).toContainText(article.data.category);
        await expect(card).toContainText(article.data.excerpt);
        await expect(card.locator('time')).toHaveAttribute('datetime', article.data.date);
        // The card's reading time is the one the article's own page counts from its built text (validate --built).
        const own = /data-read-minutes="(\d+)"/.exec(await (await page.request.get(article.path)).text())?.[1];
        await expect(card).toContainText(readTime(Number(own)));
        const badge = card.getByText(blogPage.labels.featured, { exact: true });
        await expect(badge).toHaveCount(link === blogPage.labels.readArticle ? 1 : 0);
        if (link === blogPage.labels.readArticle) await expect(card).toContainText(article.data.author);
        const read = card.getByRole('link', { name: `${link}: ${article.data.title}` });
        await expect(read).toHaveAttribute('href', article.path);
      }
    }
    const subscribe = page.getByRole('link', { name: blogPage.stayUpdated.primary.label });
    await expect(subscribe).toHaveAttribute('href', '/contact');
  });

  test('the two specified articles: read time, date, and the links docs/product.md#articles names', async ({
    page,
  }) => {
    const expected = {
      '/blog/complete-guide-ai-automation-2025': {
        minutes: 8,
        date: '2025-01-15',
        category: 'AI & Automation',
        links: [
          [blogPage.labels.backToBlog, '/blog'],
          ['Schedule Free Consultation', '/contact'],
        ],
      },
      '/blog/workflow-automation-roi': {
        minutes: 6,
        date: '2025-01-10',
        category: 'Business Strategy',
        links: [
          [blogPage.labels.backToBlog, '/blog'],
          ['Try ROI Calculator', '/roi-calculator'],
          ['Book Consultation', '/contact'],
        ],
      },
    } as const;
    for (const [path, facts] of Object.entries(expected)) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main).toContainText(readTime(facts.minutes));
      await expect(main).toContainText(facts.category);
      await expect(main.locator(`time[datetime="${facts.date}"]`).first()).toHaveText(formatDate(facts.date));
      for (const [label, href] of facts.links) {
        await expect(main.getByRole('link', { name: label, exact: true }).first()).toHaveAttribute('href', href);
      }
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

  test('loads the index only when used; results are marked and reached with the arrow keys', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) fetched.push(request.url());
    });
    await gotoHydrated(page, '/pricing');
    await gotoHydrated(page, '/search');
    await page.waitForTimeout(500);
    expect(fetched, 'nothing of Pagefind before a search').toEqual([]);

    const field = page.getByLabel(search.label, { exact: true });
    await field.fill('invoice');
    const results = page.getByRole('main').getByRole('list').last().getByRole('link');
    await expect(results.nth(2)).toBeVisible({ timeout: 15_000 });
    expect(fetched.length).toBeGreaterThan(0);
    // The matched word is highlighted in each excerpt.
    const firstExcerpt = page.getByRole('main').getByRole('list').last().locator('li').first().locator('mark');
    await expect(firstExcerpt.first()).toHaveText(/invoice/i);

    await field.press('ArrowDown');
    await expect(results.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(field).toBeFocused();
    await field.press('ArrowDown');
    const target = new URL((await results.nth(0).getAttribute('href'))!, 'http://x').pathname;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test('the / key is typed, not taken, while a field has focus', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const field = page.locator('input[name="company"]');
    await field.click();
    await page.keyboard.type('A/B Ltd');
    await expect(field).toHaveValue('A/B Ltd');
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('says that it needs JavaScript, with links to browse, when scripts are off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/search?q=fuel-card');
    await expect(page.getByText(search.noScript)).toBeVisible();
    expect(search.browse.length, 'links to browse').toBeGreaterThan(0);
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

  test('with JavaScript off every panel is shown, one after the other', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/api-reference');
    const panels = page.locator('[data-scope="tabs"][data-part="content"]');
    expect(apiReference.tabs.length, 'tabs').toBeGreaterThan(0);
    await expect(panels).toHaveCount(apiReference.tabs.length);
    for (let index = 0; index < apiReference.tabs.length; index += 1) await expect(panels.nth(index)).toBeVisible();
    await context.close();
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

test.describe('narrow screens', () => {
  /** Pages with tables or code that scroll on a phone and sit still on a desktop. */
  const SCROLLING = ['/contact-support', '/privacy', '/blog/choosing-make-zapier-or-n8n', '/api-reference'];

  /** Each box that may scroll: whether it does, and whether it is a tab stop. */
  const boxes = (page: Page) =>
    page.locator(`[${SCROLL_REGION}]`).evaluateAll((elements) =>
      elements.map((box) => ({
        scrolls: box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight,
        focusable: box.getAttribute('tabindex') === '0',
        label: box.getAttribute('aria-label') ?? box.tagName,
      })),
    );

  test('a table or code box is a tab stop exactly while it scrolls, as the screen turns', async ({ page }) => {
    const seen = { scrolling: 0, still: 0 };
    for (const path of SCROLLING) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await gotoHydrated(page, path);
      for (const width of [1366, 320, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await expect
          .poll(async () => (await boxes(page)).filter((box) => box.scrolls !== box.focusable), `${path} at ${width}`)
          .toEqual([]);
        for (const box of await boxes(page)) seen[box.scrolls ? 'scrolling' : 'still']++;
      }
    }
    // Both kinds were read: boxes that scroll on a phone and fit on a desktop.
    expect(seen.scrolling).toBeGreaterThan(0);
    expect(seen.still).toBeGreaterThan(0);
  });

  test('without scripts every such box stays a tab stop', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/contact-support');
    const all = await boxes(page);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((box) => box.focusable)).toBe(true);
    await context.close();
  });

  test('a phone number never breaks across lines at 320 to 414 px', async ({ page }) => {
    // The firm's number everywhere it is shown, and the regulator's on the two pages that give it.
    const numbers: [string, string[]][] = [
      [site.phone, ['/contact-support', '/docs/troubleshooting', '/gdpr', '/privacy', '/terms']],
      [regulator.phone, ['/gdpr', '/privacy']],
    ];
    // The narrowest screen the site supports, and a large phone.
    for (const width of [320, 414]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [phone, paths] of numbers) {
        // The number with any kind of space between its groups.
        const groups = phone.split(' ').map((group) => group.replace('+', '\\+'));
        for (const path of paths) {
          await page.goto(path);
          const lines = await page.evaluate((source) => {
            const pattern = new RegExp(source, 'g');
            const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
            const found: number[] = [];
            // A number split over elements would not be found here, so it is one text node as well as one line.
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (const match of node.textContent!.matchAll(pattern)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const tops = new Set(
                  [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
                );
                if (tops.size > 0) found.push(tops.size);
              }
            }
            return found;
          }, groups.join('[\\s\\u00a0]'));
          expect(lines.length, `${path} at ${width} px shows ${phone}`).toBeGreaterThan(0);
          expect(lines, `${path} at ${width} px: lines each ${phone} takes`).toEqual(lines.map(() => 1));
        }
      }
    }
  });
});
