/**
 * The two enquiry forms' logic without content or a framework: the schemas (SPEC §5 "Validation rules": minimum
 * lengths, required choices, a valid address, each field's message) built from the form rules the page is given
 * (lengths, option values, messages), the payloads they post (SPEC §3's "Contact enquiry" and "Support ticket" plus
 * `submissionId`, DESIGN decision 7 "Forms post JSON, and nothing is lost"), and helpers to post and read the
 * answer. Content-free, so a form island ships it to the browser with its rules as props; lib/forms.ts binds it to
 * content/forms.ts for the server, the CLI and the tests. One rule, one place.
 */
import * as v from 'valibot';

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

/** The control each field is: the islands render it, and so does the page a form post without scripts gets back. */
export type FieldKind = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select';
type LimitName = keyof FormRules['limits'];
/** Which limits bound a text field, as native minlength/maxlength. */
export type FieldLength = { min?: LimitName; max: LimitName };

export const FIELD_KINDS: { contact: Record<ContactField, FieldKind>; support: Record<SupportField, FieldKind> } = {
  contact: {
    firstName: 'text',
    lastName: 'text',
    email: 'email',
    role: 'text',
    company: 'text',
    website: 'url',
    phone: 'tel',
    companySize: 'select',
    annualRevenue: 'select',
    projectBudget: 'select',
    message: 'textarea',
  },
  support: { name: 'text', email: 'email', phone: 'tel', issueType: 'select', priority: 'select', message: 'textarea' },
};

export const FIELD_LENGTHS: {
  contact: Partial<Record<ContactField, FieldLength>>;
  support: Partial<Record<SupportField, FieldLength>>;
} = {
  contact: {
    firstName: { min: 'nameMin', max: 'nameMax' },
    lastName: { min: 'nameMin', max: 'nameMax' },
    email: { max: 'emailMax' },
    role: { min: 'nameMin', max: 'roleMax' },
    company: { min: 'nameMin', max: 'companyMax' },
    website: { max: 'websiteMax' },
    message: { min: 'messageMin', max: 'messageMax' },
  },
  support: {
    name: { min: 'nameMin', max: 'nameMax' },
    email: { max: 'emailMax' },
    message: { min: 'messageMin', max: 'messageMax' },
  },
};

/** What the page holds: every control's value as a string. */
export type ContactValues = Record<ContactField, string>;
export type SupportValues = Record<SupportField, string>;

export const emptyContactValues = (): ContactValues =>
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as ContactValues;
export const emptySupportValues = (): SupportValues =>
  Object.fromEntries(SUPPORT_FIELDS.map((field) => [field, ''])) as SupportValues;

/** Everything the schemas need, as plain JSON (content/forms.ts holds the words). */
export type FormRules = {
  limits: {
    nameMin: number;
    nameMax: number;
    roleMax: number;
    companyMax: number;
    emailMax: number;
    websiteMax: number;
    messageMin: number;
    messageMax: number;
  };
  options: {
    companySize: string[];
    annualRevenue: string[];
    projectBudget: string[];
    issueType: string[];
    priority: string[];
  };
  contact: Record<
    | 'firstName'
    | 'firstNameTooLong'
    | 'lastName'
    | 'lastNameTooLong'
    | 'email'
    | 'role'
    | 'roleTooLong'
    | 'company'
    | 'companyTooLong'
    | 'website'
    | 'phone'
    | 'companySize'
    | 'annualRevenue'
    | 'projectBudget'
    | 'message'
    | 'messageTooLong',
    string
  >;
  support: Record<
    'name' | 'nameTooLong' | 'email' | 'phone' | 'issueType' | 'priority' | 'message' | 'messageTooLong',
    string
  >;
  payload: { submissionId: string; submittedAt: string; formType: string; source: string };
  /** A field other than the message holding control characters. */
  controlCharacters: string;
  /** The answer to a body that is not a set of fields at all. */
  malformed: string;
};

/**
 * Characters no name, address or phone number needs and a terminal or a page could be fooled by: C0 and C1
 * controls (escape sequences, a bare carriage return), DEL, and the bidirectional overrides and isolates
 * that reorder what is shown. Every field but the message refuses them; the message may hold line breaks,
 * and is shown escaped wherever it is printed (cli/output/terminal.ts).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Invisible characters: Unicode's format characters (zero-width space, joiners, LRM, RLM and ALM, the word
 * joiner, the byte-order mark, soft hyphens, the TAG characters U+E0000-E007F that can smuggle hidden text)
 * and the line and paragraph separators U+2028/2029. Shown nowhere, they make one name look like another
 * and carry text nobody reading the inbox sees.
 */
const INVISIBLE = /[\p{Cf}\u2028\u2029]/gu;
const AN_INVISIBLE = /[\p{Cf}\u2028\u2029]/u;

/**
 * The zero-width non-joiner and joiner are spelling in Persian and Indic names ("می‌خواهم") and glue emoji
 * together (👩‍💻): allowed between two visible characters, refused anywhere else.
 */
const JOINER_IN_WORD = /(?<=[^\s\p{Cf}\u2028\u2029])[\u200C\u200D](?=[^\s\p{Cf}\u2028\u2029])/gu;

/** Whether a one-line field holds an invisible character (other than a joiner inside a word). */
export const hasInvisible = (value: string): boolean => AN_INVISIBLE.test(value.replace(JOINER_IN_WORD, ''));

/** Half of a UTF-16 surrogate pair without its other half (String#isWellFormed, for browsers before 2023). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Nothing a reader would see: empty, or only spaces and invisible characters. */
const looksEmpty = (value: string): boolean => value.replace(INVISIBLE, '').trim() === '';

/**
 * The most code points one grapheme may hold: a base and 30 marks, the limit of Unicode's Stream-Safe Text
 * Format (UAX #15). Real text needs a handful (a letter with two accents; 👩🏽‍💻 is four, a family emoji
 * seven); nothing else in Unicode stops one "character" carrying hundreds of combining marks that spill over
 * the lines around it.
 */
export const MAX_CODE_POINTS_PER_GRAPHEME = 31;
const segmenter = new Intl.Segmenter();
const graphemesFit = (value: string): boolean => {
  for (const { segment } of segmenter.segment(value)) {
    if ([...segment].length > MAX_CODE_POINTS_PER_GRAPHEME) return false;
  }
  return true;
};

// A missing or non-string value gets the field's own message rather than valibot's "Invalid type", so a
// client that leaves a field out hears the same words as a visitor who leaves it empty.
// A value of nothing but spaces and invisible characters is empty, so it gets the "required" message. A lone
// surrogate (half of a UTF-16 pair, which JSON's \u escapes can carry) is not text at all: the field's
// value is refused, never stored to turn into U+FFFD later.
const inputOf = (message: string, notText: string) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.check((value) => !LONE_SURROGATE.test(value), notText),
    v.transform((value) => (looksEmpty(value) ? '' : value)),
    v.trim(),
    v.normalize('NFC'),
  );

// Lengths count what a person sees as characters (graphemes): "Zoë", "李雷" and "👍🏽" are 3, 2 and 1 whatever
// their encoding; none may be longer than MAX_CODE_POINTS_PER_GRAPHEME. The 32 KB body limit of the API
// bounds bytes separately.
const length = (min: number, max: number, tooShort: string, tooLong: string) =>
  [
    v.minGraphemes<string, number, string>(min, tooShort),
    v.maxGraphemes<string, number, string>(max, tooLong),
    v.check(graphemesFit, tooLong),
  ] as const;

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

/**
 * The lengths mail can carry (RFC 5321 §4.5.3.1): a local part of at most 64 octets and domain labels of at
 * most 63; the whole address's 254 is `emailMax`. Longer addresses pass a pattern yet bounce.
 */
export function withinEmailLimits(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 0) return true;
  const octets = (part: string) => new TextEncoder().encode(part).byteLength;
  return (
    octets(value.slice(0, at)) <= 64 &&
    value
      .slice(at + 1)
      .split('.')
      .every((label) => octets(label) <= 63)
  );
}

/** The schemas of both forms, with the messages and limits of `rules`. */
export function formSchemas(rules: FormRules) {
  const { limits } = rules;
  const input = (message: string) => inputOf(message, rules.controlCharacters);
  const plain = v.check(
    (value: string) => !CONTROL_CHARACTERS.test(value) && !hasInvisible(value),
    rules.controlCharacters,
  );
  const text = (min: number, max: number, tooShort: string, tooLong: string) =>
    v.pipe(input(tooShort), ...length(min, max, tooShort, tooLong));
  const line = (min: number, max: number, tooShort: string, tooLong: string) =>
    v.pipe(input(tooShort), plain, ...length(min, max, tooShort, tooLong));
  const choice = (values: string[], message: string) => v.pipe(input(message), v.picklist(values, message));
  const optionalChoice = (values: string[], message: string) =>
    v.pipe(
      input(message),
      v.check((value) => value === '' || values.includes(value), message),
    );
  const email = (message: string) =>
    v.pipe(
      input(message),
      plain,
      v.nonEmpty(message),
      v.maxLength(limits.emailMax, message),
      v.check(withinEmailLimits, message),
      v.email(message),
    );
  const website = (message: string) =>
    v.pipe(
      input(message),
      plain,
      v.maxLength(limits.websiteMax, message),
      v.check((value) => normaliseWebsite(value) !== null, message),
      v.transform((value) => normaliseWebsite(value) ?? value),
    );
  const phone = (message: string) =>
    v.pipe(
      input(message),
      plain,
      v.check((value) => value === '' || isPlausiblePhone(value), message),
    );
  const cm = rules.contact;
  const sm = rules.support;
  const pm = rules.payload;

  /** The contact enquiry as the visitor typed it (SPEC §3 fields, §5 rules). Empty optional fields stay as ''. */
  const contactEnquiry = v.object({
    firstName: line(limits.nameMin, limits.nameMax, cm.firstName, cm.firstNameTooLong),
    lastName: line(limits.nameMin, limits.nameMax, cm.lastName, cm.lastNameTooLong),
    email: email(cm.email),
    role: line(limits.nameMin, limits.roleMax, cm.role, cm.roleTooLong),
    company: line(limits.nameMin, limits.companyMax, cm.company, cm.companyTooLong),
    website: website(cm.website),
    phone: phone(cm.phone),
    companySize: choice(rules.options.companySize, cm.companySize),
    annualRevenue: optionalChoice(rules.options.annualRevenue, cm.annualRevenue),
    projectBudget: choice(rules.options.projectBudget, cm.projectBudget),
    message: text(limits.messageMin, limits.messageMax, cm.message, cm.messageTooLong),
  });

  /** The support ticket as the visitor typed it (SPEC §3 fields, §5 rules). */
  const supportTicket = v.object({
    name: line(limits.nameMin, limits.nameMax, sm.name, sm.nameTooLong),
    email: email(sm.email),
    phone: phone(sm.phone),
    issueType: choice(rules.options.issueType, sm.issueType),
    priority: choice(rules.options.priority, sm.priority),
    message: text(limits.messageMin, limits.messageMax, sm.message, sm.messageTooLong),
  });

  // Lower-cased so a retry that changes only the case of its id is still recognised as the same submission.
  const submissionId = v.pipe(
    v.optional(v.string(pm.submissionId), ''),
    v.trim(),
    v.uuid(pm.submissionId),
    v.toLowerCase(),
  );
  const submittedAt = v.optional(v.pipe(v.string(pm.submittedAt), v.isoTimestamp(pm.submittedAt)), () =>
    new Date().toISOString(),
  );

  /**
   * What the contact form posts and the inbox stores: the enquiry plus formType, submittedAt and source (SPEC §3
   * "Added on send") and the submission's id. The added fields default when a client leaves them out, but a wrong
   * value is an error; unknown keys (the honeypot among them) are dropped.
   */
  const contactPayload = v.object({
    ...contactEnquiry.entries,
    formType: v.optional(v.literal('contact', pm.formType), 'contact'),
    submittedAt,
    source: v.optional(v.literal('website', pm.source), 'website'),
    submissionId,
  });

  /** What the support form posts and the inbox stores: the ticket plus formType "support" and the id. */
  const supportPayload = v.object({
    ...supportTicket.entries,
    formType: v.optional(v.literal('support', pm.formType), 'support'),
    submissionId,
  });

  return { contactEnquiry, supportTicket, contactPayload, supportPayload };
}

export type Schemas = ReturnType<typeof formSchemas>;
export type ContactEnquiry = v.InferOutput<Schemas['contactEnquiry']>;
export type SupportTicket = v.InferOutput<Schemas['supportTicket']>;
export type ContactPayload = v.InferOutput<Schemas['contactPayload']>;
export type SupportPayload = v.InferOutput<Schemas['supportPayload']>;
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

/** Check `values` against `schema`; on failure, one message per invalid field. */
export function validateWith<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
  malformed: string,
): Validation<v.InferOutput<S>> {
  // valibot's object() takes arrays too; a body that is not a record is unreadable, not a set of empty fields.
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    return { ok: false, errors: { '': malformed } };
  }
  const result = v.safeParse(schema, values);
  return result.success ? { ok: true, data: result.output } : { ok: false, errors: fieldErrors(result.issues) };
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

/**
 * What makes each of the site's forms itself, for the island that sends it: its fields in page order, the
 * schema its values pass (of formSchemas) and the payload it sends.
 */
export interface FormDefinition<F extends string, K extends keyof Schemas, P extends FormPayload> {
  form: FormType;
  fields: readonly F[];
  schema: K;
  build: (data: v.InferOutput<Schemas[K]>, meta: PayloadMeta) => Outgoing<P>;
}

export const CONTACT_FORM: FormDefinition<ContactField, 'contactEnquiry', ContactPayload> = {
  form: 'contact',
  fields: CONTACT_FIELDS,
  schema: 'contactEnquiry',
  build: buildContactPayload,
};

export const SUPPORT_FORM: FormDefinition<SupportField, 'supportTicket', SupportPayload> = {
  form: 'support',
  fields: SUPPORT_FIELDS,
  schema: 'supportTicket',
  build: buildSupportPayload,
};

/** True when a posted body's honeypot holds anything but whitespace: a bot. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

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

/**
 * Read an endpoint's response: success for any 2xx, otherwise the server's own message (or `fallback`, the form's
 * default failure text, SPEC §8's error catalogue) and its per-field errors. Webhook endpoints (n8n, Make, Zapier)
 * answer with bodies of their own, so anything unreadable falls back rather than failing.
 */
export async function readSubmitResponse(fallback: string, response: Response): Promise<SubmitResult> {
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
  const message = typeof record.error === 'string' && record.error.trim() !== '' ? record.error : fallback;
  const errors: FieldErrors = {};
  if (typeof record.errors === 'object' && record.errors !== null) {
    for (const [field, text] of Object.entries(record.errors)) if (typeof text === 'string') errors[field] = text;
  }
  return { ok: false, status: response.status, message, errors };
}

/**
 * Post a payload as JSON to `endpoint` and read the answer. Every HTTP answer resolves. A network failure reaches
 * the page as a `queued` result when the service worker has kept the message in its outbox (DESIGN decision 8
 * "Offline"; lib/pwa/outbox.ts), and rejects only without a worker (the first visit, or a browser without one).
 */
export async function submitPayload(
  endpoint: string,
  payload: Outgoing<FormPayload>,
  fallback: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  const response = await fetchImpl(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  return readSubmitResponse(fallback, response);
}

/**
 * Copy a payload to a webhook, if one is configured (`url` not ''), without waiting or failing (SPEC §7:
 * webhook failures are logged only). The honeypot is left out, and a bot's submission is not copied at all.
 */
export function mirrorToWebhook(
  form: FormType,
  url: string,
  payload: Outgoing<FormPayload>,
  fetchImpl: typeof fetch = fetch,
  log: (message: string, error: unknown) => void = (message, error) => console.warn(message, error),
): void {
  if (url === '' || isHoneypotFilled(payload)) return;
  const { [HONEYPOT_FIELD]: _honeypot, ...clean } = payload;
  fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(clean) })
    .then((response) => {
      if (!response.ok) log(`${form} webhook answered ${response.status}`, null);
    })
    .catch((error: unknown) => log(`${form} webhook failed`, error));
}
