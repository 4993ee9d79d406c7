/** The shape of `content/forms.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Link, PositiveInteger, Slug, Text, counted, parseContent, uniqueBy } from './schema.ts';

const FormOptionSchema = v.object({
  /** Value stored and posted; stable even if the label is reworded. */
  value: Slug,
  /** Text shown in the select. */
  label: Text,
  /** A shorter label for the inbox's lists, where the select's is long. */
  inboxLabel: v.optional(Text),
});

/** A unique, non-empty list of options. */
const Options = v.pipe(
  v.array(FormOptionSchema),
  v.minLength(2),
  uniqueBy((o) => o.value, 'option values must be unique'),
);

/** The support priorities' values, most urgent first: what a ticket stores and posts. */
const PRIORITY_VALUES = ['p1', 'p2', 'p3', 'p4'] as const;
export type PriorityValue = (typeof PRIORITY_VALUES)[number];

const PrioritySchema = v.object({
  /** Value stored and posted: p1 (most urgent) to p4. */
  value: v.picklist(PRIORITY_VALUES, 'must be p1 to p4'),
  /** Short code shown on cards and in the inbox, e.g. "P1". */
  code: Text,
  /** Level name, e.g. "Critical". */
  label: Text,
  /** Text shown in the select. */
  optionLabel: Text,
  /** Promised response time, e.g. "< 2h". */
  response: Text,
  /** The same promise in hours, for sorting and structured use. */
  responseHours: PositiveInteger,
  /** When to choose this level (priority card text). */
  description: Text,
});
export type Priority = v.InferOutput<typeof PrioritySchema>;

/** A field's name: what it posts and stores, a camelCase word. The payload's own keys are not field names. */
const RESERVED = ['formType', 'submittedAt', 'source', 'submissionId'];
const FieldName = v.pipe(
  v.string(),
  v.regex(/^[a-z][A-Za-z0-9]*$/, 'must be a camelCase name'),
  v.check((name) => !RESERVED.includes(name), `must not be one the payload adds (${RESERVED.join(', ')})`),
);

/** Which of the inbox's summary columns a field fills (`inbox list`; erasure finds people by the email one). */
const INBOX_COLUMNS = ['name', 'email', 'company', 'issueType', 'priority'] as const;
export type InboxColumn = (typeof INBOX_COLUMNS)[number];

/** Length limits in characters (graphemes), as minlength/maxlength and in the schemas. */
const Length = v.pipe(
  v.object({ min: v.optional(PositiveInteger), max: PositiveInteger }),
  v.check((length) => (length.min ?? 0) <= length.max, 'min must not exceed max'),
);

const RowBase = {
  /** Visible label. */
  label: Text,
  /** Placeholder, an example of the expected shape (never a substitute for the label). */
  placeholder: v.optional(Text),
  /** Hint shown under the control and tied to it with aria-describedby. */
  help: v.optional(Text),
  /** HTML autocomplete token. */
  autoComplete: v.optional(v.string()),
  /** Whether the form refuses to send without it; an optional field's label says so. */
  required: v.boolean(),
  /** Shown when the field is missing or not valid (docs/product.md#forms). */
  message: Text,
  /** A value the form accepts: the API reference's payload examples and the load test send it. */
  example: v.string(),
  /** The inbox summary column it fills, if any. */
  column: v.optional(v.picklist(INBOX_COLUMNS)),
};

/** How `inbox show` and `inbox export` give a field: its value, or left out (still stored and sent). */
const InboxAs = v.optional(v.picklist(['value', 'hidden']));

/** One row of a form's field table: the control and its rules (content/form-fields/contact.ts, support.ts). */
const FieldRowSchema = v.variant('control', [
  v.object({
    ...RowBase,
    control: v.literal('input'),
    /** text: one line; email: an address; url: a website (https:// optional); tel: a phone number. */
    kind: v.picklist(['text', 'email', 'url', 'tel']),
    length: v.optional(Length),
    /** Shown when it is longer than `length.max`; `message` when not given. */
    tooLong: v.optional(Text),
    inbox: InboxAs,
  }),
  v.object({
    ...RowBase,
    /** Several lines, which may hold line breaks. */
    control: v.literal('textarea'),
    length: Length,
    tooLong: Text,
    inbox: InboxAs,
  }),
  v.object({
    ...RowBase,
    control: v.literal('select'),
    options: Options,
    /** The inbox gives an option's label by default (its `inboxLabel` if it has one), or its stored value. */
    inbox: v.optional(v.picklist(['label', 'value', 'hidden'])),
  }),
]);
export type FieldRow = v.InferOutput<typeof FieldRowSchema>;
export type FieldRowInput = v.InferInput<typeof FieldRowSchema>;

/**
 * A form's field table: rows by name, in the order the form shows them (a pair of short fields shares a line on
 * wide screens; a textarea has its own). Every form has one email row, as the inbox finds people by it.
 */
const FieldTableSchema = v.pipe(
  v.record(FieldName, FieldRowSchema),
  v.check((rows) => Object.keys(rows).length > 0, 'must have a field'),
  v.check(
    (rows) => Object.values(rows).filter((row) => row.column === 'email').length === 1,
    "must have exactly one field in the inbox's email column",
  ),
  v.check(
    (rows) =>
      INBOX_COLUMNS.every(
        (column) => column === 'name' || Object.values(rows).filter((row) => row.column === column).length <= 1,
      ),
    'only the name column may be filled by more than one field',
  ),
);

/** A select whose number of options the product fixes. */
const optionCount = (count: number, what: string, section: string) =>
  v.object({ options: v.pipe(v.array(v.unknown()), v.length(count, counted(what, section))) });

/**
 * The option lists the product fixes, by the module of the form's field table: the company sizes, revenue bands
 * and budgets of the contact form, the issue types of the support form.
 */
export const OPTION_COUNTS: Readonly<Record<string, v.GenericSchema>> = {
  'content/form-fields/contact.ts': v.object({
    companySize: optionCount(6, 'company sizes', 'contact-form'),
    annualRevenue: optionCount(5, 'annual revenue bands', 'contact-form'),
    projectBudget: optionCount(5, 'project budgets', 'contact-form'),
  }),
  'content/form-fields/support.ts': v.object({ issueType: optionCount(8, 'issue types', 'support-form') }),
};

/**
 * Check a field table when its module loads (as parseContent does), then the option counts its form fixes
 * (OPTION_COUNTS), and keep its literal field names, so code that names a field (a test, the payload's type) is
 * checked against the table by the compiler.
 */
export function fieldTable<const T extends Record<string, FieldRowInput>>(module: string, rows: T): T {
  const table = parseContent(module, FieldTableSchema, rows);
  const fixed = OPTION_COUNTS[module];
  if (fixed) parseContent(module, fixed, table);
  return table as T;
}

const Toast = v.object({ title: Text, description: Text });
const ErrorToast = v.object({
  /** Toast title. */
  title: Text,
  /** Shown when the server gives no message of its own (docs/product.md#messages). */
  fallback: Text,
});
const Button = v.object({ idle: Text, submitting: Text });

export const FormsContentSchema = v.object({
  /**
   * The support priorities, most urgent first (docs/product.md#support-form): the priority cards, escalation and the
   * support form's options.
   */
  priorities: v.pipe(
    v.array(PrioritySchema),
    v.length(4, counted('priorities', 'support-form')),
    uniqueBy((p) => p.value, 'priority values must be unique'),
  ),
  /** The select's first, empty choice. */
  selectPrompt: Text,
  /** Marks an optional field's label. */
  optionalLabel: Text,
  /** The contact message a request link starts with; `{topic}` is what was asked for. */
  topicMessage: Text,
  /** Label of the honeypot field (hidden from people; read by screen readers only if CSS fails). */
  honeypotLabel: Text,
  /** Under a form whose script is off or failed to load: it still sends, as a plain form post. */
  withoutScripts: Text,
  contact: v.object({
    button: Button,
    success: Toast,
    error: ErrorToast,
  }),
  support: v.object({
    button: Button,
    success: Toast,
    error: ErrorToast,
  }),
  /** Messages for the fields every payload carries (not typed by the visitor). */
  payloadMessages: v.object({ submissionId: Text, submittedAt: Text, formType: Text, source: Text }),
  /** A field (other than the message) holding invisible control characters (terminal escapes, bidi overrides). */
  controlCharacters: Text,
  /** The inbox API's `error` texts; the page shows them in its error toast. */
  serverErrors: v.object({
    invalid: Text,
    malformed: Text,
    tooLarge: Text,
    unsupportedType: Text,
    forbiddenOrigin: Text,
    rateLimited: Text,
    unknownForm: Text,
    methodNotAllowed: Text,
    storageFailed: Text,
    /** The same submission id arrived with a different message: the first is kept. */
    conflict: Text,
    /** The inbox is busy or full: try again later (503 with Retry-After). */
    unavailable: Text,
  }),
  /**
   * The pages a browser sees when it posts a form without JavaScript: the confirmation pages (pre-rendered,
   * noindex; their heading and text are the form's success toast) and the page listing what to fix.
   */
  sent: v.object({ contact: v.object({ back: Link }), support: v.object({ back: Link }) }),
  invalidPage: v.object({
    title: Text,
    intro: Text,
    /** How to get back with everything typed: the browser's Back button restores the form. */
    back: Text,
    /** Heading of the form again, filled in with what was sent, on the page for invalid fields. */
    resendTitle: Text,
    /** Link to the form, for when Back is not an option. */
    formLink: Text,
  }),
  contactPage: v.object({
    heading: Text,
    intro: Text,
    formTitle: Text,
    /** The 24-hour reply note. */
    replyNote: Text,
    /** Lead-in to the direct email line; the address itself is `site.email`. */
    directEmail: Text,
    /** The monthly cap on free audits (docs/product.md#promises-and-claims). */
    auditNote: Text,
    privacyNote: Text,
    privacyLink: Link,
  }),
  supportPage: v.object({
    heading: Text,
    intro: Text,
    /**
     * The critical-issue badge; the number is `site.phone`, linked with tel:, and `hours` says when the line is
     * answered on each support level (content/supportLevels.ts).
     */
    criticalBadge: v.object({ label: Text, callText: Text, hours: Text }),
    formTitle: Text,
    prioritiesTitle: Text,
    prioritiesIntro: Text,
    links: v.pipe(v.array(Link), v.minLength(2)),
  }),
});
export type FormsContent = v.InferOutput<typeof FormsContentSchema>;
