/**
 * The visitor journeys in Firefox (Gecko) and WebKit (Safari's engine), from Debian's packages
 * (docs/decisions/0027-visitor-journeys-in-three-engines.md): every page, the theme, the phone menu, an accordion by keyboard, the ROI calculator, both forms with and
 * without scripts, reading offline and the outbox. Projects `firefox` and `webkit` (playwright.config.ts) run
 * this file; engine.ts drives the browsers, so the journeys are written once. Each project's tests run in order
 * in one test worker, which keeps one browser (and one server) for all of them.
 *
 * The Chromium suites (tests/e2e) check each page and state in depth; these check what differs between engines:
 * that each page loads, styles, hydrates and works without an error in the console.
 */
import { test as base, expect } from '@playwright/test';
import { createHash } from 'node:crypto';
import { globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../cli/server/app.ts';
import { errors } from '../../content/errors.ts';
import { forms } from '../../content/forms.ts';
import { home } from '../../content/home.ts';
import { navigation } from '../../content/navigation.ts';
import { pwa } from '../../content/pwa.ts';
import { roiContent } from '../../content/roi.ts';
import { themeColors } from '../../lib/brand.ts';
import { FIELDS, confirmationPath, formEndpoint } from '../../lib/forms.ts';
import { COMPRESSED_SUFFIX } from '../../lib/http.ts';
import { FORM_PAGES } from '../../lib/inbox/pages.ts';
import { ISLAND_TAG } from '../../lib/islands.ts';
import { OUTPUTS, ROI_DEFAULTS, evaluateRoi, formatOutput, inputLabel, type RoiInputs } from '../../lib/roi.ts';
import { getRoute, liveRoutes, notFoundRoute } from '../../lib/routes.ts';
import { THEME_STORAGE_KEY } from '../../lib/theme.ts';
import { sqliteByEmail } from '../tools/hosts.ts';
import { engineFixture, type Engine, type EngineOptions, type Tab, type TabOptions } from './engine.ts';
import { routesToVisit } from './impatient.ts';

/** The built site; a copy with a planted defect can be pointed at to check that a journey catches it. */
const DIST = path.resolve(process.env.ENGINES_DIST ?? 'dist/client');
const live = liveRoutes();
const HOME = getRoute('/');
const UNKNOWN_PATH = '/no-such-page';
const desktop: TabOptions = { size: 'desktop', scripts: true };

/** The Node server of `npm start` over the built site, which a test can stop (the network gone) and start again. */
class Site {
  readonly inbox: string;
  #app: FastifyInstance | undefined;
  #port = 0;

  constructor(inbox: string) {
    this.inbox = inbox;
  }

  url(pathname: string): string {
    if (this.#port === 0) throw new Error('the site has not started yet');
    return `http://127.0.0.1:${this.#port}${pathname}`;
  }

  /** Listen on the port it had before (the page's origin, and so its service worker, must stay the same). */
  async start(): Promise<void> {
    if (this.#app) return;
    const app = await createServer({ root: DIST, inboxPath: this.inbox });
    await app.listen({ host: '127.0.0.1', port: this.#port });
    const address = app.server.address();
    if (typeof address === 'object' && address) this.#port = address.port;
    this.#app = app;
  }

  /** Close the server and its connections: from now on a request is refused, as with no network. */
  async stop(): Promise<void> {
    const app = this.#app;
    this.#app = undefined;
    await app?.close();
  }

  /** What the inbox stored from this address, oldest first. */
  async stored(email: string): Promise<{ form: string; payload: Record<string, unknown> }[]> {
    return (await sqliteByEmail(this.inbox, email)).map((row) => ({ form: row.form, payload: row.payload }));
  }
}

/** A tab that journeys take turns in, with what it has been through. */
interface SharedTab {
  readonly tab: Tab;
  /** Whether a first visit has brought it under the service worker. */
  underWorker: boolean;
}

interface WorkerFixtures extends EngineOptions {
  engine: Engine;
  server: Site;
  shared: SharedTab;
}

const test = base.extend<{ site: Site }, WorkerFixtures>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  engine: engineFixture,
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
    async ({}, use) => {
      const folder = mkdtempSync(path.join(tmpdir(), 'journeys-inbox-'));
      // The inbox API reads its file from INBOX_DB (createServer's inboxPath only refuses one inside the site);
      // each test worker is a process of its own, so each has its own inbox.
      process.env.INBOX_DB = path.join(folder, 'inbox.sqlite');
      const site = new Site(process.env.INBOX_DB);
      await site.start();
      await use(site);
      await site.stop();
      rmSync(folder, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  // One desktop tab for the journeys that need the site saved for offline use (each would otherwise precache it).
  shared: [
    async ({ engine }, use) => {
      const shared: SharedTab = { tab: await engine.open(desktop), underWorker: false };
      await use(shared);
      await shared.tab.close();
    },
    { scope: 'worker' },
  ],
  // Every test starts with the site up, whatever the one before it did.
  site: [
    async ({ server }, use) => {
      await server.start();
      await use(server);
    },
    { scope: 'test' },
  ],
});

/** Open a tab, run `journey` in it, and close it whatever happens. */
async function inTab(engine: Engine, options: TabOptions, journey: (tab: Tab) => Promise<void>): Promise<void> {
  const tab = await engine.open(options);
  try {
    await journey(tab);
  } finally {
    await tab.close();
  }
}

/** Wait until the page's islands have woken (`load` and `idle` ones), so its controls have their behaviour. */
const hydrated = (tab: Tab) =>
  tab.waitFor('the islands to hydrate', () => document.documentElement.hasAttribute('data-hydrated'), null);

/**
 * Wait until no island of the page is still loading: the `visible` ones in view wake after `data-hydrated`.
 * Leaving a page while one loads cancels its chunk, and what the page then logs as it goes would be counted
 * against the next page, not the one that logged it.
 */
const islandsLoaded = (tab: Tab) =>
  tab.waitFor(
    'the islands in view to finish loading',
    (tag) => document.querySelector(`${tag}[data-state="loading"]`) === null,
    ISLAND_TAG,
  );

/** `#rrggbb` as browsers give a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The text of the first <h1> in a built page, as the browser reads it (the built HTML, decoded by the page). */
function builtHeading(file: string): string {
  const html = readFileSync(path.join(DIST, file), 'utf8');
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (inner === undefined) throw new Error(`${file} has no <h1>`);
  return inner;
}

/**
 * What a visitor sees of a page: its one <h1>, shown, with the built page's words; the site's stylesheet applied
 * (the body's background is the theme's, and its UA margin is gone); the theme the pre-paint script chose.
 */
async function expectShown(tab: Tab, label: string, file: string): Promise<void> {
  const seen = await tab.evaluate((builtHtml) => {
    const template = document.createElement('template');
    template.innerHTML = builtHtml;
    const h1s = document.querySelectorAll('h1');
    const box = h1s[0]?.getBoundingClientRect();
    const body = getComputedStyle(document.body);
    return {
      h1s: h1s.length,
      h1: h1s[0]?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
      built: template.content.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      shown: Boolean(box && box.width > 0 && box.height > 0),
      background: body.backgroundColor,
      margin: body.margin,
      theme: document.documentElement.getAttribute('data-theme') ?? 'light',
    };
  }, builtHeading(file));
  expect.soft(seen.h1s, `${label}: one <h1>`).toBe(1);
  expect.soft(seen.h1, `${label}: the <h1> reads as built`).toBe(seen.built);
  expect.soft(seen.shown, `${label}: the <h1> is on screen`).toBe(true);
  expect.soft(seen.theme, `${label}: a known theme`).toMatch(/^(light|dark)$/);
  expect
    .soft(seen.background, `${label}: styled (the theme's background)`)
    .toBe(rgb(themeColors[seen.theme as keyof typeof themeColors]));
  expect.soft(seen.margin, `${label}: styled (no UA body margin)`).toBe('0px');
}

test.describe('every template', () => {
  test('a page of each template and kind of control, and the 404 page, load with their status, heading and styles, and log no error', async ({
    engine,
    site,
  }) => {
    // About twenty pages, each loaded and hydrated: a few seconds each on a busy machine in WebKit.
    test.setTimeout(240_000);
    const pages = routesToVisit(DIST).map((route) =>
      route === notFoundRoute
        ? { path: UNKNOWN_PATH, file: route.file, status: 404 }
        : { path: route.path, file: route.file, status: 200 },
    );
    expect(pages.length).toBeGreaterThan(15);
    await inTab(engine, desktop, async (tab) => {
      let reported = 0;
      for (const page of pages) {
        const response = await fetch(site.url(page.path), { redirect: 'manual' });
        await response.arrayBuffer();
        expect.soft(response.status, `${page.path}: status`).toBe(page.status);
        await tab.goto(site.url(page.path));
        await hydrated(tab);
        await islandsLoaded(tab);
        await expectShown(tab, page.path, page.file);
        const problems = (await tab.problems()).slice(reported);
        // The lines themselves in the message: a run's summary shows a failure's first line only.
        expect
          .soft(problems, `${page.path}: console errors, uncaught errors or rejections: ${problems.join(' | ')}`)
          .toEqual([]);
        reported += problems.length;
      }
    });
  });

  // The suite itself: what proves an engine-only failure is each engine's own way of reading the console (Firefox's
  // BiDi log, WebKit's stderr); a page that logs an error and throws must be reported in each.
  test('reports a console error and an uncaught error that a page makes', async ({ engine, site }) => {
    await inTab(engine, desktop, async (tab) => {
      await tab.goto(site.url('/privacy'));
      const before = (await tab.problems()).length;
      await tab.evaluate(() => {
        console.error('planted console error');
        setTimeout(() => {
          throw new Error('planted uncaught error');
        }, 0);
      }, null);
      await expect
        .poll(async () => (await tab.problems()).slice(before).join(' | '))
        .toMatch(/planted console error.*planted uncaught error|planted uncaught error.*planted console error/);
    });
  });
});

test.describe('theme', () => {
  test('choosing dark applies it, stores it under "theme", and it survives a reload', async ({ engine, site }) => {
    await inTab(engine, desktop, async (tab) => {
      await tab.goto(site.url('/'));
      await hydrated(tab);
      // Not vacuous: the page starts light (no choice stored, a light system theme).
      expect(await tab.evaluate(() => document.documentElement.getAttribute('data-theme'), null)).toBe('light');
      const dark = `[role="group"][aria-label="${navigation.themeLabel}"] button[aria-label="${navigation.themes.dark}"]`;
      await tab.click(dark);
      await tab.waitFor(
        'data-theme="dark"',
        () => document.documentElement.getAttribute('data-theme') === 'dark',
        null,
      );
      expect(await tab.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
      await expectShown(tab, '/ in the dark theme', HOME.file);

      await tab.goto(site.url('/'));
      // Applied by the head script, before the first paint.
      expect(await tab.evaluate(() => document.documentElement.getAttribute('data-theme'), null)).toBe('dark');
      await hydrated(tab);
      expect(
        await tab.evaluate((selector) => document.querySelector(selector)?.getAttribute('aria-pressed'), dark),
      ).toBe('true');
      await expectShown(tab, '/ reloaded in the dark theme', HOME.file);
      expect(await tab.problems()).toEqual([]);
    });
  });
});

test.describe('phone menu', () => {
  test('the menu button opens the main navigation (a native popover) and Escape closes it', async ({
    engine,
    site,
  }) => {
    await inTab(engine, { size: 'phone', scripts: true }, async (tab) => {
      await tab.goto(site.url('/'));
      const toggle = 'button[popovertarget="site-nav"]';
      const state = () =>
        tab.evaluate((selector) => {
          const button = document.querySelector(selector);
          const nav = document.getElementById('site-nav');
          const links = [...document.querySelectorAll('#site-nav a')];
          const header = document.querySelector('header')?.getBoundingClientRect();
          return {
            width: window.innerWidth,
            label: button?.textContent?.trim() ?? null,
            open: Boolean(nav?.matches(':popover-open')),
            linksShown: links.filter((link) => link.getBoundingClientRect().height > 0).length,
            links: links.length,
            // A sheet on the bottom of the screen, clear of the header.
            asSheet:
              Math.round(nav?.getBoundingClientRect().bottom ?? -1) === window.innerHeight &&
              (nav?.getBoundingClientRect().top ?? 0) > (header?.bottom ?? Infinity),
            focused: document.activeElement === button,
          };
        }, toggle);
      const closed = await state();
      expect(closed).toMatchObject({ width: 390, label: navigation.menuLabel, open: false, linksShown: 0 });
      expect(closed.links).toBeGreaterThanOrEqual(navigation.header.length);

      await tab.click(toggle);
      await tab.waitFor('the menu to open', () => Boolean(document.querySelector('#site-nav:popover-open')), null);
      expect(await state()).toMatchObject({ open: true, linksShown: closed.links, asSheet: true });

      await tab.press('Escape');
      await tab.waitFor('the menu to close', () => !document.querySelector('#site-nav:popover-open'), null);
      expect(await state()).toMatchObject({ open: false, linksShown: 0, focused: true });
      expect(await tab.problems()).toEqual([]);
    });
  });
});

test.describe('accordion', () => {
  test('the home page FAQ by keyboard: Enter opens, arrows, Home and End move, one open at a time', async ({
    engine,
    site,
  }) => {
    await inTab(engine, desktop, async (tab) => {
      await tab.goto(site.url('/'));
      // Native <details>: nothing to wait for.
      const triggers: string[] = await tab.evaluate(
        () =>
          [...document.querySelectorAll('#faq details')].map(
            (_, at) => `#faq details:nth-of-type(${at + 1}) > summary`,
          ),
        null,
      );
      expect(triggers).toHaveLength(home.faq.items.length);
      const last = triggers.length - 1;
      const state = () =>
        tab.evaluate(
          ({ selectors, answer }) => {
            const panel = [...document.querySelectorAll('#faq details > div')].find((element) =>
              element.textContent?.includes(answer),
            );
            // checkVisibility: a closed <details> hides its content without taking its box away in every engine.
            return {
              expanded: selectors.map((selector) =>
                String(document.querySelector(selector)?.parentElement?.hasAttribute('open')),
              ),
              focused: selectors.findIndex((selector) => document.activeElement === document.querySelector(selector)),
              firstAnswerShown: Boolean(panel?.checkVisibility()),
            };
          },
          { selectors: triggers, answer: home.faq.items[0]!.answer },
        );
      const open = (index: number) => triggers.map((_, at) => (at === index ? 'true' : 'false'));
      const settle = (what: string, expected: Record<string, unknown>) =>
        expect.poll(state, { message: what, timeout: 5000 }).toMatchObject(expected);

      await settle('all closed at first', { expanded: open(-1), firstAnswerShown: false });
      await tab.press('Enter', triggers[0]!);
      await settle('Enter opens the first', { expanded: open(0), focused: 0, firstAnswerShown: true });
      await tab.press('ArrowDown');
      await settle('ArrowDown moves to the second', { expanded: open(0), focused: 1 });
      await tab.press('Enter');
      await settle('Enter opens the second and closes the first', {
        expanded: open(1),
        focused: 1,
        firstAnswerShown: false,
      });
      await tab.press('End');
      await settle('End moves to the last', { focused: last });
      await tab.press('Home');
      await settle('Home moves to the first', { focused: 0 });
      await tab.press('ArrowUp');
      await settle('ArrowUp wraps to the last', { focused: last });
      await tab.press('ArrowDown');
      await settle('ArrowDown wraps to the first', { focused: 0, expanded: open(1) });
      expect(await tab.problems()).toEqual([]);
    });
  });
});

test.describe('ROI calculator', () => {
  test('changing an input recomputes every result as lib/roi.ts does', async ({ engine, site }) => {
    const results = (tab: Tab) =>
      tab.evaluate(
        (keys) =>
          Object.fromEntries(
            keys.map((key) => [key, document.querySelector(`[data-output="${key}"] dd`)?.textContent?.trim() ?? null]),
          ),
        [...OUTPUTS],
      );
    // Each figure as the page shows it: the engine's value in the site's format, then its unit.
    const expected = (inputs: RoiInputs) =>
      Object.fromEntries(
        OUTPUTS.map((key) => {
          const text = formatOutput(key, evaluateRoi(inputs).outputs[key]);
          const unit = roiContent.outputs[key].unit;
          return [key, unit && text !== roiContent.page.notApplicable ? `${text} ${unit}` : text];
        }),
      );
    const changed = { ...ROI_DEFAULTS, numberOfEmployees: 25 };
    // Not vacuous: the change moves the results.
    expect(expected(changed)).not.toEqual(expected(ROI_DEFAULTS));

    await inTab(engine, desktop, async (tab) => {
      await tab.goto(site.url('/roi-calculator'));
      await hydrated(tab);
      expect(await results(tab)).toEqual(expected(ROI_DEFAULTS));
      const input: string = await tab.evaluate((label) => {
        const found = [...document.querySelectorAll('label')].find(
          (element) => element.textContent?.replace(/\s+/g, ' ').trim() === label,
        );
        const control = found?.control;
        if (!(control instanceof HTMLInputElement)) throw new Error(`no input labelled "${label}"`);
        control.focus();
        // What a visitor does to replace a value: select it, then type over it.
        control.select();
        return `#${CSS.escape(control.id)}`;
      }, inputLabel('numberOfEmployees'));
      await tab.type(String(changed.numberOfEmployees));
      await expect
        .poll(() => tab.evaluate((selector) => (document.querySelector(selector) as HTMLInputElement).value, input))
        .toBe(String(changed.numberOfEmployees));
      await expect.poll(() => results(tab), { timeout: 5000 }).toEqual(expected(changed));
      expect(await tab.problems()).toEqual([]);
    });
  });
});

/**
 * Fill a form's fields by their names (content/forms.ts's keys), key by key, with short answers (each key is a
 * round trip to the browser), letters beyond ASCII included so encoding is checked from the key to the inbox.
 */
async function fillForm(tab: Tab, form: 'contact' | 'support', email: string): Promise<void> {
  const field = (name: string) => `form[action="${formEndpoint(form)}"] [name="${name}"]`;
  if (form === 'contact') {
    await tab.type('Zoë', field('firstName'));
    await tab.type('Łoś', field('lastName'));
    await tab.type(email, field('email'));
    await tab.type('CEO', field('role'));
    await tab.type('Acme', field('company'));
    await tab.select(field('companySize'), FIELDS.contact.companySize.options[1]!.value);
    await tab.select(field('projectBudget'), FIELDS.contact.projectBudget.options[1]!.value);
    await tab.type('Automate our orders.', field('message'));
  } else {
    await tab.type('李雷', field('name'));
    await tab.type(email, field('email'));
    await tab.select(field('issueType'), FIELDS.support.issueType.options[2]!.value);
    await tab.select(field('priority'), forms.priorities[1]!.value);
    await tab.type('Xero sync stopped.', field('message'));
  }
}

/** An address no other test uses, short to type. */
const unique = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.co.uk`;
const submit = (form: 'contact' | 'support') => `form[action="${formEndpoint(form)}"] button[type="submit"]`;
/** In the page: whether a toast with this text is on screen. */
const toastShown = (text: string) =>
  [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].some((toast) =>
    toast.textContent?.includes(text),
  );

/**
 * Load a form's page, reach for the form (it wakes on the first focus) and wait until its island has woken
 * (before then the form posts natively).
 */
async function openForm(tab: Tab, site: Site, form: 'contact' | 'support'): Promise<void> {
  await tab.goto(site.url(FORM_PAGES[form]));
  await hydrated(tab);
  await tab.evaluate(
    () => document.querySelector<HTMLElement>('site-island[data-island$="Form"] input:not([type="hidden"])')?.focus(),
    null,
  );
  await tab.waitFor(
    'the form island to hydrate',
    () => document.querySelector('site-island[data-island$="Form"]')?.getAttribute('data-state') === 'hydrated',
    null,
  );
}

test.describe('forms', () => {
  test('with scripts, the contact form shows its success toast and the inbox stores it once', async ({
    engine,
    site,
  }) => {
    const email = unique('js');
    await inTab(engine, desktop, async (tab) => {
      await openForm(tab, site, 'contact');
      await fillForm(tab, 'contact', email);
      await tab.click(submit('contact'));
      await tab.waitFor('the success toast', toastShown, forms.contact.success.title);
      // Sent by the page's script: no navigation to the confirmation page a native post ends on.
      expect(await tab.url()).toBe(site.url(FORM_PAGES.contact));
      await expect.poll(() => site.stored(email)).toHaveLength(1);
      const [row] = await site.stored(email);
      expect(row).toMatchObject({ form: 'contact', payload: { firstName: 'Zoë', lastName: 'Łoś' } });
      expect(await tab.problems()).toEqual([]);
    });
    expect(await site.stored(email)).toHaveLength(1);
  });

  test('without scripts, the support form posts itself, lands on its confirmation page and is stored once', async ({
    engine,
    site,
  }) => {
    const email = unique('nojs');
    await inTab(engine, { size: 'desktop', scripts: false }, async (tab) => {
      await tab.goto(site.url(FORM_PAGES.support));
      // Not vacuous: no script ran (the pre-paint script marks a scripted page with data-js).
      expect(await tab.evaluate(() => document.documentElement.hasAttribute('data-js'), null)).toBe(false);
      await fillForm(tab, 'support', email);
      await tab.click(submit('support'));
      await expect.poll(() => tab.url()).toBe(site.url(confirmationPath('support')));
      expect(await tab.evaluate(() => document.querySelector('h1')?.textContent?.trim(), null)).toBe(
        forms.support.success.title,
      );
      await expect.poll(() => site.stored(email)).toHaveLength(1);
      expect((await site.stored(email))[0]).toMatchObject({ form: 'support', payload: { name: '李雷' } });
      // No page script ran, but the browser still reports what it refuses (a security policy, say).
      expect(await tab.problems()).toEqual([]);
    });
  });
});

/**
 * Wait until the page has done what it does after load: the site registers its worker once the page is idle
 * (renderer/pwa.ts), and the browser checks for a newer one after each navigation.
 */
const settled = (tab: Tab) =>
  tab.evaluate(async () => {
    // Idle callbacks run in the order they were asked for: the site's own, asked for at load, comes first.
    await new Promise((resolve) =>
      'requestIdleCallback' in window ? requestIdleCallback(resolve, { timeout: 3000 }) : setTimeout(resolve, 1),
    );
    await navigator.serviceWorker.ready;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }, null);

/**
 * A first visit, as a visitor makes it: a page, then another while the worker is still saving the site for
 * offline use, until the worker controls the page. Once per shared tab (the offline and outbox journeys share
 * one, so the site is precached once per engine, whichever of them runs first).
 */
async function visitFirst(shared: SharedTab, site: Site): Promise<void> {
  const { tab } = shared;
  if (shared.underWorker) return;
  await tab.goto(site.url('/'));
  await hydrated(tab);
  await tab.waitFor(
    'the service worker to be registered',
    async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.installing ?? navigator.serviceWorker.controller),
    null,
    15_000,
  );
  await tab.goto(site.url('/pricing'));
  await hydrated(tab);
  await tab.waitFor(
    'the service worker to control the page',
    () => navigator.serviceWorker.controller?.state === 'activated',
    null,
    // The whole site is precached first: on a busy two-core machine, tens of seconds.
    60_000,
  );
  await settled(tab);
  // Nothing is newer than what a first visit has just saved (Firefox, whose worker can wait a moment between
  // installed and activated, was offered a reload here).
  // Soft: the journey that brought the visitor here goes on, and reports this beside whatever else it finds.
  expect.soft(await tab.evaluate(toastShown, pwa.update.title), 'a "new version" prompt on a first visit').toBe(false);
  shared.underWorker = true;
}

/** A few pages of different kinds: the home page, a section index, an article, a page of islands. */
const OFFLINE_PAGES = [
  '/',
  '/docs',
  live.find((route) => route.path.startsWith('/blog/'))?.path,
  '/roi-calculator',
].map((pathname) => live.find((route) => route.path === pathname));
const DOWNLOAD = globSync('downloads/**/*.*', { cwd: DIST }).find((file) => !file.endsWith(COMPRESSED_SUFFIX));

test.describe('offline', () => {
  test('with the server gone, pages, a download and the 404 page come from the service worker, without errors', async ({
    shared,
    site,
  }) => {
    test.setTimeout(120_000);
    const { tab } = shared;
    const before = (await tab.problems()).length;
    await visitFirst(shared, site);
    await site.stop();
    for (const route of OFFLINE_PAGES) {
      if (!route) throw new Error('OFFLINE_PAGES names a page that is not a live route');
      await tab.goto(site.url(route.path));
      await hydrated(tab);
      await settled(tab);
      await expectShown(tab, `${route.path} offline`, route.file);
    }

    if (!DOWNLOAD) throw new Error(`no file under ${DIST}/downloads`);
    const download = await tab.evaluate(async (url) => {
      const response = await fetch(url);
      const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer());
      const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
      return { status: response.status, sha256: hex };
    }, `/${DOWNLOAD}`);
    expect(download, DOWNLOAD).toEqual({
      status: 200,
      sha256: createHash('sha256')
        .update(readFileSync(path.join(DIST, DOWNLOAD)))
        .digest('hex'),
    });

    await tab.goto(site.url(UNKNOWN_PATH));
    await hydrated(tab);
    await settled(tab);
    await expectShown(tab, `${UNKNOWN_PATH} offline`, notFoundRoute.file);
    expect(await tab.evaluate(() => document.querySelector('h1')?.textContent?.trim(), null)).toBe(
      errors.notFound.title,
    );
    expect((await tab.problems()).slice(before)).toEqual([]);
  });
});

test.describe('outbox', () => {
  test('a message sent with the server gone is kept, then delivered once when a page loads with it back', async ({
    shared,
    site,
  }) => {
    test.setTimeout(120_000);
    const { tab } = shared;
    const before = (await tab.problems()).length;
    const email = unique('outbox');
    await visitFirst(shared, site);
    await openForm(tab, site, 'contact');
    expect(await tab.evaluate(() => navigator.serviceWorker.controller?.state, null)).toBe('activated');
    await site.stop();
    await fillForm(tab, 'contact', email);
    await tab.click(submit('contact'));
    await tab.waitFor('the "saved, will be sent" toast', toastShown, pwa.outbox.queued.description!);
    await tab.waitFor(
      'one message pending',
      (text) => document.querySelector('[data-pwa="pending"]')?.textContent?.trim() === text,
      pwa.status.pendingOne,
    );
    expect(await site.stored(email)).toEqual([]);

    await site.start();
    // No Background Sync in either engine: the worker sends what it kept when a page starts under it.
    await tab.goto(site.url('/about'));
    await tab.waitFor('the "sent" toast', toastShown, pwa.outbox.sent.title, 30_000);
    await tab.waitFor('nothing pending', () => document.querySelector('[data-pwa="pending"]') === null, null);
    await expect.poll(() => site.stored(email)).toHaveLength(1);
    // Exactly once: the next page sends nothing more.
    await tab.goto(site.url('/pricing'));
    await hydrated(tab);
    await settled(tab);
    expect(await site.stored(email)).toHaveLength(1);
    expect((await tab.problems()).slice(before)).toEqual([]);
  });
});
