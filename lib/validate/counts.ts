/**
 * The counts SPEC.md states, as one typed list (DESIGN decision 3). Each rule names the spec's words, the
 * module (or MDX collection) holding the list and the path to it in the module's exports, so a failure reads
 * `content/home.ts › home.faq.items: count SPEC §2 Home: 8 FAQ questions, found 7`. A rule whose path leads
 * nowhere is itself a problem: data that moved must take its rule with it, never drop out of the check.
 */
import { problem, type Problem } from './problem.ts';
import { select } from './walk.ts';

export interface CountRule {
  /** Where the spec states it. */
  spec: string;
  /** What is counted, in the spec's words. */
  what: string;
  expected: number;
  /**
   * A collection the firm keeps adding to (articles, case studies, services, more stories): the spec's count
   * is a minimum, so a sixth article is not a failure (DESIGN decision 19).
   */
  atLeast?: boolean;
  /** The module that holds the list, or an MDX collection as `content/blog/*.mdx` (its files' frontmatter). */
  file: string;
  /**
   * Path to the list in the module's exports (`home.faq.items`; `''` for a collection's files). `[*]` applies
   * the rule to every item (`caseStudies[*].results`). An object's keys are counted when it is not a list.
   */
  path: string;
  /** Count only the items that match. */
  where?: (item: unknown) => boolean;
}

const flagged =
  (flag: string) =>
  (item: unknown): boolean =>
    typeof item === 'object' && item !== null && (item as Record<string, unknown>)[flag] === true;

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
export const COUNT_RULES: readonly CountRule[] = [
  // SPEC §2 Shared shell
  {
    spec: 'SPEC §2 Shared shell',
    what: 'navigation links',
    expected: SPEC_HEADER_LINKS.length,
    file: 'content/navigation.ts',
    path: 'navigation.header',
  },
  {
    spec: 'SPEC §2 Shared shell',
    what: 'footer groups',
    expected: 4,
    file: 'content/navigation.ts',
    path: 'navigation.footerGroups',
  },
  {
    spec: 'SPEC §2 Shared shell',
    what: 'footer Services links',
    expected: 5,
    atLeast: true,
    file: 'content/navigation.ts',
    path: 'navigation.footerGroups[0].paths',
  },
  {
    spec: 'SPEC §2 Shared shell',
    what: 'footer Company links',
    expected: 5,
    file: 'content/navigation.ts',
    path: 'navigation.footerGroups[1].paths',
  },
  {
    spec: 'SPEC §2 Shared shell',
    what: 'footer Resources links',
    expected: 5,
    file: 'content/navigation.ts',
    path: 'navigation.footerGroups[2].paths',
  },
  {
    spec: 'SPEC §2 Shared shell',
    what: 'footer Legal links',
    expected: 4,
    file: 'content/navigation.ts',
    path: 'navigation.footerGroups[3].paths',
  },
  // SPEC §2 Home
  { spec: 'SPEC §4', what: 'logos in the tool strip', expected: 12, file: 'content/home.ts', path: 'home.tools.logos' },
  {
    spec: 'SPEC §2 Home',
    what: 'tool categories',
    expected: 6,
    file: 'content/home.ts',
    path: 'home.tools.categories',
  },
  // SPEC §2 Pricing, §9 Packages
  { spec: 'SPEC §2 Pricing, §9', what: 'packages', expected: 3, file: 'content/packages.ts', path: 'packages' },
  // SPEC §2 About
  {
    spec: 'SPEC §2 About',
    what: '"Why Choose" cards',
    expected: 6,
    file: 'content/about.ts',
    path: 'about.whyChoose.cards',
  },
  {
    spec: 'SPEC §2 About',
    what: 'process phases',
    expected: 5,
    file: 'content/about.ts',
    path: 'about.process.phases',
  },
  // SPEC §2 Case studies, §9 Claims
  {
    spec: 'SPEC §2 Case studies',
    what: 'case studies',
    expected: 5,
    atLeast: true,
    file: 'content/caseStudies.ts',
    path: 'caseStudies',
  },
  {
    spec: 'SPEC §2 Case studies',
    what: 'result tiles',
    expected: 4,
    file: 'content/caseStudies.ts',
    path: 'caseStudies[*].results',
  },
  // SPEC §2 Documentation and resources
  {
    spec: 'SPEC §2 Documentation',
    what: 'resource groups',
    expected: 3,
    file: 'content/docs/hub.ts',
    path: 'docsHub.groups',
  },
  {
    spec: 'SPEC §2 Documentation',
    what: 'Getting Started resources',
    expected: 3,
    file: 'content/docs/hub.ts',
    path: 'docsHub.groups[0].resources',
  },
  {
    spec: 'SPEC §2 Documentation',
    what: 'Technical Documentation resources',
    expected: 3,
    file: 'content/docs/hub.ts',
    path: 'docsHub.groups[1].resources',
  },
  {
    spec: 'SPEC §2 Documentation',
    what: 'Implementation Resources',
    expected: 4,
    file: 'content/docs/hub.ts',
    path: 'docsHub.groups[2].resources',
  },
  {
    spec: 'SPEC §2 Documentation, §9',
    what: 'video tutorials',
    expected: 3,
    file: 'content/docs/hub.ts',
    path: 'docsHub.videos.tutorials',
  },
  { spec: 'SPEC §2 route table', what: 'docs guides', expected: 5, file: 'content/docs/*.mdx', path: '' },
  {
    spec: 'SPEC §2 Implementation guides',
    what: 'guides',
    expected: 3,
    file: 'content/docs/implementation-guides.ts',
    path: 'implementationGuides.guides',
  },
  {
    spec: 'SPEC §2 Best practices',
    what: 'framework steps',
    expected: 6,
    file: 'content/docs/best-practices.ts',
    path: 'bestPractices.framework',
  },
  {
    spec: 'SPEC §2 Getting started',
    what: 'journey steps',
    expected: 6,
    file: 'content/docs/getting-started.ts',
    path: 'gettingStarted.journey',
  },
  {
    spec: 'SPEC §2 Getting started',
    what: 'preparation categories',
    expected: 3,
    file: 'content/docs/getting-started.ts',
    path: 'gettingStarted.preparation',
  },
  {
    spec: 'SPEC §2 Training resources',
    what: 'modules',
    expected: 6,
    file: 'content/docs/training-resources.ts',
    path: 'trainingResources.modules',
  },
  // SPEC §2 Support, ROI, legal, services, blog, API reference, guides
  {
    spec: 'SPEC §2 Support, §9',
    what: 'priorities',
    expected: 4,
    file: 'content/forms.ts',
    path: 'forms.options.priority',
  },
  {
    spec: 'SPEC §9 ROI calculator',
    what: 'sample scenarios',
    expected: 4,
    file: 'content/roi.ts',
    path: 'roiContent.scenarios',
  },
  { spec: 'SPEC §2 Legal pages', what: 'legal pages', expected: 4, file: 'content/legal/*.mdx', path: '' },
  {
    spec: 'SPEC §2 Service pages',
    what: 'service pages',
    expected: 5,
    atLeast: true,
    file: 'content/services.ts',
    path: 'services',
  },
  { spec: 'SPEC §2 Blog', what: 'articles', expected: 5, atLeast: true, file: 'content/blog/*.mdx', path: '' },
  {
    spec: 'SPEC §2 Blog',
    what: 'featured articles',
    expected: 2,
    file: 'content/blog/*.mdx',
    path: '',
    where: flagged('featured'),
  },
  {
    spec: 'SPEC §2 API reference',
    what: 'tabs',
    expected: 4,
    file: 'content/api-reference/page.ts',
    path: 'apiReferencePage.tabs',
  },
  { spec: 'SPEC §2 Guides', what: 'quick tips', expected: 4, file: 'content/guides.ts', path: 'guidesPage.tips.items' },
  {
    spec: 'SPEC §2 Guides, §9',
    what: 'step-by-step guides',
    expected: 6,
    file: 'content/guides.ts',
    path: 'guidesPage.guides.items',
  },
  {
    spec: 'SPEC §2 Guides',
    what: 'use cases',
    expected: 6,
    file: 'content/guides.ts',
    path: 'guidesPage.useCases.items',
  },
  {
    spec: 'SPEC §2 Guides, §9',
    what: 'video tutorials',
    expected: 4,
    file: 'content/guides.ts',
    path: 'guidesPage.videos.items',
  },
  // SPEC §9
  {
    spec: 'SPEC §9 Service prices',
    what: 'support levels',
    expected: 3,
    file: 'content/supportLevels.ts',
    path: 'supportLevels',
  },
  {
    spec: 'SPEC §9 Form options',
    what: 'company sizes',
    expected: 6,
    file: 'content/forms.ts',
    path: 'forms.options.companySize',
  },
  {
    spec: 'SPEC §9 Form options',
    what: 'annual revenue bands',
    expected: 5,
    file: 'content/forms.ts',
    path: 'forms.options.annualRevenue',
  },
  {
    spec: 'SPEC §9 Form options',
    what: 'project budgets',
    expected: 5,
    file: 'content/forms.ts',
    path: 'forms.options.projectBudget',
  },
  {
    spec: 'SPEC §9 Form options',
    what: 'issue types',
    expected: 8,
    file: 'content/forms.ts',
    path: 'forms.options.issueType',
  },
  {
    spec: 'SPEC §9 Service area',
    what: 'countries served',
    expected: 4,
    file: 'content/site.ts',
    path: 'site.areaServed',
  },
];

/**
 * The rule counting the list at `path` of `file` (the one without a filter), for tests that need the spec's
 * number: they import it rather than write it again.
 */
export function countRule(file: string, path: string): CountRule {
  const rule = COUNT_RULES.find((r) => r.file === file && r.path === path && !r.where);
  if (!rule) throw new Error(`lib/validate/counts.ts: no count rule for ${file} › ${path || '(files)'}`);
  return rule;
}

/** What the rules read: each module's exports by file, and each MDX collection's frontmatter list. */
export type CountSources = Readonly<Record<string, unknown>>;

export interface CountCheck {
  problems: Problem[];
  /** Counts compared (a `[*]` rule compares one per item). */
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
    const found = select(sources[rule.file], rule.path);
    if (!found) {
      problems.push(
        problem(
          rule.file,
          rule.path || '(root)',
          'count',
          `${label}, but there is no ${rule.path} (move the rule in lib/validate/counts.ts with its data)`,
        ),
      );
      continue;
    }
    for (const { path, value } of found) {
      checked += 1;
      const items = Array.isArray(value)
        ? value
        : value !== null && typeof value === 'object'
          ? Object.keys(value)
          : undefined;
      if (!items) {
        problems.push(problem(rule.file, path || '(root)', 'count', `${label}, but it is not a list`));
        continue;
      }
      const count = rule.where ? items.filter(rule.where).length : items.length;
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
    spec: 'SPEC §2 Documentation',
    what: '"Need More Help?": "Contact Support"',
    href: '/contact',
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
