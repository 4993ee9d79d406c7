/** Copy of the home page (SPEC §2 Home), section by section, in the order the page shows them. */
import * as v from 'valibot';
import { Link, Text, parseContent } from './schema.ts';

const Heading = v.object({
  /** Small label above the heading. */
  eyebrow: v.optional(Text),
  /** Section heading (h2). */
  title: Text,
  /** One or two sentences under the heading. */
  intro: v.optional(Text),
});

export const TestimonialSchema = v.object({
  quote: Text,
  author: Text,
  /** Role of the author at the client. */
  role: Text,
  company: Text,
  industry: Text,
  /** Headline results, e.g. "15 hours saved a week". */
  metrics: v.pipe(v.array(Text), v.minLength(1)),
  /** Return on investment as shown, e.g. "450% ROI". */
  roi: Text,
});

export const StatSchema = v.object({
  /** Icon name from components/sections/icons.tsx. */
  icon: v.picklist(['clock', 'pound', 'chart', 'bolt', 'shield', 'plug', 'users', 'target']),
  value: Text,
  label: Text,
  subtitle: Text,
});

export const ToolSchema = v.object({
  name: Text,
  /** Local SVG under /logos/. */
  logo: v.pipe(v.string(), v.regex(/^\/logos\/[a-z0-9-]+\.svg$/, 'must be a local SVG under /logos/')),
});

export const HomeSchema = v.object({
  hero: v.object({
    eyebrow: Text,
    title: Text,
    lead: Text,
    primary: Link,
    secondary: Link,
    /** Promises listed under the buttons. */
    promises: v.pipe(v.array(Text), v.minLength(3)),
    /** Scarcity note for the free audit. */
    note: Text,
  }),
  hiddenCost: v.object({
    heading: Heading,
    problem: v.object({ title: Text, items: v.array(v.object({ value: Text, text: Text })) }),
    solution: v.object({ title: Text, items: v.array(v.object({ value: Text, text: Text })) }),
  }),
  framework: v.object({
    heading: Heading,
    steps: v.pipe(
      v.array(v.object({ title: Text, duration: Text, description: Text, points: v.array(Text) })),
      v.length(3, 'the framework has exactly 3 steps'),
    ),
    cta: Link,
  }),
  benefits: v.object({
    heading: Heading,
    items: v.pipe(v.array(v.object({ title: Text, text: Text })), v.minLength(4)),
  }),
  features: v.object({
    heading: Heading,
    items: v.pipe(
      v.array(v.object({ icon: StatSchema.entries.icon, title: Text, text: Text })),
      v.length(5, 'there are exactly 5 feature cards'),
    ),
  }),
  pricing: v.object({ heading: Heading, popularLabel: Text, idealForLabel: Text, cta: Link, more: Link }),
  tools: v.object({
    heading: Heading,
    stripLabel: Text,
    /** Exactly 12: the strip shows them twice so its 30 s loop is seamless (SPEC §4). */
    logos: v.pipe(v.array(ToolSchema), v.length(12, 'the strip loops 12 logos')),
    categories: v.pipe(
      v.array(v.object({ title: Text, tools: v.pipe(v.array(Text), v.minLength(2)) })),
      v.length(6, 'there are exactly 6 tool categories'),
    ),
  }),
  proof: v.object({
    heading: Heading,
    testimonials: v.pipe(v.array(TestimonialSchema), v.length(3, 'there are exactly 3 testimonials')),
    stats: v.pipe(v.array(StatSchema), v.length(3, 'there are exactly 3 headline stats')),
  }),
  faq: v.object({
    heading: Heading,
    items: v.pipe(v.array(v.object({ question: Text, answer: Text })), v.length(8, 'the FAQ has exactly 8 questions')),
  }),
  finalCta: v.object({ title: Text, text: Text, primary: Link, secondary: Link, note: Text }),
});
export type Home = v.InferOutput<typeof HomeSchema>;
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;
export type Stat = v.InferOutput<typeof StatSchema>;
export type IconName = Stat['icon'];

export const home: Home = parseContent('content/home.ts', HomeSchema, {
  hero: {
    eyebrow: 'AI automation for small and medium businesses',
    title: 'Stop losing 20+ hours a week to work a machine could do',
    lead: 'We find the repetitive tasks that slow your team down, then automate them with AI and the tools you already use. Most clients save over £50,000 a year and see results within 60 days.',
    primary: { label: 'Book Your Free Automation Audit', href: '/contact' },
    secondary: { label: 'Calculate Your Savings', href: '/roi-calculator' },
    promises: ['Results in 60 days', 'No long-term contracts', 'Free 30-minute audit'],
    note: 'We run only 5 free audits a month, so every one gets our full attention.',
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
        { value: '68%', text: 'of working time goes on repetitive, manual tasks in a typical small business' },
        { value: '£75,000+', text: 'in lost productivity every year for a team of ten' },
        { value: '1 in 4', text: 'records re-typed by hand contains an error that someone has to find later' },
      ],
    },
    solution: {
      title: 'With a strategic approach',
      items: [
        { value: '80%', text: 'less manual work on the processes we automate' },
        { value: '£10,000+', text: 'monthly savings opportunities found in a typical audit' },
        { value: '10x', text: 'average return on investment in the first year' },
      ],
    },
  },
  framework: {
    heading: {
      eyebrow: 'How we work',
      title: 'A 3-step framework that delivers in 60 days',
      intro: 'No open-ended projects. Each step has a clear output, and you decide whether to continue at every stage.',
    },
    steps: [
      {
        title: 'Audit & Discovery',
        duration: 'Weeks 1–2',
        description: 'We map how work really flows through your business and put a pound figure on every manual step.',
        points: [
          'Free 30-minute automation audit',
          'Process mapping with your team',
          'Prioritised list of automations with ROI',
        ],
      },
      {
        title: 'Strategic Implementation',
        duration: 'Weeks 3–8',
        description:
          'We build, test and launch the automations with the highest return first, using the tools you already pay for.',
        points: ['Built on 200+ integrations', 'Tested against your real data', 'Your team trained before go-live'],
      },
      {
        title: 'Results & Optimization',
        duration: 'Day 60 onwards',
        description: 'We measure the hours and money saved against the targets we agreed, then tune what is running.',
        points: ['Monthly results report', '90 days of optimisation support', 'Work free until you are satisfied'],
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
        text: 'Save 20+ hours a week on data entry, reporting and follow-ups, and spend them on customers.',
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
      { title: 'No lock-in', text: 'You own every automation we build, and our packages have no long-term contracts.' },
    ],
  },
  features: {
    heading: {
      eyebrow: 'What we automate',
      title: 'Five ways we take work off your plate',
    },
    items: [
      {
        icon: 'bolt',
        title: 'AI document processing',
        text: 'Invoices, receipts, CVs and contracts read, checked and filed automatically with 99%+ accuracy.',
      },
      {
        icon: 'users',
        title: 'Lead and customer workflows',
        text: 'New leads captured, qualified and followed up across your CRM, email and calendar.',
      },
      {
        icon: 'plug',
        title: 'System integration',
        text: 'Your CRM, accounts, e-commerce and support tools kept in sync through 200+ integrations.',
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
      intro:
        'Fixed setup fees, simple monthly plans, and no long-term contracts. Every package starts with a free audit.',
    },
    popularLabel: 'Most Popular',
    idealForLabel: 'Ideal for',
    cta: { label: 'Get Started', href: '/contact' },
    more: { label: 'Compare packages in detail', href: '/pricing' },
  },
  tools: {
    heading: {
      eyebrow: 'Works with your tools',
      title: '200+ integrations with the software you already use',
      intro:
        'We build on proven platforms, so there is nothing new for your team to learn and nothing proprietary to get stuck with.',
    },
    stripLabel: 'Some of the tools we integrate',
    logos: [
      { name: 'Make', logo: '/logos/make.svg' },
      { name: 'Zapier', logo: '/logos/zapier.svg' },
      { name: 'n8n', logo: '/logos/n8n.svg' },
      { name: 'OpenAI', logo: '/logos/openai.svg' },
      { name: 'HubSpot', logo: '/logos/hubspot.svg' },
      { name: 'Salesforce', logo: '/logos/salesforce.svg' },
      { name: 'Xero', logo: '/logos/xero.svg' },
      { name: 'QuickBooks', logo: '/logos/quickbooks.svg' },
      { name: 'Shopify', logo: '/logos/shopify.svg' },
      { name: 'Slack', logo: '/logos/slack.svg' },
      { name: 'Microsoft 365', logo: '/logos/microsoft-365.svg' },
      { name: 'Google Workspace', logo: '/logos/google-workspace.svg' },
    ],
    categories: [
      { title: 'Automation platforms', tools: ['Make', 'Zapier', 'n8n', 'Power Automate'] },
      { title: 'AI and language models', tools: ['OpenAI', 'Anthropic Claude', 'Google Gemini', 'Azure AI'] },
      { title: 'CRM and sales', tools: ['HubSpot', 'Salesforce', 'Pipedrive', 'Zoho CRM'] },
      { title: 'Finance and accounting', tools: ['Xero', 'QuickBooks', 'Sage', 'Stripe'] },
      { title: 'E-commerce', tools: ['Shopify', 'WooCommerce', 'Amazon Seller Central', 'eBay'] },
      { title: 'Collaboration and data', tools: ['Slack', 'Microsoft 365', 'Google Workspace', 'Airtable', 'Notion'] },
    ],
  },
  proof: {
    heading: {
      eyebrow: 'Results',
      title: 'What our clients say',
      intro: 'Real businesses, real numbers. Every project is measured against the targets we agreed at the start.',
    },
    testimonials: [
      {
        quote:
          'Invoice processing used to take two people most of Monday. Now it runs overnight and we just approve the exceptions.',
        author: 'Sarah Mitchell',
        role: 'Finance Director',
        company: 'Harbour Logistics',
        industry: 'Finance',
        metrics: ['92% less processing time', '99.3% extraction accuracy'],
        roi: '450% ROI in year one',
      },
      {
        quote:
          'Screening CVs was swallowing our consultants’ week. The parser shortlists in minutes and our placements went up.',
        author: 'James Okafor',
        role: 'Managing Director',
        company: 'Northgate Recruitment',
        industry: 'Recruitment',
        metrics: ['78% less screening time', '15 hours saved a week'],
        roi: '320% ROI in year one',
      },
      {
        quote:
          'Half our support tickets are now answered by the assistant in two minutes, and customers rate it higher than before.',
        author: 'Priya Shah',
        role: 'Head of Customer Experience',
        company: 'Loom & Thread',
        industry: 'E-commerce',
        metrics: ['55% of tickets resolved by AI', '2-minute first response'],
        roi: '280% ROI in year one',
      },
    ],
    stats: [
      { icon: 'clock', value: '20+', label: 'hours saved weekly', subtitle: 'on average, per client' },
      { icon: 'pound', value: '£50,000+', label: 'annual savings', subtitle: 'typical for a team of ten' },
      { icon: 'chart', value: '300%', label: 'average ROI', subtitle: 'across completed projects' },
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
        answer:
          'A 30-minute video call where we walk through how your team works, point out the tasks that are worth automating and estimate what each would save. You get a short written summary afterwards, with no obligation.',
      },
      {
        question: 'How quickly will we see results?',
        answer:
          'Most clients have their first automation live within two to four weeks and see measurable results within 60 days. If we have not delivered the results we agreed by then, we keep working for free until you are satisfied.',
      },
      {
        question: 'Do we need technical staff to run the automations?',
        answer:
          'No. We build, test and monitor everything, and we train your team to use and adjust the automations in plain language. You can call on us whenever something needs to change.',
      },
      {
        question: 'Which tools and systems can you connect?',
        answer:
          'We work with more than 200 applications, including HubSpot, Salesforce, Xero, QuickBooks, Shopify, Microsoft 365 and Google Workspace. If a system has an API or sends e-mail, we can usually connect it.',
      },
      {
        question: 'Is our data safe?',
        answer:
          'Yes. We follow UK GDPR, process data in the UK or EU wherever the tools allow, give every automation the least access it needs, and sign a data-processing agreement with every client.',
      },
      {
        question: 'Are we tied into a long contract?',
        answer:
          'No. Packages are a one-off setup fee plus a monthly plan you can cancel with 30 days’ notice. Initial consultations carry a 30-day money-back guarantee.',
      },
      {
        question: 'What does automation typically cost?',
        answer:
          'Our packages start at £500 setup plus £100 a month for a single automation. Larger projects are quoted after the free audit, with the expected return shown next to the price.',
      },
      {
        question: 'What if an automation breaks?',
        answer:
          'We monitor every automation and are alerted when something fails, usually before you notice. Fixes are included in your monthly plan, and critical issues get a response in under two hours.',
      },
    ],
  },
  finalCta: {
    title: 'Ready to get your time back?',
    text: 'Book a free 30-minute automation audit. We will show you where your team is losing hours and what it is worth to fix it.',
    primary: { label: 'Book Your Free Automation Audit', href: '/contact' },
    secondary: { label: 'See Case Studies', href: '/case-studies' },
    note: 'Only 5 free audits available each month.',
  },
});
