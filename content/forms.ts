/**
 * Everything a visitor reads on the two forms (docs/product.md#forms): option
 * lists, field labels and hints, validation messages, toasts, button labels, page copy and the messages the
 * inbox API answers with. lib/forms.ts builds the schemas from this module, so a message exists once and the
 * page, the server and the tests all show the same words.
 */
import { claims } from './claims.ts';
import { parseContent } from './schema.ts';
import { FormsContentSchema, type FormsContent, type PriorityValue } from './forms.schema.ts';
import { PRIORITY_LEVEL, supportLevel, supportModel } from './supportLevels.ts';

export type { FormsContent, Priority } from './forms.schema.ts';

/**
 * Lengths the field tables share (content/form-fields/contact.ts, support.ts). The minimums are the spec's; the
 * maximums keep any valid form under 32 KB.
 */
export const LENGTHS = {
  name: { min: 2, max: 100 },
  role: { min: 2, max: 100 },
  company: { min: 2, max: 200 },
  email: { max: 254 },
  website: { max: 500 },
  message: { min: 10, max: 5000 },
} as const;

/**
 * What the two forms' tables share: the phone field, and the message's control, limits and their messages. A
 * table spreads one in and adds what is its own (a label, a hint, an example).
 */
export const SHARED_ROWS = {
  phone: {
    label: 'Phone',
    placeholder: '+44 7700 900123',
    autoComplete: 'tel',
    control: 'input',
    kind: 'tel',
    required: false,
    message: 'Please enter a valid phone number',
    example: '+44 20 7946 0958',
  },
  message: {
    help: `At least ${LENGTHS.message.min} characters.`,
    control: 'textarea',
    required: true,
    length: LENGTHS.message,
    message: `Message must be at least ${LENGTHS.message.min} characters`,
    tooLong: `Message must be at most ${LENGTHS.message.max} characters`,
  },
} as const;

const priorityLevel = supportLevel(PRIORITY_LEVEL);

/**
 * A support priority with its target on the level the form's priorities show (content/supportLevels.ts): the
 * option keeps the spec's label ("P1 - Critical (response < 2h") and names that level, since Standard and
 * Enterprise answer on other targets.
 */
const priority = (value: PriorityValue, code: string, label: string, responseHours: number, description: string) => {
  const response = priorityLevel.targets[value];
  return {
    value,
    code,
    label,
    optionLabel: `${code} - ${label} (response ${response} on ${priorityLevel.name})`,
    response,
    responseHours,
    description,
  };
};

export const forms: FormsContent = parseContent('content/forms.ts', FormsContentSchema, {
  priorities: [
    priority(
      'p1',
      'P1',
      'Critical',
      2,
      'Your business is stopped: an automation is down or data is being lost or corrupted.',
    ),
    priority('p2', 'P2', 'High', 4, 'An important workflow is failing or badly degraded, and there is no workaround.'),
    priority(
      'p3',
      'P3',
      'Medium',
      24,
      'Something is not working as it should, but you can carry on with a workaround.',
    ),
    priority('p4', 'P4', 'Low', 48, 'Questions, billing, small changes and feature requests.'),
  ],
  selectPrompt: 'Select an option',
  optionalLabel: 'optional',
  topicMessage: 'I would like: {topic}.\n\n',
  honeypotLabel: 'Leave this field empty',
  withoutScripts:
    'This page’s scripts are switched off or did not load, but the form still works: it sends your message as a plain form post, and the next page confirms it.',
  contact: {
    button: { idle: 'Send Message', submitting: 'Sending...' },
    success: {
      title: 'Message sent!',
      description: `Thank you for your enquiry. We’ll get back to you within ${claims.enquiryReply.value}.`,
    },
    error: { title: 'Error', fallback: 'Failed to send message. Please try again.' },
  },
  support: {
    button: { idle: 'Submit Request', submitting: 'Submitting...' },
    success: {
      title: 'Support request submitted!',
      description: 'Our team will get back to you as soon as possible based on priority level.',
    },
    error: { title: 'Error', fallback: 'Failed to submit request. Please try again or call us directly.' },
  },
  controlCharacters: 'Please remove the invisible control characters from this field.',
  payloadMessages: {
    submissionId: 'This form is missing its submission id. Please reload the page and try again.',
    submittedAt: 'The submission time is not a valid date and time.',
    formType: 'This submission was sent to the wrong form.',
    source: 'The submission source is not recognised.',
  },
  serverErrors: {
    invalid: 'Please correct the highlighted fields and try again.',
    malformed: 'We could not read your submission. Please try again.',
    tooLarge: 'Your submission is too long. Please shorten your message and try again.',
    unsupportedType: 'Submissions must be sent as JSON.',
    forbiddenOrigin: 'Submissions from this website are not accepted.',
    rateLimited: 'Too many submissions from your connection. Please wait a minute and try again.',
    unknownForm: 'There is no such form.',
    methodNotAllowed: 'Forms accept POST requests only.',
    storageFailed: 'We could not save your submission. Please try again in a moment.',
    conflict: 'A different message was already sent with this submission id. Please reload the page and send it again.',
    unavailable: 'We cannot take submissions just now. Please try again later, or email us.',
  },
  sent: {
    contact: { back: { label: 'Return to Home', href: '/' } },
    support: { back: { label: 'Back to Support', href: '/contact-support' } },
  },
  invalidPage: {
    title: 'Please check your form',
    intro: 'We could not send it yet. These fields need a change:',
    back: 'Use your browser’s Back button to return to the form: everything you typed is still there.',
    resendTitle: 'Or correct it here and send it again',
    formLink: 'Open the form again',
  },
  contactPage: {
    heading: 'Let’s Automate Your Business',
    intro: `Tell us about your business and the manual work you want to stop doing. We will come back with practical ideas and a time for your free ${claims.freeAudit.value} automation audit.`,
    formTitle: 'Tell us about your project',
    replyNote: `We reply to every enquiry within ${claims.enquiryReply.value}.`,
    directEmail: 'Prefer email? Write to us directly at',
    auditNote: `We run only ${claims.auditsPerMonth.value} free audits a month, so we can give each one proper attention.`,
    privacyNote: 'We use your details only to reply to your enquiry.',
    privacyLink: { label: 'Read our privacy policy', href: '/privacy' },
  },
  supportPage: {
    heading: 'Contact Support',
    intro:
      'Tell us what is wrong and how urgent it is. Your support level sets how quickly we respond and your priority puts the ticket in order, so choose the priority that matches the impact on your business.',
    criticalBadge: { label: 'Critical issue?', callText: 'Call us now', hours: supportModel.phoneHours },
    formTitle: 'Submit a support request',
    prioritiesTitle: 'Response times by priority',
    prioritiesIntro: `The times on the cards are ${priorityLevel.name}’s. ${supportModel.answered} The table below gives every level and priority.`,
    links: [
      { label: 'New project? Make an enquiry', href: '/contact' },
      { label: 'Browse the documentation', href: '/docs' },
    ],
  },
});
