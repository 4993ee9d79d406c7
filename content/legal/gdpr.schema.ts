/** The shape of `content/legal/gdpr.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Text } from '../schema.ts';

/** The requests, in the order the page shows them, each with the brief's subject line (docs/product.md#legal). */
export const GDPR_REQUEST_SUBJECTS = {
  general: 'GDPR Data Request',
  access: 'GDPR Access Request',
  erasure: 'GDPR Erasure Request',
  rectification: 'GDPR Rectification Request',
  portability: 'GDPR Portability Request',
} as const;
const GDPR_REQUEST_IDS = Object.keys(GDPR_REQUEST_SUBJECTS) as GdprRequestId[];
export type GdprRequestId = keyof typeof GDPR_REQUEST_SUBJECTS;

const GdprRequestSchema = v.object({
  /** Stable id: general, access, erasure, rectification or portability. */
  id: v.picklist(GDPR_REQUEST_IDS),
  /** Button text, starting with a verb. */
  label: Text,
  /** The email subject, the brief's verbatim (docs/product.md#legal). */
  subject: Text,
  /** One or two sentences under the button: what you get and what to put in the email. */
  description: Text,
  /** Pre-filled email body the visitor completes: plain text, lines separated by \n. */
  body: Text,
});
export type GdprRequest = v.InferOutput<typeof GdprRequestSchema>;

export const GdprRequestsSchema = v.pipe(
  v.array(GdprRequestSchema),
  v.check(
    (list) => list.map((request) => request.id).join() === GDPR_REQUEST_IDS.join(),
    `the requests must be, in this order: ${GDPR_REQUEST_IDS.join(', ')}`,
  ),
  v.check(
    (list) => list.every((request) => request.subject === GDPR_REQUEST_SUBJECTS[request.id]),
    'each subject must be the brief’s subject of its request, verbatim',
  ),
);

export const GdprPageSchema = v.object({
  /** The line above the buttons. */
  intro: Text,
  /** Where the page says when we answer (its "How long it takes" section), so the times are stated once. */
  responseNote: Text,
  /** Shown before the data-protection address, for visitors whose device opens no email program. */
  fallback: Text,
  /** Label before each button's subject line, so it can be copied by hand. */
  subjectLabel: Text,
});
export type GdprPage = v.InferOutput<typeof GdprPageSchema>;
