/**
 * The interactive states `audit a11y` scans beside a loaded page (issue 24): what a visitor opens, presses or
 * is shown, each found in the page itself rather than listed per route, so a new page with an accordion or a
 * form is covered the day it is built. Each state acts as a visitor does (a click, a key) and names what axe
 * should scan: the whole page, or only what the action revealed.
 *
 * - `menu`: the header's menu opened (on a phone, where it is a button).
 * - `accordion`: each item of each accordion opened in turn (FAQs, case studies, troubleshooting).
 * - `tab`: each tab of each tab list chosen in turn (the API reference, the ROI calculator).
 * - `errors`: each enquiry form (one posting to the form API) submitted empty, its messages shown.
 * - `toast`: each form sent with valid answers, its success toast shown. The post is answered in the browser,
 *   so nothing reaches the server under audit (which may be production's, with `--url`).
 */
import type { Locator, Page } from '@playwright/test';
import { FIELD_KINDS, type FieldKind, HONEYPOT_FIELD } from '../../lib/forms/rules.ts';
import { ISLAND_TAG } from '../../lib/islands.ts';

export const STATES = ['loaded', 'menu', 'accordion', 'tab', 'errors', 'toast'] as const;
export type State = (typeof STATES)[number];

/** One scan: the state it is of, a label for reports (`accordion item 3`), and what to scan (all when absent). */
export interface StateScan {
  state: State;
  label: string;
  /** A CSS selector axe's scan is limited to. */
  include?: string;
  /** What shows the state, when it ends by itself (a toast): it must still show once the scans are done. */
  shown?: Locator;
}

/** How long an action may take to show its state. */
const STATE_TIMEOUT_MS = 10_000;
/** The attribute marking what a scan is limited to, on one element at a time. */
const MARK = 'data-audit-scan';

const attributeIs = async (target: Locator, name: string, value: string) =>
  target
    .page()
    .waitForFunction(
      ([element, n, v]) => element?.getAttribute(n) === v,
      [await target.elementHandle(), name, value] as const,
      {
        timeout: STATE_TIMEOUT_MS,
      },
    );

/**
 * Bring what `inside` belongs to into view and wait until its island has hydrated: islands that wake when seen
 * (accordions, tabs further down) only take clicks then. One at a time: scrolled past quickly, an island may
 * never be seen.
 */
async function hydrated(inside: Locator): Promise<void> {
  const island = inside.locator(`xpath=ancestor-or-self::${ISLAND_TAG}[1]`);
  if ((await island.count()) === 0) return;
  // The marker has no box of its own (display: contents), so what it holds is scrolled to.
  await island.evaluate((element) =>
    (element.firstElementChild ?? element).scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  await attributeIs(island, 'data-state', 'hydrated');
}

/** Each form field's kind (lib/forms/rules.ts), by its name: a website is a text box that takes a bare domain. */
const KINDS: Record<string, FieldKind> = { ...FIELD_KINDS.contact, ...FIELD_KINDS.support };

/** A valid answer in each control: by the field's kind where the form is the site's, else by its type. */
async function fillValid(form: Locator): Promise<void> {
  for (const control of await form.locator('input, textarea, select').all()) {
    const { tag, type, name, min, max, hidden } = await control.evaluate((element) => {
      const field = element as HTMLInputElement;
      return {
        tag: element.tagName.toLowerCase(),
        type: field.type,
        name: field.name,
        min: field.minLength > 0 ? field.minLength : 0,
        max: field.maxLength > 0 ? field.maxLength : 1000,
        hidden: field.type === 'hidden' || !(field.offsetWidth || field.offsetHeight || field.getClientRects().length),
      };
    });
    if (hidden || name === HONEYPOT_FIELD || type === 'submit' || type === 'button') continue;
    if (tag === 'select') {
      const value = await control.evaluate(
        (select) => [...(select as HTMLSelectElement).options].find((option) => option.value !== '')?.value ?? '',
      );
      await control.selectOption(value);
      continue;
    }
    if (type === 'checkbox' || type === 'radio') {
      await control.check();
      continue;
    }
    const kind = KINDS[name] ?? (tag === 'textarea' ? 'textarea' : type);
    const sample =
      kind === 'email'
        ? 'a11y-audit@example.com'
        : kind === 'tel'
          ? '+44 20 7946 0000'
          : kind === 'url'
            ? 'example.com'
            : kind === 'textarea'
              ? 'An accessibility audit of this form, sent in the browser only.'
              : 'Audit Visitor';
    await control.fill(sample.padEnd(min, '.').slice(0, max));
  }
}

const ACCORDION_ITEM = '[data-scope="accordion"][data-part="item"]';
const TAB_TRIGGER = '[data-scope="tabs"][data-part="trigger"]';

/**
 * In the page, once the `index`th accordion item or tab has been clicked: wait until it says it is open or chosen
 * (aria-expanded, aria-selected), and mark it (the item; the tab's whole list and panel) for the scan,
 * brought to the middle of the screen: a panel that opened below one that closed has moved up, and where it
 * lands under the sticky header axe counts the header's links as covering its controls, a place the visitor's
 * next scroll changes. One round trip: the site's widest page has twenty items in four variants.
 */
async function openInPage({
  kind,
  index,
  mark,
  timeoutMs,
}: {
  kind: 'accordion' | 'tab';
  index: number;
  mark: string;
  timeoutMs: number;
}): Promise<{ include: string; label: string }> {
  const accordion = kind === 'accordion';
  const element = document.querySelectorAll(
    accordion ? '[data-scope="accordion"][data-part="item"]' : '[data-scope="tabs"][data-part="trigger"]',
  )[index];
  const trigger = accordion ? element?.querySelector<HTMLElement>('[data-part="item-trigger"]') : element;
  if (!element || !(trigger instanceof HTMLElement)) throw new Error('it is no longer in the page');
  const attribute = accordion ? 'aria-expanded' : 'aria-selected';
  const deadline = performance.now() + timeoutMs;
  while (trigger.getAttribute(attribute) !== 'true') {
    if (performance.now() > deadline) throw new Error(`${attribute} did not become true after a click`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const target = accordion ? element : (element.closest('[data-scope="tabs"][data-part="root"]') ?? element);
  for (const marked of document.querySelectorAll(`[${mark}]`)) marked.removeAttribute(mark);
  target.setAttribute(mark, '');
  target.scrollIntoView({ block: 'center', behavior: 'instant' });
  return { include: `[${mark}]`, label: (trigger.textContent ?? '').trim() };
}

/**
 * Bring `page` into each state it offers, one after another, calling `scan` in each (which may scan it more than
 * once). Returns the notes of states that could not be reached (an action whose result never showed) or that
 * `scan` rejected, which the audit reports as problems.
 */
export async function visitStates(
  page: Page,
  { phone }: { phone: boolean },
  scan: (target: StateScan) => Promise<void>,
): Promise<string[]> {
  const missed: string[] = [];
  const attempt = async (what: string, action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      missed.push(`${what}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  };

  if (phone) {
    const button = page.getByRole('banner').locator('button[aria-controls][aria-expanded]').first();
    if ((await button.count()) > 0 && (await button.isVisible())) {
      await attempt('the menu', async () => {
        await button.click();
        await attributeIs(button, 'aria-expanded', 'true');
        await scan({ state: 'menu', label: 'menu open' });
        await page.keyboard.press('Escape');
      });
    }
  }

  // Accordions and tabs wake when seen: each island is brought into view and waited for, one at a time.
  for (const island of await page.locator(`${ISLAND_TAG}[data-when="visible"]`).all()) {
    await attempt('an island further down', () => hydrated(island));
  }
  for (const kind of ['accordion', 'tab'] as const) {
    const count = await page.locator(kind === 'accordion' ? ACCORDION_ITEM : TAB_TRIGGER).count();
    for (let index = 0; index < count; index++) {
      await attempt(`${kind} ${index + 1}`, async () => {
        // A click as a visitor's (Ark's triggers do not open on a script's element.click()).
        const trigger =
          kind === 'accordion'
            ? page.locator(ACCORDION_ITEM).nth(index).locator('[data-part="item-trigger"]').first()
            : page.locator(TAB_TRIGGER).nth(index);
        const attribute = kind === 'accordion' ? 'aria-expanded' : 'aria-selected';
        if ((await trigger.getAttribute(attribute)) !== 'true') await trigger.click();
        const opened = await page.evaluate(openInPage, { kind, index, mark: MARK, timeoutMs: STATE_TIMEOUT_MS });
        const label = kind === 'accordion' ? `accordion item ${index + 1} open` : `tab "${opened.label}" chosen`;
        await scan({ state: kind, label, include: opened.include });
      });
    }
  }

  // The enquiry forms (those posting to the form API), not the search box.
  const forms = page.locator(`${ISLAND_TAG} form[action^="/api/forms/"]`);
  for (const [index, form] of (await forms.all()).entries()) {
    const submit = form.locator('button[type="submit"]').first();
    if ((await submit.count()) === 0) continue;
    await attempt(`form ${index + 1} submitted empty`, async () => {
      await hydrated(submit);
      await submit.click();
      await form.locator('[aria-invalid="true"]').first().waitFor({ state: 'visible', timeout: STATE_TIMEOUT_MS });
      await scan({ state: 'errors', label: `form ${index + 1} submitted empty` });
    });
    await attempt(`form ${index + 1} sent`, async () => {
      // Answered here, as the server answers a stored message: the audit must not write to the inbox it audits.
      await page.route('**/api/forms/**', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true,"id":1}' })
          : route.continue(),
      );
      try {
        await fillValid(form);
        await submit.click();
        const toast = page.locator('[data-scope="toast"][data-part="root"]').first();
        await toast.waitFor({ state: 'visible', timeout: STATE_TIMEOUT_MS });
        await scan({ state: 'toast', label: `form ${index + 1} sent, its toast shown`, shown: toast });
      } finally {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
    });
  }
  return missed;
}
