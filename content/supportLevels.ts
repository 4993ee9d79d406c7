/**
 * The three support levels (SPEC §3 Support level, §9 Support levels), shown on /pricing and on
 * /services/training-support. On every level, faults are answered by the priority chosen on the support form
 * (content/forms.ts: critical under 2 hours, 24/7); a level's `response` is its promise for every request,
 * questions and change requests included, so Premium and Enterprise tighten the slower priorities.
 */
import * as v from 'valibot';
import { claims } from './claims.ts';
import { Text, parseContent } from './schema.ts';

export const SupportLevelSchema = v.pipe(
  v.object({
    /** Stable id, used for anchors. */
    id: v.picklist(['standard', 'premium', 'enterprise']),
    /** Level name. */
    name: Text,
    /** Monthly price in pounds; 0 when the level is included with every plan. */
    monthlyPrice: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** The price as shown: "Included" or "£200/mo". */
    priceLabel: Text,
    /** Promised first response to any request, as shown: "2 business days". */
    response: Text,
    /** The same promise in hours, counted within `availability` (a business day is 8 hours). */
    responseHours: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** When the team answers requests of this level: "Mon–Fri 09:00–17:00" or "24/7". */
    availability: Text,
    /** What the level includes. */
    features: v.pipe(
      v.array(Text),
      v.minLength(4, 'a level lists 4–6 features'),
      v.maxLength(6, 'a level lists 4–6 features'),
    ),
    /** Marked "Most Popular". */
    popular: v.optional(v.boolean(), false),
  }),
  v.check(
    (level) =>
      level.priceLabel ===
      (level.monthlyPrice === 0 ? 'Included' : `£${level.monthlyPrice.toLocaleString('en-GB')}/mo`),
    'priceLabel must read "Included" for a price of 0, otherwise "£<monthlyPrice>/mo"',
  ),
);
export type SupportLevel = v.InferOutput<typeof SupportLevelSchema>;
export type SupportLevelInput = v.InferInput<typeof SupportLevelSchema>;

export const SupportLevelLabelsSchema = v.object({
  /** Label before a level's response time. */
  responseLabel: Text,
  /** Label before a level's availability. */
  availabilityLabel: Text,
  /** Badge on the popular level. */
  popularLabel: Text,
});
export type SupportLevelLabels = v.InferOutput<typeof SupportLevelLabelsSchema>;

export const supportLevels: SupportLevel[] = parseContent(
  'content/supportLevels.ts',
  v.pipe(
    v.array(SupportLevelSchema),
    v.check((list) => list.filter((l) => l.popular).length <= 1, 'at most one support level is marked popular'),
  ),
  [
    {
      id: 'standard',
      name: 'Standard',
      monthlyPrice: 0,
      priceLabel: 'Included',
      response: '2 business days',
      responseHours: 16,
      availability: 'Mon–Fri 09:00–17:00',
      features: [
        'Included with every monthly plan',
        'Monitoring of every automation we built, with failure alerts to our team',
        'Fixes to anything we built, at no extra cost',
        `Faults answered by the priority you choose: critical ones in under 2 hours, ${claims.emergencySupport.value} by phone`,
        'Questions and change requests answered within 2 business days',
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
      features: [
        'Everything in Standard',
        'Every request, questions and changes included, answered within 4 business hours',
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
      features: [
        'Everything in Premium',
        'Every request answered within 1 hour, day or night, every day of the year',
        'A named account engineer and a direct phone line',
        'Up to 10 hours of small changes a month',
        'Uptime reported monthly against a 99.9% target',
        'Recovery plan for every business-critical automation',
      ],
    },
  ],
);

export const supportLevelLabels: SupportLevelLabels = parseContent(
  'content/supportLevels.ts',
  SupportLevelLabelsSchema,
  {
    responseLabel: 'Response time',
    availabilityLabel: 'Availability',
    popularLabel: 'Most Popular',
  },
);
