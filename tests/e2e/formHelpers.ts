/** Shared by the form journeys (forms.spec.ts) and the offline outbox (offline.spec.ts). */
import { expect, type Page } from '@playwright/test';
import { DatabaseSync } from 'node:sqlite';
import { forms } from '../../content/forms.ts';

const contact = forms.contact;
const support = forms.support;

export const DB = 'test-results/e2e-inbox.sqlite';

export function storedByEmail(email: string): { form: string; payload: Record<string, unknown> }[] {
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(DB, { readOnly: true });
    const rows = db.prepare('SELECT form, payload FROM submissions').all() as { form: string; payload: string }[];
    return rows
      .map((row) => ({ form: row.form, payload: JSON.parse(row.payload) as Record<string, unknown> }))
      .filter((row) => row.payload.email === email);
  } catch {
    return []; // no database yet: nothing stored
  } finally {
    db?.close();
  }
}

export const unique = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.co.uk`;
export const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

/** Load a form page and wait until its form island is hydrated (before then the form posts natively). */
export async function open(page: Page, path: string, submitLabel: string) {
  await page.goto(path);
  await expect(page.locator('site-island[data-island$="Form"]')).toHaveAttribute('data-state', 'hydrated');
  await expect(page.getByRole('button', { name: submitLabel })).toBeEnabled();
}

export async function fillContact(page: Page, email: string) {
  const f = contact.fields;
  await page.getByLabel(f.firstName.label).fill('Zoë');
  await page.getByLabel(f.lastName.label).fill('Łukasiewicz');
  await page.getByLabel(f.email.label).fill(email);
  await page.getByLabel(f.role.label).fill('Operations Director');
  await page.getByLabel(f.company.label).fill('Acme Widgets Ltd');
  await page.getByLabel(f.website.label).fill('acme.co.uk');
  await page.getByLabel(f.phone.label).fill('+44 20 7946 0999');
  await page.getByLabel(f.companySize.label).selectOption({ label: '11-50 employees' });
  await page.getByLabel(f.annualRevenue.label).selectOption({ index: 2 });
  await page.getByLabel(f.projectBudget.label).selectOption({ index: 2 });
  await page.getByLabel(f.message.label).fill('We re-type every order into Xero. 🙂 Can you automate it?');
}

export async function fillSupport(page: Page, email: string) {
  const f = support.fields;
  await page.getByLabel(f.name.label, { exact: true }).fill('李雷');
  await page.getByLabel(f.email.label, { exact: true }).fill(email);
  await page.getByLabel(f.issueType.label, { exact: true }).selectOption({ label: 'Integration Problem' });
  await page.getByLabel(f.priority.label, { exact: true }).selectOption('p2');
  await page.getByLabel(f.message.label, { exact: true }).fill('The Shopify to Xero sync stopped at 09:14 today.');
}
