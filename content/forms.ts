/**
 * Everything a visitor reads on the two forms (SPEC §2 Contact/Support, §5, §8, §9 "Form options"): option
 * lists, field labels and hints, validation messages, toasts, button labels, page copy and the messages the
 * inbox API answers with. lib/forms.ts builds the schemas from this module, so a message exists once and the
 * page, the server and the tests all show the same words.
 */
import { claims } from './claims.ts';
import { parseContent } from './schema.ts';
import { FormsContentSchema, type FormsContent, type PriorityValue } from './forms.schema.ts';
import { PRIORITY_LEVEL, supportLevel, supportModel } from './supportLevels.ts';

export type { FieldCopy, FormOption, FormsContent, Priority } from './forms.schema.ts';

/** Lengths the schemas enforce. The minimums are the spec's; the maximums keep any valid form under 32 KB. */
const LIMITS = {
  nameMin: 2,
  nameMax: 100,
  roleMax: 100,
  companyMax: 200,
  emailMax: 254,
  websiteMax: 500,
  messageMin: 10,
  messageMax: 5000,
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
  limits: LIMITS,
  options: {
    companySize: [
      { value: '1-10', label: '1-10 employees' },
      { value: '11-50', label: '11-50 employees' },
      { value: '51-200', label: '51-200 employees' },
      { value: '201-500', label: '201-500 employees' },
      { value: '501-1000', label: '501-1000 employees' },
      { value: '1000-plus', label: '1000+ employees' },
    ],
    annualRevenue: [
      { value: 'under-1m', label: 'Under £1M' },
      { value: '1m-5m', label: '£1M - £5M' },
      { value: '5m-25m', label: '£5M - £25M' },
      { value: '25m-100m', label: '£25M - £100M' },
      { value: '100m-plus', label: '£100M+' },
    ],
    projectBudget: [
      { value: 'under-5k', label: 'Under £5K' },
      { value: '5k-15k', label: '£5K - £15K' },
      { value: '15k-50k', label: '£15K - £50K' },
      { value: '50k-100k', label: '£50K - £100K' },
      { value: '100k-plus', label: '£100K+' },
    ],
    issueType: [
      { value: 'technical', label: 'Technical Issue' },
      { value: 'automation-not-working', label: 'Automation Not Working' },
      { value: 'integration', label: 'Integration Problem' },
      { value: 'performance', label: 'Performance Issue' },
      { value: 'data-sync', label: 'Data Sync Error' },
      { value: 'billing', label: 'Billing Question' },
      { value: 'feature-request', label: 'Feature Request' },
      { value: 'other', label: 'Other' },
    ],
    priority: [
      priority(
        'p1',
        'P1',
        'Critical',
        2,
        'Your business is stopped: an automation is down or data is being lost or corrupted.',
      ),
      priority(
        'p2',
        'P2',
        'High',
        4,
        'An important workflow is failing or badly degraded, and there is no workaround.',
      ),
      priority(
        'p3',
        'P3',
        'Medium',
        24,
        'Something is not working as it should, but you can carry on with a workaround.',
      ),
      priority('p4', 'P4', 'Low', 48, 'Questions, billing, small changes and feature requests.'),
    ],
  },
  selectPrompt: 'Select an option',
  optionalLabel: 'optional',
  topicMessage: 'I would like: {topic}.\n\n',
  honeypotLabel: 'Leave this field empty',
  contact: {
    fields: {
      firstName: { label: 'First name', placeholder: 'Jane', autoComplete: 'given-name' },
      lastName: { label: 'Last name', placeholder: 'Smith', autoComplete: 'family-name' },
      email: { label: 'Work email', placeholder: 'jane@yourcompany.co.uk', autoComplete: 'email' },
      role: { label: 'Your role', placeholder: 'Operations Director', autoComplete: 'organization-title' },
      company: { label: 'Company name', placeholder: 'Acme Ltd', autoComplete: 'organization' },
      website: {
        label: 'Company website',
        placeholder: 'yourcompany.co.uk',
        help: 'You can leave out https://.',
        autoComplete: 'url',
        optional: true,
      },
      phone: {
        label: 'Phone',
        placeholder: '+44 7700 900123',
        autoComplete: 'tel',
        optional: true,
      },
      companySize: { label: 'Company size' },
      annualRevenue: { label: 'Annual revenue', optional: true },
      projectBudget: { label: 'Project budget' },
      message: {
        label: 'How can we help?',
        placeholder: 'Tell us which tasks take your team the most time, and which tools you use today.',
        help: `At least ${LIMITS.messageMin} characters.`,
      },
    },
    messages: {
      firstName: 'First name must be at least 2 characters',
      firstNameTooLong: `First name must be at most ${LIMITS.nameMax} characters`,
      lastName: 'Last name must be at least 2 characters',
      lastNameTooLong: `Last name must be at most ${LIMITS.nameMax} characters`,
      email: 'Please enter a valid email address',
      role: 'Please enter your role',
      roleTooLong: `Role must be at most ${LIMITS.roleMax} characters`,
      company: 'Company name is required',
      companyTooLong: `Company name must be at most ${LIMITS.companyMax} characters`,
      website: 'Please enter a valid website address, such as yourcompany.co.uk',
      phone: 'Please enter a valid phone number',
      companySize: 'Please select company size',
      annualRevenue: 'Please select annual revenue from the list',
      projectBudget: 'Please select project budget',
      message: 'Message must be at least 10 characters',
      messageTooLong: `Message must be at most ${LIMITS.messageMax} characters`,
    },
    button: { idle: 'Send Message', submitting: 'Sending...' },
    success: {
      title: 'Message sent!',
      description: 'Thank you for your enquiry. We’ll get back to you within 24 hours.',
    },
    error: { title: 'Error', fallback: 'Failed to send message. Please try again.' },
  },
  support: {
    fields: {
      name: { label: 'Name', placeholder: 'Jane Smith', autoComplete: 'name' },
      email: { label: 'Email', placeholder: 'jane@yourcompany.co.uk', autoComplete: 'email' },
      phone: {
        label: 'Phone',
        placeholder: '+44 7700 900123',
        help: 'So we can call you back about urgent issues.',
        autoComplete: 'tel',
        optional: true,
      },
      issueType: { label: 'Issue type' },
      priority: { label: 'Priority' },
      message: {
        label: 'Describe the issue',
        placeholder: 'What happened, when it started, which automation or tool is affected, and any error message.',
        help: `At least ${LIMITS.messageMin} characters.`,
      },
    },
    messages: {
      name: 'Name must be at least 2 characters',
      nameTooLong: `Name must be at most ${LIMITS.nameMax} characters`,
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      issueType: 'Please select an issue type',
      priority: 'Please select priority level',
      message: 'Message must be at least 10 characters',
      messageTooLong: `Message must be at most ${LIMITS.messageMax} characters`,
    },
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
    criticalBadge: { label: 'Critical issue?', callText: 'Call us now' },
    formTitle: 'Submit a support request',
    prioritiesTitle: 'Response times by priority',
    prioritiesIntro: `The times on the cards are ${priorityLevel.name}’s. ${supportModel.answered} The table below gives every level and priority.`,
    links: [
      { label: 'New project? Make an enquiry', href: '/contact' },
      { label: 'Browse the documentation', href: '/docs' },
    ],
  },
});
