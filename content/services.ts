/**
 * The five services (SPEC §2 Service pages, §9 Service prices), the section headings every service page shares,
 * and the /services index (DESIGN decision 6). Prices are numbers in pounds; the page formats them ("£800–£1,500",
 * "£3,500+"). Support-level prices live in content/supportLevels.ts and are not repeated here.
 */
import * as v from 'valibot';
import { CaseStudyId } from './caseStudies.ts';
import { claims } from './claims.ts';
import {
  Card,
  CardGridSection,
  CtaSection,
  HeroSection,
  IconName,
  Link,
  PhaseSchema,
  QuestionAnswerSchema,
  SectionHeading,
  Text,
  parseContent,
} from './schema.ts';
import { site } from './site.ts';

/** The five services, in the order the index and the footer list them (SPEC §2). */
export const SERVICE_IDS = [
  'ai-automation',
  'workflow-development',
  'system-integration',
  'process-optimization',
  'training-support',
] as const;
export const ServiceId = v.picklist(SERVICE_IDS, 'must be one of the service ids in content/services.ts');
export type ServiceId = v.InferOutput<typeof ServiceId>;

const Pounds = v.pipe(v.number(), v.integer(), v.minValue(0));

export const ServiceTierSchema = v.pipe(
  v.object({
    /** Tier name (h3). */
    name: Text,
    /** Lowest price in pounds. */
    minPrice: Pounds,
    /** Highest price in pounds; absent means "and up", shown as "£3,500+". */
    maxPrice: v.optional(Pounds),
    /** One or two sentences on what the tier covers. */
    description: Text,
    /** What the tier includes, shown as ticked points. */
    includes: v.pipe(v.array(Text), v.minLength(1)),
  }),
  v.check(
    (tier) => tier.maxPrice === undefined || tier.maxPrice > tier.minPrice,
    'maxPrice must be above minPrice (leave it out for "and up")',
  ),
);
export type ServiceTier = v.InferOutput<typeof ServiceTierSchema>;

/** A list of `min`–`max` lines or items. */
const Between = <T extends v.GenericSchema>(item: T, min: number, max: number, what: string) =>
  v.pipe(
    v.array(item),
    v.minLength(min, `a service page has ${min}–${max} ${what}`),
    v.maxLength(max, `a service page has ${min}–${max} ${what}`),
  );

export const ServiceSchema = v.pipe(
  v.object({
    /** Stable id; the page lives at /services/<id>. */
    id: ServiceId,
    /** The page's path: /services/<id>. */
    path: v.pipe(v.string(), v.regex(/^\/services\/[a-z-]+$/, 'must be /services/<id>')),
    /** Service name, as in navigation and the footer. */
    name: Text,
    /** Icon on the index card and beside the name. */
    icon: IconName,
    /** One sentence for the index card and the footer-level listing. */
    summary: Text,
    /** The page's opening; its calls to action go to /contact (and to /contact-support for training-support). */
    hero: HeroSection,
    /** What the service solves: exactly 3 cards. */
    problems: v.object({
      ...CardGridSection.entries,
      cards: v.pipe(v.array(Card), v.length(3, 'a service page shows exactly 3 problems')),
    }),
    /** Price tiers (SPEC §9 Service prices). */
    tiers: v.pipe(v.array(ServiceTierSchema), v.minLength(1)),
    /** Support after go-live included in the price. */
    supportPeriod: v.object({
      /** Length in months; absent means ongoing. */
      months: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
      /** As shown: "3 months of optimisation support". */
      label: Text,
    }),
    /** What every engagement includes. */
    included: Between(Text, 5, 7, 'included items'),
    /** How an engagement runs. */
    process: Between(PhaseSchema, 3, 5, 'process phases'),
    /** Who the service suits. */
    idealFor: Between(Text, 3, 4, 'ideal-for lines'),
    /** Case studies to show, linked as /case-studies#<id>. */
    relatedCaseStudies: v.pipe(v.array(CaseStudyId), v.minLength(1)),
    /** Heading above the support-level cards (records from content/supportLevels.ts); training-support only. */
    supportLevels: v.optional(SectionHeading),
    /** Questions about this service. */
    faq: Between(QuestionAnswerSchema, 3, 4, 'questions'),
    /** Closing call to action. */
    cta: CtaSection,
  }),
  v.check((service) => service.path === `/services/${service.id}`, 'path must be /services/<id>'),
  v.check(
    (service) =>
      service.hero.actions.length > 0 &&
      service.hero.actions.every((a) => a.href === '/contact' || a.href === '/contact-support') &&
      service.cta.primary.href === '/contact',
    'a service page’s calls to action go to /contact (SPEC §2), or to /contact-support on training-support',
  ),
);
export type Service = v.InferOutput<typeof ServiceSchema>;
export type ServiceInput = v.InferInput<typeof ServiceSchema>;

/** Headings every service page shares; a service's own words are in its record. */
export const ServiceSectionsSchema = v.object({
  /** Heading above the price tiers. */
  tiers: SectionHeading,
  /** Label before the support period ("Included in the price"). */
  supportPeriodLabel: Text,
  /** Label on a tier's call to action, to /contact. */
  tierCta: v.object({ ...Link.entries, href: v.literal('/contact') }),
  /** Heading above the included list. */
  included: SectionHeading,
  /** Heading above the process phases. */
  process: SectionHeading,
  /** Heading above the ideal-for list. */
  idealFor: SectionHeading,
  /** Heading above the related case studies. */
  relatedCaseStudies: SectionHeading,
  /** Link text on each related case study. */
  caseStudyLinkLabel: Text,
  /** Heading above the questions. */
  faq: SectionHeading,
});
export type ServiceSections = v.InferOutput<typeof ServiceSectionsSchema>;

/** The /services index. */
export const ServicesPageSchema = v.object({
  /** The page's opening; its h1 is "Automation Services". */
  hero: v.object({ ...HeroSection.entries, title: v.literal('Automation Services') }),
  /** Heading above the five service cards. */
  list: SectionHeading,
  /** Link text on each service card, to /services/<id>. */
  cardLinkLabel: Text,
  /** A sentence pointing to the packages, with its link to /pricing. */
  packagesLink: v.object({
    ...Link.entries,
    href: v.literal('/pricing'),
    /** Sentence before the link. */
    text: Text,
  }),
  /** Closing call to action, to /contact. */
  cta: v.object({ ...CtaSection.entries, primary: v.object({ ...Link.entries, href: v.literal('/contact') }) }),
});
export type ServicesPage = v.InferOutput<typeof ServicesPageSchema>;
export type ServicesPageInput = v.InferInput<typeof ServicesPageSchema>;

const auditAction = { label: 'Book Your Free Automation Audit', href: '/contact' };
const auditCtaText = `Book a free ${claims.freeAudit.value} automation audit. We will look at how your team works and tell you, in pounds, what this service would save you.`;

export const services: Service[] = parseContent(
  'content/services.ts',
  v.pipe(
    v.array(ServiceSchema),
    v.length(5, 'SPEC §2: there are exactly 5 service pages'),
    v.check(
      (list) => list.every((service, i) => service.id === SERVICE_IDS[i]),
      `the services are, in order: ${SERVICE_IDS.join(', ')}`,
    ),
    v.check(
      (list) =>
        list.every(
          (s) =>
            (s.id === 'training-support') ===
            (s.hero.actions.some((a) => a.href === '/contact-support') && s.cta.secondary?.href === '/contact-support'),
        ),
      'SPEC §2: only training-support links to /contact-support, from its hero and its closing call to action',
    ),
  ),
  [
    {
      id: 'ai-automation',
      path: '/services/ai-automation',
      name: 'AI Automation Consulting',
      icon: 'bolt',
      summary:
        'We find the work AI can do reliably in your business, such as reading documents, sorting email and answering routine questions, and build it into the tools you already use.',
      hero: {
        eyebrow: 'Services',
        title: 'AI Automation Consulting',
        lead: 'AI can now read invoices, CVs and contracts, sort an inbox and answer routine customer questions. We work out where it will save you most, build 1–3 AI automations around your existing tools, and tune them for 3 months after go-live.',
        actions: [auditAction],
        promises: [`Results in ${claims.resultsGuarantee.value}`, 'Fixed price agreed before we start'],
      },
      problems: {
        heading: { eyebrow: 'What it solves', title: 'Work that needs reading, not just copying' },
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
            '1–3 AI automations, chosen by return',
            'Accuracy tested on your own documents or messages',
            'A person reviews anything the AI is unsure about',
            '3 months of optimisation support',
          ],
        },
      ],
      supportPeriod: { months: 3, label: '3 months of optimisation support' },
      included: [
        'A review of where AI fits your work, with the expected saving of each idea',
        'Design and build of 1–3 AI automations',
        'Testing on your own documents, emails or tickets before go-live',
        'Confidence thresholds and a review queue for uncertain cases',
        'Training for the people who will work alongside each automation',
        'A written record of the prompts, rules and data flows, which you own',
        '3 months of optimisation support after go-live',
      ],
      process: [
        {
          title: 'Discovery',
          duration: '1–2 weeks',
          description:
            'We look at the documents, messages and decisions involved and choose the 1–3 automations with the best return.',
        },
        {
          title: 'Build and test',
          duration: '2–4 weeks',
          description:
            'We build each automation and test it on a sample of your real work until it meets the accuracy we agreed.',
        },
        {
          title: 'Go-live and training',
          duration: '1 week',
          description: 'We switch on one automation at a time and train the people who check its work.',
        },
        {
          title: 'Optimisation',
          duration: '3 months',
          description:
            'We review accuracy and exceptions every week, tune the prompts and rules, and report the hours saved.',
        },
      ],
      idealFor: [
        'Businesses handling 100 or more documents, emails or tickets a month',
        'Teams already using cloud tools such as Xero, HubSpot or Microsoft 365',
        'Owners who want a proven saving before they commit to more',
      ],
      relatedCaseStudies: ['invoice-extraction', 'customer-support', 'ai-personal-assistant'],
      faq: [
        {
          question: 'Is AI accurate enough for our documents?',
          answer: `On documents of a known layout, AI extraction typically gets ${claims.documentAccuracy.value} of fields right. We test on your own documents before go-live, and anything the AI is unsure about goes to a person.`,
        },
        {
          question: 'Where does our data go?',
          answer:
            'We use AI services that do not train on your data, process it in the UK or EU wherever the tools allow, and sign a data-processing agreement with you.',
        },
        {
          question: 'What happens when the AI gets something wrong?',
          answer:
            'Every automation has a review step for uncertain cases and a log of what it did. During the 3 months of optimisation support we study every mistake and adjust the rules so it does not happen again.',
        },
        {
          question: 'Do we need our own AI subscription?',
          answer: `Usually yes, in your name, so you keep control of it. AI and automation tools typically cost ${claims.toolCost.value}, and we tell you the expected figure before we build.`,
        },
      ],
      cta: {
        title: 'Find out where AI fits in your business',
        text: auditCtaText,
        primary: auditAction,
        note: claims.auditsPerMonth.statement,
      },
    },
    {
      id: 'workflow-development',
      path: '/services/workflow-development',
      name: 'Custom Workflow Development',
      icon: 'workflow',
      summary:
        'We design and build workflows on Make, Zapier, n8n or code that move your data, send your follow-ups and run your routine processes without anyone pressing a button.',
      hero: {
        eyebrow: 'Services',
        title: 'Custom Workflow Development',
        lead: 'From a two-step automation to a process that spans six systems, we build workflows that run your routine work on platforms you can see and own, with 2 months of support after go-live.',
        actions: [auditAction],
        promises: ['Fixed price agreed before we start', 'Workflows run in your own accounts'],
      },
      problems: {
        heading: { eyebrow: 'What it solves', title: 'The same steps, every day' },
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
          includes: ['One trigger and up to 10 steps', 'Up to 3 connected tools', 'Error alerts to you and to us'],
        },
        {
          name: 'Medium',
          minPrice: 1500,
          maxPrice: 3500,
          description: 'Several linked workflows with conditions, approvals and data clean-up between systems.',
          includes: [
            'Branching, approvals and scheduled runs',
            'Up to 6 connected tools',
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
      supportPeriod: { months: 2, label: '2 months of support after go-live' },
      included: [
        'A process map agreed with your team before we build',
        'A build on Make, Zapier, n8n or custom code, whichever fits your volumes and budget',
        'Testing with your real data',
        'Error handling and alerts on every workflow',
        'A short video walkthrough and written guide for each workflow',
        'Full ownership: the workflows run in your accounts',
        '2 months of support after go-live',
      ],
      process: [
        {
          title: 'Map',
          duration: '1 week',
          description:
            'We map the process step by step with the people who run it, and agree what the workflow will do.',
        },
        {
          title: 'Build and test',
          duration: claims.buildTime.value,
          description:
            'We build the workflows and test them with your real data, including what happens when a step fails.',
        },
        {
          title: 'Go-live and handover',
          duration: '1 week',
          description: 'We switch on, watch the first runs closely and walk your team through each workflow.',
        },
        {
          title: 'Support',
          duration: '2 months',
          description: 'We fix anything that breaks and make small changes while your team settles in.',
        },
      ],
      idealFor: [
        'Teams using 3 or more cloud tools that do not talk to each other',
        'Businesses with a process that repeats 20 or more times a week',
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
          answer:
            'A package combines the build with a monthly plan for monitoring and fixes. A custom workflow is a one-off build at a fixed price with 2 months of support; after that you can add a monthly plan or a support level.',
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
    },
    {
      id: 'system-integration',
      path: '/services/system-integration',
      name: 'System Integration Services',
      icon: 'plug',
      summary:
        'We connect your CRM, accounts, e-commerce and support tools so each record is entered once and stays the same everywhere.',
      hero: {
        eyebrow: 'Services',
        title: 'System Integration Services',
        lead: `We connect the systems you already pay for, from HubSpot and Xero to Shopify and Microsoft 365, so data is entered once and matches everywhere. We have connected ${claims.integrations.value} applications, and every integration comes with 3 months of support after go-live.`,
        actions: [auditAction],
        promises: [`${claims.integrations.value} integrations`, 'Fixed price agreed before we start'],
      },
      problems: {
        heading: { eyebrow: 'What it solves', title: 'Systems that should talk to each other' },
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
          description: 'A connected set of 3–5 systems, with one agreed source of truth for each kind of record.',
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
      supportPeriod: { months: 3, label: '3 months of support after go-live' },
      included: [
        'An audit of your systems and the data each one holds',
        'Field mapping and source-of-truth rules agreed in writing',
        'Clean-up and de-duplication of existing records',
        'Build and testing on a copy of your data before go-live',
        'Monitoring, automatic retries and alerts when a sync fails',
        'Documentation of every connection',
        '3 months of support after go-live',
      ],
      process: [
        {
          title: 'Audit and mapping',
          duration: '1–2 weeks',
          description:
            'We list every system, the records each holds and where they overlap, and agree which system wins.',
        },
        {
          title: 'Build and test',
          duration: claims.buildTime.value,
          description:
            'We build the connections and test them on a copy of your data, including conflicts and outages.',
        },
        {
          title: 'Cut-over',
          duration: '1 week',
          description:
            'We clean and load existing records, switch the sync on and check the first days of data with you.',
        },
        {
          title: 'Support',
          duration: '3 months',
          description: 'We watch every sync, fix failures and adjust the mapping as your team uses it.',
        },
      ],
      idealFor: [
        'Businesses running 3 or more systems that hold the same customers or orders',
        'Finance teams reconciling the CRM and the accounts by hand',
        'Online sellers trading on more than one channel',
      ],
      relatedCaseStudies: ['invoice-extraction', 'customer-support'],
      faq: [
        {
          question: 'Can you connect our system?',
          answer: `Very likely. We have connected ${claims.integrations.value} applications, and if a system has an API, a database we can reach, or sends and receives files or email, we can usually connect it. We confirm this in the audit, before you pay anything.`,
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
    },
    {
      id: 'process-optimization',
      path: '/services/process-optimization',
      name: 'Process Optimisation Services',
      icon: 'trending',
      summary:
        'We map how work really flows through your business, remove the steps that add nothing, and automate what is left, against targets agreed before we start.',
      hero: {
        eyebrow: 'Services',
        title: 'Process Optimisation Services',
        lead: 'Automating a poor process only makes its mistakes faster. We map how work really moves through your team, cut the waste and plan the automation of what remains, with measurable targets agreed before we start.',
        actions: [auditAction],
        promises: ['Targets agreed in writing', 'Fixed price agreed before we start'],
      },
      problems: {
        heading: { eyebrow: 'What it solves', title: 'Processes that grew rather than were designed' },
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
      supportPeriod: { months: 3, label: '3 months of follow-up against the targets' },
      included: [
        'Workshops with the people who do the work',
        'Time and cost measured for each step',
        'Current and future process maps, which you keep',
        'Targets agreed in writing before any change',
        'Quick wins that need no new software, put in place straight away',
        'A prioritised automation plan with the expected return of each item',
        '3 months of follow-up against the targets',
      ],
      process: [
        {
          title: 'Map',
          duration: 'Week 1',
          description: 'Short workshops with the people who do the work, to draw the process as it really runs.',
        },
        {
          title: 'Measure',
          duration: 'Weeks 1–2',
          description: 'A week of simple time logging shows where the hours and the delays are.',
        },
        {
          title: 'Redesign',
          duration: 'Weeks 2–3',
          description:
            'We remove the steps that add nothing, agree targets with you and plan the automation of what remains.',
        },
        {
          title: 'Follow-up',
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
          answer:
            'About 2 hours per person in workshops, plus a week of simple time logging by the people in the process. We fit the workshops around your busiest days.',
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
    },
    {
      id: 'training-support',
      path: '/services/training-support',
      name: 'Training & Support Services',
      icon: 'graduation',
      summary:
        'We train your team to run and improve its automations, and keep them working with support levels from Standard, included with every plan, to 24/7 Enterprise cover.',
      hero: {
        eyebrow: 'Services',
        title: 'Training & Support Services',
        lead: 'Automations only pay off when your team trusts them. We train the people who use them and keep everything running, with a support level to match how critical your automations are.',
        actions: [
          { label: 'Book Team Training', href: '/contact' },
          { label: 'Contact Support', href: '/contact-support' },
        ],
        promises: [`Emergency support ${claims.emergencySupport.value}`, 'Training built around your own automations'],
      },
      problems: {
        heading: { eyebrow: 'What it solves', title: 'Automations your team can rely on' },
        cards: [
          {
            icon: 'lock',
            title: 'Automations nobody dares touch',
            text: 'Only the person who built it knows how it works, so small changes wait for weeks.',
          },
          {
            icon: 'users',
            title: 'Teams that work around the system',
            text: 'Staff keep their old spreadsheets because nobody showed them the new way.',
          },
          {
            icon: 'alert',
            title: 'Nobody to call when it breaks',
            text: 'A failed sync on a Friday evening can mean a weekend of lost orders.',
          },
        ],
      },
      tiers: [
        {
          name: 'Team workshop',
          minPrice: 400,
          maxPrice: 600,
          description:
            'A 3-hour live session for up to 10 people on the automations you use, over video or at your office.',
          includes: [
            'Built around your own automations',
            'Recording and written notes to keep',
            'Questions answered by email for 2 weeks afterwards',
          ],
        },
        {
          name: 'Team training programme',
          minPrice: 1200,
          maxPrice: 2000,
          description: 'Our six training modules, from beginner to advanced, delivered live over 3–6 weeks.',
          includes: [
            'Six live modules of 40–90 minutes',
            'Exercises on your own workflows',
            'A progress check for each person',
          ],
        },
        {
          name: 'Automation champion programme',
          minPrice: 2000,
          description:
            'One or two of your staff trained to build and change automations themselves, with 3 months of mentoring.',
          includes: [
            'Hands-on build training on Make, Zapier or n8n',
            'Mentoring calls every fortnight for 3 months',
            'A review of the first automations they build',
          ],
        },
      ],
      supportPeriod: { label: 'Ongoing Standard support, with faster levels to choose from below' },
      included: [
        'A review of your team’s training needs before any session',
        'Sessions built around your own automations, not generic demos',
        'Recordings, guides and quick-reference cards to keep',
        'Access to our documentation and training library',
        'Monitoring and fixes for everything we built',
        'A support level to match how critical your automations are',
      ],
      process: [
        {
          title: 'Assess',
          duration: 'Week 1',
          description:
            'We talk to the people who will use the automations and find out what each of them needs to know.',
        },
        {
          title: 'Train',
          duration: '1 day to 6 weeks',
          description:
            'Live sessions on your own automations, from a single workshop to the full six-module programme.',
        },
        {
          title: 'Support',
          duration: 'Ongoing',
          description:
            'We monitor your automations, fix what breaks and answer questions at the support level you choose.',
        },
      ],
      idealFor: [
        'Teams taking over automations after go-live',
        'Businesses whose automations run orders, payments or customer service',
        'Companies with new starters who need to learn the tools quickly',
      ],
      relatedCaseStudies: ['customer-support', 'legal-contract'],
      supportLevels: {
        eyebrow: 'Support levels',
        title: 'Choose your support level',
        intro:
          'Standard support is included with every monthly plan. Premium and Enterprise add faster responses and hours for small changes, month to month.',
      },
      faq: [
        {
          question: 'Which support level do we have?',
          answer:
            'Standard support is included with every monthly plan, and one-off projects have it during their support period. You can move up to Premium or Enterprise at any time, and back down at the end of any month.',
        },
        {
          question: 'What counts as a critical issue, and how do we report it?',
          answer: `An automation is down, your business is stopped, or data is being lost. Call us on ${site.phone} at any hour: critical issues get a response in under 2 hours on every support level. For anything else, use the support form.`,
        },
        {
          question: 'Can training take place at our office?',
          answer:
            'Yes. Most sessions run over video, and we also run sessions on site anywhere in the UK. Every session is recorded so people who miss it can catch up.',
        },
        {
          question: 'Do you support automations someone else built?',
          answer:
            'Yes, once we have reviewed them. The review shows what needs fixing before we can support it, and we quote for it in advance.',
        },
      ],
      cta: {
        title: 'Make your automations part of how your team works',
        text: 'Book training for your team, or tell us what needs fixing and we will respond by the priority you choose.',
        primary: { label: 'Book Team Training', href: '/contact' },
        secondary: { label: 'Contact Support', href: '/contact-support' },
      },
    },
  ],
);

export const serviceSections: ServiceSections = parseContent('content/services.ts', ServiceSectionsSchema, {
  tiers: {
    eyebrow: 'Pricing',
    title: 'Prices',
    intro: 'Every price is fixed and agreed in writing after your free audit, before any work starts.',
  },
  supportPeriodLabel: 'Included in the price',
  tierCta: { label: 'Get a Fixed Quote', href: '/contact' },
  included: { eyebrow: 'Included', title: 'What you get' },
  process: { eyebrow: 'How it works', title: 'How an engagement runs' },
  idealFor: { eyebrow: 'Who it suits', title: 'Ideal for' },
  relatedCaseStudies: {
    eyebrow: 'Case studies',
    title: 'Results from similar projects',
  },
  caseStudyLinkLabel: 'Read the case study',
  faq: { eyebrow: 'FAQ', title: 'Questions about this service' },
});

export const servicesPage: ServicesPage = parseContent('content/services.ts', ServicesPageSchema, {
  hero: {
    eyebrow: 'Services',
    title: 'Automation Services',
    lead: 'Five ways we take repetitive work off your team, from a single AI automation to connecting every system you run. Each starts with a free audit and a fixed price.',
    actions: [auditAction],
    promises: [
      `Results in ${claims.resultsGuarantee.value}`,
      claims.noLongTermContracts.value,
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
