/**
 * The field rules of the site's forms, without content or a framework: a form's field table (its rows, from
 * content/form-fields/contact.ts and support.ts) made into the schema its values must pass (docs/product.md#forms: lengths,
 * required choices, a valid address, each field's message), the payload it posts (docs/product.md#what-a-form-sends,
 * with `submissionId`: docs/decisions/0009-forms-post-to-our-own-inbox.md) and the checks every text field shares.
 * Content-free, so a form island ships it to the browser with its table as props; lib/forms.ts binds it to the tables
 * for the server, the CLI and the tests.
 */
import * as v from 'valibot';
import type { FieldRow } from '../../content/forms.schema.ts';

export type { FieldRow };

export const FORM_TYPES = ['contact', 'support'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const isFormType = (value: unknown): value is FormType => FORM_TYPES.includes(value as FormType);

/**
 * The honeypot: a text field hidden from people that bots fill in. A name that no browser or password manager
 * autofills (autofill heuristics match name, email, phone, company, url, website, address…), so a real
 * visitor never trips it. A filled one is answered as a success and never stored.
 */
export const HONEYPOT_FIELD = 'contactMeByFax';

/** A form's fields by name, in the order the form shows them. */
export type FieldTable<F extends string = string> = Record<F, FieldRow>;

/**
 * Everything a form's schema needs, as plain JSON (a type, not an interface, so an island's props can be
 * checked to be JSON): its table and the two messages every form shares.
 */
export type FormRules<F extends string = string> = {
  fields: FieldTable<F>;
  /** A field other than a textarea holding control characters. */
  controlCharacters: string;
  /** The answer to a body that is not a set of fields at all. */
  malformed: string;
};

/** The field names of a table, in its order. */
export const fieldNames = <F extends string>(fields: FieldTable<F>): F[] => Object.keys(fields) as F[];

/**
 * The form's lines: two short fields side by side on wider screens, in table order; a textarea on a line of
 * its own. A new row takes its place without a layout to edit.
 */
export function layoutRows<F extends string>(fields: FieldTable<F>): F[][] {
  const rows: F[][] = [];
  let pair: F[] = [];
  for (const name of fieldNames(fields)) {
    if (fields[name].control === 'textarea') {
      if (pair.length > 0) rows.push(pair);
      rows.push([name]);
      pair = [];
    } else {
      pair.push(name);
      if (pair.length === 2) {
        rows.push(pair);
        pair = [];
      }
    }
  }
  if (pair.length > 0) rows.push(pair);
  return rows;
}

/** The values a select row accepts. */
const optionValues = (row: FieldRow): string[] =>
  row.control === 'select' ? row.options.map((option) => option.value) : [];

/**
 * Characters no name, address or phone number needs and a terminal or a page could be fooled by: C0 and C1
 * controls (escape sequences, a bare carriage return), DEL, and the bidirectional overrides and isolates
 * that reorder what is shown. Every field but the message refuses them; the message may hold line breaks,
 * and is shown escaped wherever it is printed (cli/output/terminal.ts).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

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
const hasInvisible = (value: string): boolean => AN_INVISIBLE.test(value.replace(JOINER_IN_WORD, ''));

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
const MAX_CODE_POINTS_PER_GRAPHEME = 31;
const segmenter = new Intl.Segmenter();
const graphemesFit = (value: string): boolean => {
  for (const { segment } of segmenter.segment(value)) {
    if ([...segment].length > MAX_CODE_POINTS_PER_GRAPHEME) return false;
  }
  return true;
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

/**
 * The lengths mail can carry (RFC 5321 §4.5.3.1): a local part of at most 64 octets and domain labels of at
 * most 63; the whole address's 254 is `emailMax`. Longer addresses pass a pattern yet bounce.
 */
function withinEmailLimits(value: string): boolean {
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

const EmailAddress = v.pipe(v.string(), v.email());
const graphemeCount = (value: string): number => {
  let count = 0;
  for (const _ of segmenter.segment(value)) count += 1;
  return count;
};

/**
 * The first problem with a field's value (already trimmed and normalised, '' when left empty), in the words
 * of its row, or undefined when it passes. One function, so the page, the server and the tests agree.
 */
function fieldProblem(row: FieldRow, value: string, controlCharacters: string): string | undefined {
  if (value === '') return row.required ? row.message : undefined;
  // A textarea may hold line breaks, and is shown escaped wherever it is printed (cli/output/terminal.ts).
  if (row.control !== 'textarea' && (CONTROL_CHARACTERS.test(value) || hasInvisible(value))) return controlCharacters;
  if (row.control === 'select') return optionValues(row).includes(value) ? undefined : row.message;
  // Lengths count what a person sees as characters (graphemes): "Zoë", "李雷" and "👍🏽" are 3, 2 and 1
  // whatever their encoding; none may be longer than MAX_CODE_POINTS_PER_GRAPHEME. The API's 32 KB body
  // limit bounds bytes separately.
  if (row.length) {
    const count = graphemeCount(value);
    if (row.length.min !== undefined && count < row.length.min) return row.message;
    if (count > row.length.max || !graphemesFit(value)) return row.tooLong ?? row.message;
  }
  if (row.control === 'textarea') return undefined;
  const valid =
    row.kind === 'email'
      ? withinEmailLimits(value) && v.is(EmailAddress, value)
      : row.kind === 'url'
        ? normaliseWebsite(value) !== null
        : row.kind === 'tel'
          ? isPlausiblePhone(value)
          : true;
  return valid ? undefined : row.message;
}

// A missing or non-string value gets the field's own message rather than valibot's "Invalid type", so a
// client that leaves a field out hears the same words as a visitor who leaves it empty.
// A value of nothing but spaces and invisible characters is empty, so it gets the "required" message. A lone
// surrogate (half of a UTF-16 pair, which JSON's \u escapes can carry) is not text at all: the field's
// value is refused, never stored to turn into U+FFFD later.
const fieldSchema = (row: FieldRow, controlCharacters: string) =>
  v.pipe(
    v.optional(v.string(row.message), ''),
    v.check((value) => !LONE_SURROGATE.test(value), controlCharacters),
    v.transform((value) => (looksEmpty(value) ? '' : value)),
    v.trim(),
    v.normalize('NFC'),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      const message = dataset.typed ? fieldProblem(row, dataset.value, controlCharacters) : undefined;
      if (message !== undefined) addIssue({ message });
    }),
    // A website is stored with its scheme (https:// when the visitor left it out).
    v.transform((value) =>
      row.control === 'input' && row.kind === 'url' ? (normaliseWebsite(value) ?? value) : value,
    ),
  );

/** The schema of a form's values as a visitor typed them: one entry per row. Empty optional fields stay ''. */
export function valuesSchema<F extends string>(rules: FormRules<F>) {
  const entries = Object.fromEntries(
    fieldNames(rules.fields).map((name) => [name, fieldSchema(rules.fields[name], rules.controlCharacters)]),
  ) as Record<F, ReturnType<typeof fieldSchema>>;
  return v.object(entries);
}

/** What a form's payload adds to its fields (docs/product.md#what-a-form-sends), besides its submission's id. */
type Added<T extends FormType> = T extends 'contact'
  ? { formType: 'contact'; submittedAt: string; source: 'website'; submissionId: string }
  : { formType: 'support'; submissionId: string };

/** What a form posts and the inbox stores (and sends to the webhook): its fields and what is added on send. */
export type Payload<T extends FormType, F extends string = string> = Record<F, string> & Added<T>;

/** A payload as it goes over the wire: with the honeypot's value, '' for people. */
export type Outgoing<P> = P & { [HONEYPOT_FIELD]: string };

/** The messages for what a payload adds (not typed by a visitor). */
export interface AddedMessages {
  submissionId: string;
  submittedAt: string;
  formType: string;
  source: string;
}

/**
 * The schema of what a form posts: its values plus what is added on send. The added fields default when a
 * client leaves them out, but a wrong value is an error; unknown keys (the honeypot among them) are dropped.
 */
export function payloadSchema<T extends FormType, F extends string>(
  form: T,
  rules: FormRules<F>,
  messages: AddedMessages,
): v.GenericSchema<unknown, Payload<T, F>> {
  // Lower-cased so a retry that changes only the case of its id is still recognised as the same submission.
  const submissionId = v.pipe(
    v.optional(v.string(messages.submissionId), ''),
    v.trim(),
    v.uuid(messages.submissionId),
    v.toLowerCase(),
  );
  const fields = valuesSchema(rules).entries;
  const added =
    form === 'contact'
      ? {
          formType: v.optional(v.literal('contact', messages.formType), 'contact'),
          submittedAt: v.optional(v.pipe(v.string(messages.submittedAt), v.isoTimestamp(messages.submittedAt)), () =>
            new Date().toISOString(),
          ),
          source: v.optional(v.literal('website', messages.source), 'website'),
          submissionId,
        }
      : { formType: v.optional(v.literal('support', messages.formType), 'support'), submissionId };
  return v.object({ ...fields, ...added }) as unknown as v.GenericSchema<unknown, Payload<T, F>>;
}

export interface PayloadMeta {
  /** From `newSubmissionId()`, made when the visitor first submits. */
  submissionId: string;
  /** The honeypot control's value; '' (the default) for people. */
  honeypot?: string;
  /** The submission time; now by default. */
  now?: Date;
}

/**
 * A form's payload (docs/product.md#what-a-form-sends): its checked values plus what is added on send, with the
 * honeypot's value.
 */
export function buildPayload<T extends FormType, F extends string>(
  form: T,
  values: Record<F, string>,
  meta: PayloadMeta,
): Outgoing<Payload<T, F>> {
  const added =
    form === 'contact'
      ? {
          formType: 'contact',
          submittedAt: (meta.now ?? new Date()).toISOString(),
          source: 'website',
          submissionId: meta.submissionId,
        }
      : { formType: 'support', submissionId: meta.submissionId };
  return { ...values, ...added, [HONEYPOT_FIELD]: meta.honeypot ?? '' } as Outgoing<Payload<T, F>>;
}

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

/** True when a posted body's honeypot holds anything but whitespace: a bot. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
