/**
 * AI Automation Consulting: the page /services/ai-automation (docs/product.md#services; its prices are
 * docs/product.md#service-prices-and-support-levels).
 */
import { auditAction } from '../actions.ts';
import { claims } from '../claims.ts';
import { cite } from '../schema.ts';
import { auditCtaText, fixedPricePromise, type ServiceEntry } from '../servicePages.schema.ts';

export const service: ServiceEntry = {
  order: 1,
  meta: {
    description:
      'Find and automate the work AI does well in your business, from documents to email to customer questions, with three months of optimisation support.',
    keywords: ['AI automation consulting', 'AI agents', 'document automation'],
  },
  name: 'AI Automation Consulting',
  icon: 'bolt',
  summary:
    'We find the work AI can do reliably in your business, such as reading documents, sorting email and answering routine questions, and build it into the tools you already use.',
  hero: {
    lead: `AI can now read invoices, CVs and contracts, sort an inbox and answer routine customer questions. We work out where it will save you most, build 1–3 AI automations around your existing tools, and tune them for 3 months after go-live.`,
    actions: [auditAction],
    promises: [fixedPricePromise, '3 months of optimisation support'],
  },
  problems: {
    heading: { title: 'Work that needs reading, not just copying' },
    cards: [
      {
        icon: 'file',
        title: 'Documents keyed in by hand',
        text: 'Invoices, receipts, CVs and forms arrive in every layout, and someone reads each one and types it into another system.',
      },
      {
        icon: 'mail',
        title: 'An inbox nobody can keep up with',
        text: 'Routine requests and updates bury the messages that need a decision, and replies go out days late.',
      },
      {
        icon: 'message',
        title: 'Customers waiting for simple answers',
        text: 'Where is my order, how do I return this, when can you deliver: questions your team answers dozens of times a day.',
      },
    ],
  },
  tiers: [
    {
      name: 'AI automation project',
      minPrice: 1500,
      maxPrice: 3500,
      description:
        'One to three AI automations, designed, built and tuned around your tools. The price depends on how many automations you choose and how many systems they touch.',
      includes: [
        `1–3 AI automations, chosen by return`,
        'Accuracy tested on your own documents or messages',
        'A person reviews anything the AI is unsure about',
        `3 months of optimisation support`,
      ],
    },
  ],
  supportPeriod: { months: 3, label: `3 months of optimisation support` },
  included: [
    'A review of where AI fits your work, with the expected saving of each idea',
    `Design and build of 1–3 AI automations`,
    'Testing on your own documents, emails or tickets before go-live',
    'Confidence thresholds and a review queue for uncertain cases',
    'Training for the people who will work alongside each automation',
    'A written record of the prompts, rules and data flows, which you own',
    `3 months of optimisation support after go-live`,
  ],
  process: [
    {
      phase: 'discovery',
      duration: '1–2 weeks',
      description:
        'We look at the documents, messages and decisions involved and choose the 1–3 automations with the best return.',
    },
    {
      phase: 'development',
      duration: '2–4 weeks',
      description:
        'We build each automation and test it on a sample of your real work until it meets the accuracy we agreed.',
    },
    {
      phase: 'training',
      duration: '1 week',
      description: 'We switch on one automation at a time and train the people who check its work.',
    },
    {
      phase: 'support',
      duration: '3 months',
      description:
        'We review accuracy and exceptions every week, tune the prompts and rules, and report the hours saved.',
    },
  ],
  idealFor: [
    `Businesses handling 100 or more documents, emails or tickets a month`,
    `Teams already using cloud tools such as Xero, HubSpot or Microsoft 365`,
    'Owners who want a proven saving before they commit to more',
  ],
  relatedCaseStudies: ['invoice-extraction', 'customer-support', 'ai-personal-assistant'],
  faq: [
    {
      question: 'Is AI accurate enough for our documents?',
      answer: `On documents of a known layout, AI extraction typically gets ${cite(claims.documentAccuracy)} of fields right. We test on your own documents before go-live, and anything the AI is unsure about goes to a person.`,
    },
    {
      question: 'Where does our data go?',
      answer:
        'We use AI services that do not train on your data, process it in the UK or EU wherever the tools allow, and sign a data-processing agreement with you.',
    },
    {
      question: 'What happens when the AI gets something wrong?',
      answer: `Every automation has a review step for uncertain cases and a log of what it did. During the 3 months of optimisation support we study every mistake and adjust the rules so it does not happen again.`,
    },
    {
      question: 'Do we need our own AI subscription?',
      answer: `Usually yes, in your name, so you keep control of it. AI and automation tools typically cost ${cite(claims.toolCost)}, and we tell you the expected figure before we build.`,
    },
  ],
  cta: {
    title: 'Find out where AI fits in your business',
    text: auditCtaText,
    primary: auditAction,
    note: claims.auditsPerMonth.statement,
  },
};
