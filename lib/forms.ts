/**
 * The site's two forms bound to their field tables (content/form-fields/contact.ts, support.ts), words
 * (content/forms.ts) and settings (content/site.ts): the rules a form island receives as props, and the
 * validators, endpoints and payload helpers the server, the CLI and the tests use. The logic itself lives in
 * lib/form-engine/ (field rules, submission, the webhook's copy), which is content-free.
 */
import { forms } from '../content/forms.ts';
import type { InboxColumn } from '../content/forms.schema.ts';
import { contactFields } from '../content/form-fields/contact.ts';
import { supportFields } from '../content/form-fields/support.ts';
import { site } from '../content/site.ts';
import {
  type FieldRow,
  type FormRules,
  type FormType,
  type Outgoing,
  type Payload,
  type Validation,
  fieldNames,
  payloadSchema,
  valuesSchema,
  validateWith,
} from './form-engine/fields.ts';
import { type SubmitResult, readSubmitResponse as read } from './form-engine/submit.ts';
import { mirrorToWebhook as mirror } from './form-engine/webhook.ts';

export * from './form-engine/fields.ts';
export * from './form-engine/submit.ts';
export * from './form-engine/webhook.ts';

/** Each form's field table. */
export const FIELDS = { contact: contactFields, support: supportFields } as const;

type ContactField = keyof typeof contactFields;
type SupportField = keyof typeof supportFields;
/** A form's field names. */
export type FieldOf<T extends FormType> = T extends 'contact' ? ContactField : SupportField;
/** What a form's controls hold: every value as a string. */
export type ValuesOf<T extends FormType> = Record<FieldOf<T>, string>;
export type ContactValues = ValuesOf<'contact'>;
export type SupportValues = ValuesOf<'support'>;
export type ContactPayload = Payload<'contact', ContactField>;
export type SupportPayload = Payload<'support', SupportField>;
export type FormPayload = ContactPayload | SupportPayload;

/** A form's rules as its schemas (and its island's props) take them. */
export const formRules = <T extends FormType>(form: T): FormRules<FieldOf<T>> => ({
  fields: FIELDS[form] as FormRules<FieldOf<T>>['fields'],
  controlCharacters: forms.controlCharacters,
  malformed: forms.serverErrors.malformed,
});

/** One field's row. */
const fieldRow = <T extends FormType>(form: T, field: FieldOf<T>): FieldRow =>
  (FIELDS[form] as FormRules<FieldOf<T>>['fields'])[field];

const schemas = {
  contact: {
    values: valuesSchema(formRules('contact')),
    payload: payloadSchema('contact', formRules('contact'), forms.payloadMessages),
  },
  support: {
    values: valuesSchema(formRules('support')),
    payload: payloadSchema('support', formRules('support'), forms.payloadMessages),
  },
};

/** Check a form's values as typed; on failure, one message per invalid field. */
const validateValues = <T extends FormType>(form: T, input: unknown): Validation<ValuesOf<T>> =>
  validateWith(schemas[form].values, input, forms.serverErrors.malformed) as Validation<ValuesOf<T>>;
export const validateContact = (input: unknown) => validateValues('contact', input);
export const validateSupport = (input: unknown) => validateValues('support', input);

/** Check a posted payload (the server's side). */
export function validatePayload(form: 'contact', body: unknown): Validation<ContactPayload>;
export function validatePayload(form: 'support', body: unknown): Validation<SupportPayload>;
export function validatePayload(form: FormType, body: unknown): Validation<FormPayload>;
export function validatePayload(form: FormType, body: unknown): Validation<FormPayload> {
  return validateWith(schemas[form].payload, body, forms.serverErrors.malformed) as Validation<FormPayload>;
}

/** Each field's example value: a form that passes, for the API reference and the load test. */
export const exampleValues = <T extends FormType>(form: T): ValuesOf<T> =>
  Object.fromEntries(
    fieldNames(FIELDS[form] as Record<string, FieldRow>).map((name) => [
      name,
      fieldRow(form, name as FieldOf<T>).example,
    ]),
  ) as ValuesOf<T>;

/** What fills one of the inbox's summary columns: the values of the fields that fill it, in table order. */
export function columnValue(form: FormType, column: InboxColumn, payload: Record<string, unknown>): string {
  return Object.entries(FIELDS[form] as Record<string, FieldRow>)
    .filter(([, row]) => row.column === column)
    .map(([name]) => String(payload[name] ?? ''))
    .join(' ');
}

/** Where a form posts: `/api/forms/<form>` by default, or the configured endpoint (content/site.ts). */
export const formEndpoint = (form: FormType): string => site.endpoints[form];

/** The optional webhook that gets a copy; '' when none is configured. */
const formWebhook = (form: FormType): string => site.webhooks[form];

/** Whether a form posts to an endpoint server of another origin (a webhook), rather than to this site's inbox. */
const postsOffSite = (form: FormType): boolean => /^https?:\/\//i.test(formEndpoint(form));

/**
 * The webhook the browser itself copies a submission to: only when there is no endpoint server of ours to do
 * it (the form posts off-site). With the local inbox as the endpoint, the inbox forwards each stored
 * submission (cli/server/forwarder.ts) and the webhook's address never reaches a page.
 */
export const browserWebhook = (form: FormType): string => (postsOffSite(form) ? formWebhook(form) : '');

/** The default failure text of docs/product.md#messages for a form. */
const failureFallback = (form: FormType): string => forms[form].error.fallback;

/** Read an endpoint's response for `form` (see lib/form-engine/submit.ts). */
export const readSubmitResponse = (form: FormType, response: Response): Promise<SubmitResult> =>
  read(failureFallback(form), response);

/** Copy a payload to the form's configured webhook, if any (see lib/form-engine/submit.ts). */
export const mirrorToWebhook = (
  form: FormType,
  payload: Outgoing<Payload<FormType>>,
  fetchImpl: typeof fetch = fetch,
  log?: (message: string, error: unknown) => void,
): void => mirror(form, formWebhook(form), payload, fetchImpl, log);

/** The contact form's query parameter naming what a visitor asked for ("Request Guide Access" and the like). */
export const TOPIC_PARAM = 'topic';

/** A request link: the contact page (or `href`) with the topic in its query, so the form can say what was asked for. */
export const requestHref = (href: string, topic: string): string =>
  `${href}?${new URLSearchParams({ [TOPIC_PARAM]: topic }).toString()}`;

/**
 * The accessible name of a request link whose visible label the spec fixes (content/schema.ts RequestAction):
 * the label first, so speech input finds it, then what it asks for and what happens ("Watch Setting Up Your
 * First Automation (recording sent on request)").
 */
export const requestName = (action: { label: string; outcome: string }, title: string): string =>
  `${action.label} ${title} (${action.outcome})`;

/** The pre-rendered, noindex page a browser is sent to after posting a form without JavaScript. */
export const confirmationPath = (form: FormType): string =>
  form === 'contact' ? '/contact/sent' : '/contact-support/sent';
