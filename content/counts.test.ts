/**
 * Every count and fixed link the product states lives in the schema of the data it counts
 * (docs/decisions/0036-counts-and-fixed-links-live-in-their-schemas.md). For each, a planted fixture (the real
 * content with that one thing wrong) must fail its schema under the list's or link's own path, in the product's
 * words, and the real content must pass. A rule taken out of its schema fails here.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { about } from './about.ts';
import { AboutSchema } from './about.schema.ts';
import { apiReferencePage } from './api-reference/page.ts';
import { ApiReferencePageSchema } from './api-reference/page.schema.ts';
import { caseStudies, caseStudiesPage } from './caseStudies.ts';
import { CaseStudiesPageSchema, CaseStudySchema } from './caseStudies.schema.ts';
import { bestPractices } from './docs/best-practices.ts';
import { BestPracticesSchema } from './docs/best-practices.schema.ts';
import { gettingStarted } from './docs/getting-started.ts';
import { GettingStartedSchema } from './docs/getting-started.schema.ts';
import { docsHub } from './docs/hub.ts';
import { DocsHubSchema } from './docs/hub.schema.ts';
import { implementationGuides } from './docs/implementation-guides.ts';
import { ImplementationGuidesSchema } from './docs/implementation-guides.schema.ts';
import { trainingResources } from './docs/training-resources.ts';
import { TrainingResourcesSchema } from './docs/training-resources.schema.ts';
import { troubleshooting } from './docs/troubleshooting.ts';
import { TroubleshootingSchema } from './docs/troubleshooting.schema.ts';
import { forms } from './forms.ts';
import { FormsContentSchema, OPTION_COUNTS } from './forms.schema.ts';
import { contactFields } from './form-fields/contact.ts';
import { supportFields } from './form-fields/support.ts';
import { guidesPage } from './guides.ts';
import { GuidesPageSchema } from './guides.schema.ts';
import { home } from './home.ts';
import { HomeSchema } from './home.schema.ts';
import { labels } from './labels.ts';
import { LabelsSchema } from './labels.schema.ts';
import { navigation } from './navigation.ts';
import { HEADER_PATHS, NavigationSchema } from './navigation.schema.ts';
import { packages } from './packages.ts';
import { PackagesSchema } from './packages.schema.ts';
import { pricing } from './pricing.ts';
import { PricingSchema } from './pricing.schema.ts';
import { roiContent } from './roi.ts';
import { RoiContentSchema } from './roi.schema.ts';
import { issuePath } from './schema.ts';
import { services, servicesPage, serviceSections } from './servicePages.ts';
import { ServiceSchema, ServiceSectionsSchema, ServicesPageSchema } from './servicePages.schema.ts';
import { site } from './site.ts';
import { SiteSchema } from './site.schema.ts';
import { supportLevels } from './supportLevels.ts';
import { SupportLevelsSchema } from './supportLevels.schema.ts';

/** Each issue of `data` under `schema`, as `path: message`. */
function failures(schema: v.GenericSchema, data: unknown): string[] {
  const result = v.safeParse(schema, data);
  return result.success ? [] : result.issues.map((issue) => `${issuePath(issue.path)}: ${issue.message}`);
}

type Key = string | number;

/** A copy of `data` with the value at `path` replaced by `change` of it; nothing else is copied or changed. */
function plant(data: unknown, path: readonly Key[], change: (value: unknown) => unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return change(data);
  if (Array.isArray(data)) return data.map((item, index) => (index === key ? plant(item, rest, change) : item));
  const record = data as Record<string, unknown>;
  return { ...record, [key]: plant(record[key], rest, change) };
}

const dropLast = (list: unknown): unknown => (list as unknown[]).slice(0, -1);
const to = (href: string) => () => href;

interface Rule {
  /** What the product fixes. */
  rule: string;
  schema: v.GenericSchema;
  /** The real content, which passes. */
  real: unknown;
  /** The fixture: where in the real content, and what is planted there. */
  at: readonly Key[];
  change: (value: unknown) => unknown;
  /** What the schema reports. */
  expected: string[];
}

const RULES: Rule[] = [
  // The shell
  {
    rule: 'the header links, in order',
    schema: NavigationSchema,
    real: navigation,
    at: ['header'],
    change: (header) => {
      const [home, pricing, ...rest] = header as string[];
      return [pricing, home, ...rest];
    },
    expected: [
      'header[0]: header link 1 leads to / (docs/product.md#the-shell), not "/pricing"',
      'header[1]: header link 2 leads to /pricing (docs/product.md#the-shell), not "/"',
    ],
  },
  ...HEADER_PATHS.map((path, index): Rule => ({
    rule: `header link ${index + 1} to ${path}`,
    schema: NavigationSchema,
    real: navigation,
    at: ['header', index],
    change: to('/search'),
    expected: [
      `header[${index}]: header link ${index + 1} leads to ${path} (docs/product.md#the-shell), not "/search"`,
    ],
  })),
  {
    rule: '9 header links',
    schema: NavigationSchema,
    real: navigation,
    at: ['header'],
    change: dropLast,
    expected: ['header: 9 navigation links (docs/product.md#the-shell), found 8'],
  },
  {
    rule: '4 footer groups',
    schema: NavigationSchema,
    real: navigation,
    at: ['footerGroups'],
    change: dropLast,
    expected: ['footerGroups: 4 footer groups (docs/product.md#the-shell), found 3'],
  },

  {
    rule: '5 footer Company links',
    schema: NavigationSchema,
    real: navigation,
    at: ['footerGroups', 1, 'paths'],
    change: dropLast,
    expected: ['footerGroups[1].paths: 5 footer Company links (docs/product.md#the-shell), found 4'],
  },
  {
    rule: '5 footer Resources links',
    schema: NavigationSchema,
    real: navigation,
    at: ['footerGroups', 2, 'paths'],
    change: dropLast,
    expected: ['footerGroups[2].paths: 5 footer Resources links (docs/product.md#the-shell), found 4'],
  },
  {
    rule: '4 footer Legal links',
    schema: NavigationSchema,
    real: navigation,
    at: ['footerGroups', 3, 'paths'],
    change: dropLast,
    expected: ['footerGroups[3].paths: 4 footer Legal links (docs/product.md#the-shell), found 3'],
  },
  // Home, pricing, about
  {
    rule: '12 logos in the tool strip',
    schema: HomeSchema,
    real: home,
    at: ['tools', 'logos'],
    change: dropLast,
    expected: ['tools.logos: 12 logos in the tool strip (docs/product.md#home), found 11'],
  },
  {
    rule: '6 tool categories',
    schema: HomeSchema,
    real: home,
    at: ['tools', 'categories'],
    change: dropLast,
    expected: ['tools.categories: 6 tool categories (docs/product.md#home), found 5'],
  },
  {
    rule: '3 packages',
    schema: PackagesSchema,
    real: packages,
    at: [],
    change: (list) => (list as unknown[]).filter((_, index) => index !== 0),
    expected: ['(root): 3 packages (docs/product.md#packages), found 2'],
  },
  {
    rule: 'every package card’s "Get Started" to /contact',
    schema: LabelsSchema,
    real: labels,
    at: ['packageCard', 'cta', 'href'],
    change: to('/pricing'),
    expected: [
      'packageCard.cta.href: every package card’s "Get Started" leads to /contact (docs/product.md#pricing), not "/pricing"',
    ],
  },
  {
    rule: '"Calculate Your Savings" to /roi-calculator',
    schema: PricingSchema,
    real: pricing,
    at: ['roiLink', 'href'],
    change: to('/contact'),
    expected: [
      'roiLink.href: "Calculate Your Savings" leads to /roi-calculator (docs/product.md#pricing), not "/contact"',
    ],
  },
  {
    rule: 'the pricing page’s closing call to action to /contact',
    schema: PricingSchema,
    real: pricing,
    at: ['cta', 'primary', 'href'],
    change: to('/about'),
    expected: [
      'cta.primary.href: the closing call to action leads to /contact (docs/product.md#pricing), not "/about"',
    ],
  },
  {
    rule: '6 "Why Choose" cards',
    schema: AboutSchema,
    real: about,
    at: ['whyChoose', 'cards'],
    change: dropLast,
    expected: ['whyChoose.cards: 6 "Why Choose" cards (docs/product.md#about), found 5'],
  },
  {
    rule: '5 process phases',
    schema: AboutSchema,
    real: about,
    at: ['process', 'phases'],
    change: dropLast,
    expected: ['process.phases: 5 process phases (docs/product.md#about), found 4'],
  },
  {
    rule: 'the about page’s closing call to action to /contact',
    schema: AboutSchema,
    real: about,
    at: ['cta', 'primary', 'href'],
    change: to('/pricing'),
    expected: [
      'cta.primary.href: the closing call to action leads to /contact (docs/product.md#about), not "/pricing"',
    ],
  },
  // Case studies and services

  {
    rule: '4 result tiles a case study',
    schema: CaseStudySchema,
    real: caseStudies[2],
    at: ['results'],
    change: dropLast,
    expected: ['results: 4 result tiles (docs/product.md#case-studies), found 3'],
  },
  {
    rule: '"Schedule Your Free Strategy Call" to /contact',
    schema: CaseStudiesPageSchema,
    real: caseStudiesPage,
    at: ['cta', 'primary', 'href'],
    change: to('/pricing'),
    expected: [
      'cta.primary.href: "Schedule Your Free Strategy Call" leads to /contact (docs/product.md#case-studies), not "/pricing"',
    ],
  },

  {
    rule: 'every service page’s closing call to action to /contact',
    schema: ServiceSchema,
    real: services[0],
    at: ['cta', 'primary', 'href'],
    change: to('/pricing'),
    expected: [
      'cta.primary.href: every service page’s closing call to action leads to /contact (docs/product.md#services), not "/pricing"',
    ],
  },
  {
    rule: 'each price tier’s call to action to /contact',
    schema: ServiceSectionsSchema,
    real: serviceSections,
    at: ['tierCta', 'href'],
    change: to('/pricing'),
    expected: [
      'tierCta.href: each price tier’s call to action leads to /contact (docs/product.md#services), not "/pricing"',
    ],
  },
  {
    rule: 'the /services closing call to action to /contact',
    schema: ServicesPageSchema,
    real: servicesPage,
    at: ['cta', 'primary', 'href'],
    change: to('/pricing'),
    expected: [
      'cta.primary.href: the /services closing call to action leads to /contact (docs/product.md#services), not "/pricing"',
    ],
  },
  {
    rule: 'the /services link to the packages',
    schema: ServicesPageSchema,
    real: servicesPage,
    at: ['packagesLink', 'href'],
    change: to('/contact'),
    expected: [
      'packagesLink.href: the /services link to the packages leads to /pricing (docs/product.md#services), not "/contact"',
    ],
  },
  // The documentation hub and the docs guides
  {
    rule: '3 resource groups',
    schema: DocsHubSchema,
    real: docsHub,
    at: ['groups'],
    change: dropLast,
    expected: ['groups: 3 resource groups (docs/product.md#documentation-hub), found 2'],
  },
  ...(['Getting Started', 'Technical Documentation', 'Implementation Resources'] as const).map(
    (title, index): Rule => ({
      rule: `the ${title} resources`,
      schema: DocsHubSchema,
      real: docsHub,
      at: ['groups', index, 'resources'],
      change: (list) => [...(list as unknown[]), (list as unknown[])[0]],
      expected: [
        `groups[${index}].resources: ${index === 2 ? 4 : 3} ${title} resources (docs/product.md#documentation-hub), found ${index === 2 ? 5 : 4}`,
      ],
    }),
  ),
  {
    rule: '3 video tutorials on the hub',
    schema: DocsHubSchema,
    real: docsHub,
    at: ['videos', 'tutorials'],
    change: dropLast,
    expected: ['videos.tutorials: 3 video tutorials (docs/product.md#documentation-hub), found 2'],
  },
  {
    rule: 'every video tutorial’s "Watch" to /contact',
    schema: DocsHubSchema,
    real: docsHub,
    at: ['videos', 'requestHref'],
    change: to('/docs'),
    expected: [
      'videos.requestHref: every video tutorial’s "Watch" leads to /contact (docs/product.md#documentation-hub), not "/docs"',
    ],
  },
  {
    rule: '"Need More Help?": "Contact Support" to the support form',
    schema: DocsHubSchema,
    real: docsHub,
    at: ['help', 'primary', 'href'],
    change: to('/contact'),
    expected: [
      'help.primary.href: "Need More Help?": "Contact Support" leads to /contact-support (docs/product.md#documentation-hub), not "/contact"',
    ],
  },
  {
    rule: '"Need More Help?": "Schedule a Call" to /contact',
    schema: DocsHubSchema,
    real: docsHub,
    at: ['help', 'secondary', 'href'],
    change: to('/pricing'),
    expected: [
      'help.secondary.href: "Need More Help?": "Schedule a Call" leads to /contact (docs/product.md#documentation-hub), not "/pricing"',
    ],
  },
  {
    rule: '3 implementation guides',
    schema: ImplementationGuidesSchema,
    real: implementationGuides,
    at: ['guides'],
    change: dropLast,
    expected: ['guides: 3 implementation guides (docs/product.md#docs-guides), found 2'],
  },
  ...(
    [
      ['implementation guides', ImplementationGuidesSchema, implementationGuides],
      ['best practices', BestPracticesSchema, bestPractices],
    ] as const
  ).flatMap(([page, schema, real]): Rule[] => [
    {
      rule: `the ${page}' closing call to action to /contact`,
      schema,
      real,
      at: ['cta', 'primary', 'href'],
      change: to('/pricing'),
      expected: [
        'cta.primary.href: the closing call to action leads to /contact (docs/product.md#docs-guides), not "/pricing"',
      ],
    },
    {
      rule: `the ${page}' link to the case studies`,
      schema,
      real,
      at: ['cta', 'secondary', 'href'],
      change: to('/contact'),
      expected: [
        'cta.secondary.href: the link to the case studies leads to /case-studies (docs/product.md#docs-guides), not "/contact"',
      ],
    },
  ]),
  {
    rule: '6 best-practice framework steps',
    schema: BestPracticesSchema,
    real: bestPractices,
    at: ['framework'],
    change: dropLast,
    expected: ['framework: 6 framework steps (docs/product.md#docs-guides), found 5'],
  },
  {
    rule: '6 journey steps',
    schema: GettingStartedSchema,
    real: gettingStarted,
    at: ['journey'],
    change: dropLast,
    expected: ['journey: 6 journey steps (docs/product.md#docs-guides), found 5'],
  },
  {
    rule: '3 preparation categories',
    schema: GettingStartedSchema,
    real: gettingStarted,
    at: ['preparation'],
    change: dropLast,
    expected: ['preparation: 3 preparation categories (docs/product.md#docs-guides), found 2'],
  },
  {
    rule: 'the getting-started call to action to /contact',
    schema: GettingStartedSchema,
    real: gettingStarted,
    at: ['cta', 'primary', 'href'],
    change: to('/docs'),
    expected: [
      'cta.primary.href: the closing call to action leads to /contact (docs/product.md#docs-guides), not "/docs"',
    ],
  },
  {
    rule: '6 training modules',
    schema: TrainingResourcesSchema,
    real: trainingResources,
    at: ['modules'],
    // One that is not popular, so the count is the one rule broken.
    change: (list) => {
      const modules = list as { popular?: unknown }[];
      const plain = modules.findLastIndex((module) => !module.popular);
      return modules.filter((_, index) => index !== plain);
    },
    expected: ['modules: 6 training modules (docs/product.md#docs-guides), found 5'],
  },
  {
    rule: 'every module’s "Start Training" to /contact',
    schema: TrainingResourcesSchema,
    real: trainingResources,
    at: ['requestHref'],
    change: to('/docs'),
    expected: [
      'requestHref: every module’s "Start Training" leads to /contact (docs/product.md#docs-guides), not "/docs"',
    ],
  },
  {
    rule: 'the custom-training call to action to /contact',
    schema: TrainingResourcesSchema,
    real: trainingResources,
    at: ['cta', 'primary', 'href'],
    change: to('/docs'),
    expected: [
      'cta.primary.href: the closing call to action leads to /contact (docs/product.md#docs-guides), not "/docs"',
    ],
  },
  {
    rule: '4 extra resource cards',
    schema: TroubleshootingSchema,
    real: troubleshooting,
    at: ['extraResources'],
    change: dropLast,
    expected: ['extraResources: 4 extra resource cards (docs/product.md#docs-guides), found 3'],
  },
  ...troubleshooting.extraResources.map((card, index): Rule => ({
    rule: `extra resource card ${index + 1} to ${card.link?.href ?? ''}`,
    schema: TroubleshootingSchema,
    real: troubleshooting,
    at: ['extraResources', index, 'link', 'href'],
    change: to('/guides'),
    expected: [
      `extraResources[${index}].link.href: extra resource card ${index + 1} leads to ${card.link?.href ?? ''} (docs/product.md#docs-guides), not "/guides"`,
    ],
  })),
  // Forms, ROI, guides, support, SEO
  {
    rule: '4 support priorities',
    schema: FormsContentSchema,
    real: forms,
    at: ['priorities'],
    change: dropLast,
    expected: ['priorities: 4 priorities (docs/product.md#support-form), found 3'],
  },
  ...(
    [
      ['companySize', 'company sizes', 6],
      ['annualRevenue', 'annual revenue bands', 5],
      ['projectBudget', 'project budgets', 5],
    ] as const
  ).map(([field, what, count]): Rule => ({
    rule: `${count} ${what}`,
    schema: OPTION_COUNTS['content/form-fields/contact.ts']!,
    real: contactFields,
    at: [field, 'options'],
    change: dropLast,
    expected: [`${field}.options: ${count} ${what} (docs/product.md#contact-form), found ${count - 1}`],
  })),
  {
    rule: '8 issue types',
    schema: OPTION_COUNTS['content/form-fields/support.ts']!,
    real: supportFields,
    at: ['issueType', 'options'],
    change: dropLast,
    expected: ['issueType.options: 8 issue types (docs/product.md#support-form), found 7'],
  },
  {
    rule: '4 ROI sample scenarios',
    schema: RoiContentSchema,
    real: roiContent,
    at: ['scenarios'],
    change: dropLast,
    expected: ['scenarios: 4 sample scenarios (docs/product.md#roi-constants), found 3'],
  },
  {
    rule: '4 API reference tabs',
    schema: ApiReferencePageSchema,
    real: apiReferencePage,
    at: ['tabs'],
    change: dropLast,
    expected: ['tabs: 4 tabs (docs/product.md#api-reference), found 3'],
  },
  ...(
    [
      ['tips', 'quick tips', 4],
      ['guides', 'step-by-step guides', 6],
      ['useCases', 'use cases', 6],
      ['videos', 'video tutorials', 4],
    ] as const
  ).map(([section, what, count]): Rule => ({
    rule: `${count} ${what} on /guides`,
    schema: GuidesPageSchema,
    real: guidesPage,
    at: [section, 'items'],
    change: dropLast,
    expected: [`${section}.items: ${count} ${what} (docs/product.md#guides), found ${count - 1}`],
  })),
  {
    rule: '3 support levels',
    schema: SupportLevelsSchema,
    real: supportLevels,
    at: [],
    change: (list) => (list as unknown[]).slice(1),
    expected: ['(root): 3 support levels (docs/product.md#service-prices-and-support-levels), found 2'],
  },
  {
    rule: '4 countries served',
    schema: SiteSchema,
    real: site,
    at: ['areaServed'],
    change: dropLast,
    expected: ['areaServed: 4 countries served (docs/product.md#service-area-and-seo), found 3'],
  },
];

describe('the counts and fixed links of the product, in their schemas', () => {
  it('covers every count and fixed link validate once kept in a table of its own', () => {
    // The 34 counts within one module and the 32 fixed links it held, each planted on its own (the counts that span
    // files stay with validate: cli/validate/counts.test.ts).
    expect(RULES.length).toBeGreaterThanOrEqual(34 + 32);
  });

  it.each(RULES.map((rule) => [rule.rule, rule] as const))('%s: the real content passes', (_, rule) => {
    expect(failures(rule.schema, rule.real)).toEqual([]);
  });

  it.each(RULES.map((rule) => [rule.rule, rule] as const))('%s: a planted fixture fails', (_, rule) => {
    expect(failures(rule.schema, plant(rule.real, rule.at, rule.change))).toEqual(rule.expected);
  });
});
