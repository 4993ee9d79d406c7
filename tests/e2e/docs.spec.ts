/**
 * The docs and their downloads (every download a real file, docs/decisions/0008-no-dead-ends.md; every page offline,
 * docs/decisions/0010-offline-with-a-service-worker.md): the troubleshooting accordions, the hub's resource cards, the
 * files and the sizes shown for them, the timeline's progress bars, previous/next through the guides, and every docs
 * page and download offline after one visit to the hub.
 */
import { expect, test, type Download, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docsHub } from '../../content/docs/hub.ts';
import { gettingStarted } from '../../content/docs/getting-started.ts';
import { troubleshooting } from '../../content/docs/troubleshooting.ts';
import { PRIORITY_CODES } from '../../content/docs/troubleshooting.schema.ts';
import { labels as sharedLabels } from '../../content/labels.ts';
import { navigation } from '../../content/navigation.ts';
import { site } from '../../content/site.ts';
import { supportModel } from '../../content/supportLevels.ts';
import { docsDocuments } from '../../lib/documents.ts';
import { downloads } from '../../lib/downloads.ts';
import { formatFileSize, formatMinutes } from '../../lib/format.ts';
import { TOPIC_PARAM, requestName } from '../../lib/forms.ts';
import { getRoute } from '../../lib/routes.ts';
import { controlledByWorker, expectAllClosed, expectNoAxeViolations, gotoHydrated, walkAccordion } from './helpers.ts';
import { escapeRegExp } from '../../lib/regexp.ts';

const DIST = 'dist/client';
const served = (url: string) => readFileSync(path.join(DIST, url));
const { labels } = troubleshooting;

test.describe('troubleshooting', () => {
  test('each problem has its severity and a single-open, collapsible accordion moved by Home/End/arrows', async ({
    page,
  }) => {
    await page.goto('/docs/troubleshooting');
    const issue = troubleshooting.categories[0]!.issues[0]!;
    const card = page.locator('li').filter({ has: page.getByRole('heading', { level: 4, name: issue.problem }) });
    await expect(card.getByText(`${labels.severity}: ${issue.severity}`, { exact: true })).toBeVisible();

    const sections = card.locator('details');
    await expect(sections.locator('> summary')).toHaveText([
      labels.symptoms,
      labels.causes,
      labels.solutions,
      labels.prevention,
    ]);
    await walkAccordion(page, sections, card.getByText(issue.symptoms[0]!));
    await expect(card.getByText(issue.causes[0]!)).toBeVisible();
    const [, causes, solutions] = await sections.all();

    // The solution is numbered, each step with its details.
    await solutions!.locator('> summary').click();
    await expect(causes!).not.toHaveAttribute('open');
    const steps = card.locator('ol > li');
    await expect(steps).toHaveCount(issue.solutions.length);
    await expect(steps.first()).toContainText(issue.solutions[0]!.step);
    await expect(steps.first()).toContainText(issue.solutions[0]!.details);

    // Collapsible: the open section closes and none is open.
    await solutions!.locator('> summary').click();
    await expectAllClosed(sections);
  });

  test('severity badges: High and Medium have their own looks, Low the default; P1 is highlighted', async ({
    page,
  }) => {
    await page.goto('/docs/troubleshooting');
    const badgeClass = async (severity: string) =>
      page
        .getByText(`${labels.severity}: ${severity}`, { exact: true })
        .first()
        .evaluate((el) => el.className);
    const [high, medium, low] = [await badgeClass('High'), await badgeClass('Medium'), await badgeClass('Low')];
    expect(new Set([high, medium, low]).size).toBe(3);

    const cards = page.locator('li').filter({ hasText: `${labels.response}:` });
    // One escalation card per priority, P1 to P4 (the schema holds the content to them).
    await expect(cards).toHaveCount(PRIORITY_CODES.length);
    const backgrounds = await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
    expect(backgrounds[0]).not.toBe(backgrounds[1]);
    expect(new Set(backgrounds.slice(1)).size).toBe(1);
  });

  test('the emergency button dials the configured number, without spaces', async ({ page }) => {
    await page.goto('/docs/troubleshooting');
    const call = page.getByRole('link', { name: new RegExp(escapeRegExp(troubleshooting.emergencyCall.label)) });
    await expect(call).toHaveAttribute('href', `tel:${site.phone.replaceAll(' ', '')}`);
    await expect(call).toContainText(site.phone);
  });
});

test.describe('docs hub', () => {
  // Where a card leads does not depend on the screen.
  test('a downloadable card opens its file in a new window; the others navigate to their page', async ({
    page,
    baseURL,
  }) => {
    // Ten cards, each opening a window or a page and coming back.
    test.setTimeout(90_000);
    await gotoHydrated(page, '/docs');
    for (const resource of docsHub.groups.flatMap((group) => group.resources)) {
      const card = page.locator(`#${resource.id}`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(resource.title);
      await expect(card.getByText(resource.type, { exact: true })).toBeVisible();
      await expect(card.getByText(resource.format, { exact: true })).toBeVisible();
      if (resource.downloadable) {
        const link = card.getByRole('link', {
          name: new RegExp(
            `^${escapeRegExp(docsHub.labels.download)} ${escapeRegExp(resource.title)} .*${escapeRegExp(docsHub.labels.newWindow)}$`,
          ),
        });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener');
        await expect(link).toHaveAttribute('href', resource.downloadUrl);
        // Listen from the new window's first moment: a spreadsheet turns it into a download at once, which
        // Chromium reports on the window or on its opener.
        const files: Download[] = [];
        const record = (file: Download) => files.push(file);
        page.on('download', record);
        const opened = new Promise<{ popup: Page }>((resolve) =>
          page.context().once('page', (popup) => {
            popup.on('download', record);
            resolve({ popup });
          }),
        );
        await link.click();
        const { popup } = await opened;
        expect(await popup.opener()).toBe(page);
        if (resource.format === 'HTML') {
          await popup.waitForLoadState();
          expect(popup.url()).toBe(`${baseURL}${resource.downloadUrl}`);
          await expect(popup.getByRole('heading', { level: 1 })).toHaveText(resource.title);
        } else {
          await expect.poll(() => files.length).toBe(1);
          const file = files[0]!;
          expect(file.url()).toBe(`${baseURL}${resource.downloadUrl}`);
          expect(file.suggestedFilename()).toBe(path.basename(resource.downloadUrl));
        }
        page.off('download', record);
        if (!popup.isClosed()) await popup.close();
        expect(page.url()).toBe(`${baseURL}/docs`);
      } else {
        const link = card.getByRole('link', { name: `${docsHub.labels.view} ${resource.title}` });
        await expect(link).not.toHaveAttribute('target');
        await link.click();
        await expect(page).toHaveURL(`${baseURL}${resource.link}`);
        await page.goBack();
        await expect(page).toHaveURL(`${baseURL}/docs`);
      }
    }
  });

  test('video tutorials: duration and difficulty badges, and "Watch" asks for the recording by name', async ({
    page,
  }) => {
    await page.goto('/docs');
    const { tutorials, action, requestNote } = docsHub.videos;
    // The brief's label, on every card (docs/product.md#documentation-hub).
    expect(action.label).toBe('Watch');
    const styles: string[] = [];
    for (const tutorial of tutorials) {
      const card = page.locator('li').filter({ has: page.getByRole('heading', { name: tutorial.title }) });
      await expect(
        card.getByText(formatMinutes(tutorial.duration, sharedLabels.minutes), { exact: true }),
      ).toBeVisible();
      styles.push(await card.getByText(tutorial.difficulty, { exact: true }).evaluate((el) => el.className));
      const watch = card.getByRole('link', { name: requestName(action, tutorial.title), exact: true });
      await expect(watch).toHaveText(action.label);
      const href = new URL((await watch.getAttribute('href'))!, 'http://x');
      expect(href.pathname).toBe('/contact');
      expect(href.searchParams.get(TOPIC_PARAM)).toBe(tutorial.title);
      await expect(watch).toHaveAccessibleDescription(requestNote);
    }
    expect(new Set(styles).size).toBe(3);
  });

  test('"Need More Help?" sends support to the support form and a call to the contact page, and the offline note lists every page and file', async ({
    page,
  }) => {
    await page.goto('/docs');
    const help = page.getByRole('region', { name: docsHub.help.title });
    await expect(help.getByRole('link', { name: docsHub.help.primary.label })).toHaveAttribute(
      'href',
      '/contact-support',
    );
    await expect(help.getByRole('link', { name: docsHub.help.secondary!.label })).toHaveAttribute('href', '/contact');
    // What it says beside them is the support model's: a ticket's first answer on each level, an enquiry's reply.
    await expect(help).toContainText(supportModel.whereToAsk);
    const offline = page.getByRole('region', { name: docsHub.offline.title });
    const hrefs = await offline.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(['/docs', ...docsDocuments.map((d) => d.path), ...downloads.map((d) => d.url)]);
  });
});

test.describe('downloads', () => {
  test('every file is served with its content type, and each size shown is its byte size', async ({
    page,
    request,
  }) => {
    for (const download of downloads) {
      const response = await request.get(download.url);
      expect(response.status(), download.url).toBe(200);
      expect(response.headers()['content-type']?.toLowerCase(), download.url).toBe(download.contentType);
      expect((await response.body()).equals(served(download.url)), download.url).toBe(true);
    }
    for (const [pagePath, perFile] of [
      ['/docs', 2],
      ['/docs/training-resources', 1],
    ] as const) {
      await page.goto(pagePath);
      for (const download of downloads) {
        const bytes = served(download.url).length;
        const sizes = page
          .locator('li')
          .filter({ has: page.locator(`a[href="${download.url}"]`) })
          .locator('data');
        await expect(sizes, `${download.url} on ${pagePath}`).toHaveCount(perFile);
        if (pagePath === '/docs/training-resources') {
          // Listed once, as its card: no second list of the same files under the cards.
          const named = page.locator('main').getByText(new RegExp(`^${escapeRegExp(download.title)}:?$`));
          await expect(named, `${download.title} on ${pagePath}`).toHaveCount(1);
        }
        for (const size of await sizes.all()) {
          await expect(size).toHaveAttribute('value', String(bytes));
          await expect(size).toHaveText(formatFileSize(bytes));
        }
      }
    }
  });

  test('every HTML download is styled under the CSP, accessible (axe, WCAG 2.2 AA) and loads nothing from elsewhere', async ({
    page,
  }) => {
    const html = downloads.filter((download) => download.contentType.startsWith('text/html'));
    expect(html.length).toBe(3);
    // What the CSP blocks is reported on the console (the browser's own request for /favicon.ico, which a
    // download does not link, may 404 there too: not a problem of the file).
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    for (const download of html) {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(download.url);
      // Styled as written: the site's CSP allows the download's inline stylesheet by its hash.
      await expect(page.locator('.contents a').first()).toHaveCSS('display', 'inline-block');
      await expect(page.locator('h1')).toHaveCount(1);
      await expectNoAxeViolations(page, `on ${download.url}`);
      expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
      page.removeAllListeners('request');
    }
    expect(blocked).toEqual([]);
  });

  test('training modules ask for the module by name on the contact page, saying what happens', async ({ page }) => {
    await page.goto('/docs/training-resources');
    const { trainingResources } = await import('../../content/docs/training-resources.ts');
    // The brief's label, on every module (docs/product.md#docs-guides).
    expect(trainingResources.action.label).toBe('Start Training');
    for (const module of trainingResources.modules) {
      const link = page.getByRole('link', { name: requestName(trainingResources.action, module.title), exact: true });
      await expect(link).toHaveText(trainingResources.action.label);
      const href = new URL((await link.getAttribute('href'))!, 'http://x');
      expect(href.pathname).toBe('/contact');
      expect(href.searchParams.get(TOPIC_PARAM)).toBe(module.title);
      await expect(link).toHaveAccessibleDescription(trainingResources.requestNote);
    }
  });
});

test('the timeline bars are loading at 25, 50 and 75 and complete at 100', async ({ page, request }) => {
  const expected = gettingStarted.timeline.map((phase) => [
    String(phase.progress),
    phase.progress === 100 ? 'complete' : 'loading',
  ]);
  expect(expected.map(([value]) => value)).toEqual(['25', '50', '75', '100']);
  // In the pre-rendered HTML, before any script runs…
  const html = await (await request.get('/docs/getting-started')).text();
  const raw = [
    ...html.matchAll(/data-progress="" data-state="(\w+)"><label[^]*?<progress[^>]*max="100" value="(\d+)"/g),
  ].map((m) => [m[2], m[1]]);
  expect(raw).toEqual(expected);
  // …and in the page, where each bar is a native progress bar with its label.
  await gotoHydrated(page, '/docs/getting-started');
  const live = await page
    .locator('progress')
    .evaluateAll((els) =>
      els.map((el) => [String((el as HTMLProgressElement).value), (el.parentElement as HTMLElement).dataset.state]),
    );
  expect(live).toEqual(expected);
  await expect(page.getByRole('progressbar', { name: gettingStarted.labels.progress })).toHaveCount(expected.length);
});

test('previous and next walk the docs in their order, both ways', async ({ page }) => {
  const order = docsDocuments.map((d) => d.path);
  expect(order).toEqual([
    '/docs/getting-started',
    '/docs/implementation-guides',
    '/docs/best-practices',
    '/docs/troubleshooting',
    '/docs/training-resources',
  ]);
  const pager = (p: Page, rel: 'prev' | 'next') => p.locator(`a[rel="${rel}"]`);
  await page.goto(order[0]!);
  await expect(pager(page, 'prev')).toHaveCount(0);
  for (const [i, document] of docsDocuments.entries()) {
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(document.path)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.data.title);
    const next = docsDocuments[i + 1];
    if (!next) break;
    await expect(pager(page, 'next')).toContainText(next.data.label);
    await pager(page, 'next').click();
  }
  await expect(pager(page, 'next')).toHaveCount(0);
  for (const document of [...docsDocuments].reverse().slice(1)) {
    await pager(page, 'prev').click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(document.path)}$`));
  }
  await expect(pager(page, 'prev')).toHaveCount(0);
});

test('a printed docs page is its text: no shell, no page navigation, every accordion open, dark text on paper', async ({
  page,
}) => {
  await page.goto('/docs/troubleshooting');
  const screenOnly = [
    page.locator('header:not(main header)'),
    page.locator('footer:not(main footer)'),
    page.locator('a[href="#main"]'),
    page.locator(`nav[aria-label="${navigation.pageNav.breadcrumbs}"]`),
    page.locator('main nav').filter({ hasText: navigation.pageNav.onThisPage }),
    page.locator('a[rel="next"]'),
  ];
  for (const part of screenOnly) await expect(part).toHaveCount(1);
  await expect(screenOnly[0]!).toBeVisible();
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  // A closed accordion section, hidden on screen.
  const closed = page.locator('[data-accordion] > details:not([open]) > summary + *').first();
  await expect(closed).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  for (const part of screenOnly) await expect(part).toBeHidden();
  // On paper nobody can open it: it shows.
  await expect(closed).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.locator('main p').first()).toBeVisible();
  // Light-theme text even though the page was showing dark: a light grey would vanish on white paper.
  const [red, green, blue] = (await heading.evaluate((h) => getComputedStyle(h).color)).match(/\d+/g)!.map(Number);
  expect(red! + green! + blue!).toBeLessThan(3 * 128);
  await page.emulateMedia({ media: 'screen' });
  await expect(screenOnly[0]!).toBeVisible();
  await expect(closed).toBeHidden();
});

// What the service worker caches does not depend on the screen.
test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one online visit to /docs, every docs page and download opens offline', async ({ page, context }) => {
    // A precache of the whole site, then every docs page and download: 20 to 35 s on a slow 2-core machine.
    test.setTimeout(90_000);
    await page.goto('/docs');
    // The first visit is claimed by the worker once it has precached the site.
    await controlledByWorker(page);
    await context.setOffline(true);

    const pages = [{ path: '/docs', title: getRoute('/docs').title }].concat(
      docsDocuments.map((d) => ({ path: d.path, title: d.data.title })),
    );
    for (const { path: url, title } of pages) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      expect(response?.fromServiceWorker(), url).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
    for (const download of downloads) {
      const got = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          bytes: [...new Uint8Array(await response.arrayBuffer())],
        };
      }, download.url);
      expect(got.status, download.url).toBe(200);
      expect(Buffer.from(got.bytes).equals(served(download.url)), download.url).toBe(true);
    }
    for (const download of downloads.filter((d) => d.format === 'HTML')) {
      const response = await page.goto(download.url);
      expect(response?.fromServiceWorker(), download.url).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(download.title);
    }
  });
});
