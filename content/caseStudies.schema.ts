/**
 * What a case study is (docs/product.md#case-studies): the schema of the records in
 * content/case-studies/<id>.ts, one file per study, and of the words around them on /case-studies.
 * content/caseStudies.ts collects the records.
 */
import * as v from 'valibot';
import { EntryOrder } from './entries.ts';
import {
  cite,
  Card,
  CardGridSection,
  counted,
  CtaSection,
  fixedHref,
  HeroSection,
  IconName,
  ListOf,
  ResultTileSchema,
  TestimonialSchema,
  Text,
} from './schema.ts';

/** A list of `min`–`max` lines of copy. */
const TextList = (min: number, max: number, what: string) =>
  ListOf(Text, min, max, `a case study lists ${min}–${max} ${what}`);

export const CaseStudySchema = v.object({
  /** The file's name (content/case-studies/<id>.ts), given by content/entries.ts: the card's anchor, /case-studies#<id>. */
  id: v.string(),
  ...EntryOrder.entries,
  /** Card heading (h2). */
  title: Text,
  /** The client's company name. */
  client: Text,
  /** The client's industry. */
  industry: Text,
  /** Short tags shown above the title. */
  tags: TextList(2, 4, 'tags'),
  /** What was wrong before, in 2–3 sentences. */
  challenge: Text,
  /** What we built, in 2–3 sentences. */
  solution: Text,
  /** Accordion "Technologies Used". */
  technologies: TextList(4, 7, 'technologies'),
  /** Accordion "Implementation Process", shown as a numbered list. */
  process: TextList(4, 6, 'implementation steps'),
  /** The four result tiles, each with its icon. */
  results: v.pipe(
    v.array(v.object({ ...ResultTileSchema.entries, icon: IconName })),
    v.length(4, counted('result tiles', 'case-studies')),
  ),
  /** Accordion "Key Features". */
  features: TextList(4, 6, 'key features'),
  /** Accordion "Additional Benefits". */
  additionalBenefits: TextList(3, 5, 'additional benefits'),
  /** The client's words and who said them. */
  testimonial: v.pick(TestimonialSchema, ['quote', 'author']),
  /** The testimonial author's role at the client. */
  clientRole: Text,
});
export type CaseStudy = v.InferOutput<typeof CaseStudySchema>;
/** What content/case-studies/<id>.ts exports as `caseStudy`: a record without its id, which is the file's name. */
export type CaseStudyEntry = Omit<v.InferInput<typeof CaseStudySchema>, 'id'>;

/**
 * A "More Success Stories" card: the industry as its badge and its one headline result as its only point, which cites
 * its note: how that result was measured (docs/decisions/0041-claims-are-data-bases-are-footnotes.md).
 */
const StoryCard = v.pipe(
  v.object({
    ...Card.entries,
    /** The client's industry. */
    badge: Text,
    /** The one headline result: "Literature reviews 70% faster". */
    result: Text,
    /** How the headline result was measured, in one sentence: the footnote's text. */
    basis: Text,
  }),
  v.transform(({ result, basis, ...card }) => {
    const note = {
      id: `story-${card.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/-$/, '')}`,
      value: result,
      basis,
    };
    return { ...card, result, basis, points: [cite(note)], note };
  }),
);

/** The brief's five extra stories, in its order (docs/product.md#case-studies). */
const MORE_STORY_TITLES = [
  'Document Q&A API Service',
  'Research Paper Analysis System',
  'Receipt Processing & Tax Categorisation',
  'Inbox Management AI Agent',
  'Contract Generator Agent',
] as const;

export const CaseStudiesPageSchema = v.object({
  /** The page's opening, whose heading and subtitle are fixed (docs/product.md#case-studies). */
  hero: v.object({
    ...HeroSection.entries,
    title: v.literal('Real Results from Real Businesses'),
    lead: v.literal(
      'See how AI automation has transformed workflows, saved time, and increased revenue for businesses just like yours.',
    ),
  }),
  /** Headings of the four accordion panels of each study, in order (docs/product.md#case-studies). */
  accordionLabels: v.object({
    technologies: v.literal('Technologies Used'),
    process: v.literal('Implementation Process'),
    features: v.literal('Key Features'),
    additionalBenefits: v.literal('Additional Benefits'),
  }),
  /** Headings of a study's blocks. */
  labels: v.object({
    /** Heading of the challenge block. */
    challenge: Text,
    /** Heading of the solution block. */
    solution: Text,
    /** Heading above the four result tiles. */
    results: Text,
    /** Label before the client's name. */
    client: Text,
    /** Label before the client's industry. */
    industry: Text,
  }),
  /** The "More Success Stories" grid: short cards, the spec's five first. */
  moreStories: v.object({
    ...CardGridSection.entries,
    heading: v.object({ ...CardGridSection.entries.heading.entries, title: v.literal('More Success Stories') }),
    // At least the brief's five, first and in its order; more may follow.
    cards: v.pipe(
      v.array(StoryCard),
      v.check(
        (cards) => MORE_STORY_TITLES.every((title, i) => cards[i]?.title === title),
        `the first stories are the brief's five, in order: ${MORE_STORY_TITLES.join('; ')}`,
      ),
    ),
  }),
  /** Closing call to action (docs/product.md#case-studies: "Schedule Your Free Strategy Call" to /contact). */
  cta: v.object({
    ...CtaSection.entries,
    primary: v.object({
      label: v.literal('Schedule Your Free Strategy Call'),
      href: fixedHref('/contact', '"Schedule Your Free Strategy Call"', 'case-studies'),
    }),
  }),
});
export type CaseStudiesPage = v.InferOutput<typeof CaseStudiesPageSchema>;

/**
 * The collection: at least the five case studies of docs/product.md#case-studies; the firm adds more. It spans the
 * folder's files, so `brightwork validate` checks it (cli/validate/counts.ts).
 */
export const CaseStudiesSchema = v.pipe(v.array(v.unknown()), v.minLength(5, counted('case studies', 'case-studies')));
export type CaseStudiesPageInput = v.InferInput<typeof CaseStudiesPageSchema>;
