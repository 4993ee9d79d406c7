/**
 * The services (docs/product.md#services), one file each in content/services/<id>.ts (content/entries.ts), the section
 * headings every service page shares, and the /services index (docs/decisions/0008-no-dead-ends.md). A new service is
 * one new file: its page, its route, the /services list and the footer's Services links come from it.
 */
import { auditAction } from './actions.ts';
import { claims } from './claims.ts';
import { collectEntries, importFolder, underVite } from './entries.ts';
import { routeTitle } from './routes.ts';
import { parseContent } from './schema.ts';
import {
  ServiceSchema,
  ServiceSectionsSchema,
  ServicesPageSchema,
  fixedPricePromise,
  type Service,
  type ServiceSections,
  type ServicesPage,
} from './servicePages.schema.ts';

export type { Service, ServiceTier } from './servicePages.schema.ts';

// Under Vite the glob is expanded at build time; plain Node reads the folder (content/entries.ts).
const modules = underVite
  ? import.meta.glob('./services/*.ts', { eager: true, import: 'service' })
  : await importFolder('content/services', 'service');

/** Every service, in `order`. */
export const services: Service[] = collectEntries('content/services', modules, ServiceSchema);

export const serviceSections: ServiceSections = parseContent('content/servicePages.ts', ServiceSectionsSchema, {
  tiers: {
    eyebrow: 'Pricing',
    title: 'Prices',
    intro: 'Every price is fixed and agreed in writing after your free audit, before any work starts.',
  },
  supportPeriodLabel: 'Included in the price',
  tierCta: { label: 'Get a Fixed Quote', href: '/contact' },
  included: { eyebrow: 'Included', title: 'What you get' },
  process: {
    eyebrow: 'How it works',
    title: 'How an engagement runs',
    intro: 'The phases every project runs through, at this service’s scale: each step below is one of them.',
  },
  idealFor: { eyebrow: 'Who it suits', title: 'Ideal for' },
  relatedCaseStudies: {
    eyebrow: 'Case studies',
    title: 'Results from similar projects',
  },
  caseStudyLinkLabel: 'Read the case study',
  faq: { eyebrow: 'FAQ', title: 'Questions about this service' },
});

export const servicesPage: ServicesPage = parseContent('content/servicePages.ts', ServicesPageSchema, {
  hero: {
    eyebrow: 'Services',
    title: routeTitle('/services'),
    lead: 'Five ways we take repetitive work off your team, from a single AI automation to connecting every system you run. Each starts with a free audit and a fixed price.',
    actions: [auditAction],
    promises: [
      fixedPricePromise,
      'Support after go-live with every automation we build',
      `Free ${claims.freeAudit.value} audit`,
    ],
  },
  list: {
    title: 'What we do',
    intro: 'Choose a service, or book an audit and we will tell you which one pays back first.',
  },
  cardLinkLabel: 'Prices and process',
  packagesLink: {
    text: 'Prefer a build and a monthly plan in one? Our three packages bundle both.',
    label: 'Compare packages',
    href: '/pricing',
  },
  cta: {
    title: 'Not sure where to start?',
    text: `Book a free ${claims.freeAudit.value} automation audit. We will map your work and recommend the service that saves you most.`,
    primary: auditAction,
    note: claims.auditsPerMonth.statement,
  },
});

/**
 * Support after go-live, said per offer wherever it is stated (one home for each fact,
 * docs/decisions/0021-one-home-for-each-fact.md): the packages' period (content/claims.ts `optimisationSupport`), then
 * each service's own (docs/product.md#service-prices-and-support-levels: 3 months, 2 months, …), read from its file.
 */
export const supportAfterGoLive: string = `${claims.optimisationSupport.statement} A one-off service project has its own support period instead: ${services
  .flatMap((s) => (s.supportPeriod.months ? [`${s.name}, ${s.supportPeriod.months} months`] : []))
  .join('; ')}.`;
