/** The shape of `content/forms.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Link, PositiveInteger, Slug, Text, uniqueBy } from './schema.ts';

export const FormOptionSchema = v.object({
  /** Value stored and posted; stable even if the label is reworded. */
  value: Slug,
  /** Text shown in the select. */
  label: Text,
});
export type FormOption = v.InferOutput<typeof FormOptionSchema>;

/** A unique, non-empty list of options. */
const Options = v.pipe(
  v.array(FormOptionSchema),
  v.minLength(2),
  uniqueBy((o) => o.value, 'option values must be unique'),
);

/** The support priorities' values, most urgent first: what a ticket stores and posts. */
const PRIORITY_VALUES = ['p1', 'p2', 'p3', 'p4'] as const;
export type PriorityValue = (typeof PRIORITY_VALUES)[number];

export const PrioritySchema = v.object({
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

export const FieldCopySchema = v.object({
  /** Visible label. */
  label: Text,
  /** Placeholder, an example of the expected shape (never a substitute for the label). */
  placeholder: v.optional(Text),
  /** Hint shown under the control and tied to it with aria-describedby. */
  help: v.optional(Text),
  /** HTML autocomplete token. */
  autoComplete: v.optional(v.string()),
  /** Shown beside the label of an optional field. */
  optional: v.optional(v.boolean(), false),
});
export type FieldCopy = v.InferOutput<typeof FieldCopySchema>;

const Toast = v.object({ title: Text, description: Text });
const ErrorToast = v.object({
  /** Toast title. */
  title: Text,
  /** Shown when the server gives no message of its own (SPEC §8). */
  fallback: Text,
});
const Button = v.object({ idle: Text, submitting: Text });

export const FormsContentSchema = v.object({
  /** Lengths enforced by lib/forms.ts (and quoted in the messages below). */
  limits: v.object({
    nameMin: v.number(),
    nameMax: v.number(),
    roleMax: v.number(),
    companyMax: v.number(),
    emailMax: v.number(),
    websiteMax: v.number(),
    messageMin: v.number(),
    messageMax: v.number(),
  }),
  /** SPEC §9 option lists. */
  options: v.object({
    companySize: Options,
    annualRevenue: Options,
    projectBudget: Options,
    issueType: Options,
    priority: v.array(PrioritySchema),
  }),
  /** The select's first, empty choice. */
  selectPrompt: Text,
  /** Marks an optional field's label. */
  optionalLabel: Text,
  /** The contact message a request link starts with; `{topic}` is what was asked for. */
  topicMessage: Text,
  /** Label of the honeypot field (hidden from people; read by screen readers only if CSS fails). */
  honeypotLabel: Text,
  contact: v.object({
    fields: v.object({
      firstName: FieldCopySchema,
      lastName: FieldCopySchema,
      email: FieldCopySchema,
      role: FieldCopySchema,
      company: FieldCopySchema,
      website: FieldCopySchema,
      phone: FieldCopySchema,
      companySize: FieldCopySchema,
      annualRevenue: FieldCopySchema,
      projectBudget: FieldCopySchema,
      message: FieldCopySchema,
    }),
    /** SPEC §5 messages, verbatim, plus our length and format messages. */
    messages: v.object({
      firstName: Text,
      firstNameTooLong: Text,
      lastName: Text,
      lastNameTooLong: Text,
      email: Text,
      role: Text,
      roleTooLong: Text,
      company: Text,
      companyTooLong: Text,
      website: Text,
      phone: Text,
      companySize: Text,
      annualRevenue: Text,
      projectBudget: Text,
      message: Text,
      messageTooLong: Text,
    }),
    button: Button,
    success: Toast,
    error: ErrorToast,
  }),
  support: v.object({
    fields: v.object({
      name: FieldCopySchema,
      email: FieldCopySchema,
      phone: FieldCopySchema,
      issueType: FieldCopySchema,
      priority: FieldCopySchema,
      message: FieldCopySchema,
    }),
    messages: v.object({
      name: Text,
      nameTooLong: Text,
      email: Text,
      phone: Text,
      issueType: Text,
      priority: Text,
      message: Text,
      messageTooLong: Text,
    }),
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
    /** The monthly cap on free audits (SPEC §1). */
    auditNote: Text,
    privacyNote: Text,
    privacyLink: Link,
  }),
  supportPage: v.object({
    heading: Text,
    intro: Text,
    /** The critical-issue badge; the number is `site.phone`, linked with tel:. */
    criticalBadge: v.object({ label: Text, callText: Text }),
    formTitle: Text,
    prioritiesTitle: Text,
    prioritiesIntro: Text,
    links: v.pipe(v.array(Link), v.minLength(2)),
  }),
});
export type FormsContent = v.InferOutput<typeof FormsContentSchema>;
