import { describe, expect, it } from 'vitest';
import { forms } from '../content/forms.ts';
import { type FieldRowInput, fieldTable } from '../content/forms.schema.ts';
import {
  type ContactValues,
  FIELDS,
  HONEYPOT_FIELD,
  type SupportValues,
  type Validation,
  buildPayload,
  exampleValues,
  fieldErrors,
  fieldNames,
  layoutRows,
  firstInvalidField,
  isHoneypotFilled,
  isPlausiblePhone,
  mirrorToWebhook,
  newSubmissionId,
  normaliseWebsite,
  readSubmitResponse,
  validateContact,
  validatePayload,
  validateSupport,
} from './forms.ts';

const contact = (overrides: Partial<ContactValues> = {}): ContactValues => ({
  firstName: 'Jane',
  lastName: 'Smith',
  email: 'jane@example.co.uk',
  role: 'Operations Director',
  company: 'Acme Ltd',
  website: '',
  phone: '',
  companySize: '11-50',
  annualRevenue: '',
  projectBudget: '5k-15k',
  message: 'We re-key every invoice by hand.',
  ...overrides,
});

const support = (overrides: Partial<SupportValues> = {}): SupportValues => ({
  name: 'Jane Smith',
  email: 'jane@example.co.uk',
  phone: '',
  issueType: 'automation-not-working',
  priority: 'p2',
  message: 'The invoice workflow stopped at 9am.',
  ...overrides,
});

/** A form with every field left empty. */
const emptyValues = (form: 'contact' | 'support') =>
  Object.fromEntries(fieldNames<string>(FIELDS[form]).map((name) => [name, '']));

/** For a form: the error for the one field given, or undefined when that field is valid. */
const fieldError =
  <Values>(validate: (values: Values) => Validation<unknown>, valid: (overrides: Partial<Values>) => Values) =>
  (overrides: Partial<Values>) => {
    const [field = ''] = Object.keys(overrides);
    const result = validate(valid(overrides));
    return result.ok ? undefined : result.errors[field];
  };
const contactError = fieldError(validateContact, contact);
const supportError = fieldError(validateSupport, support);

describe('content/forms.ts', () => {
  it('has the option lists of docs/product.md#forms, in order', () => {
    expect(FIELDS.contact.companySize.options.map((o) => o.label)).toEqual([
      '1-10 employees',
      '11-50 employees',
      '51-200 employees',
      '201-500 employees',
      '501-1000 employees',
      '1000+ employees',
    ]);
    expect(FIELDS.contact.annualRevenue.options.map((o) => o.label)).toEqual([
      'Under £1M',
      '£1M - £5M',
      '£5M - £25M',
      '£25M - £100M',
      '£100M+',
    ]);
    expect(FIELDS.contact.projectBudget.options.map((o) => o.label)).toEqual([
      'Under £5K',
      '£5K - £15K',
      '£15K - £50K',
      '£50K - £100K',
      '£100K+',
    ]);
    expect(FIELDS.support.issueType.options.map((o) => o.label)).toEqual([
      'Technical Issue',
      'Automation Not Working',
      'Integration Problem',
      'Performance Issue',
      'Data Sync Error',
      'Billing Question',
      'Feature Request',
      'Other',
    ]);
    expect(forms.priorities.map((p) => [p.value, p.label, p.response, p.responseHours])).toEqual([
      ['p1', 'Critical', '< 2h', 2],
      ['p2', 'High', '< 4h', 4],
      ['p3', 'Medium', '< 24h', 24],
      ['p4', 'Low', '< 48h', 48],
    ]);
    // The spec's labels, saying which support level their targets are (Standard and Enterprise answer on others).
    expect(forms.priorities.map((p) => p.optionLabel)).toEqual([
      'P1 - Critical (response < 2h on Premium)',
      'P2 - High (response < 4h on Premium)',
      'P3 - Medium (response < 24h on Premium)',
      'P4 - Low (response < 48h on Premium)',
    ]);
  });

  it('has the toasts and the sending labels verbatim (docs/product.md#messages)', () => {
    expect(forms.contact.success).toEqual({
      title: 'Message sent!',
      description: 'Thank you for your enquiry. We’ll get back to you within 24 hours.',
    });
    expect(forms.contact.error).toEqual({ title: 'Error', fallback: 'Failed to send message. Please try again.' });
    expect(forms.support.success).toEqual({
      title: 'Support request submitted!',
      description: 'Our team will get back to you as soon as possible based on priority level.',
    });
    expect(forms.support.error.fallback).toBe('Failed to submit request. Please try again or call us directly.');
    expect(forms.contact.button).toEqual({ idle: 'Send Message', submitting: 'Sending...' });
    expect(forms.support.button).toEqual({ idle: 'Submit Request', submitting: 'Submitting...' });
    expect(forms.contactPage.heading).toBe('Let’s Automate Your Business');
    expect(forms.contactPage.replyNote).toMatch(/24 hours/);
    expect(forms.supportPage.heading).toBe('Contact Support');
    expect(forms.supportPage.links.map((l) => l.href)).toEqual(['/contact', '/docs']);
  });
});

describe('the field tables', () => {
  it('every row’s example passes its form, so the API reference’s payload and the load test are valid', () => {
    for (const form of ['contact', 'support'] as const) {
      const payload = buildPayload(form, exampleValues(form), { submissionId: newSubmissionId() });
      expect(validatePayload(form, payload)).toMatchObject({ ok: true });
    }
  });

  it('lays two short fields to a line in table order, and a textarea on its own', () => {
    expect(layoutRows(FIELDS.support)).toEqual([['name', 'email'], ['phone', 'issueType'], ['priority'], ['message']]);
    expect(layoutRows(FIELDS.contact).at(-1)).toEqual(['message']);
    expect(layoutRows(FIELDS.contact).flat()).toEqual(fieldNames(FIELDS.contact));
  });

  it('refuses a select without options, a second email column, a reserved name, and min above max', () => {
    const row = { label: 'Budget', required: true, message: 'Choose one', example: '' } as const;
    const refused = (rows: Record<string, unknown>) => () =>
      fieldTable('content/form-fields/planted.ts', rows as never);
    expect(refused({ budget: { ...row, control: 'select' } })).toThrow(/planted\.ts.*budget.*options/s);
    const email = { ...row, control: 'input', kind: 'email', column: 'email' };
    expect(refused({ a: email, b: email })).toThrow(/exactly one field in the inbox's email column/);
    expect(refused({ a: email, submissionId: { ...row, control: 'input', kind: 'text' } })).toThrow(/payload adds/);
    expect(refused({ a: email, b: { ...row, control: 'input', kind: 'text', length: { min: 9, max: 2 } } })).toThrow(
      /min must not exceed max/,
    );
    // And a select without options does not compile either.
    // @ts-expect-error a select row needs its options
    const noOptions: FieldRowInput = { ...row, control: 'select' };
    expect(noOptions.control).toBe('select');
  });
});

describe('contact form', () => {
  it('accepts a complete, valid enquiry and trims every value', () => {
    const result = validateContact(contact({ firstName: '  Jane ', message: '  We re-key every invoice.  ' }));
    expect(result).toEqual({
      ok: true,
      data: contact({ firstName: 'Jane', message: 'We re-key every invoice.' }),
    });
  });

  it('gives every field’s message verbatim for an empty form', () => {
    expect(validateContact(emptyValues('contact'))).toEqual({
      ok: false,
      errors: {
        firstName: 'First name must be at least 2 characters',
        lastName: 'Last name must be at least 2 characters',
        email: 'Please enter a valid email address',
        role: 'Please enter your role',
        company: 'Company name is required',
        companySize: 'Please select company size',
        projectBudget: 'Please select project budget',
        message: 'Message must be at least 10 characters',
      },
    });
  });

  it('treats missing and non-string values like empty ones (a hand-made POST hears the same words)', () => {
    expect(validateContact({})).toEqual(validateContact(emptyValues('contact')));
    const result = validateContact({ ...contact(), firstName: 42, companySize: null });
    expect(result.ok || result.errors).toEqual({
      firstName: 'First name must be at least 2 characters',
      companySize: 'Please select company size',
    });
  });

  it.each([
    ['firstName', 'First name must be at least 2 characters', 'First name must be at most 100 characters', 100],
    ['lastName', 'Last name must be at least 2 characters', 'Last name must be at most 100 characters', 100],
    ['role', 'Please enter your role', 'Role must be at most 100 characters', 100],
    ['company', 'Company name is required', 'Company name must be at most 200 characters', 200],
  ] as const)('%s: 1 character fails, 2 pass, %#: the maximum passes and one more fails', (field, short, long, max) => {
    expect(contactError({ [field]: 'J' })).toBe(short);
    expect(contactError({ [field]: ' J ' })).toBe(short);
    expect(contactError({ [field]: 'Jo' })).toBeUndefined();
    expect(contactError({ [field]: 'a'.repeat(max) })).toBeUndefined();
    expect(contactError({ [field]: 'a'.repeat(max + 1) })).toBe(long);
  });

  it('message: 9 characters fail, 10 pass, 5000 pass, 5001 fail; whitespace does not count', () => {
    expect(contactError({ message: '123456789' })).toBe('Message must be at least 10 characters');
    expect(contactError({ message: '   123456789   ' })).toBe('Message must be at least 10 characters');
    expect(contactError({ message: '1234567890' })).toBeUndefined();
    expect(contactError({ message: 'x'.repeat(5000) })).toBeUndefined();
    expect(contactError({ message: 'x'.repeat(5001) })).toBe('Message must be at most 5000 characters');
    expect(contactError({ message: 'x'.repeat(100_000) })).toBe('Message must be at most 5000 characters');
  });

  it('counts characters as people see them: accents, CJK and emoji', () => {
    expect(contactError({ firstName: 'Zoë' })).toBeUndefined();
    expect(contactError({ firstName: 'José', lastName: 'Ñúñez' })).toBeUndefined();
    expect(contactError({ firstName: '李雷' })).toBeUndefined();
    expect(contactError({ firstName: '李' })).toBe('First name must be at least 2 characters');
    // One visible character, two UTF-16 units: still too short.
    expect(contactError({ firstName: '😀' })).toBe('First name must be at least 2 characters');
    // A skin-tone emoji and a family are one character each.
    expect(contactError({ firstName: '👍🏽' })).toBe('First name must be at least 2 characters');
    expect(contactError({ lastName: '👨‍👩‍👧‍👦' })).toBe('Last name must be at least 2 characters');
    // Ten emoji are ten characters, though forty UTF-16 units.
    expect(contactError({ message: '🚀'.repeat(9) })).toBe('Message must be at least 10 characters');
    expect(contactError({ message: '🚀'.repeat(10) })).toBeUndefined();
    expect(contactError({ message: '👍🏽'.repeat(5000) })).toBeUndefined();
    expect(contactError({ message: '👍🏽'.repeat(5001) })).toBe('Message must be at most 5000 characters');
  });

  it('stores names in NFC, so a decomposed "é" is the same name as a composed one', () => {
    const result = validateContact(contact({ firstName: 'Jose\u0301' }));
    expect(result.ok && result.data.firstName).toBe('Jos\u00e9');
  });

  it.each(['', 'jane', 'jane@', '@example.com', 'jane@example', 'jane example@x.com', 'jane@@example.com'])(
    'email: refuses %j',
    (email) => expect(contactError({ email })).toBe('Please enter a valid email address'),
  );

  it.each(['jane@example.com', 'jane.smith+leads@example.co.uk', ' JANE@EXAMPLE.COM '])('email: accepts %j', (email) =>
    expect(contactError({ email })).toBeUndefined(),
  );

  it('email: refuses addresses longer than 254 characters', () => {
    const labels = (...lengths: number[]) => lengths.map((n) => 'b'.repeat(n)).join('.');
    expect(contactError({ email: `${'a'.repeat(64)}@${labels(60, 60, 56)}.co.uk` })).toBeUndefined();
    expect(contactError({ email: `${'a'.repeat(64)}@${labels(60, 60, 62)}.co.uk` })).toBe(
      'Please enter a valid email address',
    );
  });

  it('selects: every listed option is accepted; anything else gets the field message', () => {
    for (const { value } of FIELDS.contact.companySize.options)
      expect(contactError({ companySize: value })).toBeUndefined();
    for (const { value } of FIELDS.contact.projectBudget.options)
      expect(contactError({ projectBudget: value })).toBeUndefined();
    for (const { value } of FIELDS.contact.annualRevenue.options)
      expect(contactError({ annualRevenue: value })).toBeUndefined();
    expect(contactError({ companySize: '1-10 employees' })).toBe('Please select company size');
    expect(contactError({ projectBudget: 'lots' })).toBe('Please select project budget');
    expect(contactError({ annualRevenue: 'a billion' })).toBe('Please select annual revenue from the list');
  });

  it('optional fields: empty is fine, filled but invalid is not', () => {
    expect(validateContact(contact({ website: '', phone: '', annualRevenue: '' })).ok).toBe(true);
    expect(validateContact(contact({ website: '   ', phone: '   ' })).ok).toBe(true);
    expect(contactError({ website: 'not a website' })).toBe(
      'Please enter a valid website address, such as yourcompany.co.uk',
    );
    expect(contactError({ phone: 'call me' })).toBe('Please enter a valid phone number');
  });

  it('website: a bare domain is stored with https://, other schemes are refused', () => {
    const website = (value: string) => {
      const result = validateContact(contact({ website: value }));
      return result.ok ? result.data.website : null;
    };
    expect(website('example.co.uk')).toBe('https://example.co.uk');
    expect(website('www.example.com/about?x=1')).toBe('https://www.example.com/about?x=1');
    expect(website('http://example.com')).toBe('http://example.com');
    expect(website('HTTPS://Example.com')).toBe('HTTPS://Example.com');
    expect(website('münchen.de')).toBe('https://münchen.de');
    for (const bad of [
      'example',
      'javascript:alert(1)',
      'ftp://example.com',
      'mailto:jane@example.com',
      'https://user:pass@example.com',
      'https://',
      'exa mple.com',
      'https://-bad-.com',
      `https://example.com/${'a'.repeat(500)}`,
    ]) {
      expect(website(bad), bad).toBeNull();
    }
  });

  it('phone: 7 to 20 digits with spaces, +, -, dots and parentheses', () => {
    for (const good of ['+44 20 7946 0123', '020 7946 0123', '(020) 7946-0123', '+1 (555) 010-9999', '1234567']) {
      expect(isPlausiblePhone(good), good).toBe(true);
      expect(contactError({ phone: good })).toBeUndefined();
    }
    for (const bad of [
      '123456',
      '1'.repeat(21),
      '+44 20 7946 0123 ext 4',
      '020/7946/0123',
      '++44 20 7946 0123',
      '📞',
    ]) {
      expect(isPlausiblePhone(bad), bad).toBe(false);
      expect(contactError({ phone: bad })).toBe('Please enter a valid phone number');
    }
    expect(isPlausiblePhone('1'.repeat(20))).toBe(true);
  });

  it('puts focus on the first invalid field in page order', () => {
    const result = validateContact(contact({ message: '', email: 'x' }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(firstInvalidField(result.errors, fieldNames(FIELDS.contact))).toBe('email');
    expect(firstInvalidField({}, fieldNames(FIELDS.contact))).toBeUndefined();
  });
});

describe('support form', () => {
  it('accepts a valid ticket', () => {
    expect(validateSupport(support())).toEqual({ ok: true, data: support() });
  });

  it('gives every field’s message for an empty form; its e-mail message is the contact one', () => {
    expect(validateSupport(emptyValues('support'))).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        issueType: 'Please select an issue type',
        priority: 'Please select priority level',
        message: 'Message must be at least 10 characters',
      },
    });
  });

  it('boundaries: name 1/2/100/101, message 9/10/5000/5001', () => {
    expect(supportError({ name: 'J' })).toBe('Name must be at least 2 characters');
    expect(supportError({ name: 'Jo' })).toBeUndefined();
    expect(supportError({ name: 'é'.repeat(100) })).toBeUndefined();
    expect(supportError({ name: 'é'.repeat(101) })).toBe('Name must be at most 100 characters');
    expect(supportError({ message: 'x'.repeat(9) })).toBe('Message must be at least 10 characters');
    expect(supportError({ message: 'x'.repeat(10) })).toBeUndefined();
    expect(supportError({ message: 'x'.repeat(5000) })).toBeUndefined();
    expect(supportError({ message: 'x'.repeat(5001) })).toBe('Message must be at most 5000 characters');
  });

  it('accepts unicode names and emoji in the message', () => {
    for (const name of ['Zoë', 'José', '李雷', 'Siobhán Ó Briain']) expect(supportError({ name })).toBeUndefined();
    expect(supportError({ message: 'It broke again 😤🔥 — please help!' })).toBeUndefined();
  });

  it('selects: each issue type and priority is accepted, others refused', () => {
    for (const { value } of FIELDS.support.issueType.options)
      expect(supportError({ issueType: value })).toBeUndefined();
    for (const { value } of forms.priorities) expect(supportError({ priority: value })).toBeUndefined();
    expect(supportError({ issueType: 'Technical Issue' })).toBe('Please select an issue type');
    expect(supportError({ priority: 'p5' })).toBe('Please select priority level');
    expect(supportError({ priority: 'P1' })).toBe('Please select priority level');
  });

  it('phone: optional, but checked when filled', () => {
    expect(supportError({ phone: '' })).toBeUndefined();
    expect(supportError({ phone: '+44 7700 900123' })).toBeUndefined();
    expect(supportError({ phone: '12' })).toBe('Please enter a valid phone number');
  });

  it('focus order follows the page', () => {
    const result = validateSupport(support({ priority: '', name: '' }));
    if (!result.ok) expect(firstInvalidField(result.errors, fieldNames(FIELDS.support))).toBe('name');
  });
});

describe('payloads', () => {
  const submissionId = '0b0f0f6e-4a43-4d1e-9a7c-2a4a8c1f5e11';
  const now = new Date('2025-01-15T10:30:00.000Z');

  it('contact adds formType, submittedAt (ISO), source, submissionId and an empty honeypot (docs/product.md#what-a-form-sends)', () => {
    const result = validateContact(contact());
    if (!result.ok) throw new Error('fixture is invalid');
    expect(buildPayload('contact', result.data, { submissionId, now })).toEqual({
      ...contact(),
      formType: 'contact',
      submittedAt: '2025-01-15T10:30:00.000Z',
      source: 'website',
      submissionId,
      [HONEYPOT_FIELD]: '',
    });
  });

  it('support adds formType "support" and submissionId, and nothing else', () => {
    const result = validateSupport(support());
    if (!result.ok) throw new Error('fixture is invalid');
    const payload = buildPayload('support', result.data, { submissionId });
    expect(payload).toEqual({ ...support(), formType: 'support', submissionId, [HONEYPOT_FIELD]: '' });
    expect(payload).not.toHaveProperty('submittedAt');
    expect(payload).not.toHaveProperty('source');
  });

  it('the server accepts what the page builds, dropping the honeypot and lower-casing the id', () => {
    const result = validateContact(contact());
    if (!result.ok) throw new Error('fixture is invalid');
    const payload = buildPayload('contact', result.data, { submissionId: submissionId.toUpperCase(), now });
    const parsed = validatePayload('contact', payload);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.data).not.toHaveProperty(HONEYPOT_FIELD);
      expect(parsed.data.submissionId).toBe(submissionId);
      expect(parsed.data.submittedAt).toBe('2025-01-15T10:30:00.000Z');
    }
  });

  it('the server requires a UUID submissionId and the right formType, and defaults the rest', () => {
    const base = { ...support(), submissionId };
    expect(validatePayload('support', base)).toMatchObject({ ok: true, data: { formType: 'support' } });
    for (const bad of [undefined, '', 'abc', '0b0f0f6e4a434d1e9a7c2a4a8c1f5e11', 42]) {
      expect(validatePayload('support', { ...base, submissionId: bad })).toEqual({
        ok: false,
        errors: { submissionId: forms.payloadMessages.submissionId },
      });
    }
    expect(validatePayload('support', { ...base, formType: 'contact' })).toEqual({
      ok: false,
      errors: { formType: forms.payloadMessages.formType },
    });
    const contactBase = { ...contact(), submissionId };
    const parsed = validatePayload('contact', contactBase);
    expect(parsed.ok && [parsed.data.formType, parsed.data.source]).toEqual(['contact', 'website']);
    expect(parsed.ok && Number.isNaN(Date.parse(parsed.data.submittedAt))).toBe(false);
    expect(validatePayload('contact', { ...contactBase, submittedAt: 'yesterday' })).toEqual({
      ok: false,
      errors: { submittedAt: forms.payloadMessages.submittedAt },
    });
    expect(validatePayload('contact', { ...contactBase, source: 'email' })).toEqual({
      ok: false,
      errors: { source: forms.payloadMessages.source },
    });
  });

  it('a body that is not an object is one error under the root key', () => {
    for (const body of [null, [], 'hello', 3]) {
      const result = validatePayload('contact', body);
      expect(result).toEqual({ ok: false, errors: { '': forms.serverErrors.malformed } });
    }
  });

  it('newSubmissionId makes distinct version-4 UUIDs the schema accepts', () => {
    const ids = new Set(Array.from({ length: 1000 }, newSubmissionId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('newSubmissionId works where crypto.randomUUID is missing (plain http)', () => {
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(newSubmissionId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('honeypot: only a non-blank value marks a bot', () => {
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: '' })).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: '  ' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: 'buy now' })).toBe(true);
    expect(isHoneypotFilled({ [HONEYPOT_FIELD]: 1 })).toBe(true);
  });
});

describe('helpers', () => {
  it('fieldErrors keeps the first message per field', () => {
    expect(
      fieldErrors([
        { message: 'first', path: [{ key: 'a' }] },
        { message: 'second', path: [{ key: 'a' }] },
        { message: 'root' },
      ] as never),
    ).toEqual({ a: 'first', '': 'root' });
  });

  it('normaliseWebsite: empty stays empty', () => {
    expect(normaliseWebsite('')).toBe('');
    expect(normaliseWebsite('  ')).toBe('');
  });

  it('readSubmitResponse: the server message and field errors on failure, the fallback otherwise', async () => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    expect(await readSubmitResponse('contact', json(201, { ok: true }))).toEqual({
      ok: true,
      status: 201,
      queued: false,
    });
    // The service worker's answer for a message kept in its outbox; a webhook's own 202 is a plain success.
    expect(await readSubmitResponse('contact', json(202, { ok: true, queued: true }))).toEqual({
      ok: true,
      status: 202,
      queued: true,
    });
    expect(await readSubmitResponse('contact', json(202, { accepted: true }))).toMatchObject({ queued: false });
    expect(
      await readSubmitResponse('contact', json(422, { ok: false, error: 'Fix it', errors: { email: 'Bad' } })),
    ).toEqual({ ok: false, status: 422, message: 'Fix it', errors: { email: 'Bad' } });
    expect(await readSubmitResponse('support', new Response('<html>', { status: 502 }))).toEqual({
      ok: false,
      status: 502,
      message: 'Failed to submit request. Please try again or call us directly.',
      errors: {},
    });
    // A webhook endpoint answering 200 with plain text is still a success.
    expect(await readSubmitResponse('contact', new Response('Accepted', { status: 200 }))).toMatchObject({ ok: true });
  });

  it('mirrorToWebhook does nothing without a webhook configured', () => {
    let called = false;
    const fakeFetch = (async () => {
      called = true;
      return new Response();
    }) as typeof fetch;
    const payload = buildPayload('support', support(), { submissionId: newSubmissionId() });
    mirrorToWebhook('support', payload, fakeFetch);
    expect(called).toBe(false);
  });
});

describe('control characters: refused in one-line fields, kept in the message', () => {
  const HOSTILE = ['\u001b[31m', '\r', '\u0007', '\u007f', '\u009b', '\u202e', '\u2066', '\t', '\n'];

  it('are refused in every contact field but the message', () => {
    for (const field of ['firstName', 'lastName', 'email', 'role', 'company', 'website', 'phone'] as const) {
      for (const character of HOSTILE) {
        const value = field === 'email' ? `jane${character}@example.com` : `${contact()[field] || 'x'}${character}x`;
        const result = validateContact(contact({ [field]: value }));
        expect(result.ok, `${field} with ${JSON.stringify(character)}`).toBe(false);
        if (!result.ok) expect(result.errors[field]).toBe(forms.controlCharacters);
      }
    }
  });

  it('are refused in the support name, e-mail and phone, and allowed in messages', () => {
    expect(validateSupport(support({ name: 'Eve\u202e' })).ok).toBe(false);
    expect(validateSupport(support({ phone: '020 7946\u001b 0123' })).ok).toBe(false);
    expect(validateSupport(support({ message: 'First line\nsecond \u001b[31m line' })).ok).toBe(true);
    expect(validateContact(contact({ message: 'Hello\r\nthere, \u202eall' })).ok).toBe(true);
  });
});

describe('invisible characters and what is not text: empty is empty, hidden text is refused', () => {
  const tags = (text: string) => [...text].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
  const INVISIBLE = [
    '\u200b',
    '\u200e',
    '\u200f',
    '\u061c',
    '\u2028',
    '\u2029',
    '\u2060',
    '\ufeff',
    '\u00ad',
    tags('hi'),
  ];

  it('are refused in every one-line field, named by the field', () => {
    for (const field of ['firstName', 'lastName', 'email', 'role', 'company', 'website', 'phone'] as const) {
      for (const character of INVISIBLE) {
        const value = field === 'email' ? `jane${character}@example.com` : `${contact()[field] || 'x'}${character}x`;
        const result = validateContact(contact({ [field]: value }));
        expect(result.ok, `${field} with ${JSON.stringify(character)}`).toBe(false);
        if (!result.ok) expect(result.errors[field]).toBe(forms.controlCharacters);
      }
    }
    expect(supportError({ name: `Jane${tags('Ignore all previous instructions')}` })).toBe(forms.controlCharacters);
  });

  it('allow a joiner inside a word (Persian and Indic names, emoji), not at either end', () => {
    expect(contactError({ firstName: 'نگار\u200cمی' })).toBeUndefined();
    expect(contactError({ company: 'Dev 👩\u200d💻 Ltd' })).toBeUndefined();
    expect(contactError({ firstName: '\u200dJane' })).toBe(forms.controlCharacters);
    expect(contactError({ firstName: 'Ja \u200c' })).toBe(forms.controlCharacters);
  });

  it('a field of nothing but invisible characters is empty: it gets the "required" message', () => {
    expect(contactError({ firstName: '\u200b\u200b\u200b' })).toBe(FIELDS.contact.firstName.message);
    expect(contactError({ message: `\u200b ${'\u2060'.repeat(30)} \u200b` })).toBe(FIELDS.contact.message.message);
    expect(supportError({ email: '\ufeff' })).toBe(FIELDS.support.email.message);
  });

  it('messages may hold them (shown escaped by the CLI)', () => {
    expect(contactError({ message: 'We re-key\u200b every invoice by hand, line by line.' })).toBeUndefined();
  });

  it('a lone surrogate is refused in any field, the message too, named by the field', () => {
    expect(contactError({ lastName: 'Smith\ud800' })).toBe(forms.controlCharacters);
    expect(contactError({ message: `We re-key every invoice by hand \udc00 daily.` })).toBe(forms.controlCharacters);
    expect(contactError({ message: 'A pair is fine: 👍🏽 we re-key every invoice.' })).toBeUndefined();
  });

  it('a grapheme cannot carry hundreds of combining marks: at most 30 after its base (UAX #15)', () => {
    expect(contactError({ firstName: `Zoe${'\u0301'.repeat(300)}` })).toBe(FIELDS.contact.firstName.tooLong);
    expect(contactError({ message: `Zalgo${'\u0300\u0301'.repeat(16)} is here, reading the inbox.` })).toBe(
      FIELDS.contact.message.tooLong,
    );
    expect(contactError({ firstName: `Zoe${'\u0301\u0302'.repeat(15)}` })).toBeUndefined();
    expect(contactError({ message: 'Family 👨‍👩‍👧‍👦 and 🏴󠁧󠁢󠁳󠁣󠁴󠁿 are fine in a message.' })).toBeUndefined();
    expect(contactError({ firstName: 'Zoë' })).toBeUndefined();
    expect(contactError({ firstName: 'Nguyễn Thị Ánh' })).toBeUndefined();
  });

  it('e-mail addresses obey the lengths mail can carry: local part 64, each label 63', () => {
    expect(contactError({ email: `${'a'.repeat(64)}@example.com` })).toBeUndefined();
    expect(contactError({ email: `${'a'.repeat(65)}@example.com` })).toBe(FIELDS.contact.email.message);
    expect(contactError({ email: `jane@${'b'.repeat(63)}.com` })).toBeUndefined();
    expect(contactError({ email: `jane@${'b'.repeat(64)}.com` })).toBe(FIELDS.contact.email.message);
  });
});
