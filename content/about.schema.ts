/** The shape of `content/about.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import {
  Card,
  CardGridSection,
  counted,
  CtaTo,
  HeroSection,
  ListOf,
  MilestoneSchema,
  MilestonesSection,
  PhaseSchema,
  ProfileSchema,
  ProseSection,
  SectionHeading,
  Slug,
  Text,
} from './schema.ts';
import { site } from './site.ts';

/** The latest year a milestone may carry: nothing on the timeline is in the future (the 2026 event is past). */
const LAST_MILESTONE_YEAR = 2026;

/** How many phases the about page's process has (docs/product.md#about). */
export const PROCESS_PHASES = 5;

export const AboutSchema = v.object({
  /** The page's opening. */
  hero: HeroSection,
  /** How the firm began. */
  story: v.object({
    ...ProseSection.entries,
    /** The story, 3–4 paragraphs. */
    paragraphs: ListOf(Text, 3, 4, 'the story has 3–4 paragraphs'),
  }),
  /** The founder profile card. */
  founder: v.object({
    ...ProfileSchema.entries,
    /** Biography, 2 paragraphs. */
    bio: v.pipe(v.array(Text), v.length(2, 'the founder bio has 2 paragraphs')),
    /** Qualifications and experience, shown as a list. */
    credentials: v.pipe(v.array(Text), v.minLength(2)),
    /** A line in the founder's own words. */
    quote: Text,
  }),
  /** The "Why Choose <brand>" grid: exactly six cards (docs/product.md#about). */
  whyChoose: v.pipe(
    v.object({
      ...CardGridSection.entries,
      cards: v.pipe(v.array(Card), v.length(6, counted('"Why Choose" cards', 'about'))),
    }),
    v.check(
      (section) => section.heading.title === `Why Choose ${site.brand}`,
      `the heading must read "Why Choose ${site.brand}"`,
    ),
  ),
  /** The five-phase process (docs/product.md#about, #timeline). */
  process: v.object({
    /** The section's id: links to the process, from pages that show part of it, go to `/about#<id>`. */
    id: Slug,
    /** Heading above the phases. */
    heading: SectionHeading,
    /** Discovery, Planning, Development, Training, Continuous support. */
    phases: v.pipe(v.array(PhaseSchema), v.length(PROCESS_PHASES, counted('process phases', 'about'))),
  }),
  /** One line stating the 45-minute discovery call (docs/product.md#about), shown with the process. */
  discoveryCall: Text,
  /** The milestones timeline. */
  milestones: v.object({
    ...MilestonesSection.entries,
    /** Dated events, oldest first, 2021 to the present. */
    items: v.pipe(
      ListOf(
        v.object({
          ...MilestoneSchema.entries,
          year: v.pipe(
            Text,
            v.regex(/^\d{4}$/, 'must be a year'),
            v.check(
              (year) => Number(year) >= 2021 && Number(year) <= LAST_MILESTONE_YEAR,
              `must be between 2021 (founding) and ${LAST_MILESTONE_YEAR}`,
            ),
          ),
        }),
        4,
        6,
        'the timeline has 4–6 milestones',
      ),
      v.check(
        (items) => items.every((item, i) => i === 0 || Number(item.year) >= Number(items[i - 1]?.year)),
        'milestones run oldest first',
      ),
    ),
  }),
  /** Closing call to action, to /contact. */
  cta: CtaTo('/contact', 'about'),
});
export type About = v.InferOutput<typeof AboutSchema>;
export type AboutInput = v.InferInput<typeof AboutSchema>;
