/**
 * Copy of /guides (docs/product.md#guides): four quick tips, six
 * step-by-step guides, six use cases, four video tutorials and the closing call to action. The guides and
 * the videos are not published on the site: each section's request link leads to /contact, and we send
 * the guide or the recording.
 */
import { claims } from './claims.ts';
import { routeTitle } from './routes.ts';
import { parseContent } from './schema.ts';
import { GuidesPageSchema, type GuidesPage } from './guides.schema.ts';

export type { Guide, GuidesPage, GuidesPageInput, Tip, UseCase, VideoTutorial } from './guides.schema.ts';

export const guidesPage: GuidesPage = parseContent('content/guides.ts', GuidesPageSchema, {
  hero: {
    eyebrow: 'Learn automation',
    title: routeTitle('/guides'),
    lead: `Practical guides, quick tips and video walkthroughs for building automations that keep working. Start with a 15-minute introduction and work up to multi-step sequences with AI, error handling and monitoring.`,
  },
  tips: {
    heading: {
      eyebrow: 'Quick tips',
      title: 'Four habits of automations that last',
      intro: 'What we see in every project that is still running smoothly a year after go-live.',
    },
    items: [
      {
        title: 'Start with one busy, boring task',
        description: `Pick a task your team repeats at least 20 times a week with the same steps each time. It pays back fastest and teaches you the most.`,
        icon: 'target',
      },
      {
        title: 'Map the process before you build',
        description:
          'Write down every step, who does it and which system it touches. Ten minutes with a pen saves hours of rebuilding a scenario later.',
        icon: 'workflow',
      },
      {
        title: 'Test with real, messy data',
        description:
          'Run your automation on last month’s actual records, including the odd ones: missing fields, typos, duplicates. Tidy test data hides the failures you will meet on day one.',
        icon: 'check',
      },
      {
        title: 'Plan for failure from day one',
        description:
          'Every automation fails eventually: an expired login, a changed field, a service outage. Send errors to a named person and check the run history weekly.',
        icon: 'alert',
      },
    ],
  },
  guides: {
    heading: {
      eyebrow: 'Step-by-step guides',
      title: 'Guides from first workflow to advanced sequences',
      intro:
        'Each guide is a written walkthrough with screenshots, a checklist and a template to copy. Request access and we will email it to you.',
    },
    items: [
      {
        id: 'getting-started-with-workflow-automation',
        title: 'Getting Started with Workflow Automation',
        description:
          'What triggers, actions and filters are, how to spot the tasks worth automating, and how to work out whether a workflow will pay for itself.',
        difficulty: 'Beginner',
        minutes: 15,
        topics: [
          'Triggers, actions and filters explained',
          'Finding tasks worth automating',
          'Estimating time saved per month',
          'Choosing between Make, Zapier and n8n',
        ],
      },
      {
        id: 'building-your-first-make-scenario',
        title: 'Building Your First Make Scenario',
        description:
          'Build a working Make scenario that takes a website enquiry, adds it to a Google Sheet and alerts your team in Slack, then switch it on safely.',
        difficulty: 'Beginner',
        minutes: 30,
        topics: [
          'Creating a custom webhook',
          'Mapping fields between modules',
          'Adding a filter and a router',
          'Scheduling and switching a scenario on',
        ],
      },
      {
        id: 'advanced-data-transformation-techniques',
        title: 'Advanced Data Transformation Techniques',
        description:
          'Clean, reshape and combine data between systems that disagree on formats: dates, currencies, names, line items and nested JSON.',
        difficulty: 'Intermediate',
        minutes: 45,
        topics: [
          'Iterators and aggregators for line items',
          'Parsing dates, amounts and UK postcodes',
          'Lookups against a reference table',
          'Handling missing and malformed values',
        ],
      },
      {
        id: 'integrating-ai-with-your-workflows',
        title: 'Integrating AI with Your Workflows',
        description:
          'Add an AI step that reads emails and documents, classifies them and extracts fields, with checks that send anything uncertain to a person.',
        difficulty: 'Intermediate',
        minutes: 40,
        topics: [
          'Writing prompts that return structured JSON',
          'Extracting fields from invoices and emails',
          'Confidence checks and human review',
          'Keeping AI costs predictable',
          'What not to send to an AI service',
        ],
      },
      {
        id: 'error-handling-and-monitoring-best-practices',
        title: 'Error Handling & Monitoring Best Practices',
        description:
          'Make failures visible and recoverable: retries with back-off, error routes, duplicate protection and alerts that reach the right person.',
        difficulty: 'Advanced',
        minutes: 35,
        topics: [
          'Retries and exponential back-off',
          'Error routes and fallback actions',
          'Idempotency: processing each item once',
          'Alerts, run history and weekly checks',
        ],
      },
      {
        id: 'building-multi-step-lead-nurturing-sequences',
        title: 'Building Multi-Step Lead Nurturing Sequences',
        description:
          'Build a sequence that follows up new leads over several weeks, changes course when they reply or book, and keeps your CRM up to date.',
        difficulty: 'Advanced',
        minutes: 50,
        topics: [
          'Lead scoring from form and CRM data',
          'Timed follow-ups with delays and conditions',
          'Stopping the sequence on reply or booking',
          'Personalising emails with AI, safely',
          'Measuring conversion at each step',
        ],
      },
    ],
    requestLabel: 'Request Guide Access',
    requestHref: '/contact',
  },
  useCases: {
    heading: {
      eyebrow: 'Use cases',
      title: 'What small businesses automate first',
      intro: 'Six automations we build again and again, and the tools they usually connect.',
    },
    items: [
      {
        title: 'Lead capture and follow-up',
        description:
          'Every enquiry from your website, ads or LinkedIn lands in your CRM within a minute, gets a personal reply and an owner, and nobody copies details by hand.',
        tools: ['Make', 'HubSpot', 'Gmail', 'Slack'],
      },
      {
        title: 'Invoice processing',
        description:
          'Supplier invoices arriving by email are read by AI, checked against the purchase order and drafted as bills in your accounts software for approval.',
        tools: ['Make', 'OpenAI', 'Xero', 'Google Drive'],
      },
      {
        title: 'Customer support triage',
        description:
          'New tickets are sorted by topic and urgency, common questions get a drafted answer, and urgent ones alert the right person straight away.',
        tools: ['Zendesk', 'OpenAI', 'Slack', 'Zapier'],
      },
      {
        title: 'CV screening for recruiters',
        description:
          'Applications are parsed into a consistent summary, matched against the role’s must-haves and shortlisted for a recruiter to review, not rejected by a machine.',
        tools: ['Workable', 'OpenAI', 'Google Sheets', 'n8n'],
      },
      {
        title: 'Order and stock sync',
        description:
          'Orders, stock levels and shipping labels stay in step across your shop, warehouse sheet and courier, with a low-stock alert before you sell out.',
        tools: ['Shopify', 'n8n', 'Google Sheets', 'Royal Mail Click & Drop'],
      },
      {
        title: 'Client onboarding for coaches and agencies',
        description:
          'A signed proposal triggers the invoice, the welcome pack, the kick-off booking link and a project board, so every new client starts the same way.',
        tools: ['Stripe', 'Calendly', 'Notion', 'Zapier'],
      },
    ],
  },
  videos: {
    heading: {
      eyebrow: 'Video tutorials',
      title: 'Watch how it is done',
      intro: 'Short screen recordings that follow a real build from start to finish.',
    },
    items: [
      {
        title: 'A Tour of Make, Zapier and n8n',
        description:
          'The same simple workflow built on each platform, so you can see how they differ in setup, pricing and control.',
        minutes: 10,
      },
      {
        title: 'Connecting Your Website Forms to Your CRM',
        description:
          'Send every form enquiry to your CRM with a webhook, map the fields, avoid duplicate contacts and notify your team.',
        minutes: 15,
      },
      {
        title: 'Reading Invoices and Emails with AI',
        description:
          'Extract supplier, date, amounts and line items from PDFs and emails, and route anything the AI is unsure about to a person.',
        minutes: 12,
      },
      {
        title: 'Monitoring Automations and Fixing Failures',
        description:
          'Set up error alerts, read the run history, replay failed runs without creating duplicates and decide what to fix first.',
        minutes: 18,
      },
    ],
    requestLabel: 'Request Access',
    requestHref: '/contact',
    requestNote: `The videos are not hosted on this site: request access and we will email you a link to the recording within ${claims.enquiryReply.value}.`,
  },
  closing: {
    title: 'Want your team trained on your own automations?',
    text: 'We run hands-on training sessions built around your processes and tools, so your team can run, fix and improve its automations without waiting for us.',
    primary: { label: 'Book Training Session', href: '/contact' },
    secondary: { label: 'Browse Documentation', href: '/docs' },
  },
});
