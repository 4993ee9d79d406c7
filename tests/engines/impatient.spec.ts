/**
 * The impatient visitor, in Chromium, Firefox and WebKit (projects `chromium`, `firefox`, `webkit`), on a phone: one
 * route of each template and control kind (impatient.ts `routesToVisit`) is opened over a phone's network
 * (slowLink.ts: 150 ms round trip, 1.6 Mbit/s; Chromium's main thread also slowed four times, which only it can do),
 * and every control of the page is used the moment the page is parsed, before any of its scripts has woken: each
 * theme button, the menu (and Escape), every accordion trigger (and the arrow key), every tab (and the arrow key),
 * every field (typed into, stepped or chosen), the calculator's buttons and each form sent. Each action must take
 * effect, and exactly once (impatient.ts says how that is told); a failure names route, control and engine. A
 * control the page offers that no action covers fails too, so a new one cannot go untested. The time from each
 * action to its effect is written to reports/first-touch/<engine>.json for `npm run bench:touch`; no test here is
 * timed.
 */
import { test as base, expect } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROI_DEFAULTS } from '../../lib/roi.ts';
import { notFoundRoute } from '../../lib/routes.ts';
import { engineFixture, type Engine, type EngineOptions, type Tab } from './engine.ts';
import {
  EFFECT_TIMEOUT_MS,
  PROBE_NAMES,
  installProbe,
  plan,
  routesToVisit,
  type Action,
  type Control,
  type Effect,
  type Visit,
} from './impatient.ts';
import { PhoneSite, plantHeadScript } from './slowLink.ts';

const DIST = path.resolve(process.env.ENGINES_DIST ?? 'dist/client');
const REPORTS = path.resolve('reports/first-touch');
/** Every live route and the not-found page, which has the shell's controls too. */
/** One route of each template and kind of control (impatient.ts routesToVisit), the 404 page as a path it answers. */
const PATHS = routesToVisit(DIST).map((route) => (route === notFoundRoute ? '/no-such-page' : route.path));

/** One action as measured: what the benchmark reads. */
export interface Measured {
  engine: string;
  route: string;
  what: string;
  kind: string;
  island: string | null;
  /** From the visitor's input to the first frame showing its effect, ms; null when it never came. */
  ms: number | null;
  lost: boolean;
  /** Whether the effect still held once the page had settled. */
  once: boolean;
  /** Whether the control's island had yet to wake when the action was made: its first touch. */
  asleep: boolean;
}

interface WorkerFixtures extends EngineOptions {
  engine: Engine;
  phone: Tab;
  site: PhoneSite;
  measured: Measured[];
}

const test = base.extend<object, WorkerFixtures>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: engineFixture,
  // One phone tab for every route: each page is a first visit anyway (the link forbids caching), and a new
  // WebKit tab is a new browser.
  phone: [
    async ({ engine }, use) => {
      const tab = await engine.open({
        size: 'phone',
        scripts: true,
        actWhileLoading: true,
        ...(engine.name === 'chromium' ? { cpuSlowdown: 4 } : {}),
      });
      await use(tab);
      await tab.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
    async ({}, use) => {
      const folder = mkdtempSync(path.join(tmpdir(), 'impatient-'));
      const site = new PhoneSite(DIST, folder);
      await site.start();
      await use(site);
      await site.stop();
      rmSync(folder, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  measured: [
    async ({ engineName }, use) => {
      const measured: Measured[] = [];
      await use(measured);
      mkdirSync(REPORTS, { recursive: true });
      // One file per test worker (a failed test's worker is replaced by a new one, which must not overwrite it).
      writeFileSync(path.join(REPORTS, `${engineName}-${process.pid}.json`), `${JSON.stringify(measured, null, 1)}\n`);
    },
    { scope: 'worker' },
  ],
});

type Probe = {
  controls(): Control[];
  arm(effect: Effect, target: string | null): { reveal: string | null; asleep: boolean };
  finish(
    ms: number,
    settled: Effect,
  ): Promise<{ t0: number | null; t1: number | null; settled: boolean; holds: boolean }>;
};

/** Where a page that left for another (a form posted without scripts) went, and whether its effect shows there. */
async function afterLeaving(tab: Tab, effect: Effect): Promise<boolean> {
  const deadline = Date.now() + EFFECT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const path = await tab.evaluate(() => window.location.pathname, null);
      if (effect.type === 'any' && effect.of.some((one) => one.type === 'path' && one.path === path)) return true;
    } catch {
      // Between pages.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** What the page shows when an action's effect did not come: where it is, what it flags, what it says. */
const diagnose = (tab: Tab) =>
  tab
    .evaluate(
      () =>
        JSON.stringify({
          path: window.location.pathname,
          invalid: [...document.querySelectorAll('[aria-invalid="true"]')].map((e) => e.getAttribute('name')),
          alerts: [...document.querySelectorAll('[role="alert"], [data-scope="toast"][data-part="root"]')].map((e) =>
            e.textContent?.trim().slice(0, 80),
          ),
          islands: [...document.querySelectorAll('site-island')].map(
            (e) => `${e.getAttribute('data-island')}:${e.getAttribute('data-state') ?? 'asleep'}`,
          ),
        }),
      null,
    )
    .catch((error: unknown) => `(the page could not say: ${String(error)})`);

/** Make one action on the page and measure it; returns what went wrong, if anything. */
async function perform(tab: Tab, action: Action, record: (m: Omit<Measured, 'engine' | 'route'>) => void) {
  const arm = () =>
    tab.evaluate(
      ({ effect, target }) => (window as unknown as { __impatient: Probe }).__impatient.arm(effect, target),
      { effect: action.effect, target: action.target?.selector ?? null },
    );
  let armed = await arm();
  if (armed.reveal && action.target) {
    // Its tab panel first, if another is shown (the tap on its tab is not this action's): a scenario's button,
    // the calculator's fields once another tab was chosen.
    await tab.click(armed.reveal);
    const shown = (selector: string) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return Boolean(box && box.width > 0 && box.height > 0);
    };
    await tab.waitFor(`${action.target.selector} to show`, shown, action.target.selector, EFFECT_TIMEOUT_MS);
    armed = await arm();
  }
  const measure = (m: Omit<Measured, 'engine' | 'route' | 'asleep'>) => record({ ...m, asleep: armed.asleep });
  try {
    await action.act(tab);
  } catch (error) {
    return `${action.what}: could not be done (${error instanceof Error ? `${error.name} ${error.message}`.slice(0, 300) : String(error)}) ${await diagnose(tab)}`;
  }
  let result = { t0: null as number | null, t1: null as number | null, settled: false, holds: false };
  let left = false;
  try {
    result = await tab.evaluate(
      ({ ms, settled }) => (window as unknown as { __impatient: Probe }).__impatient.finish(ms, settled),
      { ms: EFFECT_TIMEOUT_MS, settled: action.settled ?? action.effect },
    );
  } catch {
    left = true; // the page went away mid-wait: a form posted without scripts
  }
  if (action.navigates && (left || result.t1 === null)) {
    const arrived = await afterLeaving(tab, action.effect);
    measure({ what: action.what, kind: action.kind, island: action.island, ms: null, lost: !arrived, once: arrived });
    if (!arrived) return `${action.what}: lost (no effect within ${EFFECT_TIMEOUT_MS / 1000} s) ${await diagnose(tab)}`;
    return (await action.after?.()) ?? null;
  }
  if (result.t1 === null) {
    measure({ what: action.what, kind: action.kind, island: action.island, ms: null, lost: true, once: false });
    return `${action.what}: lost (no effect within ${EFFECT_TIMEOUT_MS / 1000} s) ${await diagnose(tab)}`;
  }
  if (result.t0 === null || result.t1 < result.t0)
    return `${action.what}: the effect showed before the action was made (the check is wrong: ${JSON.stringify(result)})`;
  measure({
    what: action.what,
    kind: action.kind,
    island: action.island,
    ms: Math.round(result.t1 - result.t0),
    lost: false,
    once: result.holds,
  });
  if (!result.settled) return `${action.what}: the page never settled (an island still loading after the action)`;
  if (!result.holds) return `${action.what}: took effect, then not (given back twice, or undone) once the page settled`;
  return (await action.after?.()) ?? null;
}

/**
 * Visit `path` as an impatient visitor: open it, and act on every control as soon as the page is parsed, in
 * rounds (a control an action shows, such as a tab's panel's buttons, is found in the next round). Returns the
 * failures, each naming route, control and engine.
 */
async function impatientVisit(
  tab: Tab,
  site: PhoneSite,
  engine: string,
  route: string,
  measured: Measured[],
): Promise<string[]> {
  const failures: string[] = [];
  const email = `impatient-${engine}-${route.replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  const visit: Visit = { path: route, stored: (address) => site.stored(address) };
  const state = { roi: { ...ROI_DEFAULTS }, email, theme: 'system' };
  const done = new Set<string>();
  await tab.open(site.url(route));
  await tab.evaluate(installProbe, PROBE_NAMES);
  let left = false;
  for (let round = 0; round < 3 && !left; round += 1) {
    const controls = (
      await tab.evaluate(() => (window as unknown as { __impatient: Probe }).__impatient.controls(), null)
    ).filter((c) => !done.has(c.selector));
    const actions = plan(controls, visit, state);
    if (actions.length === 0) break;
    for (const action of actions) {
      const failure = await perform(tab, action, (m) => measured.push({ engine, route, ...m }));
      if (failure) failures.push(`${route} [${engine}] ${failure}`);
      for (const selector of action.covers) done.add(selector);
      if (action.navigates) left = true;
      if (left) break;
    }
  }
  if (!left) {
    const uncovered = (
      await tab.evaluate(() => (window as unknown as { __impatient: Probe }).__impatient.controls(), null)
    ).filter((c) => !done.has(c.selector));
    for (const control of uncovered)
      failures.push(
        `${route} [${engine}] ${control.kind} "${control.label}" (${control.selector}): no action covers it`,
      );
  }
  // The next route starts as a first visit: no stored theme.
  await tab.evaluate(() => window.localStorage.clear(), null).catch(() => undefined);
  return failures;
}

test.describe('an impatient visitor on a phone', () => {
  for (const route of PATHS) {
    test(`acts on every control of ${route} as soon as it is painted: each action takes effect once`, async ({
      phone,
      site,
      engine,
      measured,
    }) => {
      test.setTimeout(240_000);
      const failures = await impatientVisit(phone, site, engine.name, route, measured);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});

// One engine is enough to show the suite catches it: the chromium project only (playwright.config.ts).
test.describe('the suite itself', { tag: '@plant' }, () => {
  test('fails on a planted island that drops a tap made before it woke, naming route, control and engine', async ({
    phone,
    engine,
  }) => {
    test.setTimeout(120_000);
    // The `hold` of renderer/head.js taken out, as a regression would leave it.
    const copy = plantHeadScript(DIST, 'if (control && island.contains(control)) hold(event, island, control);', '');
    const folder = mkdtempSync(path.join(tmpdir(), 'impatient-'));
    const site = new PhoneSite(copy, folder);
    await site.start();
    try {
      const failures = await impatientVisit(phone, site, engine.name, '/api-reference', []);
      expect(failures).toContainEqual(expect.stringMatching(/^\/api-reference \[chromium\] tab ".*" \(tap\): lost/));
    } finally {
      await site.stop();
      rmSync(folder, { recursive: true, force: true });
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
