/**
 * Training & Support Services: the page /services/training-support (docs/product.md#services; its prices are
 * docs/product.md#service-prices-and-support-levels).
 */
import { claims } from '../claims.ts';
import type { ServiceEntry } from '../servicePages.schema.ts';
import { phoneInText } from '../site.ts';
import { supportModel } from '../supportLevels.ts';

export const service: ServiceEntry = {
  order: 5,
  meta: {
    description: `Training that makes your team confident with its automations, and support levels from Standard, included with every plan, to 24/7 Enterprise response.`,
    keywords: ['automation training', 'support plans', 'managed automation'],
  },
  name: 'Training & Support Services',
  icon: 'graduation',
  summary: `We train your team to run and improve its automations, and keep them working with support levels from Standard, included with every plan, to 24/7 Enterprise cover.`,
  hero: {
    lead: 'Automations only pay off when your team trusts them. We train the people who use them and keep everything running, with a support level to match how critical your automations are.',
    actions: [
      { label: 'Book Team Training', href: '/contact' },
      { label: 'Contact Support', href: '/contact-support' },
    ],
    promises: [
      `Emergency support ${claims.emergencySupport.value} on Enterprise`,
      'Training built around your own automations',
    ],
  },
  problems: {
    heading: { title: 'Automations your team can rely on' },
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
      description: `A 3-hour live session for up to 10 people on the automations you use, over video or at your office.`,
      includes: [
        'Built around your own automations',
        'Recording and written notes to keep',
        `Questions answered by email for 2 weeks afterwards`,
      ],
    },
    {
      name: 'Team training programme',
      minPrice: 1200,
      maxPrice: 2000,
      description: `Our six training modules, from beginner to advanced, delivered live over 3–6 weeks.`,
      includes: [
        `Six live modules of 40–90 minutes`,
        'Exercises on your own workflows',
        'A progress check for each person',
      ],
    },
    {
      name: 'Automation champion programme',
      minPrice: 2000,
      description: `One or two of your staff trained to build and change automations themselves, with 3 months of mentoring.`,
      includes: [
        'Hands-on build training on Make, Zapier or n8n',
        `Mentoring calls every fortnight for 3 months`,
        'A review of the first automations they build',
      ],
    },
  ],
  supportPeriod: {
    label: 'the follow-up each tier lists; a support level is not part of a training price',
  },
  included: [
    'A review of your team’s training needs before any session',
    'Sessions built around your own automations, not generic demos',
    'Recordings, guides and quick-reference cards to keep',
    'Access to our documentation and training library',
    'The follow-up each tier lists, from questions answered by email to mentoring calls',
  ],
  process: [
    {
      phase: 'discovery',
      duration: 'Week 1',
      description: 'We talk to the people who will use the automations and find out what each of them needs to know.',
    },
    {
      phase: 'training',
      duration: '1 day to 6 weeks',
      description: 'Live sessions on your own automations, from a single workshop to the full six-module programme.',
    },
    {
      phase: 'support',
      duration: 'Ongoing',
      description: 'We monitor your automations, fix what breaks and answer questions at the support level you choose.',
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
    intro: supportModel.included,
  },
  faq: [
    {
      question: 'Which support level do we have?',
      answer:
        'Standard, unless you have added another: your monthly plan or your project’s support period says which. You can move up at any time, and back down at the end of any month.',
    },
    {
      question: 'What counts as a critical issue, and how do we report it?',
      answer: `An automation is down, your business is stopped, or data is being lost. Call us on ${phoneInText}, then raise a P1 ticket. ${supportModel.answered} The table above has every priority.`,
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
    text: 'Book training for your team, or tell us what needs fixing and we will respond within your support level’s target for the priority you choose.',
    primary: { label: 'Book Team Training', href: '/contact' },
    secondary: { label: 'Contact Support', href: '/contact-support' },
  },
};
