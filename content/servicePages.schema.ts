/**
 * What a service is (docs/product.md#services, #service-prices-and-support-levels): the schema of the records in
 * content/services/<id>.ts, one file per service, and the words several services share. Prices are numbers in
 * pounds; the page formats them ("£800–£1,500", "From £3,500"). Support-level prices live in content/supportLevels.ts
 * and are not repeated here. content/servicePages.ts collects the records.
 */
import * as v from 'valibot';
import { caseStudies } from './caseStudies.ts';
import { claims } from './claims.ts';
import { EntryOrder } from './entries.ts';
import { PHASE_IDS } from './process.schema.ts';
import { phase } from './process.ts';
import {
  Card,
  CardGridSection,
  counted,
  CtaSection,
  HeroSection,
  IconName,
  LinkTo,
  ListOf,
  PositiveInteger,
  Pounds,
  QuestionAnswerSchema,
  RouteMeta,
  SectionHeading,
  Text,
} from './schema.ts';

/** Ids of the case studies a service may link to. */
const CaseStudyRef = v.picklist(
  caseStudies.map((study) => study.id),
  'must be the id of a case study (a file in content/case-studies/)',
);

/**
 * The only service whose page links to /contact-support (docs/product.md#services: the training and support service).
 */
const SUPPORT_SERVICE = 'training-support';

export const ServiceTierSchema = v.pipe(
  v.object({
    /** Tier name (h3). */
    name: Text,
    /** Lowest price in pounds. */
    minPrice: Pounds,
    /** Highest price in pounds; absent means "and up", shown as "From £3,500". */
    maxPrice: v.optional(Pounds),
    /** One or two sentences on what the tier covers. */
    description: Text,
    /** What the tier includes, shown as ticked points. */
    includes: v.pipe(v.array(Text), v.minLength(1)),
  }),
  v.check(
    (tier) => tier.maxPrice === undefined || tier.maxPrice > tier.minPrice,
    'maxPrice must be above minPrice (leave it out for "and up")',
  ),
);
export type ServiceTier = v.InferOutput<typeof ServiceTierSchema>;

/**
 * A step of an engagement: the phase of the process it is (content/process.ts), whose name is its title, with this
 * service's own duration and what happens in it.
 */
const ServiceStep = v.pipe(
  v.object({
    /** The phase of the one process this step is. */
    phase: v.picklist(PHASE_IDS),
    /** How long it takes on this service: "1–2 weeks". */
    duration: Text,
    /** What happens, on this service. */
    description: Text,
  }),
  v.transform((step) => ({ ...step, title: phase(step.phase).name, points: [] as string[] })),
);

/** A list of `min`–`max` lines or items. */
const Between = <T extends v.GenericSchema>(item: T, min: number, max: number, what: string) =>
  ListOf(item, min, max, `a service page has ${min}–${max} ${what}`);

export const ServiceSchema = v.pipe(
  v.object({
    /** The file's name (content/services/<id>.ts), given by content/entries.ts; the page is /services/<id>. */
    id: v.string(),
    ...EntryOrder.entries,
    /** Service name: the page's title and its label in navigation, the footer and breadcrumbs. */
    name: Text,
    /** The page's search snippet and keywords; its title is `name` unless given here. */
    meta: v.object({
      title: v.optional(RouteMeta.entries.title),
      description: RouteMeta.entries.description,
      keywords: RouteMeta.entries.keywords,
    }),
    /** Icon on the index card and beside the name. */
    icon: IconName,
    /** One sentence for the index card and the footer-level listing. */
    summary: Text,
    /**
     * The page's opening; its h1 is the service's `name`. Its calls to action go to /contact (and to
     * /contact-support for training-support).
     */
    hero: v.object({
      ...v.omit(HeroSection, ['title']).entries,
      /** The small label above the h1, the same on every service page. */
      eyebrow: v.optional(Text, 'Services'),
    }),
    /** What the service solves: exactly 3 cards. */
    problems: v.object({
      ...CardGridSection.entries,
      heading: v.object({
        ...SectionHeading.entries,
        /** The small label above the heading, the same on every service page. */
        eyebrow: v.optional(Text, 'What it solves'),
      }),
      cards: v.pipe(v.array(Card), v.length(3, 'a service page shows exactly 3 problems')),
    }),
    /** Price tiers (docs/product.md#service-prices-and-support-levels). */
    tiers: v.pipe(v.array(ServiceTierSchema), v.minLength(1)),
    /** Support after go-live included in the price. */
    supportPeriod: v.object({
      /** Length in months; absent means ongoing. */
      months: v.optional(PositiveInteger),
      /** As shown: "3 months of optimisation support". */
      label: Text,
    }),
    /** What every engagement includes. */
    included: Between(Text, 5, 7, 'included items'),
    /** How an engagement runs: phases of the one process, at this service's scale. */
    process: Between(ServiceStep, 3, 5, 'process phases'),
    /** Who the service suits. */
    idealFor: Between(Text, 3, 4, 'ideal-for lines'),
    /** Case studies to show, linked as /case-studies#<id>. */
    relatedCaseStudies: v.pipe(v.array(CaseStudyRef), v.minLength(1)),
    /** Heading above the support-level cards (records from content/supportLevels.ts); training-support only. */
    supportLevels: v.optional(SectionHeading),
    /** Questions about this service. */
    faq: Between(QuestionAnswerSchema, 3, 4, 'questions'),
    /** Closing call to action, to /contact. */
    cta: v.object({
      ...CtaSection.entries,
      primary: LinkTo('/contact', 'every service page’s closing call to action', 'services'),
    }),
  }),
  v.check(
    (service) =>
      service.hero.actions.length > 0 &&
      service.hero.actions.every((a) => a.href === '/contact' || a.href === '/contact-support'),
    'a service page’s hero actions go to /contact (docs/product.md#services), or to /contact-support on training-support',
  ),
  v.check(
    (service) =>
      (service.id === SUPPORT_SERVICE) ===
      (service.hero.actions.some((a) => a.href === '/contact-support') &&
        service.cta.secondary?.href === '/contact-support'),
    `only ${SUPPORT_SERVICE} links to /contact-support, from its hero and its closing call to action`,
  ),
  v.transform((service) => ({
    ...service,
    hero: { ...service.hero, title: service.name },
    path: `/services/${service.id}`,
  })),
);
export type Service = v.InferOutput<typeof ServiceSchema>;
/**
 * The collection: at least the five services of docs/product.md#services; the firm adds more. It spans the folder's
 * files, so `brightwork validate` checks it (cli/validate/counts.ts).
 */
export const ServicesSchema = v.pipe(v.array(v.unknown()), v.minLength(5, counted('service pages', 'services')));

/** What content/services/<id>.ts exports as `service`: a record without its id, which is the file's name. */
export type ServiceEntry = Omit<v.InferInput<typeof ServiceSchema>, 'id'>;

/** Headings every service page shares; a service's own words are in its record. */
export const ServiceSectionsSchema = v.object({
  /** Heading above the price tiers. */
  tiers: SectionHeading,
  /** Label before the support period ("Included in the price"). */
  supportPeriodLabel: Text,
  /** Label on a tier's call to action, to /contact. */
  tierCta: LinkTo('/contact', 'each price tier’s call to action', 'services'),
  /** Heading above the included list. */
  included: SectionHeading,
  /** Heading above the process phases. */
  process: SectionHeading,
  /** Heading above the ideal-for list. */
  idealFor: SectionHeading,
  /** Heading above the related case studies. */
  relatedCaseStudies: SectionHeading,
  /** Link text on each related case study. */
  caseStudyLinkLabel: Text,
  /** Heading above the questions. */
  faq: SectionHeading,
});
export type ServiceSections = v.InferOutput<typeof ServiceSectionsSchema>;

/** The /services index. */
export const ServicesPageSchema = v.object({
  /** The page's opening; its h1 is "Automation Services". */
  hero: v.object({ ...HeroSection.entries, title: v.literal('Automation Services') }),
  /** Heading above the service cards. */
  list: SectionHeading,
  /** Link text on each service card, to /services/<id>. */
  cardLinkLabel: Text,
  /** A sentence pointing to the packages, with its link to /pricing. */
  packagesLink: v.object({
    ...LinkTo('/pricing', 'the /services link to the packages', 'services').entries,
    /** Sentence before the link. */
    text: Text,
  }),
  /** Closing call to action, to /contact. */
  cta: v.object({
    ...CtaSection.entries,
    primary: LinkTo('/contact', 'the /services closing call to action', 'services'),
  }),
});
export type ServicesPage = v.InferOutput<typeof ServicesPageSchema>;
export type ServicesPageInput = v.InferInput<typeof ServicesPageSchema>;

/** A promise under the hero of most service pages. */
export const fixedPricePromise = 'Fixed price agreed before we start';
/** The closing call to action's text on most service pages. */
export const auditCtaText = `Book a free ${claims.freeAudit.value} automation audit. We will look at how your team works and tell you, in pounds, what this service would save you.`;
