/**
 * Copy of the pricing page (docs/product.md#pricing), section by section, in the order the page shows them. The
 * package cards show the records of content/packages.ts and the support cards those of content/supportLevels.ts;
 * this module holds only the words around them, so no price is written twice.
 */
import { auditAction, roiCalculatorAction } from './actions.ts';
import { claims, promises, timeline } from './claims.ts';
import { labels } from './labels.ts';
import { guarantees } from './packages.ts';
import { cite, parseContent } from './schema.ts';
import { PricingSchema, type Pricing } from './pricing.schema.ts';

export type { Pricing } from './pricing.schema.ts';

export const pricing: Pricing = parseContent('content/pricing.ts', PricingSchema, {
  hero: {
    eyebrow: 'Pricing',
    title: 'Start Small, Scale Smart',
    lead: 'A fixed setup fee and a simple monthly plan, both shown on every package. Start with one automation, then add more once the first has paid for itself.',
    actions: [auditAction],
    promises: [timeline.resultsPromise, claims.noLongTermContracts.value, `Free ${claims.freeAudit.value} audit`],
  },
  packages: {
    heading: {
      eyebrow: 'Packages',
      title: 'Three packages, one way of working',
      intro:
        'Each package is a fixed setup fee for designing and building your automations, plus a monthly plan that covers monitoring, fixes and support.',
    },
    ...labels.packageCard,
  },
  roiLink: {
    text: 'Not sure which package pays back fastest? Enter your team’s hours and wages to see your savings and break-even point.',
    ...roiCalculatorAction,
  },
  support: {
    eyebrow: 'Support',
    title: 'Support levels',
    intro:
      'Support levels are separate from the packages: every package, the Premium package included, comes with Standard support. Add Premium or Enterprise support to any monthly plan when your automations run work that cannot wait, and change level from one month to the next. Your level sets how quickly we answer; the priority you choose on a ticket puts it in order within that level.',
  },
  guarantees: {
    heading: {
      eyebrow: 'Our promises',
      title: 'Three promises on every package',
      intro: guarantees.summary,
    },
    cards: [
      {
        icon: 'target',
        title: promises.results.title,
        text: `We agree measurable targets with you before we build. ${claims.resultsGuarantee.statement}`,
      },
      {
        icon: 'refresh',
        title: promises.optimisation.title,
        text: `For ${claims.optimisationSupport.value} after go-live we tune, fix and make small changes at no extra cost, so your automations keep up as your business changes.`,
      },
      {
        icon: 'handshake',
        title: promises.noLongTermContract.title,
        text: `Monthly plans run month to month and end with 30 days’ notice. You keep every automation we built for you.`,
      },
    ],
    columns: 3,
  },
  faq: {
    heading: {
      eyebrow: 'Billing',
      title: 'Billing questions',
    },
    items: [
      {
        question: 'When do we pay the setup fee?',
        answer: `${timeline.setupFee} ${timeline.monthlyFee}`,
      },
      {
        question: 'What does the monthly fee cover, and what does it not?',
        answer: `It covers monitoring, fixes and support for everything we built. Subscriptions to the platforms your automations run on, such as Make, Zapier or OpenAI, are billed to you by the provider and typically cost ${cite(claims.toolCost)}. We tell you the expected figure before we build, and we use tools you already pay for wherever we can.`,
      },
      {
        question: 'Can we change package later?',
        answer:
          'Yes. Move up at any time and pay only the difference in setup fee; the new monthly fee starts the following month. You can move down at the end of any month.',
      },
      {
        question: 'How do we cancel?',
        answer: `Give 30 days’ notice by email. There is no exit fee, and you keep the automations and the accounts they run in. ${timeline.moneyBack}`,
      },
      {
        question: 'Do your prices include VAT?',
        answer: `No. All our prices are in pounds sterling. ${labels.vat.note}`,
      },
    ],
  },
  cta: {
    title: 'Not sure which package fits?',
    text: `Book a free ${claims.freeAudit.value} automation audit. We will map your work, estimate what each automation would save and recommend a package, with no obligation.`,
    primary: auditAction,
    note: claims.auditsPerMonth.statement,
  },
});
