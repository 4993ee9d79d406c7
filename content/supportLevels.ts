/**
 * The three support levels (SPEC §3 Support level, §9 Support levels) and the one support model (issue 23):
 * a table of first-response targets by level and priority. The level is what you buy; the priority you choose
 * on a ticket orders the queue within it. Standard answers every ticket within 2 business days; Premium buys
 * the priority targets of the support form (content/forms.ts: P1 under 2 hours … P4 under 48 hours); Enterprise
 * answers every ticket within 1 hour, 24/7. Shown where support is sold (/pricing,
 * /services/training-support) and where tickets are raised (/contact-support, the troubleshooting escalation).
 */
import { claims } from './claims.ts';
import { forms } from './forms.ts';
import type { PriorityValue } from './forms.schema.ts';
import { parseContent } from './schema.ts';
import {
  SupportLevelsSchema,
  type SupportLevel,
  SupportLevelLabelsSchema,
  type SupportLevelLabels,
  ResponseTargetsSchema,
  type ResponseTargets,
} from './supportLevels.schema.ts';

export type { ResponseTargets, SupportLevel, SupportLevelInput, SupportLevelLabels } from './supportLevels.schema.ts';

/** The response of a support-form priority, as the form shows it ("< 2h"). */
const priorityResponse = (value: PriorityValue): string => {
  const found = forms.options.priority.find((p) => p.value === value);
  if (!found) throw new Error(`content/supportLevels.ts: no priority ${value} in content/forms.ts`);
  return found.response;
};

export const supportLevels: SupportLevel[] = parseContent('content/supportLevels.ts', SupportLevelsSchema, [
  {
    id: 'standard',
    name: 'Standard',
    monthlyPrice: 0,
    priceLabel: 'Included',
    response: '2 business days',
    responseHours: 16,
    availability: 'Mon–Fri 09:00–17:00',
    targets: { p1: '2 business days', p2: '2 business days', p3: '2 business days', p4: '2 business days' },
    features: [
      'Included with every monthly plan',
      'Monitoring of every automation we built, with failure alerts to our team',
      'Fixes to anything we built, at no extra cost',
      'Every ticket answered within 2 business days, critical ones first',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    monthlyPrice: 200,
    priceLabel: '£200/mo',
    response: '4 hours',
    responseHours: 4,
    availability: 'Mon–Fri 09:00–17:00',
    targets: {
      p1: priorityResponse('p1'),
      p2: priorityResponse('p2'),
      p3: priorityResponse('p3'),
      p4: priorityResponse('p4'),
    },
    features: [
      'Everything in Standard',
      'Critical and high-priority tickets answered within 4 hours (critical within 2), in working hours',
      'Phone and email support from engineers who know your setup',
      'Up to 4 hours of small changes a month',
      'Monthly health check and performance report',
    ],
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: 500,
    priceLabel: '£500/mo',
    response: '1 hour',
    responseHours: 1,
    availability: '24/7',
    targets: { p1: '< 1h', p2: '< 1h', p3: '< 1h', p4: '< 1h' },
    features: [
      'Everything in Premium',
      `Every ticket answered within 1 hour, ${claims.emergencySupport.value}, with the emergency line answered at any hour`,
      'A named account engineer and a direct phone line',
      'Up to 10 hours of small changes a month',
      'Uptime reported monthly against a 99.9% target',
      'Recovery plan for every business-critical automation',
    ],
  },
]);

/** The first-response table's words; its figures are each level's `targets`. */
export const responseTargets: ResponseTargets = parseContent('content/supportLevels.ts', ResponseTargetsSchema, {
  id: 'response-times',
  caption: 'First-response targets by support level and ticket priority',
  intro:
    'Your support level sets how quickly we answer; the priority you choose on a ticket puts it in order within that level.',
  priorityHeader: 'Priority',
  notes: [
    'Standard and Premium are answered in working hours, Mon–Fri 09:00–17:00 UK time: a ticket raised outside them is counted from 09:00 the next working day.',
    `Enterprise is ${claims.emergencySupport.value}: tickets and the emergency phone line are answered at any hour of every day, bank holidays included.`,
    'Standard is included with every monthly plan and during a one-off project’s support period after go-live.',
  ],
});

export const supportLevelLabels: SupportLevelLabels = parseContent(
  'content/supportLevels.ts',
  SupportLevelLabelsSchema,
  {
    responseLabel: 'Response time',
    availabilityLabel: 'Availability',
    popularLabel: 'Most Popular',
  },
);
