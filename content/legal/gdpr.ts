/**
 * The GDPR page's request buttons (docs/product.md#legal): one pre-filled email per request, sent to the
 * data-protection address (`site.dpoEmail`). The subjects are the spec's, verbatim, in the spec's order; the
 * component URL-encodes `subject` and `body` into each mailto link. `gdprPage` is the copy around the buttons.
 */
import { parseContent } from '../schema.ts';
import {
  GDPR_REQUEST_SUBJECTS,
  type GdprRequest,
  GdprRequestsSchema,
  GdprPageSchema,
  type GdprPage,
} from './gdpr.schema.ts';

export type { GdprPage, GdprRequest } from './gdpr.schema.ts';

const signOff = '\n\nThank you,';

export const gdprRequests: GdprRequest[] = parseContent('content/legal/gdpr.ts', GdprRequestsSchema, [
  {
    id: 'general',
    label: 'Ask about your data',
    subject: GDPR_REQUEST_SUBJECTS.general,
    description:
      'Any other question or request about your personal data, including asking us to restrict or stop using it. Say what you would like us to do and how we may know you.',
    body:
      'Hello,\n\nI have a question or request about my personal data.\n\nFull name:\nEmail addresses you may hold for me:\nCompany (if any):\n\nWhat I would like you to do:' +
      signOff,
  },
  {
    id: 'access',
    label: 'Request access to your data',
    subject: GDPR_REQUEST_SUBJECTS.access,
    description:
      'Get a copy of the personal data we hold about you, with what we use it for, who we share it with and how long we keep it. Include your name and every email address you have used with us.',
    body:
      'Hello,\n\nUnder UK GDPR, I ask for a copy of the personal data you hold about me.\n\nFull name:\nEmail addresses you may hold for me:\nCompany (if any):\nHow I have dealt with you (enquiry, support request, client project):\nRoughly when:\n\nPlease send the copy to this email address.' +
      signOff,
  },
  {
    id: 'erasure',
    label: 'Ask us to delete your data',
    subject: GDPR_REQUEST_SUBJECTS.erasure,
    description:
      'We delete your personal data unless the law requires us to keep it, such as invoices, and tell you what we deleted and what we kept and why. Include every email address we should search for.',
    body:
      'Hello,\n\nUnder UK GDPR, I ask you to delete the personal data you hold about me.\n\nFull name:\nEmail addresses you may hold for me:\nCompany (if any):\nAnything you should keep or delete in particular:\n\nPlease confirm when it is done.' +
      signOff,
  },
  {
    id: 'rectification',
    label: 'Correct your data',
    subject: GDPR_REQUEST_SUBJECTS.rectification,
    description:
      'We correct personal data that is wrong and complete data that is missing. Tell us what is wrong and what it should say.',
    body:
      'Hello,\n\nUnder UK GDPR, I ask you to correct personal data you hold about me.\n\nFull name:\nEmail address you hold for me:\nWhat is wrong:\nWhat it should say:' +
      signOff,
  },
  {
    id: 'portability',
    label: 'Get a copy to take elsewhere',
    subject: GDPR_REQUEST_SUBJECTS.portability,
    description:
      'We send the data you gave us as a CSV or JSON file, to you or straight to another organisation. Say which format you want and where it should go.',
    body:
      'Hello,\n\nUnder UK GDPR, I ask for the personal data I gave you in a machine-readable format.\n\nFull name:\nEmail addresses you may hold for me:\nFormat (CSV or JSON):\nSend it to (me, or the organisation and its address):' +
      signOff,
  },
]);

export const gdprPage: GdprPage = parseContent('content/legal/gdpr.ts', GdprPageSchema, {
  intro:
    'Choose a request below. Each button opens an email to our data-protection address with the subject filled in: complete the lines in the message and send it.',
  responseNote: `We answer each request in the time set out under “How long it takes”, below.`,
  fallback: 'If a button does not open your email program, send an email with the subject shown under it to',
  subjectLabel: 'Subject:',
});
