/** The shape of `content/supportLevels.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { ListOf, PositiveInteger, Pounds, NotedFigure, Text, counted } from './schema.ts';

export const SupportLevelSchema = v.pipe(
  v.object({
    /** Stable id, used for anchors. */
    id: v.picklist(['standard', 'premium', 'enterprise']),
    /** Level name. */
    name: Text,
    /** Monthly price in pounds, shown as "£200/mo" (the labels' `perMonth`); 0 when included with every plan. */
    monthlyPrice: Pounds,
    /**
     * The headline first response, as shown beside "Response time": "2 working days". Where the level's
     * targets differ by priority it names the priorities it covers ("Under 4 hours for critical and high
     * priority"), so it never promises more than a row of `targets` gives (`validate` checks this).
     */
    response: Text,
    /** The same promise in hours, counted within `availability` (a working day is 8 hours). */
    responseHours: PositiveInteger,
    /** When the team answers requests of this level: "Mon–Fri 09:00–17:00" or "24/7". */
    availability: Text,
    /** First-response target for each ticket priority on this level, as shown ("2 working days", "< 2h"). */
    targets: v.object({ p1: Text, p2: Text, p3: Text, p4: Text }),
    /** What the level includes. */
    features: ListOf(Text, 4, 6, 'a level lists 4–6 features'),
    /** Marked "Most Popular": the claim of content/claims.ts that backs it, whose note the badge cites. */
    popular: v.optional(NotedFigure),
    /** What the included level comes with ("every monthly plan"); only a level with a price of 0 has it. */
    includedWith: v.optional(Text),
  }),
  v.check(
    (level) => (level.monthlyPrice === 0) === (level.includedWith !== undefined),
    'includedWith is given exactly when the level is included (monthlyPrice 0)',
  ),
);
export type SupportLevel = v.InferOutput<typeof SupportLevelSchema>;

/** How many support levels there are (docs/product.md#service-prices-and-support-levels). */
export const SUPPORT_LEVEL_COUNT = 3;

/** The support levels in the order shown, at most one of them marked popular. */
export const SupportLevelsSchema = v.pipe(
  v.array(SupportLevelSchema),
  v.length(SUPPORT_LEVEL_COUNT, counted('support levels', 'service-prices-and-support-levels')),
  v.check((list) => list.filter((l) => l.popular).length <= 1, 'at most one support level is marked popular'),
);
export type SupportLevelInput = v.InferInput<typeof SupportLevelSchema>;

export const SupportLevelLabelsSchema = v.object({
  /** Label before a level's response time. */
  responseLabel: Text,
  /** Label before a level's availability. */
  availabilityLabel: Text,
  /** Badge on the popular level. */
  popularLabel: Text,
  /** After a level's price: whether VAT is added (content/labels.ts `vat.added`). */
  vatLabel: Text,
  /** The price of the level every plan includes: "Included". */
  includedLabel: Text,
  /** A level's monthly price as shown, `{price}` filled in: "{price}/mo" → "£200/mo". */
  perMonth: Text,
});
export type SupportLevelLabels = v.InferOutput<typeof SupportLevelLabelsSchema>;

export const ResponseTargetsSchema = v.object({
  /** Anchor id of the table, linked from the terms and the support page: "response-times". */
  id: v.pipe(v.string(), v.regex(/^[a-z-]+$/)),
  /** Table caption. */
  caption: Text,
  /** Header of the priority column. */
  priorityHeader: Text,
  /** What the hours are counted in, and what "24/7" covers. */
  notes: v.pipe(v.array(Text), v.minLength(1)),
});
export type ResponseTargets = v.InferOutput<typeof ResponseTargetsSchema>;

/**
 * The support model said once, in sentences built from the level records, for every page that states it:
 * who has which level, and how fast each level answers.
 */
export const SupportModelSchema = v.object({
  /** Which level comes with what: Standard with every monthly plan and a project's support period, the rest added. */
  included: Text,
  /** How fast each level answers, and when: the docs hub, the support page, the FAQs. */
  answered: Text,
  /**
   * The support line of every package card (content/packages.ts): what the included level gives, without naming it, so
   * no card reads "Standard support" beside the Premium package.
   */
  packageLine: Text,
  /** What the targets promise: a first response, not a fix, set by the level and the priority (the privacy policy). */
  firstResponse: Text,
  /** When the critical-issue phone line is answered on each level, beside "Call us now" (the support page). */
  phoneHours: Text,
  /** Where a support question goes (the support form) and where an enquiry does, with how fast each is answered. */
  whereToAsk: Text,
});
export type SupportModel = v.InferOutput<typeof SupportModelSchema>;
