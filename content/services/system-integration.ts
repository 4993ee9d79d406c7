/**
 * System Integration Services: the page /services/system-integration (docs/product.md#services; its prices are
 * docs/product.md#service-prices-and-support-levels).
 */
import { auditAction } from '../actions.ts';
import { claims } from '../claims.ts';
import { cite } from '../schema.ts';
import { auditCtaText, fixedPricePromise, type ServiceEntry } from '../servicePages.schema.ts';

export const service: ServiceEntry = {
  order: 3,
  meta: {
    description:
      'Connect your CRM, accounting, e-commerce and support tools so data flows once and stays in sync, built on proven platforms, with three months of support.',
    keywords: ['system integration', 'API integration', 'CRM integration'],
  },
  name: 'System Integration Services',
  icon: 'plug',
  summary:
    'We connect your CRM, accounts, e-commerce and support tools so each record is entered once and stays the same everywhere.',
  hero: {
    lead: `We connect the systems you already pay for, from HubSpot and Xero to Shopify and Microsoft 365, so data is entered once and matches everywhere. We have connected ${cite(claims.integrations)} applications, and every integration comes with 3 months of support after go-live.`,
    actions: [auditAction],
    promises: [`${claims.integrations.value} integrations`, fixedPricePromise],
  },
  problems: {
    heading: { title: 'Systems that should talk to each other' },
    cards: [
      {
        icon: 'database',
        title: 'Data that disagrees',
        text: 'The CRM says one thing, the accounts another, and nobody knows which is right.',
      },
      {
        icon: 'refresh',
        title: 'Double entry',
        text: 'Every order, customer or invoice is typed into two or three systems, with mistakes in each.',
      },
      {
        icon: 'chart',
        title: 'Reports built by hand',
        text: 'Someone spends a day each month exporting spreadsheets to see how the business is doing.',
      },
    ],
  },
  tiers: [
    {
      name: 'Two systems',
      minPrice: 1200,
      maxPrice: 2000,
      description: 'A two-way sync between two systems, such as your CRM and your accounts.',
      includes: [
        'Field mapping agreed with you',
        'Clean-up and import of existing records',
        'Sync monitoring and alerts',
      ],
    },
    {
      name: 'Three to five systems',
      minPrice: 2000,
      maxPrice: 4000,
      description: `A connected set of 3–5 systems, with one agreed source of truth for each kind of record.`,
      includes: [
        'Source-of-truth rules for each kind of record',
        'Duplicate matching across systems',
        'A weekly reconciliation report, produced automatically',
      ],
    },
    {
      name: 'Complex integration',
      minPrice: 4000,
      description: 'More than five systems, older software without a modern API, or high volumes.',
      includes: [
        'Custom API and database connectors',
        'Queues and retries for high volumes',
        'An architecture document for your IT team',
      ],
    },
  ],
  supportPeriod: { months: 3, label: `3 months of support after go-live` },
  included: [
    'An audit of your systems and the data each one holds',
    'Field mapping and source-of-truth rules agreed in writing',
    'Clean-up and de-duplication of existing records',
    'Build and testing on a copy of your data before go-live',
    'Monitoring, automatic retries and alerts when a sync fails',
    'Documentation of every connection',
    `3 months of support after go-live`,
  ],
  process: [
    {
      phase: 'discovery',
      duration: '1–2 weeks',
      description: 'We list every system, the records each holds and where they overlap, and agree which system wins.',
    },
    {
      phase: 'development',
      duration: claims.buildTime.value,
      description: 'We build the connections and test them on a copy of your data, including conflicts and outages.',
    },
    {
      phase: 'training',
      duration: '1 week',
      description:
        'We clean and load existing records, switch the sync on and check the first days of data with your team.',
    },
    {
      phase: 'support',
      duration: '3 months',
      description: 'We watch every sync, fix failures and adjust the mapping as your team uses it.',
    },
  ],
  idealFor: [
    `Businesses running 3 or more systems that hold the same customers or orders`,
    'Finance teams reconciling the CRM and the accounts by hand',
    'Online sellers trading on more than one channel',
  ],
  relatedCaseStudies: ['invoice-extraction', 'customer-support'],
  faq: [
    {
      question: 'Can you connect our system?',
      answer: `Very likely. We have connected ${cite(claims.integrations)} applications, and if a system has an API, a database we can reach, or sends and receives files or email, we can usually connect it. We confirm this in the audit, before you pay anything.`,
    },
    {
      question: 'What happens to the data we already have?',
      answer:
        'We clean and de-duplicate it before the systems are connected, and nothing is deleted without your sign-off. You get a record of every change we made.',
    },
    {
      question: 'What if one of the systems goes down?',
      answer:
        'Changes wait in a queue and are retried when the system is back, so nothing is lost. If a sync keeps failing, we are alerted and fix it, usually before you notice.',
    },
  ],
  cta: {
    title: 'Stop typing the same data twice',
    text: auditCtaText,
    primary: auditAction,
    note: claims.auditsPerMonth.statement,
  },
};
