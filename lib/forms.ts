/**
 * The site's two forms bound to their words (content/forms.ts) and settings (content/site.ts): the rules a
 * form island receives as props, and the validators, endpoints and payload helpers the server, the CLI and
 * the tests use. The logic itself lives in lib/forms/rules.ts, which is content-free.
 */
import { forms } from '../content/forms.ts';
import { site } from '../content/site.ts';
import {
  type ContactEnquiry,
  type ContactPayload,
  type FormPayload,
  type FormRules,
  type FormType,
  type Outgoing,
  type SubmitResult,
  type SupportPayload,
  type SupportTicket,
  type Validation,
  formSchemas,
  mirrorToWebhook as mirror,
  readSubmitResponse as read,
  submitPayload,
  validateWith,
} from './forms/rules.ts';

export * from './forms/rules.ts';

const values = (list: readonly { value: string }[]): string[] => list.map((option) => option.value);

/** The rules of content/forms.ts as the schemas (and a form island's props) take them. */
export const formRules: FormRules = {
  limits: { ...forms.limits },
  options: {
    companySize: values(forms.options.companySize),
    annualRevenue: values(forms.options.annualRevenue),
    projectBudget: values(forms.options.projectBudget),
    issueType: values(forms.options.issueType),
    priority: values(forms.options.priority),
  },
  contact: forms.contact.messages,
  support: forms.support.messages,
  payload: forms.payloadMessages,
  controlCharacters: forms.controlCharacters,
  malformed: forms.serverErrors.malformed,
};

const schemas = formSchemas(formRules);
export const ContactEnquirySchema = schemas.contactEnquiry;
export const SupportTicketSchema = schemas.supportTicket;
export const ContactPayloadSchema = schemas.contactPayload;
export const SupportPayloadSchema = schemas.supportPayload;

/** Check the contact form's values; on failure, one message per invalid field. */
export const validateContact = (input: unknown): Validation<ContactEnquiry> =>
  validateWith(ContactEnquirySchema, input, formRules.malformed);

/** Check the support form's values; on failure, one message per invalid field. */
export const validateSupport = (input: unknown): Validation<SupportTicket> =>
  validateWith(SupportTicketSchema, input, formRules.malformed);

/** Check a posted payload (the server's side). */
export function validatePayload(form: 'contact', body: unknown): Validation<ContactPayload>;
export function validatePayload(form: 'support', body: unknown): Validation<SupportPayload>;
export function validatePayload(form: FormType, body: unknown): Validation<FormPayload>;
export function validatePayload(form: FormType, body: unknown): Validation<FormPayload> {
  return form === 'contact'
    ? validateWith(ContactPayloadSchema, body, formRules.malformed)
    : validateWith(SupportPayloadSchema, body, formRules.malformed);
}

/** Where a form posts: `/api/forms/<form>` by default, or the configured endpoint (content/site.ts). */
export const formEndpoint = (form: FormType): string => site.endpoints[form];

/** The optional webhook that gets a copy; '' when none is configured. */
export const formWebhook = (form: FormType): string => site.webhooks[form];

/** Whether a form posts to an endpoint server of another origin (a webhook), rather than to this site's inbox. */
export const postsOffSite = (form: FormType): boolean => /^https?:\/\//i.test(formEndpoint(form));

/**
 * The webhook the browser itself copies a submission to: only when there is no endpoint server of ours to do
 * it (the form posts off-site). With the local inbox as the endpoint, the inbox forwards each stored
 * submission (cli/server/forwarder.ts) and the webhook's address never reaches a page.
 */
export const browserWebhook = (form: FormType): string => (postsOffSite(form) ? formWebhook(form) : '');

/** The default failure text of SPEC §8 for a form. */
export const failureFallback = (form: FormType): string => forms[form].error.fallback;

/** Read an endpoint's response for `form` (see rules.ts). */
export const readSubmitResponse = (form: FormType, response: Response): Promise<SubmitResult> =>
  read(failureFallback(form), response);

/** Post a payload to the form's configured endpoint (see rules.ts). */
export const submitForm = (
  form: FormType,
  payload: Outgoing<FormPayload>,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> => submitPayload(formEndpoint(form), payload, failureFallback(form), fetchImpl);

/** Copy a payload to the form's configured webhook, if any (see rules.ts). */
export const mirrorToWebhook = (
  form: FormType,
  payload: Outgoing<FormPayload>,
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
