/**
 * `audit a11y` (docs/quality-gates.md): axe on every page in both themes: at laptop width as loaded and in each
 * state a visitor brings about (found in the page itself, so a new accordion or form is covered the day it is
 * built), and at phone width as loaded and with its menu open. A state's markup and colours are the same at both
 * widths; what the width changes is the layout as loaded and the menu, so the states are scanned at one width.
 * Each state is scanned in the stored theme, then the other, switched in place, by the rules a theme can change
 * (browser.ts COLOUR_RULES): each theme is scanned in full at one width. The states a page offers are the scans it
 * owes, so a state that could not be reached is a scan not made.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { HONEYPOT_FIELD } from '../../lib/form-engine/fields.ts';
import { ISLAND_TAG } from '../../lib/islands.ts';
import { THEME_STORAGE_KEY, type Theme } from '../../lib/theme.ts';
import { visible } from '../output/terminal.ts';
import type { Finding } from '../output/findings.ts';
import { launchBrowser } from '../chromium.ts';
import { SCREENS } from '../chromium.ts';
import { COLOUR_RULES, axeViolations } from './browser.ts';
import { type AuditConfig, a11yIgnoresFor } from './config.ts';
import { type AuditOptions, type AuditRoute, type PageRead, finish, pageFinding, pagesToAudit } from './shared.ts';
import { inParallel } from './live.ts';

/** Each screen's two variants, the stored theme (the one its pages load in) first. */
// prettier-ignore
const VARIANTS: Record<keyof typeof SCREENS, [string, Theme][]> = {
  desktop: [['light', 'light'], ['dark', 'dark']],
  phone: [['phone-dark', 'dark'], ['phone', 'light']],
};
type Screen = keyof typeof VARIANTS;

export interface A11yOptions extends AuditOptions {
  /** `a11y` of audit.config.json: what is ignored, with why. */
  config?: AuditConfig['a11y'];
  /**
   * `all` (the audit): the page as loaded and every state a visitor brings about; `loaded`: as loaded only, for a
   * check whose defects show at load (the planted-defect suite), which need not open every section to find them.
   */
  states?: 'all' | 'loaded';
}

/** How long a page or an action may take before it is reported instead of scanned. */
const TIMEOUT_MS = 30_000;
/** A section of an accordion: the native `<details>` of a group (components/ui/accordion). */
const ACCORDION_ITEM = '[data-accordion] > details';
const TAB_TRIGGER = '[data-scope="tabs"][data-part="trigger"]';
/** The attribute marking what a scan is limited to, on one element at a time. */
const MARK = 'data-audit-scan';
const message = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/**
 * In the page: the theme switched as the site's switch applies it, but not stored (pages scanned side by side
 * share storage). Colour transitions are held off from then on: in content the browser skips rendering
 * (`content-visibility: auto`) a transition's last frame never comes, and a scan would read a blend of themes.
 * A constructed stylesheet, which the page's CSP allows where a `<style>` element would be refused.
 */
function switchTheme(theme: Theme): void {
  if (!document.adoptedStyleSheets.some((sheet) => sheet.cssRules[0]?.cssText.includes('transition: none'))) {
    const hold = new CSSStyleSheet();
    hold.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, hold];
  }
  document.documentElement.setAttribute('data-theme-preference', theme);
  document.documentElement.setAttribute('data-theme', theme);
}

/** A valid answer in each control a visitor sees, by its type (a website field takes a bare domain). */
async function fillValid(form: Locator): Promise<void> {
  const samples: Record<string, string> = { email: 'a11y-audit@example.com', tel: '+44 20 7946 0000' };
  samples.textarea = 'An accessibility audit of this form, sent in the browser only.';
  for (const control of await form.locator('input:visible, textarea:visible, select:visible').all()) {
    const field = await control.evaluate((e: HTMLInputElement) => ({ type: e.type, name: e.name, min: e.minLength }));
    if (field.name === HONEYPOT_FIELD || ['submit', 'button', 'hidden'].includes(field.type)) continue;
    if (field.type.startsWith('select')) await control.selectOption({ index: 1 });
    else if (field.type === 'checkbox' || field.type === 'radio') await control.check();
    else await control.fill((samples[field.type] ?? 'example.com').padEnd(field.min, '.'));
  }
}

/**
 * Bring an island into view and wait until it has hydrated: islands that wake when seen only take clicks then,
 * and one that wakes when reached (a form) is reached as a visitor reaches it, a pointer over the control.
 */
async function hydrated(inside: Locator): Promise<void> {
  const island = inside.locator(`xpath=ancestor-or-self::${ISLAND_TAG}[1]`);
  if ((await island.count()) === 0) return;
  // The marker has no box of its own (display: contents), so what it holds is scrolled to.
  await island.evaluate((e) => (e.firstElementChild ?? e).scrollIntoView({ block: 'center', behavior: 'instant' }));
  if (['interaction', 'query'].includes((await island.getAttribute('data-when')) ?? '')) await inside.hover();
  await expectAttribute(island, 'data-state', 'hydrated');
}

async function expectAttribute(target: Locator, name: string, value: string) {
  const element = await target.elementHandle();
  await target.page().waitForFunction(([e, n, v]) => e?.getAttribute(n) === v, [element, name, value] as const);
}

/** One state to scan: its label, what to scan (the whole page when absent), and what shows it if it ends by itself. */
type State = { label: string; include?: string; shown?: Locator };

/**
 * Open the `index`th accordion item or tab as a visitor does (a click on its summary or trigger: Ark's triggers
 * do not open on a script's click()), wait until it says so, and mark it for the scan, brought to the middle of
 * the screen: where a panel lands under the sticky header, axe counts the header's links as covering its controls.
 */
async function open(page: Page, kind: 'accordion' | 'tab', index: number): Promise<State> {
  const item = kind === 'accordion';
  if (item) {
    const details = page.locator(ACCORDION_ITEM).nth(index);
    if (!(await details.evaluate((e: HTMLDetailsElement) => e.open))) await details.locator('> summary').click();
    await details.page().waitForFunction((e) => (e as HTMLDetailsElement | null)?.open, await details.elementHandle());
  } else {
    const trigger = page.locator(TAB_TRIGGER).nth(index);
    if ((await trigger.getAttribute('aria-selected')) !== 'true') await trigger.click();
    await expectAttribute(trigger, 'aria-selected', 'true');
  }
  const target = item
    ? page.locator(ACCORDION_ITEM).nth(index).locator('> summary')
    : page.locator(TAB_TRIGGER).nth(index);
  const label = await target.evaluate(
    (t, [mark, whole]) => {
      const target = t.closest(whole) ?? t;
      for (const marked of document.querySelectorAll(`[${mark}]`)) marked.removeAttribute(mark);
      target.setAttribute(mark, '');
      target.scrollIntoView({ block: 'center', behavior: 'instant' });
      return (t.textContent ?? '').trim();
    },
    [MARK, item ? 'details' : '[data-scope="tabs"][data-part="root"]'] as const,
  );
  return { label: item ? `accordion item ${index + 1} open` : `tab "${label}" chosen`, include: `[${MARK}]` };
}

/** Scan the page in each state it offers; returns how many it offers and the states it could not reach. */
async function visitStates(
  page: Page,
  phone: boolean,
  scan: (state: State) => Promise<void>,
  states: A11yOptions['states'] = 'all',
) {
  const missed: string[] = [];
  const attempt = (what: string, action: () => Promise<void>) =>
    action().catch((e) => missed.push(`${what}: ${message(e)}`));
  await attempt('the page as loaded', () => scan({ label: 'loaded' }));
  if (states === 'loaded') return { offered: 1, missed };
  // The phone's menu is a state of the phone alone; the rest are scanned at laptop width.
  if (phone) {
    const menu = page.locator('header button[popovertarget]').first();
    if (!(await menu.isVisible())) return { offered: 1, missed };
    await attempt('the menu', async () => {
      await menu.click();
      await page.locator(':popover-open').first().waitFor();
      // What opening it changes is the site's header (the button and the menu it holds); the rest of the page is as
      // loaded, scanned just before.
      await menu.evaluate((button, mark) => (button.closest('header') ?? document.body).setAttribute(mark, ''), MARK);
      await scan({ label: 'menu open', include: `[${MARK}]` });
      await page.keyboard.press('Escape');
    });
    return { offered: 2, missed };
  }
  const [accordions, tabs] = [await page.locator(ACCORDION_ITEM).count(), await page.locator(TAB_TRIGGER).count()];
  const forms = await page.locator(`${ISLAND_TAG} form[action^="/api/forms/"]`).all();
  // Islands that wake when seen (tabs further down): each is brought into view and waited for, one at a time.
  for (const island of await page.locator(`${ISLAND_TAG}[data-when="visible"]`).all())
    await attempt('an island further down', () => hydrated(island));
  for (let i = 0; i < accordions; i++)
    await attempt(`accordion ${i + 1}`, async () => scan(await open(page, 'accordion', i)));
  for (let i = 0; i < tabs; i++) await attempt(`tab ${i + 1}`, async () => scan(await open(page, 'tab', i)));
  for (const [index, form] of forms.entries()) {
    const submit = form.locator('button[type="submit"]').first();
    await attempt(`form ${index + 1} submitted empty`, async () => {
      await hydrated(submit);
      await submit.click();
      await form.locator('[aria-invalid="true"]').first().waitFor();
      await scan({ label: `form ${index + 1} submitted empty` });
    });
    await attempt(`form ${index + 1} sent`, async () => {
      // Answered here, as the server answers a stored message: the audit must not write to the inbox it audits.
      const stored = { status: 201, contentType: 'application/json', body: '{"ok":true}' };
      await page.route('**/api/forms/**', (route) =>
        route.request().method() === 'POST' ? route.fulfill(stored) : route.continue(),
      );
      try {
        await fillValid(form);
        await submit.click();
        const toast = page.locator('[data-scope="toast"][data-part="root"]').first();
        await toast.waitFor();
        await scan({ label: `form ${index + 1} sent, its toast shown`, shown: toast });
      } finally {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
    });
  }
  return { offered: 1 + accordions + tabs + 2 * forms.length, missed };
}

export async function auditA11y(options: A11yOptions) {
  const started = performance.now();
  const config = options.config ?? { ignore: [] };
  const routes = pagesToAudit(options);
  const browser = await launchBrowser();
  const findings: Finding[] = [];
  const ignored: { rule: string; route: string; why: string }[] = [];
  const tallies = new Map(routes.map((r) => [r.path, { read: 0, expected: 0 }]));
  /** Every variant of the page in its state: the stored theme's, then the other's, switched in place. */
  const scanVariants = async (
    page: Page,
    route: AuditRoute,
    variants: [string, Theme][],
    { label, include }: State,
  ) => {
    for (const [variant, theme] of variants) {
      if (theme !== variants[0]?.[1]) await page.evaluate(switchTheme, theme);
      const rules = theme === variants[0]?.[1] ? undefined : COLOUR_RULES;
      for (const { id, impact, help, helpUrl, nodes } of await axeViolations(page, include, rules)) {
        const [entry] = a11yIgnoresFor(config, id, route.path);
        for (const { target } of nodes) {
          if (entry) ignored.push({ rule: id, route: route.path, why: entry.why });
          if (entry) continue;
          const where = visible(target.flat().join(' >>> '));
          const text = `(${variant}${label === 'loaded' ? '' : `, ${label}`}): ${id} (${impact ?? 'unknown'}): ${where}: ${help}`;
          findings.push(pageFinding('a11y', route, id, text, { help, helpUri: helpUrl }));
        }
      }
    }
    await page.evaluate(switchTheme, variants[0]?.[1] ?? 'light');
  };
  try {
    // One context per screen, its HTTP cache warm from page to page as a visitor's is (a context per page made the
    // audit a tenth slower). The service worker would answer from its cache what the server under audit should;
    // reduced motion, as many visitors who use assistive technology set it, opens a panel at once.
    const contexts = new Map<Screen, BrowserContext>();
    for (const screen of Object.keys(VARIANTS) as Screen[]) {
      const context = await browser.newContext({
        ...SCREENS[screen],
        serviceWorkers: 'block',
        reducedMotion: 'reduce',
      });
      context.setDefaultTimeout(TIMEOUT_MS);
      // The stored theme, as a returning visitor has it (about:blank has no storage to write).
      const store = ([key, value]: string[]) =>
        location.protocol.startsWith('http') && localStorage.setItem(`${key}`, `${value}`);
      await context.addInitScript(store, [THEME_STORAGE_KEY, VARIANTS[screen][0]?.[1] ?? 'light']);
      contexts.set(screen, context);
    }
    // Tabs kept from page to page: a tab that goes on to the next page keeps its renderer, so axe, injected into
    // each page, is compiled once per tab rather than per page (the first scan of a page took 0.8-1.2 s of the
    // renderer's time in a new tab, 0.5-0.7 s in a tab reused). One that failed is closed, not reused.
    const idle = new Map<Screen, Page[]>();
    // Four pages at a time: a scan mostly waits on its page.
    const tasks = routes.flatMap((route) => (Object.keys(VARIANTS) as Screen[]).map((screen) => ({ route, screen })));
    await inParallel(tasks, 4, async ({ route, screen }) => {
      const variants = VARIANTS[screen];
      const [stored, theme] = variants[0] ?? ['light', 'light'];
      const tally = tallies.get(route.path) ?? { read: 0, expected: 0 };
      const fail = (text: string) => findings.push(pageFinding('a11y', route, 'not-scanned', `(${stored}): ${text}`));
      const page = idle.get(screen)?.pop() ?? (await (contexts.get(screen) as BrowserContext).newPage());
      let reusable = false;
      try {
        const status = (await page.goto(route.url))?.status();
        // The not-found page may answer 404 where a server serves it at unknown URLs.
        if (status !== 200 && !(route.path === '/404' && status === 404))
          throw new Error(`answered HTTP ${status}, so it was not scanned`);
        const hydrated = (tag: string) =>
          !document.querySelector(tag) || document.documentElement.hasAttribute('data-hydrated');
        await page.waitForFunction(hydrated, ISLAND_TAG);
        const applied = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
        if (applied !== theme)
          throw new Error(`the stored ${theme} theme was not applied (data-theme="${visible(applied ?? '')}")`);
        const { offered, missed } = await visitStates(
          page,
          screen === 'phone',
          async (state) => {
            await scanVariants(page, route, variants, state);
            // A state that ends by itself (a toast) must have lasted through both scans, or one scanned without it.
            if (state.shown && !(await state.shown.isVisible()))
              throw new Error('it had gone before both themes were scanned');
            tally.read += variants.length;
          },
          options.states,
        );
        tally.expected += offered * variants.length;
        for (const text of missed) fail(`${text}, so that state was not scanned`);
        options.progress?.(`a11y ${route.path} (${screen}): ${offered} states, ${tally.read} scans so far`);
        reusable = missed.length === 0;
      } catch (error) {
        tally.expected += variants.length;
        fail(message(error) ?? '');
      } finally {
        if (reusable) idle.set(screen, [...(idle.get(screen) ?? []), page]);
        else await page.close();
      }
    });
  } finally {
    await browser.close();
  }
  // Ignored violations stay visible, grouped by entry; an entry that matched nothing is named, to be removed.
  const notes = config.ignore.map(({ rule, route, why }) => {
    const matched = ignored.filter((i) => i.rule === rule && i.why === why);
    const where = [...new Set(matched.map((i) => i.route))].join(', ');
    return matched.length === 0
      ? `a11y.ignore ${rule} on ${route} matched nothing in this run: remove it once it is no longer needed`
      : `a11y.ignore ${rule} on ${route}: ${matched.length} elements not counted (${where}): ${why}`;
  });
  const pages: PageRead[] = routes.map(({ path, file }) => {
    const { read, expected } = tallies.get(path) ?? { read: 0, expected: 1 };
    return { route: path, file, read: { scans: read }, expected: { scans: expected } };
  });
  const rank = (route?: string) => routes.findIndex((r) => r.path === route);
  findings.sort((a, b) => rank(a.route) - rank(b.route) || a.message.localeCompare(b.message));
  return finish('a11y', started, pages, findings, { notes });
}
