/**
 * The three support levels (docs/product.md#service-prices-and-support-levels) and the one support model (one home for
 * each fact, docs/decisions/0021-one-home-for-each-fact.md): a table of first-response targets by level and priority.
 * The level is what you buy; the priority you choose on a ticket orders the queue within it. Standard answers every
 * ticket within 2 working days; Premium's targets are the spec's priority targets (P1 under 2 hours … P4 under 48
 * hours), which the support form's options read from here (content/forms.ts); Enterprise answers every ticket within 1
 * hour, 24/7. Shown where support is sold (/pricing, /services/training-support), where tickets are raised
 * (/contact-support, the troubleshooting escalation), and, through `supportModel`, wherever a page says how fast we
 * answer.
 */
import { claims } from './claims.ts';
import { labels } from './labels.ts';
import { parseContent } from './schema.ts';
import {
  SupportLevelsSchema,
  type SupportLevel,
  SupportLevelLabelsSchema,
  type SupportLevelLabels,
  ResponseTargetsSchema,
  type ResponseTargets,
  SupportModelSchema,
  type SupportModel,
} from './supportLevels.schema.ts';

export type {
  ResponseTargets,
  SupportLevel,
  SupportLevelInput,
  SupportLevelLabels,
  SupportModel,
} from './supportLevels.schema.ts';

/** What Standard support comes with; a project's support period after go-live has it too (`supportModel`). */
const INCLUDED_WITH = 'every monthly plan';

/** When Standard and Premium are answered: the firm's working hours, UK time. */
const WORKING_HOURS = `Mon–Fri 09:00–17:00`;
/** Standard's first response, whatever the priority. */
const STANDARD_RESPONSE = `2 working days`;
/** Enterprise's first response, whatever the priority, at any hour. */
const ENTERPRISE_RESPONSE = `1 hour`;
const ENTERPRISE_TARGET = `< 1h`;

export const supportLevels: SupportLevel[] = parseContent('content/supportLevels.ts', SupportLevelsSchema, [
  {
    id: 'standard',
    name: 'Standard',
    monthlyPrice: 0,
    response: STANDARD_RESPONSE,
    responseHours: 16,
    availability: WORKING_HOURS,
    includedWith: INCLUDED_WITH,
    targets: { p1: STANDARD_RESPONSE, p2: STANDARD_RESPONSE, p3: STANDARD_RESPONSE, p4: STANDARD_RESPONSE },
    features: [
      `Included with ${INCLUDED_WITH}`,
      'Monitoring of every automation we built, with failure alerts to our team',
      'Fixes to anything we built, at no extra cost',
      `Every ticket answered within ${STANDARD_RESPONSE}, critical ones first`,
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    monthlyPrice: 200,
    // The brief's "4-hour response" is Premium's for critical and high priority; its lower priorities take longer.
    response: `Under 4 hours for critical and high priority`,
    responseHours: 4,
    availability: WORKING_HOURS,
    // The brief's priority targets (docs/product.md#support-form), shown on the support form's options and priority
    // cards.
    targets: { p1: '< 2h', p2: '< 4h', p3: '< 24h', p4: '< 48h' },
    features: [
      'Everything in Standard',
      `Critical and high-priority tickets answered within 4 hours (critical within 2 hours), in working hours`,
      'Phone and email support from engineers who know your setup',
      `Up to 4 hours of small changes a month`,
      'Monthly health check and performance report',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: 500,
    response: ENTERPRISE_RESPONSE,
    responseHours: 1,
    availability: claims.emergencySupport.value,
    targets: { p1: ENTERPRISE_TARGET, p2: ENTERPRISE_TARGET, p3: ENTERPRISE_TARGET, p4: ENTERPRISE_TARGET },
    features: [
      'Everything in Premium',
      `Every ticket answered within ${ENTERPRISE_RESPONSE}, ${claims.emergencySupport.value}, with the emergency line answered at any hour`,
      'A named account engineer and a direct phone line',
      `Up to 10 hours of small changes a month`,
      `Uptime reported monthly against a ${claims.uptimeTarget.value} target`,
      'Recovery plan for every business-critical automation',
    ],
  },
]);

export const supportLevelLabels: SupportLevelLabels = parseContent(
  'content/supportLevels.ts',
  SupportLevelLabelsSchema,
  {
    responseLabel: 'Response time',
    availabilityLabel: 'Availability',
    popularLabel: 'Most Popular',
    vatLabel: labels.vat.added,
    includedLabel: 'Included',
    perMonth: '{price}/mo',
  },
);

/** A support level by id. */
export function supportLevel(id: SupportLevel['id']): SupportLevel {
  const found = supportLevels.find((level) => level.id === id);
  if (!found) throw new Error(`content/supportLevels.ts: no support level ${id}`);
  return found;
}

/** The level whose targets the support form's priorities show (docs/product.md#support-form: Premium's). */
export const PRIORITY_LEVEL = 'premium' satisfies SupportLevel['id'];

const standard = supportLevel('standard');
const premium = supportLevel('premium');
const enterprise = supportLevel('enterprise');
const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** How fast each level first answers a ticket, and when. */
const answered = `Your support level sets how fast we first answer a ticket: on ${standard.name} support within ${standard.response}, and on ${premium.name} support ${lowerFirst(premium.response)}, both in working hours (${standard.availability} UK time); on ${enterprise.name} support within ${enterprise.response}, ${enterprise.availability}, emergency phone line included.`;

export const supportModel: SupportModel = parseContent('content/supportLevels.ts', SupportModelSchema, {
  included: `${standard.name} support comes with ${INCLUDED_WITH}, and with a one-off project during its support period after go-live. ${premium.name} and ${enterprise.name} are added to a monthly plan, month to month.`,
  answered,
  packageLine: `Support tickets answered within ${standard.response}`,
  firstResponse: `Our targets are for a first response from an engineer, not for a fix: how quickly we first respond depends on your support level and the priority you choose, and we then work on the problem until it is put right.`,
  phoneHours: `Answered ${standard.availability} UK time on ${standard.name} and ${premium.name}, and ${enterprise.availability} on ${enterprise.name}.`,
  whereToAsk: `Something wrong with an automation we built? Raise a ticket on the support form. ${answered} For a new project, or a question before you buy, use the enquiry form: ${lowerFirst(claims.enquiryReply.statement)}`,
});

/** The first-response table's words; its figures are each level's `targets`. */
export const responseTargets: ResponseTargets = parseContent('content/supportLevels.ts', ResponseTargetsSchema, {
  id: 'response-times',
  caption: 'First-response targets by support level and ticket priority',
  priorityHeader: 'Priority',
  notes: [
    `Standard and Premium are answered in working hours, Mon–Fri 09:00–17:00 UK time: a ticket raised outside them is counted from 09:00 the next working day.`,
    `Enterprise is ${claims.emergencySupport.value}: tickets and the emergency phone line are answered at any hour of every day, bank holidays included.`,
  ],
});
