/**
 * Process Optimisation Services: the page /services/process-optimization (docs/product.md#services; its prices are
 * docs/product.md#service-prices-and-support-levels).
 */
import { auditAction } from '../actions.ts';
import { claims } from '../claims.ts';
import { auditCtaText, fixedPricePromise, type ServiceEntry } from '../servicePages.schema.ts';

export const service: ServiceEntry = {
  order: 4,
  meta: {
    description:
      'Map how work really flows through your business, remove the waste, and automate what is left, with measurable targets agreed before we start.',
    keywords: ['process optimisation', 'process mapping', 'efficiency'],
  },
  name: 'Process Optimisation Services',
  icon: 'trending',
  summary:
    'We map how work really flows through your business, remove the steps that add nothing, and automate what is left, against targets agreed before we start.',
  hero: {
    lead: 'Automating a poor process only makes its mistakes faster. We map how work really moves through your team, cut the waste and plan the automation of what remains, with measurable targets agreed before we start.',
    actions: [auditAction],
    promises: ['Targets agreed in writing', fixedPricePromise],
  },
  problems: {
    heading: { title: 'Processes that grew rather than were designed' },
    cards: [
      {
        icon: 'clock',
        title: 'Work that waits',
        text: 'Jobs sit in inboxes and approval queues for days, though the work itself takes minutes.',
      },
      {
        icon: 'search',
        title: 'Steps nobody can explain',
        text: 'Checks and copies added years ago that nobody needs any more, but nobody dares remove.',
      },
      {
        icon: 'chart',
        title: 'No numbers to manage by',
        text: 'You know a process is slow, but not where the time goes or what it costs.',
      },
    ],
  },
  tiers: [
    {
      name: 'Process review and redesign',
      minPrice: 1500,
      maxPrice: 3000,
      description:
        'One or two core processes mapped, measured and redesigned, with the quick wins put in place and an automation plan for the rest. The price depends on the number of processes and teams involved.',
      includes: [
        'Maps of the process as it is and as it should be',
        'Time and cost measured at every step',
        'Redesigned process with targets agreed in writing',
        'A prioritised automation plan with the return of each item',
      ],
    },
  ],
  supportPeriod: { months: 3, label: `3 months of follow-up against the targets` },
  included: [
    'Workshops with the people who do the work',
    'Time and cost measured for each step',
    'Current and future process maps, which you keep',
    'Targets agreed in writing before any change',
    'Quick wins that need no new software, put in place straight away',
    'A prioritised automation plan with the expected return of each item',
    `3 months of follow-up against the targets`,
  ],
  process: [
    {
      phase: 'discovery',
      duration: 'Weeks 1–2',
      description:
        'Short workshops with the people who do the work draw the process as it really runs, and a week of simple time logging shows where the hours and the delays are.',
    },
    {
      phase: 'planning',
      duration: 'Weeks 2–3',
      description:
        'We remove the steps that add nothing, agree targets with you and plan the automation of what remains.',
    },
    {
      phase: 'support',
      duration: '3 months',
      description: 'We help your team adopt the new process and measure it against the targets each month.',
    },
  ],
  idealFor: [
    'Businesses that have grown fast and kept their early processes',
    'Teams where the same job takes different people very different amounts of time',
    'Owners planning automation who want to fix the process first',
  ],
  relatedCaseStudies: ['legal-contract', 'resume-parser', 'invoice-extraction'],
  faq: [
    {
      question: 'Do we have to automate afterwards?',
      answer:
        'No. You keep the process maps and the plan, and many of the quick wins need no software at all. If you choose to automate, the plan tells you where to start.',
    },
    {
      question: 'How much of our team’s time does it take?',
      answer: `About 2 hours per person in workshops, plus a week of simple time logging by the people in the process. We fit the workshops around your busiest days.`,
    },
    {
      question: 'How do you measure the improvement?',
      answer:
        'We measure the time and cost of each step before anything changes, agree targets with you in writing, and measure again every month of the follow-up.',
    },
  ],
  cta: {
    title: 'Find out where your week goes',
    text: auditCtaText,
    primary: auditAction,
    note: claims.auditsPerMonth.statement,
  },
};
