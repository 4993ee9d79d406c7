/** The shape of `content/docs/best-practices.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Card, counted, CtaSection, IconName, LinkTo, PhaseSchema, Text } from '../schema.ts';

/** One success metric: what to measure, the target to aim for, and how to measure it. */
const SuccessMetricSchema = v.object({
  /** What to measure (card title). */
  metric: Text,
  /** The target, short enough for a badge: "60–90% less". */
  target: Text,
  /** How to measure it, in one or two sentences. */
  how: Text,
  /** Decorative icon. */
  icon: IconName,
});

export const BestPracticesSchema = v.object({
  /** The six-step framework: practices for any automation, each named with the phase of our process it belongs to. */
  framework: v.pipe(v.array(PhaseSchema), v.length(6, counted('framework steps', 'docs-guides'))),
  /** Practice areas (security, data quality, monitoring, documentation, change management, cost control). */
  practiceAreas: v.pipe(v.array(Card), v.length(6, 'there are exactly 6 practice areas')),
  /**
   * Tips per industry, one card each (title: the industry; points: the tips), in order: finance, recruitment,
   * legal, e-commerce, professional services.
   */
  industryTips: v.pipe(
    v.array(Card),
    v.length(5, 'there are tips for exactly 5 industries'),
    v.check((cards) => cards.every((c) => (c.points?.length ?? 0) >= 3), 'each industry has at least 3 tips'),
  ),
  /** What to measure, the target and how. */
  successMetrics: v.pipe(v.array(SuccessMetricSchema), v.minLength(4)),
  /** Label before a metric's target on its card: "Target". */
  targetLabel: Text,
  /** Closing call to action (docs/product.md#docs-guides: to /contact, then /case-studies). */
  cta: v.object({
    ...CtaSection.entries,
    primary: LinkTo('/contact', 'the closing call to action', 'docs-guides'),
    secondary: LinkTo('/case-studies', 'the link to the case studies', 'docs-guides'),
  }),
});
export type BestPractices = v.InferOutput<typeof BestPracticesSchema>;
