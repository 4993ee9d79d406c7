/** The shape of `content/docs/implementation-guides.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import {
  counted,
  CtaSection,
  IconName,
  Link,
  LinkTo,
  PhaseSchema,
  ResultTileSchema,
  Slug,
  Text,
  uniqueBy,
} from '../schema.ts';

/** A mistake people make with this automation, and how to avoid it. */
const PitfallSchema = v.object({
  /** The mistake, in a few words (bold lead-in). */
  mistake: Text,
  /** How to avoid it, in one or two sentences. */
  fix: Text,
});

/** One implementation guide. */
const ImplementationGuideSchema = v.object({
  /** Stable id (not the slug of the `##` heading above the guide, so the two never clash as element ids). */
  id: Slug,
  /** The guide's name, as in lists and the card title. */
  title: Text,
  /** Two or three sentences: what the automation does and who it suits. */
  summary: Text,
  /** Decorative icon. */
  icon: IconName,
  /** The tools it is built with; "or" marks alternatives. */
  tools: v.pipe(v.array(Text), v.minLength(2)),
  /** Time from kick-off to go-live: "2–3 weeks". */
  timeToImplement: Text,
  /** The build, step by step, each with when it happens and what it includes. */
  steps: v.pipe(v.array(PhaseSchema), v.minLength(3, 'a guide has at least 3 steps')),
  /** Common mistakes and how to avoid them. */
  pitfalls: v.pipe(v.array(PitfallSchema), v.minLength(2, 'a guide lists at least 2 pitfalls')),
  /** What you can expect once it is live. */
  results: v.pipe(v.array(ResultTileSchema), v.minLength(3, 'a guide shows at least 3 expected results')),
  /** A related case study (link to /case-studies or one of its anchors). */
  caseStudy: v.optional(
    v.pipe(
      Link,
      v.check((link) => /^\/case-studies(#[a-z0-9-]+)?$/.test(link.href), 'must link to /case-studies or an anchor'),
    ),
  ),
});
export type ImplementationGuide = v.InferOutput<typeof ImplementationGuideSchema>;

export const ImplementationGuidesSchema = v.object({
  /** Headings inside every guide. */
  labels: v.object({
    /** Before the tool list. */
    tools: Text,
    /** Before the time to implement. */
    timeToImplement: Text,
    /** Heading of the steps. */
    steps: Text,
    /** Heading of the pitfalls. */
    pitfalls: Text,
    /** Heading of the expected results. */
    results: Text,
  }),
  /** Exactly 3 guides, in order: CRM leads, invoices and payments, e-commerce inventory. */
  guides: v.pipe(
    v.array(ImplementationGuideSchema),
    v.length(3, counted('implementation guides', 'docs-guides')),
    uniqueBy((g) => g.id, 'guide ids must be unique'),
  ),
  /** Closing call to action (docs/product.md#docs-guides: to /contact, then /case-studies). */
  cta: v.object({
    ...CtaSection.entries,
    primary: LinkTo('/contact', 'the closing call to action', 'docs-guides'),
    secondary: LinkTo('/case-studies', 'the link to the case studies', 'docs-guides'),
  }),
});
export type ImplementationGuides = v.InferOutput<typeof ImplementationGuidesSchema>;
