/**
 * The forms before and without scripts (docs/decisions/0017-forms-work-without-scripts.md): what a visitor types while
 * the page's scripts are still loading is kept, and a browser with JavaScript off sends both forms as plain posts.
 */
import { expect } from '@playwright/test';
import { forms } from '../../content/forms.ts';
import { FIELDS, confirmationPath } from '../../lib/forms.ts';
import { INBOX_TAG, fillForm, storedByEmail, test, toast, unique } from './formHelpers.ts';
import { holdScripts } from './helpers.ts';

const contact = { ...forms.contact, fields: FIELDS.contact };
const support = { ...forms.support, fields: FIELDS.support };

// What was typed survives hydration whatever the screen: the desktop project's run is the test.
test.describe('typing before the scripts run', () => {
  test('every value typed before hydration is still there after it, and Send delivers it once', async ({
    page,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', 'CPU throttling is a Chromium DevTools feature');
    test.setTimeout(60_000);
    const client = await page.context().newCDPSession(page);
    await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Until the typing is done, so all of it surely comes first.
    const release = await holdScripts(page, 'chunks');
    const island = page.locator('site-island[data-island="ContactForm"]');
    const email = unique('before-hydration');
    await page.goto('/contact', { waitUntil: 'commit' });
    await expect(page.getByLabel(contact.fields.firstName.label)).toBeVisible();
    // Key by key, as a person types, as soon as the form is on screen.
    await fillForm(page, 'contact', email, { typing: true });
    // The proof that all of it was typed before the form woke.
    await expect(island).not.toHaveAttribute('data-state', 'hydrated');
    release();

    await expect(island).toHaveAttribute('data-state', 'hydrated', { timeout: 30_000 });
    const f = contact.fields;
    await expect(page.getByLabel(f.firstName.label)).toHaveValue('Zoë');
    await expect(page.getByLabel(f.lastName.label)).toHaveValue('Łukasiewicz');
    await expect(page.getByLabel(f.email.label)).toHaveValue(email);
    await expect(page.getByLabel(f.role.label)).toHaveValue('Operations Director');
    await expect(page.getByLabel(f.company.label)).toHaveValue('Acme Widgets Ltd');
    await expect(page.getByLabel(f.website.label)).toHaveValue('acme.co.uk');
    await expect(page.getByLabel(f.phone.label)).toHaveValue('+44 20 7946 0999');
    await expect(page.getByLabel(f.companySize.label)).toHaveValue('11-50');
    await expect(page.getByLabel(f.message.label)).toHaveValue(
      'We re-type every order into Xero. 🙂 Can you automate it?',
    );

    await page.getByRole('button', { name: contact.button.idle }).click();
    await expect(toast(page)).toContainText(contact.success.title, { timeout: 15_000 });
    await expect.poll(() => storedByEmail(email)).toHaveLength(1);
    expect((await storedByEmail(email))[0]?.payload).toMatchObject({
      firstName: 'Zoë',
      lastName: 'Łukasiewicz',
      company: 'Acme Widgets Ltd',
      website: 'https://acme.co.uk',
      companySize: '11-50',
    });
    await client.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the contact form posts itself, is stored once and shows the confirmation page',
    { tag: INBOX_TAG },
    async ({ page }) => {
      const email = unique('no-js-contact');
      await page.goto('/contact');
      const send = page.getByRole('button', { name: contact.button.idle });
      await expect(send).toBeEnabled();
      await fillForm(page, 'contact', email, { typing: true });
      await send.click();
      await expect(page).toHaveURL(new RegExp(`${confirmationPath('contact')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.success.title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const rows = await storedByEmail(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.payload).toMatchObject({ formType: 'contact', source: 'website', firstName: 'Zoë' });
    },
  );

  test('the support form posts itself and is stored once, even sent twice', { tag: INBOX_TAG }, async ({ page }) => {
    const email = unique('no-js-support');
    for (let i = 0; i < 2; i++) {
      await page.goto('/contact-support');
      await fillForm(page, 'support', email);
      await page.getByRole('button', { name: support.button.idle }).click();
      await expect(page).toHaveURL(new RegExp(`${confirmationPath('support')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(support.success.title);
    }
    expect(await storedByEmail(email)).toHaveLength(1);
  });

  test('the browser enforces the spec’s rules: an incomplete form is not sent', async ({ page }) => {
    const email = unique('no-js-invalid');
    await page.goto('/contact');
    await page.getByLabel(contact.fields.firstName.label).fill('Z');
    await page.getByLabel(contact.fields.email.label).fill(email);
    await page.getByRole('button', { name: contact.button.idle }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(
      await page.getByLabel(contact.fields.firstName.label).evaluate((input: HTMLInputElement) => input.validity.valid),
    ).toBe(false);
    expect(await storedByEmail(email)).toEqual([]);
  });

  test('each form declares the spec’s native constraints', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form[method="post"][action="/api/forms/contact"]');
    await expect(form).toHaveCount(1);
    await expect(form).not.toHaveAttribute('novalidate');
    const f = contact.fields;
    for (const [label, min] of [
      [f.firstName.label, '2'],
      [f.lastName.label, '2'],
      [f.role.label, '2'],
      [f.company.label, '2'],
      [f.message.label, '10'],
    ] as const) {
      await expect(page.getByLabel(label)).toHaveAttribute('minlength', min);
      await expect(page.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(page.getByLabel(f.email.label)).toHaveAttribute('type', 'email');
    for (const label of [f.companySize.label, f.projectBudget.label])
      await expect(page.getByLabel(label)).toHaveAttribute('required', '');
    for (const label of [f.website.label, f.phone.label, f.annualRevenue.label])
      await expect(page.getByLabel(label)).not.toHaveAttribute('required');

    await page.goto('/contact-support');
    await expect(page.locator('form[method="post"][action="/api/forms/support"]')).toHaveCount(1);
    await expect(page.getByLabel(support.fields.name.label, { exact: true })).toHaveAttribute('minlength', '2');
    await expect(page.getByLabel(support.fields.message.label, { exact: true })).toHaveAttribute('minlength', '10');
  });
});
