/**
 * Custom Workflow Development: the page /services/workflow-development (docs/product.md#services; its prices are
 * docs/product.md#service-prices-and-support-levels).
 */
import { auditAction } from '../actions.ts';
import { claims } from '../claims.ts';
import { auditCtaText, fixedPricePromise, type ServiceEntry } from '../servicePages.schema.ts';

export const service: ServiceEntry = {
  order: 2,
  meta: {
    description:
      'Custom workflows built on Make, Zapier, n8n or code, from simple two-step automations to complex multi-system processes, with two months of support.',
    keywords: ['workflow development', 'Make', 'Zapier', 'n8n'],
  },
  name: 'Custom Workflow Development',
  icon: 'workflow',
  summary:
    'We design and build workflows on Make, Zapier, n8n or code that move your data, send your follow-ups and run your routine processes without anyone pressing a button.',
  hero: {
    lead: `From a two-step automation to a process that spans six systems, we build workflows that run your routine work on platforms you can see and own, with 2 months of support after go-live.`,
    actions: [auditAction],
    promises: [fixedPricePromise, 'Workflows run in your own accounts'],
  },
  problems: {
    heading: { title: 'The same steps, every day' },
    cards: [
      {
        icon: 'refresh',
        title: 'Re-typing between systems',
        text: 'Orders, leads and timesheets are typed into one tool and then again into the next.',
      },
      {
        icon: 'calendar',
        title: 'Follow-ups that depend on memory',
        text: 'Quotes, reminders and onboarding steps happen only when someone remembers them.',
      },
      {
        icon: 'users',
        title: 'Processes that live in one head',
        text: 'When the person who knows the steps is away, the work waits until they are back.',
      },
    ],
  },
  tiers: [
    {
      name: 'Simple',
      minPrice: 800,
      maxPrice: 1500,
      description: 'One workflow between two or three tools, such as web form to CRM to welcome email.',
      includes: [`One trigger and up to 10 steps`, `Up to 3 connected tools`, 'Error alerts to you and to us'],
    },
    {
      name: 'Medium',
      minPrice: 1500,
      maxPrice: 3500,
      description: 'Several linked workflows with conditions, approvals and data clean-up between systems.',
      includes: [
        'Branching, approvals and scheduled runs',
        `Up to 6 connected tools`,
        'Data clean-up and formatting between systems',
      ],
    },
    {
      name: 'Complex',
      minPrice: 3500,
      description: 'Processes across many systems, with AI steps, custom code or high volumes.',
      includes: [
        'Custom code and API work where the platforms stop',
        'AI steps for reading documents or messages',
        'Load testing for high volumes',
      ],
    },
  ],
  supportPeriod: { months: 2, label: `2 months of support after go-live` },
  included: [
    'A process map agreed with your team before we build',
    'A build on Make, Zapier, n8n or custom code, whichever fits your volumes and budget',
    'Testing with your real data',
    'Error handling and alerts on every workflow',
    'A short video walkthrough and written guide for each workflow',
    'Full ownership: the workflows run in your accounts',
    `2 months of support after go-live`,
  ],
  process: [
    {
      phase: 'discovery',
      duration: '1 week',
      description: 'We map the process step by step with the people who run it, and agree what the workflow will do.',
    },
    {
      phase: 'development',
      duration: claims.buildTime.value,
      description:
        'We build the workflows and test them with your real data, including what happens when a step fails.',
    },
    {
      phase: 'training',
      duration: '1 week',
      description: 'We switch on, watch the first runs closely and walk your team through each workflow.',
    },
    {
      phase: 'support',
      duration: '2 months',
      description: 'We fix anything that breaks and make small changes while your team settles in.',
    },
  ],
  idealFor: [
    `Teams using 3 or more cloud tools that do not talk to each other`,
    `Businesses with a process that repeats 20 or more times a week`,
    'Owners who want to own their automations, not rent them',
  ],
  relatedCaseStudies: ['resume-parser', 'legal-contract', 'ai-personal-assistant'],
  faq: [
    {
      question: 'Which platform will you use?',
      answer:
        'The one that fits your volumes, budget and team. Make suits most visual workflows, Zapier the simplest, n8n high volumes or self-hosting, and custom code whatever the platforms cannot do. We show you the running cost before we build.',
    },
    {
      question: 'How is this different from a package?',
      answer: `A package combines the build with a monthly plan for monitoring and fixes. A custom workflow is a one-off build at a fixed price with 2 months of support; after that you can add a monthly plan, with a faster support level if you need one.`,
    },
    {
      question: 'Who owns the workflows?',
      answer:
        'You do. They run in your accounts, and you keep them and their documentation whether or not you keep working with us.',
    },
    {
      question: 'How do we get a fixed price?',
      answer:
        'After the free audit we map the process and quote a fixed price within the tier, in writing, before any work starts.',
    },
  ],
  cta: {
    title: 'Tell us which process you repeat most',
    text: auditCtaText,
    primary: auditAction,
    note: claims.auditsPerMonth.statement,
  },
};
