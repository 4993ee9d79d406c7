/** The shape of `content/guides.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import {
  CardText,
  counted,
  CtaSection,
  HeroSection,
  IconName,
  InternalHref,
  Level,
  ListOf,
  Minutes,
  OnRequest,
  SectionHeading,
  Slug,
  Text,
  uniqueBy,
} from './schema.ts';

/** A quick tip: a heading and one or two sentences of advice. */
const TipSchema = v.object({
  ...CardText,
  /** Decorative icon beside the title. */
  icon: IconName,
});
export type Tip = v.InferOutput<typeof TipSchema>;

/** A step-by-step guide: its title as the brief names it (docs/product.md#guides), and what it walks you through. */
const GuideSchema = v.object({
  /** Slug, unique on the page; the card's element id, so /guides#id links to it. */
  id: Slug,
  ...CardText,
  /** Badge (docs/product.md#behaviour: Beginner green, Intermediate primary, Advanced accent). */
  difficulty: Level,
  /** How long it takes to work through, in minutes. */
  minutes: Minutes,
  /** What it covers, 3 to 5 short points. */
  topics: ListOf(Text, 3, 5, 'a guide lists 3–5 topics'),
});
export type Guide = v.InferOutput<typeof GuideSchema>;

/** A use case: the problem and what the automation does about it. */
const UseCaseSchema = v.object({
  ...CardText,
  /** Tools the automation typically connects, by product name. */
  tools: v.pipe(v.array(Text), v.minLength(2, 'a use case names at least 2 tools')),
});
export type UseCase = v.InferOutput<typeof UseCaseSchema>;

/** A video tutorial: what the video shows. */
const VideoTutorialSchema = v.object({
  ...CardText,
  /** Running time in minutes (docs/product.md#guides: 10, 15, 12 and 18). */
  minutes: Minutes,
});
export type VideoTutorial = v.InferOutput<typeof VideoTutorialSchema>;

export const GuidesPageSchema = v.object({
  /** The page's opening, with its h1 "Guides & Tutorials". */
  hero: HeroSection,
  /** Four quick tips. */
  tips: v.object({
    heading: SectionHeading,
    items: v.pipe(v.array(TipSchema), v.length(4, counted('quick tips', 'guides'))),
  }),
  /** Six step-by-step guides, each card with the section's request link. */
  guides: v.object({
    heading: SectionHeading,
    items: v.pipe(
      v.array(GuideSchema),
      v.length(6, counted('step-by-step guides', 'guides')),
      uniqueBy((guide) => guide.id, 'guide ids must be unique'),
    ),
    /** Button text on every guide card: "Request Guide Access". */
    requestLabel: Text,
    /** Where the button goes. */
    requestHref: InternalHref,
  }),
  /** Six use cases with the tools each connects. */
  useCases: v.object({
    heading: SectionHeading,
    items: v.pipe(v.array(UseCaseSchema), v.length(6, counted('use cases', 'guides'))),
  }),
  /** Four video tutorials. No video is hosted on the site: a visitor requests one and we send the recording. */
  videos: v.object({
    heading: SectionHeading,
    items: v.pipe(v.array(VideoTutorialSchema), v.length(4, counted('video tutorials', 'guides'))),
    /** Button text on every video card: "Request Access". */
    requestLabel: Text,
    ...OnRequest,
  }),
  /** Closing call to action: training session, then the documentation. */
  closing: CtaSection,
});
export type GuidesPage = v.InferOutput<typeof GuidesPageSchema>;
export type GuidesPageInput = v.InferInput<typeof GuidesPageSchema>;
