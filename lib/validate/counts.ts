/**
 * The counts SPEC.md states, as one typed table (DESIGN decision 3). Each rule gives the spec's words and reads
 * its list through a typed accessor over the module (or MDX collection) that holds it, `(m) => m.home.tools.logos`,
 * so a renamed or moved field is a type error here rather than a rule that finds nothing at run time. A failure
 * names the file, where in it the list is (the properties the accessor reads) and the spec's words:
 * `content/home.ts › home.tools.logos: count SPEC §4: 12 logos in the tool strip, found 11`.
 *
 * lib/validate/index.ts imports each content module on its own, so a module that fails to load is reported
 * as a problem and its rules are skipped; this file imports the modules' types only, never the modules.
 */
import type * as about from '../../content/about.ts';
import type * as apiReference from '../../content/api-reference/page.ts';
import type * as caseStudies from '../../content/caseStudies.ts';
import type { Frontmatter } from '../../content/collections.ts';
import type * as bestPractices from '../../content/docs/best-practices.ts';
import type * as gettingStarted from '../../content/docs/getting-started.ts';
import type * as docsHub from '../../content/docs/hub.ts';
import type * as implementationGuides from '../../content/docs/implementation-guides.ts';
import type * as trainingResources from '../../content/docs/training-resources.ts';
import type * as forms from '../../content/forms.ts';
import type * as contactForm from '../../content/forms/contact.ts';
import type * as supportForm from '../../content/forms/support.ts';
import type * as guides from '../../content/guides.ts';
import type * as home from '../../content/home.ts';
import type * as navigation from '../../content/navigation.ts';
import type * as packages from '../../content/packages.ts';
import type * as roi from '../../content/roi.ts';
import type * as services from '../../content/services.ts';
import type * as site from '../../content/site.ts';
import type * as supportLevels from '../../content/supportLevels.ts';
import { joinPath, problem, type Problem } from './problem.ts';
import { select } from './walk.ts';

/** What the rules read, by file: a content module's exports, or an MDX collection's frontmatter (one per file). */
export interface CountSourceTypes {
  'content/about.ts': typeof about;
  'content/api-reference/page.ts': typeof apiReference;
  'content/caseStudies.ts': typeof caseStudies;
  'content/docs/best-practices.ts': typeof bestPractices;
  'content/docs/getting-started.ts': typeof gettingStarted;
  'content/docs/hub.ts': typeof docsHub;
  'content/docs/implementation-guides.ts': typeof implementationGuides;
  'content/docs/training-resources.ts': typeof trainingResources;
  'content/forms.ts': typeof forms;
  'content/forms/contact.ts': typeof contactForm;
  'content/forms/support.ts': typeof supportForm;
  'content/guides.ts': typeof guides;
  'content/home.ts': typeof home;
  'content/navigation.ts': typeof navigation;
  'content/packages.ts': typeof packages;
  'content/roi.ts': typeof roi;
  'content/services.ts': typeof services;
  'content/site.ts': typeof site;
  'content/supportLevels.ts': typeof supportLevels;
  'content/blog/*.mdx': readonly Frontmatter<'blog'>[];
  'content/docs/*.mdx': readonly Frontmatter<'docs'>[];
  'content/legal/*.mdx': readonly Frontmatter<'legal'>[];
}
export type CountFile = keyof CountSourceTypes;

/** What a rule holds to, in the spec's words. */
export interface CountWords {
  /** Where the spec states it. */
  spec: string;
  /** What is counted, in the spec's words. */
  what: string;
  expected: number;
  /**
   * A collection the firm keeps adding to (articles, case studies, services): the spec's count is a minimum,
   * so a sixth article is not a failure (DESIGN decision 19).
   */
  atLeast?: boolean;
}

export interface CountRule extends CountWords {
  /** The module that holds the list, or an MDX collection as `content/blog/*.mdx` (its files' frontmatter). */
  file: CountFile;
  /**
   * Where the list is in `file`, for messages: the properties the rule's accessor reads (`home.tools.logos`),
   * `caseStudies[*].results` for a rule applied to every item, `''` for a collection's files.
   */
  at: string;
  /** The counts in `source` (one per item for a per-item rule), each with where; undefined when the list is not there. */
  measure: (source: unknown) => { path: string; count: number }[] | undefined;
}

type Key = string | number;

/**
 * The keys an accessor reads, in order (`['home', 'tools', 'logos']`), found by running it on a stand-in that
 * records each property read: a rule's location comes from the same typed code as its value. An accessor that
 * does more than read properties is refused when this module loads.
 */
function keysRead(accessor: (source: never) => unknown): Key[] {
  const recorded = new WeakMap<object, Key[]>();
  const standIn = (keys: Key[]): object => {
    const proxy = new Proxy(Object.create(null) as object, {
      get: (_, key) =>
        typeof key === 'string' ? standIn([...keys, /^\d+$/.test(key) ? Number(key) : key]) : undefined,
    });
    recorded.set(proxy, keys);
    return proxy;
  };
  let keys: Key[] | undefined;
  try {
    const result = accessor(standIn([]) as never);
    keys = typeof result === 'object' && result !== null ? recorded.get(result) : undefined;
  } catch {
    keys = undefined;
  }
  if (!keys) {
    throw new Error(
      `lib/validate/counts.ts: a count's accessor only reads properties, as (m) => m.home.tools.logos; not ${String(accessor)}`,
    );
  }
  return keys;
}

const pathOf = (base: string, keys: readonly Key[]): string => keys.reduce<string>(joinPath, base);

/**
 * A typed read of a list: `undefined` where the list may be missing (`(m) => m.navigation.footerGroups[3]?.paths`
 * when there are three groups).
 */
type Accessor<S, T> = (source: S) => readonly T[] | undefined;

/**
 * The list an accessor reads from `source`, or undefined when it is not there: data shorter than the accessor
 * reads (a fourth footer group that is missing), or a module shaped otherwise than its type.
 */
function read<S, T>(accessor: Accessor<S, T>, source: unknown): readonly T[] | undefined {
  try {
    const list = accessor(source as S);
    return Array.isArray(list) ? list : undefined;
  } catch (error) {
    if (error instanceof TypeError) return undefined;
    throw error;
  }
}

/** The rule that the list `list` reads from `file` has the spec's count (of the items `where` picks, if given). */
export function countList<F extends CountFile, T>(
  file: F,
  list: Accessor<CountSourceTypes[F], T>,
  { where, ...words }: CountWords & { where?: (item: T) => boolean },
): CountRule {
  const at = pathOf('', keysRead(list));
  return {
    ...words,
    file,
    at,
    measure: (source) => {
      const items = read(list, source);
      return items && [{ path: at, count: where ? items.filter(where).length : items.length }];
    },
  };
}

/** The rule that every item of `each` in `file` has, in its `list`, the spec's count: 4 result tiles per case study. */
export function countEach<F extends CountFile, I, T>(
  file: F,
  each: Accessor<CountSourceTypes[F], I>,
  list: Accessor<I, T>,
  words: CountWords,
): CountRule {
  const base = pathOf('', keysRead(each));
  const keys = keysRead(list);
  return {
    ...words,
    file,
    at: pathOf(`${base}[*]`, keys),
    measure: (source) => {
      const items = read(each, source);
      if (!items) return undefined;
      const counts: { path: string; count: number }[] = [];
      for (const [index, item] of items.entries()) {
        const found = read(list, item);
        if (!found) return undefined;
        counts.push({ path: pathOf(joinPath(base, index), keys), count: found.length });
      }
      return counts;
    },
  };
}

/**
 * The header's links in the order SPEC §2 "Shared shell" gives them (Home … Support). The count, the fixed
 * links below and the browser test of the rendered header all read this one list.
 */
export const SPEC_HEADER_LINKS = [
  '/',
  '/pricing',
  '/roi-calculator',
  '/about',
  '/case-studies',
  '/blog',
  '/docs',
  '/contact',
  '/contact-support',
] as const;

/**
 * The spec's counts, by name, so a test that needs one of the spec's numbers imports it (`SPEC_COUNTS.packages`)
 * rather than writing it again.
 *
 * A rule a schema already enforces is not repeated: where a content schema fixes a list's exact length, that
 * schema owns the number, and its failure names the field when the module loads. So these live in the schemas,
 * not here: the home page's 3 framework steps, 5 feature cards, 3 testimonials, 3 headline stats and 8 FAQ
 * questions (content/home.schema.ts, a check on each length); exactly one package marked Most Popular
 * (content/packages.schema.ts); the 3 social profiles (content/site.schema.ts, an object of exactly those
 * keys); at least 5 "More Success Stories", the spec's five first and in order (content/caseStudies.schema.ts);
 * the 4 troubleshooting categories and the 4 escalation cards, one per priority (content/docs/troubleshooting
 * .schema.ts, each list matched against its ids in order); the 4 timeline phases (content/docs/getting-started
 * .schema.ts, progress 25, 50, 75 and 100); the training page's 4 downloads (content/docs/training-resources
 * .schema.ts, each download id once); the ROI calculator's 4 tabs and 7 business types (content/roi.schema.ts,
 * objects of exactly those keys); and the 5 GDPR requests (content/legal/gdpr.schema.ts, matched against their
 * ids in order). Where a schema holds only part of a count (a minimum, a maximum, an order), the rule stays here.
 */
export const SPEC_COUNTS = {
  // SPEC §2 Shared shell
  headerLinks: countList('content/navigation.ts', (m) => m.navigation.header, {
    spec: 'SPEC §2 Shared shell',
    what: 'navigation links',
    expected: SPEC_HEADER_LINKS.length,
  }),
  footerGroups: countList('content/navigation.ts', (m) => m.navigation.footerGroups, {
    spec: 'SPEC §2 Shared shell',
    what: 'footer groups',
    expected: 4,
  }),
  footerServicesLinks: countList('content/navigation.ts', (m) => m.navigation.footerGroups[0]?.paths, {
    spec: 'SPEC §2 Shared shell',
    what: 'footer Services links',
    expected: 5,
    atLeast: true,
  }),
  footerCompanyLinks: countList('content/navigation.ts', (m) => m.navigation.footerGroups[1]?.paths, {
    spec: 'SPEC §2 Shared shell',
    what: 'footer Company links',
    expected: 5,
  }),
  footerResourcesLinks: countList('content/navigation.ts', (m) => m.navigation.footerGroups[2]?.paths, {
    spec: 'SPEC §2 Shared shell',
    what: 'footer Resources links',
    expected: 5,
  }),
  footerLegalLinks: countList('content/navigation.ts', (m) => m.navigation.footerGroups[3]?.paths, {
    spec: 'SPEC §2 Shared shell',
    what: 'footer Legal links',
    expected: 4,
  }),
  // SPEC §2 Home
  toolLogos: countList('content/home.ts', (m) => m.home.tools.logos, {
    spec: 'SPEC §4',
    what: 'logos in the tool strip',
    expected: 12,
  }),
  toolCategories: countList('content/home.ts', (m) => m.home.tools.categories, {
    spec: 'SPEC §2 Home',
    what: 'tool categories',
    expected: 6,
  }),
  // SPEC §2 Pricing, §9 Packages
  packages: countList('content/packages.ts', (m) => m.packages, {
    spec: 'SPEC §2 Pricing, §9',
    what: 'packages',
    expected: 3,
  }),
  // SPEC §2 About
  whyChooseCards: countList('content/about.ts', (m) => m.about.whyChoose.cards, {
    spec: 'SPEC §2 About',
    what: '"Why Choose" cards',
    expected: 6,
  }),
  processPhases: countList('content/about.ts', (m) => m.about.process.phases, {
    spec: 'SPEC §2 About',
    what: 'process phases',
    expected: 5,
  }),
  // SPEC §2 Case studies
  caseStudies: countList('content/caseStudies.ts', (m) => m.caseStudies, {
    spec: 'SPEC §2 Case studies',
    what: 'case studies',
    expected: 5,
    atLeast: true,
  }),
  caseStudyResults: countEach(
    'content/caseStudies.ts',
    (m) => m.caseStudies,
    (study) => study.results,
    { spec: 'SPEC §2 Case studies', what: 'result tiles', expected: 4 },
  ),
  // SPEC §2 Documentation and resources
  docsResourceGroups: countList('content/docs/hub.ts', (m) => m.docsHub.groups, {
    spec: 'SPEC §2 Documentation',
    what: 'resource groups',
    expected: 3,
  }),
  gettingStartedResources: countList('content/docs/hub.ts', (m) => m.docsHub.groups[0]?.resources, {
    spec: 'SPEC §2 Documentation',
    what: 'Getting Started resources',
    expected: 3,
  }),
  technicalDocsResources: countList('content/docs/hub.ts', (m) => m.docsHub.groups[1]?.resources, {
    spec: 'SPEC §2 Documentation',
    what: 'Technical Documentation resources',
    expected: 3,
  }),
  implementationResources: countList('content/docs/hub.ts', (m) => m.docsHub.groups[2]?.resources, {
    spec: 'SPEC §2 Documentation',
    what: 'Implementation Resources',
    expected: 4,
  }),
  docsVideoTutorials: countList('content/docs/hub.ts', (m) => m.docsHub.videos.tutorials, {
    spec: 'SPEC §2 Documentation, §9',
    what: 'video tutorials',
    expected: 3,
  }),
  docsGuides: countList('content/docs/*.mdx', (files) => files, {
    spec: 'SPEC §2 route table',
    what: 'docs guides',
    expected: 5,
  }),
  implementationGuides: countList('content/docs/implementation-guides.ts', (m) => m.implementationGuides.guides, {
    spec: 'SPEC §2 Implementation guides',
    what: 'guides',
    expected: 3,
  }),
  bestPracticesSteps: countList('content/docs/best-practices.ts', (m) => m.bestPractices.framework, {
    spec: 'SPEC §2 Best practices',
    what: 'framework steps',
    expected: 6,
  }),
  journeySteps: countList('content/docs/getting-started.ts', (m) => m.gettingStarted.journey, {
    spec: 'SPEC §2 Getting started',
    what: 'journey steps',
    expected: 6,
  }),
  preparationCategories: countList('content/docs/getting-started.ts', (m) => m.gettingStarted.preparation, {
    spec: 'SPEC §2 Getting started',
    what: 'preparation categories',
    expected: 3,
  }),
  trainingModules: countList('content/docs/training-resources.ts', (m) => m.trainingResources.modules, {
    spec: 'SPEC §2 Training resources',
    what: 'modules',
    expected: 6,
  }),
  // SPEC §2 Support, ROI, legal, services, blog, API reference, guides
  supportPriorities: countList('content/forms.ts', (m) => m.forms.priorities, {
    spec: 'SPEC §2 Support, §9',
    what: 'priorities',
    expected: 4,
  }),
  roiScenarios: countList('content/roi.ts', (m) => m.roiContent.scenarios, {
    spec: 'SPEC §9 ROI calculator',
    what: 'sample scenarios',
    expected: 4,
  }),
  legalPages: countList('content/legal/*.mdx', (files) => files, {
    spec: 'SPEC §2 Legal pages',
    what: 'legal pages',
    expected: 4,
  }),
  servicePages: countList('content/services.ts', (m) => m.services, {
    spec: 'SPEC §2 Service pages',
    what: 'service pages',
    expected: 5,
    atLeast: true,
  }),
  articles: countList('content/blog/*.mdx', (files) => files, {
    spec: 'SPEC §2 Blog',
    what: 'articles',
    expected: 5,
    atLeast: true,
  }),
  featuredArticles: countList('content/blog/*.mdx', (files) => files, {
    spec: 'SPEC §2 Blog',
    what: 'featured articles',
    expected: 2,
    where: (article) => article.featured,
  }),
  apiReferenceTabs: countList('content/api-reference/page.ts', (m) => m.apiReferencePage.tabs, {
    spec: 'SPEC §2 API reference',
    what: 'tabs',
    expected: 4,
  }),
  quickTips: countList('content/guides.ts', (m) => m.guidesPage.tips.items, {
    spec: 'SPEC §2 Guides',
    what: 'quick tips',
    expected: 4,
  }),
  stepByStepGuides: countList('content/guides.ts', (m) => m.guidesPage.guides.items, {
    spec: 'SPEC §2 Guides, §9',
    what: 'step-by-step guides',
    expected: 6,
  }),
  useCases: countList('content/guides.ts', (m) => m.guidesPage.useCases.items, {
    spec: 'SPEC §2 Guides',
    what: 'use cases',
    expected: 6,
  }),
  guideVideos: countList('content/guides.ts', (m) => m.guidesPage.videos.items, {
    spec: 'SPEC §2 Guides, §9',
    what: 'video tutorials',
    expected: 4,
  }),
  // SPEC §9
  supportLevels: countList('content/supportLevels.ts', (m) => m.supportLevels, {
    spec: 'SPEC §9 Service prices',
    what: 'support levels',
    expected: 3,
  }),
  // The four form option lists, each in its field's row (content/forms/contact.ts, support.ts).
  companySizes: countList('content/forms/contact.ts', (m) => m.contactFields.companySize.options, {
    spec: 'SPEC §9 Form options',
    what: 'company sizes',
    expected: 6,
  }),
  annualRevenueBands: countList('content/forms/contact.ts', (m) => m.contactFields.annualRevenue.options, {
    spec: 'SPEC §9 Form options',
    what: 'annual revenue bands',
    expected: 5,
  }),
  projectBudgets: countList('content/forms/contact.ts', (m) => m.contactFields.projectBudget.options, {
    spec: 'SPEC §9 Form options',
    what: 'project budgets',
    expected: 5,
  }),
  issueTypes: countList('content/forms/support.ts', (m) => m.supportFields.issueType.options, {
    spec: 'SPEC §9 Form options',
    what: 'issue types',
    expected: 8,
  }),
  countriesServed: countList('content/site.ts', (m) => m.site.areaServed, {
    spec: 'SPEC §9 Service area',
    what: 'countries served',
    expected: 4,
  }),
} satisfies Record<string, CountRule>;

/** Every count rule, in the table's order. */
export const COUNT_RULES: readonly CountRule[] = Object.values(SPEC_COUNTS);

/** What the rules read: each module's exports by file, and each MDX collection's frontmatter list. */
export type CountSources = Readonly<Record<string, unknown>>;

export interface CountCheck {
  problems: Problem[];
  /** Counts compared (a per-item rule compares one per item). */
  checked: number;
  /** Rules not run because their module did not load (its own problem is reported). */
  skipped: CountRule[];
}

export function checkCounts(sources: CountSources, rules: readonly CountRule[] = COUNT_RULES): CountCheck {
  const problems: Problem[] = [];
  const skipped: CountRule[] = [];
  let checked = 0;
  for (const rule of rules) {
    const label = `${rule.spec}: ${rule.atLeast ? 'at least ' : ''}${rule.expected} ${rule.what}`;
    if (!(rule.file in sources)) {
      skipped.push(rule);
      continue;
    }
    const found = rule.measure(sources[rule.file]);
    if (!found) {
      problems.push(problem(rule.file, rule.at || '(files)', 'count', `${label}, but there is no ${rule.at}`));
      continue;
    }
    for (const { path, count } of found) {
      checked += 1;
      if (rule.atLeast ? count < rule.expected : count !== rule.expected)
        problems.push(problem(rule.file, path || '(files)', 'count', `${label}, found ${count}`));
    }
  }
  return { problems, checked, skipped };
}

/** A link the spec fixes: this call to action or button always leads to `href`. */
export interface FixedLinkRule {
  /** Where the spec states it. */
  spec: string;
  /** What the link is, in the spec's words. */
  what: string;
  href: string;
  file: string;
  /** Path to the link's `href` in the module's exports; `[*]` checks every item. */
  path: string;
}

/** The links SPEC.md fixes, read from content like the counts above (schemas describe shape only). */
export const FIXED_LINKS: readonly FixedLinkRule[] = [
  ...SPEC_HEADER_LINKS.map((href, index) => ({
    spec: 'SPEC §2 Shared shell',
    what: `header link ${index + 1}`,
    href,
    file: 'content/navigation.ts',
    path: `navigation.header[${index}]`,
  })),
  {
    spec: 'SPEC §2 Pricing',
    what: 'every package card’s "Get Started"',
    href: '/contact',
    file: 'content/pricing.ts',
    path: 'pricing.packages.cta.href',
  },
  {
    spec: 'SPEC §2 Pricing',
    what: '"Calculate Your Savings"',
    href: '/roi-calculator',
    file: 'content/pricing.ts',
    path: 'pricing.roiLink.href',
  },
  {
    spec: 'SPEC §2 Pricing',
    what: 'the closing call to action',
    href: '/contact',
    file: 'content/pricing.ts',
    path: 'pricing.cta.primary.href',
  },
  {
    spec: 'SPEC §2 About',
    what: 'the closing call to action',
    href: '/contact',
    file: 'content/about.ts',
    path: 'about.cta.primary.href',
  },
  {
    spec: 'SPEC §2 Case studies',
    what: '"Schedule Your Free Strategy Call"',
    href: '/contact',
    file: 'content/caseStudies.ts',
    path: 'caseStudiesPage.cta.primary.href',
  },
  {
    spec: 'SPEC §2 Service pages',
    what: 'each price tier’s call to action',
    href: '/contact',
    file: 'content/services.ts',
    path: 'serviceSections.tierCta.href',
  },
  {
    spec: 'SPEC §2 Service pages',
    what: 'the /services closing call to action',
    href: '/contact',
    file: 'content/services.ts',
    path: 'servicesPage.cta.primary.href',
  },
  {
    spec: 'SPEC §2 Service pages',
    what: 'the /services link to the packages',
    href: '/pricing',
    file: 'content/services.ts',
    path: 'servicesPage.packagesLink.href',
  },
  {
    spec: 'SPEC §2 Documentation',
    what: 'every video tutorial’s "Watch"',
    href: '/contact',
    file: 'content/docs/hub.ts',
    path: 'docsHub.videos.requestHref',
  },
  {
    spec: 'SPEC §2 Training resources',
    what: 'every module’s "Start Training"',
    href: '/contact',
    file: 'content/docs/training-resources.ts',
    path: 'trainingResources.requestHref',
  },
  {
    spec: 'SPEC §2 Training resources',
    what: 'the custom-training call to action',
    href: '/contact',
    file: 'content/docs/training-resources.ts',
    path: 'trainingResources.cta.primary.href',
  },
  {
    spec: 'SPEC §2 Getting started',
    what: 'the closing call to action',
    href: '/contact',
    file: 'content/docs/getting-started.ts',
    path: 'gettingStarted.cta.primary.href',
  },
  {
    // The spec sends "Contact Support" to /contact, the enquiry form, where a support question gets an enquiry's
    // answer and none of the support level's first-response targets: its label is kept, and it leads to the
    // support form (/contact-support), as the help text beside it says.
    spec: 'SPEC §2 Documentation (the support form, not the enquiry form)',
    what: '"Need More Help?": "Contact Support"',
    href: '/contact-support',
    file: 'content/docs/hub.ts',
    path: 'docsHub.help.primary.href',
  },
  {
    spec: 'SPEC §2 Documentation',
    what: '"Need More Help?": "Schedule a Call"',
    href: '/contact',
    file: 'content/docs/hub.ts',
    path: 'docsHub.help.secondary.href',
  },
  ...(['best-practices', 'implementation-guides'] as const).flatMap((page) => {
    const name = page === 'best-practices' ? 'bestPractices' : 'implementationGuides';
    const spec = `SPEC §2 ${page === 'best-practices' ? 'Best practices' : 'Implementation guides'}`;
    return [
      {
        spec,
        what: 'the closing call to action',
        href: '/contact',
        file: `content/docs/${page}.ts`,
        path: `${name}.cta.primary.href`,
      },
      {
        spec,
        what: 'the link to the case studies',
        href: '/case-studies',
        file: `content/docs/${page}.ts`,
        path: `${name}.cta.secondary.href`,
      },
    ];
  }),
  ...['/docs/best-practices', '/contact-support', '/docs/training-resources', '/api-reference'].map((href, index) => ({
    spec: 'SPEC §2 Troubleshooting guides',
    what: `extra resource card ${index + 1}`,
    href,
    file: 'content/docs/troubleshooting.ts',
    path: `troubleshooting.extraResources[${index}].link.href`,
  })),
  {
    spec: 'SPEC §2 Service pages',
    what: 'every service page’s closing call to action',
    href: '/contact',
    file: 'content/services.ts',
    path: 'services[*].cta.primary.href',
  },
];

/** Each fixed link in `sources`, compared with the spec's target; a rule whose path leads nowhere is a problem. */
export function checkFixedLinks(
  sources: CountSources,
  rules: readonly FixedLinkRule[] = FIXED_LINKS,
): { problems: Problem[]; checked: number } {
  const problems: Problem[] = [];
  let checked = 0;
  for (const rule of rules) {
    if (!(rule.file in sources)) continue;
    const found = select(sources[rule.file], rule.path);
    if (!found) {
      problems.push(
        problem(
          rule.file,
          rule.path,
          'fixed-link',
          `${rule.spec}: ${rule.what} leads to ${rule.href}, but there is no ${rule.path} (move the rule in lib/validate/counts.ts with its data)`,
        ),
      );
      continue;
    }
    for (const { path, value } of found) {
      checked += 1;
      if (value !== rule.href)
        problems.push(
          problem(
            rule.file,
            path,
            'fixed-link',
            `${rule.spec}: ${rule.what} leads to ${rule.href}, not ${String(value)}`,
          ),
        );
    }
  }
  return { problems, checked };
}
