/** The shape of `content/home.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { PackageCardWordsSchema } from './labels.schema.ts';
import {
  Card,
  CardGridSection,
  ComparisonSection,
  counted,
  CtaSection,
  FaqSection,
  HeroSection,
  Link,
  ProofSection,
  SectionHeading,
  StepsSection,
  Text,
  ToolSchema,
} from './schema.ts';

export const HomeSchema = v.object({
  hero: HeroSection,
  hiddenCost: ComparisonSection,
  framework: v.pipe(
    StepsSection,
    v.check((section) => section.steps.length === 3, 'the framework has exactly 3 steps'),
  ),
  benefits: v.object({ heading: SectionHeading, items: v.pipe(v.array(Card), v.minLength(4)) }),
  features: v.pipe(
    CardGridSection,
    v.check((section) => section.cards.length === 5, 'there are exactly 5 feature cards'),
  ),
  pricing: v.object({
    heading: SectionHeading,
    ...PackageCardWordsSchema.entries,
    more: Link,
  }),
  tools: v.object({
    heading: SectionHeading,
    stripLabel: Text,
    /** Exactly 12: the strip shows them twice so its 30 s loop is seamless (docs/product.md#home). */
    logos: v.pipe(v.array(ToolSchema), v.length(12, counted('logos in the tool strip', 'home'))),
    categories: v.pipe(
      v.array(v.object({ title: Text, tools: v.pipe(v.array(Text), v.minLength(2)) })),
      v.length(6, counted('tool categories', 'home')),
    ),
  }),
  proof: v.pipe(
    ProofSection,
    v.check((section) => section.testimonials.length === 3, 'there are exactly 3 testimonials'),
    v.check((section) => section.stats.length === 3, 'there are exactly 3 headline stats'),
  ),
  faq: v.pipe(
    FaqSection,
    v.check((section) => section.items.length === 8, 'the FAQ has exactly 8 questions'),
  ),
  finalCta: CtaSection,
});
export type Home = v.InferOutput<typeof HomeSchema>;
