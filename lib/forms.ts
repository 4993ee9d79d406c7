/**
 * The two enquiry forms without a framework: one valibot schema per form (SPEC §5 rules, messages from
 * content/forms.ts), the payloads they post (SPEC §3 plus `submissionId`, DESIGN decision 7), and helpers to
 * read the inbox API's answer. The pages, the local server, the service worker and the tests all use these,
 * so a rule exists once.
 */
import * as v from 'valibot';
import { forms } from '../content/forms.ts';
import { site } from '../content/site.ts';

export const FORM_TYPES = ['contact', 'support'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const isFormType = (value: unknown): value is FormType => FORM_TYPES.includes(value as FormType);

/**
 * The honeypot: a text field hidden from people that bots fill in. A name that no browser or password manager
 * autofills (autofill heuristics match name, email, phone, company, url, website, address…), so a real
 * visitor never trips it. A filled one is answered as a success and never stored.
 */
export const HONEYPOT_FIELD = 'contactMeByFax';

/** Fields in the order they appear on the page, so focus can move to the first invalid one. */
export const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'role',
  'company',
  'website',
  'phone',
  'companySize',
  'annualRevenue',
  'projectBudget',
  'message',
] as const;
export const SUPPORT_FIELDS = ['name', 'email', 'phone', 'issueType', 'priority', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type SupportField = (typeof SUPPORT_FIELDS)[number];

/** What the page holds: every control's value as a string. */
export type ContactValues = Record<ContactField, string>;
export type SupportValues = Record<SupportField, string>;

export const emptyContactValues = (): ContactValues =>
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as ContactValues;
export const emptySupportValues = (): SupportValues =>
  Object.fromEntries(SUPPORT_FIELDS.map((field) => [field, ''])) as SupportValues;

const { limits } = forms;
const optionValues = (list: readonly { value: string }[]): string[] => list.map((option) => option.value);

// A missing or non-string value gets the field's own message rather than valibot's "Invalid type", so a
// client that leaves a field out hears the same words as a visitor who leaves it empty.
const input = (message: string) => v.pipe(v.optional(v.string(message), ''), v.trim(), v.normalize('NFC'));

// Lengths count what a person sees as characters (graphemes): "Zoë", "李雷" and "👍🏽" are 3, 2 and 1 whatever
// their encoding. The 32 KB body limit of the API bounds bytes separately.
const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  v.pipe(input(tooShort), v.minGraphemes(min, tooShort), v.maxGraphemes(max, tooLong));

const email = (message: string) =>
  v.pipe(input(message), v.nonEmpty(message), v.maxLength(limits.emailMax, message), v.email(message));

const choice = (options: readonly { value: string }[], message: string) =>
  v.pipe(input(message), v.picklist(optionValues(options), message));

const optionalChoice = (options: readonly { value: string }[], message: string) => {
  const values = optionValues(options);
  return v.pipe(
    input(message),
    v.check((value) => value === '' || values.includes(value), message),
  );
};

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59})$/i;

/**
 * A website as people type it. A bare domain ("example.co.uk", "www.example.com/about") is accepted and
 * stored with https:// in front: asking a visitor to type a scheme is a needless error. Anything with
 * another scheme, credentials, no dot in the host or spaces is refused.
 */
export function normaliseWebsite(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  if (/\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (!HOSTNAME.test(url.hostname)) return null;
  return withScheme;
}

/**
 * A plausible phone number in any country's notation: digits, spaces, "+", "-", "." and parentheses, with
 * 7 to 20 digits ("+44 (0)20 7946 0123", "020-7946-0123"). Not a proof the line exists; no library can say that.
 */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[0-9\s().-]+$/.test(value) || value.length > 40) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 20;
}

const website = (message: string) =>
  v.pipe(
    input(message),
    v.maxLength(limits.websiteMax, message),
    v.check((value) => normaliseWebsite(value) !== null, message),
    v.transform((value) => normaliseWebsite(value) ?? value),
  );

const phone = (message: string) =>
  v.pipe(
    input(message),
    v.check((value) => value === '' || isPlausiblePhone(value), message),
  );

const cm = forms.contact.messages;
const sm = forms.support.messages;
const pm = forms.payloadMessages;

/** The contact enquiry as the visitor typed it (SPEC §3, §5). Empty optional fields stay as ''. */
export const ContactEnquirySchema = v.object({
  firstName: text(limits.nameMin, limits.nameMax, cm.firstName, cm.firstNameTooLong),
  lastName: text(limits.nameMin, limits.nameMax, cm.lastName, cm.lastNameTooLong),
  email: email(cm.email),
  role: text(limits.nameMin, limits.roleMax, cm.role, cm.roleTooLong),
  company: text(limits.nameMin, limits.companyMax, cm.company, cm.companyTooLong),
  website: website(cm.website),
  phone: phone(cm.phone),
  companySize: choice(forms.options.companySize, cm.companySize),
  annualRevenue: optionalChoice(forms.options.annualRevenue, cm.annualRevenue),
  projectBudget: choice(forms.options.projectBudget, cm.projectBudget),
  message: text(limits.messageMin, limits.messageMax, cm.message, cm.messageTooLong),
});
export type ContactEnquiry = v.InferOutput<typeof ContactEnquirySchema>;

/** The support ticket as the visitor typed it (SPEC §3, §5). */
export const SupportTicketSchema = v.object({
  name: text(limits.nameMin, limits.nameMax, sm.name, sm.nameTooLong),
  email: email(sm.email),
  phone: phone(sm.phone),
  issueType: choice(forms.options.issueType, sm.issueType),
  priority: choice(forms.options.priority, sm.priority),
  message: text(limits.messageMin, limits.messageMax, sm.message, sm.messageTooLong),
});
export type SupportTicket = v.InferOutput<typeof SupportTicketSchema>;

// Lower-cased so a retry that changes only the case of its id is still recognised as the same submission.
const SubmissionId = v.pipe(
  v.optional(v.string(pm.submissionId), ''),
  v.trim(),
  v.uuid(pm.submissionId),
  v.toLowerCase(),
);
const SubmittedAt = v.optional(v.pipe(v.string(pm.submittedAt), v.isoTimestamp(pm.submittedAt)), () =>
  new Date().toISOString(),
);

/**
 * What the contact form posts and the inbox stores: the enquiry plus formType, submittedAt and source
 * (SPEC §3) and the submission's id. The added fields default when a client leaves them out, but a wrong
 * value is an error; unknown keys (the honeypot among them) are dropped.
 */
export const ContactPayloadSchema = v.object({
  ...ContactEnquirySchema.entries,
  formType: v.optional(v.literal('contact', pm.formType), 'contact'),
  submittedAt: SubmittedAt,
  source: v.optional(v.literal('website', pm.source), 'website'),
  submissionId: SubmissionId,
});
export type ContactPayload = v.InferOutput<typeof ContactPayloadSchema>;

/** What the support form posts and the inbox stores: the ticket plus formType "support" and the id. */
export const SupportPayloadSchema = v.object({
  ...SupportTicketSchema.entries,
  formType: v.optional(v.literal('support', pm.formType), 'support'),
  submissionId: SubmissionId,
});
export type SupportPayload = v.InferOutput<typeof SupportPayloadSchema>;

export type FormPayload = ContactPayload | SupportPayload;

/** A payload as it goes over the wire: with the honeypot's value, '' for people. */
export type Outgoing<P> = P & { [HONEYPOT_FIELD]: string };

/** `{ field: message }`, the first message per field; a problem with the whole value sits under `''`. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

function validate<S extends v.GenericSchema>(schema: S, values: unknown): Validation<v.InferOutput<S>> {
  // valibot's object() takes arrays too; a body that is not a record is unreadable, not a set of empty fields.
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    return { ok: false, errors: { '': forms.serverErrors.malformed } };
  }
  const result = v.safeParse(schema, values);
  return result.success ? { ok: true, data: result.output } : { ok: false, errors: fieldErrors(result.issues) };
}

/** Check the contact form's values; on failure, one message per invalid field. */
export const validateContact = (values: unknown): Validation<ContactEnquiry> => validate(ContactEnquirySchema, values);

/** Check the support form's values; on failure, one message per invalid field. */
export const validateSupport = (values: unknown): Validation<SupportTicket> => validate(SupportTicketSchema, values);

/** Check a posted payload (the server's side). */
export function validatePayload(form: 'contact', body: unknown): Validation<ContactPayload>;
export function validatePayload(form: 'support', body: unknown): Validation<SupportPayload>;
export function validatePayload(form: FormType, body: unknown): Validation<FormPayload>;
export function validatePayload(form: FormType, body: unknown): Validation<FormPayload> {
  return form === 'contact' ? validate(ContactPayloadSchema, body) : validate(SupportPayloadSchema, body);
}

/** The first field, in page order, that has an error: where focus goes after a failed submit. */
export function firstInvalidField<F extends string>(errors: FieldErrors, order: readonly F[]): F | undefined {
  return order.find((field) => field in errors);
}

/**
 * A new submission id. Made once per submission and kept across retries, so the inbox stores it once.
 * `crypto.randomUUID` exists only in secure contexts; a page served over plain http from another host
 * falls back to the same version-4 layout built from `getRandomValues`.
 */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = Array.from(crypto.getRandomValues(new Uint8Array(16)));
  // Version 4, variant 10xx (RFC 9562 §5.4).
  const hex = bytes
    .map((byte, i) => (i === 6 ? (byte & 0x0f) | 0x40 : i === 8 ? (byte & 0x3f) | 0x80 : byte))
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface PayloadMeta {
  /** From `newSubmissionId()`, made when the visitor first submits. */
  submissionId: string;
  /** The honeypot control's value; '' (the default) for people. */
  honeypot?: string;
  /** The submission time; now by default. */
  now?: Date;
}

/** The contact payload of SPEC §3: the enquiry plus formType "contact", submittedAt and source "website". */
export function buildContactPayload(enquiry: ContactEnquiry, meta: PayloadMeta): Outgoing<ContactPayload> {
  return {
    ...enquiry,
    formType: 'contact',
    submittedAt: (meta.now ?? new Date()).toISOString(),
    source: 'website',
    submissionId: meta.submissionId,
    [HONEYPOT_FIELD]: meta.honeypot ?? '',
  };
}

/** The support payload of SPEC §3: the ticket plus formType "support". */
export function buildSupportPayload(ticket: SupportTicket, meta: PayloadMeta): Outgoing<SupportPayload> {
  return {
    ...ticket,
    formType: 'support',
    submissionId: meta.submissionId,
    [HONEYPOT_FIELD]: meta.honeypot ?? '',
  };
}

/** True when a posted body's honeypot holds anything but whitespace: a bot. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** Where a form posts: `/api/forms/<form>` by default, or the configured endpoint (content/site.ts). */
export const formEndpoint = (form: FormType): string => site.endpoints[form];

/** The optional webhook that gets a fire-and-forget copy; '' when none is configured. */
export const formWebhook = (form: FormType): string => site.webhooks[form];

/** The inbox API's answer, as the page needs it for its toast. */
export type SubmitResult =
  | {
      ok: true;
      status: number;
      id: number;
      /**
       * Not sent yet: the service worker kept it in its outbox because there was no network, and will send
       * it later (DESIGN decision 8; lib/pwa/outbox.ts).
       */
      queued: boolean;
    }
  | { ok: false; status: number; message: string; errors: FieldErrors };

/** The default failure text of SPEC §8 for a form. */
export const failureFallback = (form: FormType): string => forms[form].error.fallback;

/**
 * Read an endpoint's response: success for any 2xx, otherwise the server's own message (or the form's
 * default text of SPEC §8) and its per-field errors. Webhook endpoints (n8n, Make, Zapier) answer with
 * bodies of their own, so anything unreadable falls back rather than failing.
 */
export async function readSubmitResponse(form: FormType, response: Response): Promise<SubmitResult> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the status alone decides.
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (response.ok) {
    const queued = response.status === 202 && record.queued === true;
    return { ok: true, status: response.status, id: typeof record.id === 'number' ? record.id : 0, queued };
  }
  const message = typeof record.error === 'string' && record.error.trim() !== '' ? record.error : failureFallback(form);
  const errors: FieldErrors = {};
  if (typeof record.errors === 'object' && record.errors !== null) {
    for (const [field, text] of Object.entries(record.errors)) if (typeof text === 'string') errors[field] = text;
  }
  return { ok: false, status: response.status, message, errors };
}

/**
 * Post a payload to the form's endpoint and read the answer. Every HTTP answer resolves. A network failure
 * reaches the page as a `queued` result when the service worker has kept the message in its outbox
 * (DESIGN decision 8), and rejects only without a worker (the first visit, or a browser without one).
 */
export async function submitForm(
  form: FormType,
  payload: Outgoing<FormPayload>,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  const response = await fetchImpl(formEndpoint(form), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  return readSubmitResponse(form, response);
}

/**
 * Copy a payload to the form's webhook, if one is configured, without waiting or failing (SPEC §7: webhook
 * failures are logged only). The honeypot is left out, and a bot's submission is not copied at all.
 */
export function mirrorToWebhook(
  form: FormType,
  payload: Outgoing<FormPayload>,
  fetchImpl: typeof fetch = fetch,
  log: (message: string, error: unknown) => void = (message, error) => console.warn(message, error),
): void {
  const url = formWebhook(form);
  if (url === '' || isHoneypotFilled(payload)) return;
  const { [HONEYPOT_FIELD]: _honeypot, ...clean } = payload;
  fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(clean) })
    .then((response) => {
      if (!response.ok) log(`${form} webhook answered ${response.status}`, null);
    })
    .catch((error: unknown) => log(`${form} webhook failed`, error));
}
