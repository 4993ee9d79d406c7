/**
 * A page works when its scripts do not (docs/decisions/0040-a-page-works-when-its-scripts-do-not.md), in Chromium,
 * Firefox and WebKit: each page an island is for, with its scripts broken on the way to the browser four ways
 * (slowLink.ts faults): the entry failing to load, the islands' chunks failing to load, the entry answering long
 * after the touch, and the entry throwing as it runs, each after the visitor's first touch. A visitor acts the moment the page is parsed, and each action must take effect
 * once, natively where the island never woke: a form posts itself and is stored once, a tab's panel shows, the
 * calculator keeps the figure typed and says how to get results, search goes to its results address and offers
 * the pages to browse. Nothing may stay held or "working". The plant (@plant, Chromium): a head script that never
 * gives a touch back fails it.
 */
import { test as base, expect } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { confirmationPath, exampleValues, formEndpoint, type FormType } from '../../lib/forms.ts';
import { QUERY_PARAM } from '../../lib/search.ts';
import { engineFixture, type Engine, type EngineOptions, type Tab } from './engine.ts';
import { EFFECT_TIMEOUT_MS } from './impatient.ts';
import { type Fault, type Faults, PhoneSite, plantHeadScript } from './slowLink.ts';

const DIST = path.resolve(process.env.ENGINES_DIST ?? 'dist/client');
const ENTRY = '/assets/entries/';

/**
 * The four ways a page's scripts fail here, each as what the link does to a request. Each failure waits for the
 * visitor's first touch (the link's `release`), so that touch is held first and must be given back (a failure before
 * any touch, such as a content blocker's, leaves the page as it is without scripts: the JavaScript-off suites' case).
 */
const entry =
  (fault: Fault): Faults =>
  (pathname) =>
    pathname.startsWith(ENTRY) ? fault : null;
const MODES: Record<string, Faults> = {
  'its entry failing to load': entry({ untilReleased: true, block: true }),
  'its islands’ chunks failing to load': (pathname) =>
    pathname.startsWith('/assets/chunks/') ? { untilReleased: true, block: true } : null,
  // Longer than any visit here: the page's own bound (renderer/head.js GIVE_UP_MS) must give the touch back.
  'its entry answering 20 s late': entry({ delayMs: 20_000 }),
  'its entry throwing': entry({
    untilReleased: true,
    prepend: 'throw new Error("planted: the entry throws as it runs");\n',
  }),
};

/** A plain link (no phone delays): the faults are the test, and the suites' phone link costs time here. */
const PLAIN_LINK = { rttMs: 0, downKbps: 1_000_000, upKbps: 1_000_000 };

/** What a visit must leave: a reason for each thing that went wrong. */
type Visit = (tab: Tab, site: PhoneSite, email: string) => Promise<string[]>;

const shown = (selector: string) => {
  const element = document.querySelector(selector);
  const box = element?.getBoundingClientRect();
  return Boolean(box && box.width > 0 && box.height > 0 && element?.checkVisibility());
};

/** The page once nothing is held or loading: each island woken or given up, no control left "working". */
async function leftOver(tab: Tab): Promise<string[]> {
  const state = await tab.evaluate(
    () => ({
      held: ((window as unknown as { __firstTouch?: { held: unknown[] } }).__firstTouch?.held ?? []).length,
      pending: document.querySelectorAll('[data-pending]').length,
      islands: [...document.querySelectorAll('site-island')].map(
        (island) => `${island.getAttribute('data-island')}:${island.getAttribute('data-state') ?? 'asleep'}`,
      ),
    }),
    null,
  );
  const problems: string[] = [];
  if (state.held > 0) problems.push(`${state.held} touch(es) still held`);
  if (state.pending > 0) problems.push(`${state.pending} control(s) still marked working`);
  return problems.map((problem) => `${problem} (islands: ${state.islands.join(', ')})`);
}

/** Wait for `what` in the page; its failure is a finding, not an exception. */
async function expectIn<A>(tab: Tab, what: string, fn: (arg: A) => unknown, arg: A): Promise<string[]> {
  try {
    await tab.waitFor(what, fn, arg, EFFECT_TIMEOUT_MS);
    return [];
  } catch (error) {
    return [`${what}: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/** The touch just made is held (its island asleep): now the scripts fail, and what follows must give it back. */
async function held(tab: Tab, site: PhoneSite): Promise<string[]> {
  const count = await tab.evaluate(
    () => ((window as unknown as { __firstTouch?: { held: unknown[] } }).__firstTouch?.held ?? []).length,
    null,
  );
  site.release();
  return count > 0
    ? []
    : ['the touch was not held (its island had woken or failed already): this visit proves nothing'];
}

/** Fill in a form (at once: typing before hydration is the impatient suite's) and send it: it must post itself. */
const sendForm =
  (form: FormType): Visit =>
  async (tab, site, email) => {
    const scope = `form[action="${formEndpoint(form)}"]`;
    await tab.evaluate(
      ({ scope, values }) => {
        for (const [name, value] of Object.entries(values)) {
          const field = document.querySelector(`${scope} [name="${name}"]`) as HTMLInputElement | HTMLSelectElement;
          field.value = value;
        }
      },
      { scope, values: { ...exampleValues(form), email } as Record<string, string> },
    );
    await tab.click(`${scope} button[type="submit"]`);
    const problems = await held(tab, site);
    const sent = confirmationPath(form);
    const arrived = await expectIn(
      tab,
      `the browser's own post to land on ${sent}`,
      (p) => location.pathname === p,
      sent,
    );
    if (arrived.length > 0) return [...problems, ...arrived, ...(await leftOver(tab).catch(() => []))];
    const count = await site.stored(email);
    return count === 1 ? problems : [...problems, `the inbox holds ${count} records from ${email}, not 1`];
  };

/** Tap a tab that is not chosen: with its island given up, every panel shows, that one too. */
const chooseTab: Visit = async (tab, site) => {
  const target = '[role="tab"]:not([aria-selected="true"])';
  const id = await tab.evaluate((selector) => document.querySelector(selector)?.id ?? null, target);
  if (!id) return ['no tab that is not chosen'];
  await tab.click(target);
  const panel = `[role="tabpanel"][aria-labelledby="${id}"]`;
  return [
    ...(await held(tab, site)),
    ...(await expectIn(tab, `the tab's panel to show`, shown, panel)),
    ...(await leftOver(tab)),
  ];
};

/** Step a figure and tap "copy a link": the figure stays, and the calculator says how to get results. */
const useCalculator: Visit = async (tab, site) => {
  const field = '#roi-numberOfEmployees';
  const before = await tab.evaluate((selector) => (document.querySelector(selector) as HTMLInputElement).value, field);
  await tab.press('ArrowUp', field);
  await tab.click('[data-island="RoiCalculator"] button[data-requires-js]');
  const stepped = String(Number(before) + 1);
  return [
    ...(await held(tab, site)),
    ...(await expectIn(
      tab,
      'the calculator to say how to get results',
      shown,
      '[data-island="RoiCalculator"] [data-without-js]',
    )),
    ...(await expectIn(
      tab,
      `the figure to stay ${stepped}`,
      ({ selector, value }) => (document.querySelector(selector) as HTMLInputElement).value === value,
      { selector: field, value: stepped },
    )),
    ...(await leftOver(tab)),
  ];
};

/** Search for a word: the browser's own form post takes it to the results address, which offers pages to browse. */
const search: Visit = async (tab, site) => {
  await tab.evaluate(() => {
    (document.querySelector('[role="search"] input') as HTMLInputElement).value = 'invoice';
  }, null);
  await tab.click('[role="search"] button[type="submit"]');
  return [
    ...(await held(tab, site)),
    ...(await expectIn(
      tab,
      `the address to carry ?${QUERY_PARAM}=invoice`,
      (param) => new URLSearchParams(location.search).get(param) === 'invoice',
      QUERY_PARAM,
    )),
    ...(await expectIn(
      tab,
      'the pages to browse instead to show',
      shown,
      '[data-island="Search"] ~ [data-without-js]',
    )),
  ];
};

/** Each page an island is for, and what its visitor does there. */
const PAGES: Record<string, Visit> = {
  '/contact': sendForm('contact'),
  '/api-reference': chooseTab,
  '/roi-calculator': useCalculator,
  '/search': search,
  // The same form component as /contact's: one way of failing is enough to show its page wires it the same.
  '/contact-support': sendForm('support'),
};
const ONCE = new Set(['/contact-support']);

interface WorkerFixtures extends EngineOptions {
  engine: Engine;
  phone: Tab;
}
const test = base.extend<object, WorkerFixtures>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: engineFixture,
  // One tab per worker (a new WebKit tab is a new browser); a site of its own for each visit, below.
  phone: [
    async ({ engine }, use) => {
      const tab = await engine.open({ size: 'phone', scripts: true, actWhileLoading: true });
      await use(tab);
      await tab.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/**
 * Open `route` of the build in `dist` with the scripts broken as the mode `label` says, and visit it as soon as it is
 * parsed. Each visit has a site of its own, on an origin of its own: WebKit keeps a page's modules in memory for the
 * next page of the same origin whatever the headers say, which would let a later visit's scripts dodge their fault.
 */
async function visit(tab: Tab, dist: string, engine: string, route: string, label: string): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'failures-'));
  const site = new PhoneSite(dist, folder, PLAIN_LINK, MODES[label]);
  // Unique per visit, and short: an address's local part has at most 64 characters.
  const email = `failures-${engine}-${Date.now().toString(36)}@example.com`;
  try {
    await site.start();
    await tab.open(site.url(route));
    return (await PAGES[route]!(tab, site, email)).map((problem) => `${route} with ${label} [${engine}]: ${problem}`);
  } finally {
    await site.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

test.describe('a page whose scripts fail', () => {
  for (const label of Object.keys(MODES)) {
    for (const route of Object.keys(PAGES)) {
      if (ONCE.has(route) && label !== 'its entry failing to load') continue;
      test(`${route} with ${label}: every action takes effect once, natively`, async ({ phone, engine }) => {
        test.setTimeout(60_000);
        const problems = await visit(phone, DIST, engine.name, route, label);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  }
});

// One engine is enough to show the suite catches it: the chromium project only (playwright.config.ts).
test.describe('the suite itself', { tag: '@plant' }, () => {
  test('fails on a head script that never gives a held touch back', async ({ phone, engine }) => {
    test.setTimeout(90_000);
    // Giving up does nothing: the island is never marked failed and its held clicks never reach the browser.
    const copy = plantHeadScript(DIST, "var state = island.getAttribute('data-state');", 'return;');
    try {
      const problems = await visit(phone, copy, engine.name, '/contact', 'its entry failing to load');
      expect(problems).toContainEqual(
        expect.stringMatching(/^\/contact with its entry failing to load \[chromium\]: the browser's own post/),
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
