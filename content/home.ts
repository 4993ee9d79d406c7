/** Copy of the home page (docs/product.md#home), section by section, in the order the page shows them. */
import { auditAction, caseStudiesAction, roiCalculatorAction } from './actions.ts';
import { caseStudies } from './caseStudies.ts';
import { claims, timeline } from './claims.ts';
import { phase, weeksOf } from './process.ts';
import { labels } from './labels.ts';
import { guarantees } from './packages.ts';
import { type Testimonial, cite, parseContent } from './schema.ts';
import { HomeSchema, type Home } from './home.schema.ts';
import { supportModel } from './supportLevels.ts';

export type { Home } from './home.schema.ts';

/**
 * A testimonial from a client with a case study: who said it (author, role, company, industry), its results and
 * its ROI are read from the study's record in content/case-studies/, so both pages name the same person and
 * figures, each result with the detail that says how it was measured; the quote is the home page's own shorter
 * words. A study's ROI is counted against setup and running costs, so the figure says it is on the total cost, as
 * every ROI percentage names its basis.
 */
function caseStudyTestimonial(id: string, quote: string, metrics: readonly string[]): Testimonial {
  const study = caseStudies.find((s) => s.id === id);
  if (!study) throw new Error(`content/home.ts: no case study ${id} in content/case-studies/`);
  const result = (metric: string) => {
    const found = study.results.find((r) => r.metric === metric);
    if (!found) throw new Error(`content/home.ts: case study ${id} has no result "${metric}"`);
    return found;
  };
  const roi = result('first-year ROI');
  return {
    quote,
    author: study.testimonial.author,
    role: study.clientRole,
    company: study.client,
    industry: study.industry,
    metrics: metrics.map(result).map((r) => `${r.value} ${r.metric} (${r.detail})`),
    roi: `${roi.value} ${roi.metric} on the total cost`,
  };
}

export const home: Home = parseContent('content/home.ts', HomeSchema, {
  hero: {
    eyebrow: 'AI automation for small and medium businesses',
    title: `Stop losing ${cite(claims.hoursSavedWeekly)} hours a week to work a machine could do`,
    lead: `We find the repetitive tasks that slow your team down, then automate them with AI and the tools you already use. A team of ten typically saves ${cite(claims.annualSavings)} a year.`,
    actions: [auditAction, roiCalculatorAction],
    promises: [
      `${timeline.resultsPromise} on every package`,
      claims.noLongTermContracts.value,
      `Free ${claims.freeAudit.value} audit`,
    ],
    note: `We run only ${claims.auditsPerMonth.value} free audits a month, so every one gets our full attention.`,
  },
  hiddenCost: {
    heading: {
      eyebrow: 'The hidden cost',
      title: 'Manual work is quietly costing you more than you think',
      intro:
        'Copying data between systems, chasing invoices and answering the same questions add up. Here is what that looks like, and what changes with a strategic approach.',
    },
    problem: {
      title: 'Without automation',
      items: [
        {
          value: cite(claims.adminTimeRepetitive),
          text: 'of the time a small team spends on admin goes on repetitive tasks a machine could do',
        },
        { value: cite(claims.lostProductivity), text: 'in lost productivity every year for a team of ten' },
      ],
    },
    solution: {
      title: 'With a strategic approach',
      items: [
        { value: cite(claims.manualWorkReduction), text: 'less manual work on the processes we automate' },
        { value: cite(claims.monthlyOpportunities), text: 'of monthly savings opportunities found in a typical audit' },
        { value: cite(claims.roiMultiple), text: 'the setup fee: what first-year savings average' },
      ],
    },
  },
  framework: {
    heading: {
      eyebrow: 'How we work',
      title: 'A 3-step framework, with results checked after go-live',
      intro:
        'Our five phases, after the free audit, in three steps. The weeks are the full programme’s, as on the Premium package; Starter and Standard go live sooner, as their cards say.',
    },
    steps: [
      {
        title: 'Audit & Discovery',
        duration: weeksOf('discovery', 'planning'),
        description: `The free audit, then ${phase('discovery').name.toLowerCase()} and ${phase('planning').name.toLowerCase()}: we map how work really flows through your business, put a pound figure on every manual step and agree a written plan.`,
        points: [
          `Free ${claims.freeAudit.value} automation audit`,
          'Process mapping with your team',
          'Prioritised list of automations with ROI',
        ],
      },
      {
        title: 'Strategic Implementation',
        duration: weeksOf('development', 'training'),
        description: `${phase('development').name} and ${phase('training').name.toLowerCase()}: we build, test and launch the automations with the highest return first, using the tools you already pay for. Your first one is usually live within ${claims.firstAutomationLive.value} of the kick-off.`,
        points: [
          `Built on ${claims.integrations.value} integrations`,
          'Tested against your real data',
          'Your team trained before go-live',
        ],
      },
      {
        title: 'Results & Optimisation',
        duration: phase('support').weeks,
        description: `The ${phase('support').name.toLowerCase()} phase: we measure the hours and money saved against the targets we agreed, then tune what is running. On a package, the targets are checked ${claims.resultsGuarantee.value} after go-live.`,
        points: [
          'Monthly results report',
          `${claims.optimisationSupport.value} of optimisation support on a package`,
          'Work free until the targets are met',
        ],
      },
    ],
    cta: { label: 'Start With a Free Audit', href: '/contact' },
  },
  benefits: {
    heading: {
      eyebrow: 'Why automate now',
      title: 'What changes for your business',
    },
    items: [
      {
        title: 'Your team gets its time back',
        text: `Each automation in our case studies gives a team hours back every week; with several running, clients save ${cite(claims.hoursSavedWeekly)} hours a week on data entry, reporting and follow-ups.`,
      },
      {
        title: 'Fewer costly mistakes',
        text: 'Automations copy data exactly, every time, with checks that flag anything unusual for a person.',
      },
      {
        title: 'Faster answers for customers',
        text: 'Enquiries, quotes and support questions are answered in minutes instead of days.',
      },
      {
        title: 'Growth without hiring in step',
        text: 'Handle twice the orders or clients with the team you have today.',
      },
      {
        title: 'Decisions on live numbers',
        text: 'Reports build themselves from your systems, so you see this week, not last month.',
      },
      {
        title: 'No lock-in',
        text: 'You own every automation we build, and our packages have no long-term contracts.',
      },
    ],
  },
  features: {
    heading: {
      eyebrow: 'What we automate',
      title: 'Five ways we take work off your plate',
    },
    cards: [
      {
        icon: 'bolt',
        title: 'AI document processing',
        text: `Invoices, receipts, CVs and contracts read, checked and filed automatically with ${cite(claims.documentAccuracy)} accuracy.`,
      },
      {
        icon: 'users',
        title: 'Lead and customer workflows',
        text: 'New leads captured, qualified and followed up across your CRM, email and calendar.',
      },
      {
        icon: 'plug',
        title: 'System integration',
        text: `Your CRM, accounts, e-commerce and support tools kept in sync through ${cite(claims.integrations)} integrations.`,
      },
      {
        icon: 'chart',
        title: 'Automated reporting',
        text: 'Dashboards and weekly reports assembled from live data and delivered to your inbox.',
      },
      {
        icon: 'shield',
        title: 'AI assistants',
        text: 'Assistants that answer routine questions, draft replies and hand anything unusual to a person.',
      },
    ],
  },
  pricing: {
    heading: {
      eyebrow: 'Packages',
      title: 'Start small, scale smart',
      intro: `Fixed setup fees and simple monthly plans, and every package starts with a free audit. ${guarantees.summary}`,
    },
    ...labels.packageCard,
    more: { label: 'Compare packages in detail', href: '/pricing' },
  },
  tools: {
    heading: {
      eyebrow: 'Works with your tools',
      title: `${claims.integrations.value} integrations with the software you already use`,
      intro:
        'We build on proven platforms, so there is nothing new for your team to learn and nothing proprietary to get stuck with.',
    },
    stripLabel: 'Some of the tools we integrate',
    logos: [
      { name: 'Make', simpleIcon: 'make' },
      { name: 'Zapier', simpleIcon: 'zapier' },
      { name: 'n8n', simpleIcon: 'n8n' },
      { name: 'OpenAI' },
      { name: 'HubSpot', simpleIcon: 'hubspot' },
      { name: 'Salesforce' },
      { name: 'Xero', simpleIcon: 'xero' },
      { name: 'QuickBooks', simpleIcon: 'quickbooks' },
      { name: 'Shopify', simpleIcon: 'shopify' },
      { name: 'Slack' },
      { name: `Microsoft 365` },
      { name: 'Google Workspace' },
    ],
    categories: [
      { title: 'Automation platforms', tools: ['Make', 'Zapier', 'n8n', 'Power Automate'] },
      { title: 'AI and language models', tools: ['OpenAI', 'Anthropic Claude', 'Google Gemini', 'Azure AI'] },
      { title: 'CRM and sales', tools: ['HubSpot', 'Salesforce', 'Pipedrive', 'Zoho CRM'] },
      { title: 'Finance and accounting', tools: ['Xero', 'QuickBooks', 'Sage', 'Stripe'] },
      { title: 'E-commerce', tools: ['Shopify', 'WooCommerce', 'Amazon Seller Central', 'eBay'] },
      {
        title: 'Collaboration and data',
        tools: ['Slack', `Microsoft 365`, 'Google Workspace', 'Airtable', 'Notion'],
      },
    ],
  },
  proof: {
    heading: {
      eyebrow: 'Results',
      title: 'What our clients say',
      intro: 'Real businesses, real numbers. Every project is measured against the targets we agreed at the start.',
    },
    testimonials: [
      caseStudyTestimonial(
        'invoice-extraction',
        'Invoice processing used to take two people most of Monday. Now it runs overnight and we just approve the exceptions.',
        ['less processing time', 'extraction accuracy'],
      ),
      caseStudyTestimonial(
        'resume-parser',
        'Screening CVs was swallowing our consultants’ week. The parser shortlists in minutes and our placements went up.',
        ['less screening time', 'saved a week'],
      ),
      caseStudyTestimonial(
        'customer-support',
        'Half our support tickets are now answered by the assistant in two minutes, and customers rate it higher than before.',
        ['of tickets resolved by AI', 'average first response'],
      ),
    ],
    stats: [
      {
        icon: 'clock',
        value: cite(claims.hoursSavedWeekly),
        label: 'hours saved weekly',
        subtitle: 'per client, across several automations',
      },
      {
        icon: 'pound',
        value: cite(claims.annualSavings),
        label: 'annual savings',
        subtitle: 'typical for a team of ten',
      },
      {
        icon: 'chart',
        value: cite(claims.averageRoi),
        label: 'average first-year ROI',
        subtitle: 'on the total cost, across completed projects',
      },
    ],
  },
  faq: {
    heading: {
      eyebrow: 'FAQ',
      title: 'Questions we are often asked',
    },
    items: [
      {
        question: 'What happens in the free automation audit?',
        answer: `A ${claims.freeAudit.value} video call where we walk through how your team works, point out the tasks that are worth automating and estimate what each would save. You get a short written summary afterwards, with no obligation.`,
      },
      {
        question: 'How quickly will we see results?',
        answer: `${timeline.firstLive} ${timeline.programmeEnd} On every package, ${timeline.resultsCheck.charAt(0).toLowerCase()}${timeline.resultsCheck.slice(1)} If we have not met them, we keep working for free until you are satisfied.`,
      },
      {
        question: 'Do we need technical staff to run the automations?',
        answer:
          'No. We build, test and monitor everything, and we train your team to use and adjust the automations in plain language. You can call on us whenever something needs to change.',
      },
      {
        question: 'Which tools and systems can you connect?',
        answer: `We have connected ${cite(claims.integrations)} applications, including HubSpot, Salesforce, Xero, QuickBooks, Shopify, Microsoft 365 and Google Workspace. If a system has an API or sends email, we can usually connect it.`,
      },
      {
        question: 'Is our data safe?',
        answer:
          'Yes. We follow UK GDPR, process data in the UK or EU wherever the tools allow, give every automation the least access it needs, and sign a data-processing agreement with every client.',
      },
      {
        question: 'Are we tied into a long contract?',
        answer: `No. Packages are a one-off setup fee plus a monthly plan you can cancel with 30 days’ notice. ${timeline.moneyBack}`,
      },
      {
        question: 'What does automation typically cost?',
        answer: `Our packages start with Starter, a single automation for a fixed setup fee and a monthly plan, priced on its card above. Larger projects are quoted after the free audit, with the expected return shown next to the price.`,
      },
      {
        question: 'What if an automation breaks?',
        answer: `We monitor every automation and are alerted when something fails, usually before you notice. Fixes are included in your monthly plan. ${supportModel.answered}`,
      },
    ],
  },
  finalCta: {
    title: 'Ready to get your time back?',
    text: `Book a free ${claims.freeAudit.value} automation audit. We will show you where your team is losing hours and what it is worth to fix it.`,
    primary: auditAction,
    secondary: caseStudiesAction,
    note: `Only ${claims.auditsPerMonth.value} free audits available each month.`,
  },
});
