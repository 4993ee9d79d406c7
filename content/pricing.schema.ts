/** The shape of `content/pricing.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { PackageCardWordsSchema } from './labels.schema.ts';
import {
  Card,
  CardGridSection,
  CtaTo,
  FaqSection,
  fixedHref,
  HeroSection,
  ListOf,
  QuestionAnswerSchema,
  SectionHeading,
  Text,
} from './schema.ts';

export const PricingSchema = v.object({
  /** The page's opening; docs/product.md#pricing fixes its heading. */
  hero: v.object({ ...HeroSection.entries, title: v.literal('Start Small, Scale Smart') }),
  /** The three package cards (records from content/packages.ts) and the words on each card. */
  packages: v.object({
    /** Heading above the cards. */
    heading: SectionHeading,
    ...PackageCardWordsSchema.entries,
  }),
  /** The link to the ROI calculator (docs/product.md#pricing), with the sentence beside it. */
  roiLink: v.object({
    label: v.literal('Calculate Your Savings'),
    href: fixedHref('/roi-calculator', '"Calculate Your Savings"', 'pricing'),
    /** Sentence shown before the link. */
    text: Text,
  }),
  /** Heading above the support-level cards (records from content/supportLevels.ts). */
  support: SectionHeading,
  /** The three promises behind every package. */
  guarantees: v.object({
    ...CardGridSection.entries,
    cards: v.pipe(v.array(Card), v.length(3, 'the pricing page shows exactly 3 guarantees')),
  }),
  /** Billing questions, shown as an accordion. */
  faq: v.optional(
    v.object({
      ...FaqSection.entries,
      /** The questions, 3 to 5. */
      items: ListOf(QuestionAnswerSchema, 3, 5, 'the billing FAQ has 3–5 questions'),
    }),
  ),
  /** Closing call to action, to /contact. */
  cta: CtaTo('/contact', 'pricing'),
});
export type Pricing = v.InferOutput<typeof PricingSchema>;
