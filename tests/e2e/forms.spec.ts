/** Both forms end to end, against the real inbox the server writes to: SQLite on Node, D1 on the Worker. */
import { expect, type Page } from '@playwright/test';
import { forms } from '../../content/forms.ts';
import { FIELDS, HONEYPOT_FIELD, type FormType } from '../../lib/forms.ts';
import { INBOX_TAG, fillForm, formField, openForm, storedByEmail, test, toast, unique } from './formHelpers.ts';
import { escapeRegExp } from '../../lib/regexp.ts';

const contact = { ...forms.contact, fields: FIELDS.contact };
const support = { ...forms.support, fields: FIELDS.support };

/**
 * Send the empty form: each required field is marked invalid, described by its own message, and the first has
 * focus. `copy` is the form's content (forms.contact, forms.support).
 */
async function expectRequiredMessages<Field extends string>(
  page: Page,
  form: FormType,
  copy: { button: { idle: string }; fields: Record<Field, { label: string; message: string }> },
  required: readonly Field[],
) {
  await page.getByRole('button', { name: copy.button.idle }).click();
  for (const name of required) {
    const control = formField(page, form, copy.fields[name].label);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(copy.fields[name].message)));
  }
  await expect(formField(page, form, copy.fields[required[0]!].label)).toBeFocused();
}

/**
 * Send the filled form over a slow connection: the button says so and is disabled, a second press sends
 * nothing more, and the success toast follows with the form reset. Gives what the inbox stored.
 */
async function sendOnce(page: Page, form: FormType, email: string) {
  const copy = { ...forms[form], fields: FIELDS[form] };
  let posts = 0;
  await page.route(`**/api/forms/${form}`, async (route) => {
    posts++;
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: copy.button.idle }).click();
  const busy = page.getByRole('button', { name: copy.button.submitting });
  await expect(busy).toBeDisabled();
  await busy.click({ force: true }).catch(() => undefined); // a second press must not send again
  await expect(toast(page)).toContainText(copy.success.title);
  await expect(toast(page)).toContainText(copy.success.description);
  await expect(formField(page, form, copy.fields.email.label)).toHaveValue('');
  await expect(page.getByRole('button', { name: copy.button.idle })).toBeEnabled();
  expect(posts).toBe(1);
  const rows = await storedByEmail(email);
  expect(rows).toHaveLength(1);
  return rows;
}

test.describe('contact form', () => {
  test('shows each rule’s message on submit, tied to its field, and focuses the first', async ({ page }) => {
    await openForm(page, 'contact');
    await expectRequiredMessages(page, 'contact', contact, [
      'firstName',
      'lastName',
      'email',
      'role',
      'company',
      'companySize',
      'projectBudget',
      'message',
    ]);
    for (const name of ['website', 'phone', 'annualRevenue'] as const) {
      await expect(page.getByLabel(contact.fields[name].label)).not.toHaveAttribute('aria-invalid', 'true');
    }
    expect(await storedByEmail('')).toEqual([]);
  });

  test('checks a field on blur, checks filled optional fields, and clears the error once fixed', async ({ page }) => {
    await openForm(page, 'contact');
    const first = page.getByLabel(contact.fields.firstName.label);
    await first.fill('Z');
    await first.blur();
    await expect(page.getByText(contact.fields.firstName.message)).toBeVisible();
    await first.fill('Zo');
    await expect(page.getByText(contact.fields.firstName.message)).toBeHidden();

    await page.getByLabel(contact.fields.email.label).fill('not-an-address');
    await page.getByLabel(contact.fields.email.label).blur();
    await expect(page.getByText(contact.fields.email.message)).toBeVisible();
    await page.getByLabel(contact.fields.phone.label).fill('call me');
    await page.getByLabel(contact.fields.phone.label).blur();
    await expect(page.getByText(contact.fields.phone.message)).toBeVisible();
    await page.getByLabel(contact.fields.website.label).fill('not a site');
    await page.getByLabel(contact.fields.website.label).blur();
    await expect(page.getByText(contact.fields.website.message)).toBeVisible();
  });

  test(
    'sends once, shows "Sending...", resets with the success toast, and the inbox has it',
    { tag: INBOX_TAG },
    async ({ page }) => {
      const email = unique('contact');
      await openForm(page, 'contact');
      await fillForm(page, 'contact', email);
      const rows = await sendOnce(page, 'contact', email);
      expect(rows[0]?.form).toBe('contact');
      expect(rows[0]?.payload).toMatchObject({
        firstName: 'Zoë',
        website: 'https://acme.co.uk',
        formType: 'contact',
        source: 'website',
        companySize: expect.any(String),
        submissionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    },
  );

  test('a failing endpoint keeps every value and shows the server’s message', async ({ page }) => {
    await openForm(page, 'contact');
    const email = unique('failing');
    await fillForm(page, 'contact', email);
    await page.route('**/api/forms/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, error: 'The inbox is down for maintenance.' }),
      }),
    );
    await page.getByRole('button', { name: contact.button.idle }).click();
    await expect(toast(page)).toContainText(contact.error.title);
    await expect(toast(page)).toContainText('The inbox is down for maintenance.');
    await expect(page.getByLabel(contact.fields.email.label)).toHaveValue(email);
    await expect(page.getByLabel(contact.fields.message.label)).toHaveValue(/re-type every order/);
    await expect(page.getByLabel(contact.fields.companySize.label)).not.toHaveValue('');
  });

  test('with no answer at all it shows the default failure text and keeps the values', async ({ page }) => {
    await openForm(page, 'contact');
    const email = unique('offline');
    await fillForm(page, 'contact', email);
    await page.route('**/api/forms/contact', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await page.getByRole('button', { name: contact.button.idle }).click();
    await expect(toast(page)).toContainText(contact.error.fallback);
    await expect(page.getByLabel(contact.fields.email.label)).toHaveValue(email);
  });

  test('a filled honeypot is answered as success and never stored', { tag: INBOX_TAG }, async ({ page }) => {
    await openForm(page, 'contact');
    const email = unique('bot');
    await fillForm(page, 'contact', email);
    await page.locator(`input[name="${HONEYPOT_FIELD}"]`).fill('http://spam.example', { force: true });
    await page.getByRole('button', { name: contact.button.idle }).click();
    await expect(toast(page)).toContainText(contact.success.title);
    expect(await storedByEmail(email)).toEqual([]);
  });
});

test.describe('support form', () => {
  test('shows each rule’s message, tied to its field', async ({ page }) => {
    await openForm(page, 'support');
    await expectRequiredMessages(page, 'support', support, ['name', 'email', 'issueType', 'priority', 'message']);
  });

  test(
    'submits with "Submitting...", resets with the success toast, and the inbox has it',
    { tag: INBOX_TAG },
    async ({ page }) => {
      const email = unique('support');
      await openForm(page, 'support');
      await fillForm(page, 'support', email);
      const rows = await sendOnce(page, 'support', email);
      await expect(formField(page, 'support', support.fields.name.label)).toHaveValue('');
      expect(rows[0]?.payload).toMatchObject({
        name: '李雷',
        formType: 'support',
        priority: 'p2',
        issueType: expect.any(String),
      });
    },
  );

  test('a failing endpoint keeps the values and shows the default text when the server says nothing', async ({
    page,
  }) => {
    await openForm(page, 'support');
    const email = unique('support-fail');
    await fillForm(page, 'support', email);
    await page.route('**/api/forms/support', (route) => route.fulfill({ status: 502, body: '' }));
    await page.getByRole('button', { name: support.button.idle }).click();
    await expect(toast(page)).toContainText(support.error.fallback);
    await expect(page.getByLabel(support.fields.email.label, { exact: true })).toHaveValue(email);
  });

  test('shows the critical-call badge, the four priorities, and links to /contact and /docs', async ({ page }) => {
    await openForm(page, 'support');
    await expect(page.getByRole('link', { name: /^\+44/ })).toHaveAttribute('href', /^tel:\+44/);
    // Beside "Call us now", when the line is answered on each level (content/supportLevels.ts).
    const badge = page.getByText(forms.supportPage.criticalBadge.callText).locator('xpath=ancestor::p[1]');
    await expect(badge).toContainText(forms.supportPage.criticalBadge.hours);
    for (const priority of forms.priorities) {
      const heading = page.getByRole('heading', { name: priority.label, exact: true });
      await expect(heading).toBeVisible();
      // Each card states its own target (the table of targets by level below repeats it per level).
      const card = page.getByRole('listitem').filter({ has: heading });
      await expect(card.getByText(priority.response, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('main').locator('a[href="/contact"]')).toHaveCount(1);
    await expect(page.getByRole('main').locator('a[href="/docs"]')).toHaveCount(1);
  });
});
