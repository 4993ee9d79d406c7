/**
 * Copy of the about page (docs/product.md#about), section by section, in the order the page shows them: hero, story,
 * founder card, "Why Choose" cards, the five-phase process (docs/product.md#timeline), milestones and the
 * closing call to action.
 */
import { auditAction } from './actions.ts';
import { claims } from './claims.ts';
import { process } from './process.ts';
import { cite, parseContent } from './schema.ts';
import { site } from './site.ts';
import { AboutSchema, type About } from './about.schema.ts';

export type { About, AboutInput } from './about.schema.ts';

const founderName = 'Rebecca Lawson';

export const about: About = parseContent('content/about.ts', AboutSchema, {
  hero: {
    eyebrow: 'About us',
    title: 'We give small businesses their time back',
    lead: `${site.brand} is a UK automation consultancy, founded in 2021. We build AI automations, workflows and integrations for businesses from sole traders to teams of 200, and measure every project in hours and pounds saved.`,
    actions: [auditAction],
  },
  story: {
    heading: {
      eyebrow: 'Our story',
      title: 'Started by someone who did the admin',
    },
    paragraphs: [
      `${founderName} spent twelve years running finance and operations for growing UK businesses: a haulier, a recruitment agency and an online retailer. In each one the same thing happened. As the business grew, the team spent more of its week copying data between systems, chasing approvals and building reports by hand.`,
      'The tools to fix this already existed, but they were sold to large companies with IT departments. Small businesses were offered either a subscription they had no time to set up, or a consultant who left behind something nobody could change.',
      `In 2021 she founded ${site.brand} to do it differently: start with the process, automate first the tasks that pay back fastest, build on the tools a business already has, and hand over something the team understands and owns.`,
      `Since then we have delivered automations for businesses in finance, recruitment, legal services, e-commerce and technology, each with a fixed price and targets agreed before we build.`,
    ],
  },
  founder: {
    name: founderName,
    role: 'Founder & Principal Consultant',
    initials: 'RL',
    bio: [
      'Rebecca qualified as a management accountant and spent twelve years as a finance and operations manager in UK small businesses, where she rebuilt month-end, payroll and order-to-cash processes more than once.',
      'She leads discovery on every Premium programme and reviews each new automation in its first week live. Outside client work she runs free workshops for finance teams moving off spreadsheets.',
    ],
    credentials: [
      'Chartered Management Accountant (ACMA, CGMA)',
      `12 years in SME finance and operations`,
      'Lean Six Sigma Green Belt',
      'Microsoft Certified: Power Platform Fundamentals',
    ],
    quote:
      'An automation that saves time but that nobody trusts has not saved anything. We build things your team understands.',
  },
  whyChoose: {
    heading: {
      eyebrow: 'Why us',
      title: `Why Choose ${site.brand}`,
    },
    cards: [
      {
        icon: 'target',
        title: 'Results you can measure',
        text: `We agree targets in hours and pounds before we build. ${claims.resultsGuarantee.statement}`,
      },
      {
        icon: 'pound',
        title: 'Fixed prices',
        text: 'Every package and project has a fixed price, agreed in writing before work starts. No day rates and no surprises.',
      },
      {
        icon: 'plug',
        title: 'Your tools, not ours',
        text: `We build on the software you already pay for and have connected ${cite(claims.integrations)} applications, so there is nothing proprietary to get stuck with.`,
      },
      {
        icon: 'handshake',
        title: 'No lock-in',
        text: `You own every automation we build, and monthly plans end with 30 days’ notice.`,
      },
      {
        icon: 'users',
        title: 'Built for small teams',
        text: `We work with businesses from sole traders to teams of 200, explain everything in plain English and train your team before go-live.`,
      },
      {
        icon: 'shield',
        title: 'UK GDPR by design',
        text: 'We process data in the UK or EU wherever the tools allow, give each automation the least access it needs, and sign a data-processing agreement with every client.',
      },
    ],
    columns: 3,
  },
  process: {
    id: 'process',
    heading: {
      eyebrow: 'How we work',
      title: 'Our five-phase process',
      intro: `The five phases every project runs through, after the free audit. ${process.scope}`,
    },
    phases: process.phases.map(({ name, weeks, summary, points }) => ({
      title: name,
      duration: weeks,
      description: summary,
      points,
    })),
  },
  discoveryCall: `Every project starts with a 45-minute discovery call, after your free ${claims.freeAudit.value} audit, with the people who do the work day to day.`,
  milestones: {
    heading: {
      eyebrow: 'Milestones',
      title: 'Our journey so far',
    },
    items: [
      { year: '2021', event: `${founderName} founds ${site.brand} in London, working with its first three clients.` },
      {
        year: '2022',
        event:
          'We take on our first AI document-processing work: supplier invoices and receipts read and posted to the books for accountancy practices.',
      },
      {
        year: '2023',
        event: 'The team grows to five consultants and engineers, and we deliver our 50th client project.',
      },
      {
        year: '2024',
        event: `We launch fixed-price Starter, Standard and Premium packages, each with a guarantee of results within ${claims.resultsGuarantee.value} of go-live.`,
      },
      {
        year: '2025',
        event: `Our clients’ automations now connect ${cite(claims.integrations)} applications; the Premium and Enterprise support levels launch.`,
      },
      { year: '2026', event: 'We open our documentation and training library to every client.' },
    ],
  },
  cta: {
    title: 'Let’s talk about your business',
    text: `Book a free ${claims.freeAudit.value} automation audit. We will look at how your team works and show you where automation would save the most.`,
    primary: auditAction,
    note: claims.auditsPerMonth.statement,
  },
});
