/**
 * Structured lists of /docs/training-resources (docs/product.md#docs-guides): six training modules, the four
 * downloadable resources (by id: the page resolves each to its file under /downloads/ and measures its size),
 * and the custom-training call to action. The prose is training-resources.mdx.
 */
import { asModifier, claims } from '../claims.ts';
import { parseContent } from '../schema.ts';
import { TrainingResourcesSchema, type TrainingResources } from './training-resources.schema.ts';

export type { TrainingModule, TrainingResources } from './training-resources.schema.ts';

export const trainingResources: TrainingResources = parseContent(
  'content/docs/training-resources.ts',
  TrainingResourcesSchema,
  {
    labels: {
      popular: 'Most popular',
      topics: 'What you will cover',
    },
    modules: [
      {
        id: 'automation-fundamentals',
        title: 'Automation Fundamentals',
        description:
          'For owners, managers and anyone new to automation: what it can and cannot do, how an automation is put together, and how to spot tasks worth automating.',
        duration: 60,
        level: 'Beginner',
        format: 'Live online session',
        topics: [
          'Triggers, actions and filters in plain English',
          'Reading a workflow diagram',
          'Which tasks to automate first, and which to leave alone',
          'Where AI helps and where rules are better',
          'Keeping data safe under UK GDPR',
        ],
        popular: claims.popularTrainingModules,
      },
      {
        id: 'running-automations-day-to-day',
        title: 'Running Your Automations Day to Day',
        description:
          'For the people who work alongside your automations: how to check them, handle what they pass to you and fix the common problems yourself.',
        duration: 45,
        level: 'Beginner',
        format: 'Live online session',
        topics: [
          'Reading the run history',
          'Working through the review queue',
          'What each alert means and what to do first',
          'The quick checks from our troubleshooting guide',
          'When to raise a ticket, and at which priority',
        ],
      },
      {
        id: 'building-workflows-make-zapier',
        title: 'Building Workflows in Make and Zapier',
        description:
          'A hands-on workshop for the person who will adjust and extend your automations: you build a working multi-step workflow on your own accounts.',
        duration: 90,
        level: 'Intermediate',
        format: 'Hands-on online workshop',
        topics: [
          'Connecting apps through a service account',
          'Webhooks versus scheduled checks',
          'Mapping fields and formatting dates and amounts',
          'Filters, routers and paths',
          'Testing with real data before switching on',
        ],
        popular: claims.popularTrainingModules,
      },
      {
        id: 'ai-document-processing',
        title: 'AI Document Processing in Practice',
        description:
          'How AI reads invoices, receipts, CVs and forms of a known layout, and how to run the checks and review queue that keep its accuracy high.',
        duration: 75,
        level: 'Intermediate',
        format: 'Hands-on online workshop',
        topics: [
          'How extraction works, and why layouts matter',
          'Confidence scores and review thresholds',
          'Checks: totals, duplicates, purchase orders',
          'Adding a new supplier or document type',
          'Personal data and retention',
        ],
      },
      {
        id: 'measuring-results-roi',
        title: 'Measuring Results and ROI',
        description: `For managers and finance leads: how to set a baseline, count the hours really saved and prepare for the ${asModifier(claims.resultsGuarantee)} results review.`,
        duration: 40,
        level: 'Intermediate',
        format: 'Live online session',
        topics: [
          'Recording a baseline that stands up',
          'Hours saved versus hours run',
          'The ROI formula and the ROI calculator spreadsheet',
          `The ${asModifier(claims.resultsGuarantee)} review: keep, improve or switch off`,
        ],
      },
      {
        id: 'advanced-workflow-design',
        title: 'Advanced Workflow Design and Error Handling',
        description:
          'For builders who already run live automations: make them reliable at volume, recover cleanly from failures and never create a duplicate.',
        duration: 90,
        level: 'Advanced',
        format: 'Hands-on online workshop',
        topics: [
          'Error handlers and retries with back-off',
          'Unique references and search-before-create',
          'Batching, pagination and rate limits',
          'Alerts for failed and missed runs',
          'Change logs and safe updates to live automations',
        ],
      },
    ],
    action: { label: 'Start Training', outcome: 'sessions booked on request' },
    requestHref: '/contact',
    requestNote: `Tell us which module you want and how many people will join. We reply within ${claims.enquiryReply.value} with dates, and run each module for your team alone, using your own automations as the examples.`,
    downloadIds: [
      'automation-readiness-assessment',
      'security-compliance-guide',
      'workflow-mapping-template',
      'roi-calculator',
    ],
    cta: {
      title: 'Custom training for your team',
      text: 'We can shape any module around your own tools and processes, combine several into a programme, or train a new starter on the automations you already run. Sessions run online, at times that suit your team.',
      primary: { label: 'Request Custom Training', href: '/contact' },
      secondary: { label: 'See Training & Support Services', href: '/services/training-support' },
      note: claims.enquiryReply.statement,
    },
  },
);
