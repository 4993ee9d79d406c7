/**
 * Shared by the form journeys (forms.spec.ts, forms-progressive.spec.ts) and the offline outbox (offline.spec.ts). They
 * run against the Node server (projects desktop and mobile); those that reach the server (a send with scripts, a post
 * without them, the whole outbox), tagged `@inbox`, run once more against the Worker on workerd (project workers,
 * docs/decisions/0020-one-form-handler-two-hosts.md). What a journey stored is read from that host's inbox through the
 * store `cli inbox` uses. Checks that never reach a server (the messages, native constraints, a refused answer faked in
 * the browser) say nothing about the host and run once.
 */
import { test as base, expect, type Page } from '@playwright/test';
import path from 'node:path';
import { forms } from '../../content/forms.ts';
import { openD1Inbox } from '../../lib/cloudflare.ts';
import { FIELDS, type FormType } from '../../lib/forms.ts';
import { FORM_PAGES } from '../../lib/inbox/pages.ts';
import type { InboxStore } from '../../lib/inbox/store.ts';
import { sqliteByEmail } from '../tools/hosts.ts';

const contact = { ...forms.contact, fields: FIELDS.contact };
const support = { ...forms.support, fields: FIELDS.support };

/** The inbox of each test server (playwright.config.ts). */
const DB = 'test-results/e2e-inbox.sqlite';
export const D1_STATE = 'test-results/e2e-d1';

/** The tag of the journeys that run against both hosts. */
export const INBOX_TAG = '@inbox';

/** Which host a project serves (playwright.config.ts `metadata.target`). */
const targetOf = (metadata: { target?: unknown } | undefined): 'node' | 'cloudflare' =>
  metadata?.target === 'cloudflare' ? 'cloudflare' : 'node';

/** The Worker's local D1, reached through wrangler once per test worker of the workers project. */
let d1: Promise<InboxStore> | undefined;

/** What the host under test stored from this address, oldest first. */
export async function storedByEmail(email: string): Promise<{ form: string; payload: Record<string, unknown> }[]> {
  let rows;
  if (targetOf(test.info().project.metadata) === 'cloudflare') {
    if (!d1) throw new Error('the D1 inbox is opened by the inboxProxy fixture of the workers project');
    rows = await (await d1).byEmail(email);
  } else rows = await sqliteByEmail(DB, email);
  return rows.filter((row) => row.payload.email === email).map((row) => ({ form: row.form, payload: row.payload }));
}

/**
 * Playwright's `test`, opening the Worker's D1 when a test worker of the workers project starts (a few
 * seconds, which must not count against a test's polling) and closing it when the worker ends.
 */
export const test = base.extend<object, { inboxProxy: undefined }>({
  inboxProxy: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
    async ({}, use, workerInfo) => {
      if (targetOf(workerInfo.project.metadata) === 'cloudflare') {
        d1 = openD1Inbox({ remote: false, stateDir: path.resolve(D1_STATE) });
        await d1;
      }
      await use(undefined);
      const opened = d1;
      d1 = undefined;
      await (await opened)?.close();
    },
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
});

export const unique = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.co.uk`;
export const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

/**
 * Load a form's page, reach for the form as a visitor does (it wakes on the first focus), and wait until its
 * island is hydrated (before then the form posts natively).
 */
export async function openForm(page: Page, form: FormType) {
  await page.goto(FORM_PAGES[form]);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page
    .locator('site-island[data-island$="Form"] input:not([type="hidden"]):not([tabindex="-1"])')
    .first()
    .focus();
  await expect(page.locator('site-island[data-island$="Form"]')).toHaveAttribute('data-state', 'hydrated');
  await expect(page.getByRole('button', { name: forms[form].button.idle })).toBeEnabled();
}

/**
 * A form's control by its label. Some contact labels end in "(optional)", so they match loosely; the support
 * form's short labels ("Name", "Email") are matched whole.
 */
export const formField = (page: Page, form: FormType, label: string) =>
  page.getByLabel(label, { exact: form === 'support' });

/**
 * Fill every field of a form with one visitor's answers, names and text beyond ASCII included, so encoding is
 * checked from the field to the inbox. `typing` enters text key by key, as a person does while the page's
 * scripts are still loading or are off; otherwise each value is set at once.
 */
export async function fillForm(
  page: Page,
  form: FormType,
  email: string,
  { typing = false }: { typing?: boolean } = {},
) {
  const field = (label: string) => formField(page, form, label);
  const enter = (label: string, value: string) =>
    typing ? field(label).pressSequentially(value) : field(label).fill(value);
  if (form === 'contact') {
    const f = contact.fields;
    await enter(f.firstName.label, 'Zoë');
    await enter(f.lastName.label, 'Łukasiewicz');
    await enter(f.email.label, email);
    await enter(f.role.label, 'Operations Director');
    await enter(f.company.label, 'Acme Widgets Ltd');
    await enter(f.website.label, 'acme.co.uk');
    await enter(f.phone.label, '+44 20 7946 0999');
    await field(f.companySize.label).selectOption({ label: '11-50 employees' });
    await field(f.annualRevenue.label).selectOption({ index: 2 });
    await field(f.projectBudget.label).selectOption({ index: 2 });
    await enter(f.message.label, 'We re-type every order into Xero. 🙂 Can you automate it?');
  } else {
    const f = support.fields;
    await enter(f.name.label, '李雷');
    await enter(f.email.label, email);
    await field(f.issueType.label).selectOption({ label: 'Integration Problem' });
    await field(f.priority.label).selectOption('p2');
    await enter(f.message.label, 'The Shopify to Xero sync stopped at 09:14 today.');
  }
}
