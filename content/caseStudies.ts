/**
 * The case studies (SPEC §2 Case studies, §3 Case study, §9 Claims) and the words around them on
 * /case-studies. Three clients also appear in the home page's testimonials (content/home.ts); their names,
 * roles and figures here are the same. Each study's figures are coherent with one another: the detail line
 * of a result says what the figure was measured against.
 */
import * as v from 'valibot';
import { claims } from './claims.ts';
import {
  Card,
  CardGridSection,
  CtaSection,
  HeroSection,
  IconName,
  Link,
  ResultTileSchema,
  TestimonialSchema,
  Text,
  parseContent,
} from './schema.ts';

/** The five studies, in the order the page shows them (SPEC §2); each id is the card's anchor. */
export const CASE_STUDY_IDS = [
  'invoice-extraction',
  'resume-parser',
  'legal-contract',
  'customer-support',
  'ai-personal-assistant',
] as const;
export const CaseStudyId = v.picklist(CASE_STUDY_IDS, 'must be one of the case study ids in content/caseStudies.ts');
export type CaseStudyId = v.InferOutput<typeof CaseStudyId>;

/** A list of `min`–`max` lines of copy. */
const TextList = (min: number, max: number, what: string) =>
  v.pipe(
    v.array(Text),
    v.minLength(min, `a case study lists ${min}–${max} ${what}`),
    v.maxLength(max, `a case study lists ${min}–${max} ${what}`),
  );

export const CaseStudySchema = v.object({
  /** Anchor id: /case-studies#<id>. */
  id: CaseStudyId,
  /** Card heading (h2). */
  title: Text,
  /** The client's company name. */
  client: Text,
  /** The client's industry. */
  industry: Text,
  /** Short tags shown above the title. */
  tags: TextList(2, 4, 'tags'),
  /** What was wrong before, in 2–3 sentences. */
  challenge: Text,
  /** What we built, in 2–3 sentences. */
  solution: Text,
  /** Accordion "Technologies Used". */
  technologies: TextList(4, 7, 'technologies'),
  /** Accordion "Implementation Process", shown as a numbered list. */
  process: TextList(4, 6, 'implementation steps'),
  /** The four result tiles, each with its icon. */
  results: v.pipe(
    v.array(v.object({ ...ResultTileSchema.entries, icon: IconName })),
    v.length(4, 'SPEC §2: every case study shows exactly 4 result tiles'),
  ),
  /** Accordion "Key Features". */
  features: TextList(4, 6, 'key features'),
  /** Accordion "Additional Benefits". */
  additionalBenefits: TextList(3, 5, 'additional benefits'),
  /** The client's words and who said them. */
  testimonial: v.pick(TestimonialSchema, ['quote', 'author']),
  /** The testimonial author's role at the client. */
  clientRole: Text,
});
export type CaseStudy = v.InferOutput<typeof CaseStudySchema>;
export type CaseStudyInput = v.InferInput<typeof CaseStudySchema>;

/** A "More Success Stories" card: the industry as its badge and its one headline result as its only point. */
const StoryCard = v.object({
  ...Card.entries,
  /** The client's industry. */
  badge: Text,
  /** Exactly one headline result. */
  points: v.pipe(v.array(Text), v.length(1, 'a success story shows exactly one headline result')),
});

/** The five extra stories, in the order SPEC §2 lists them. */
const MORE_STORY_TITLES = [
  'Document Q&A API Service',
  'Research Paper Analysis System',
  'Receipt Processing & Tax Categorization',
  'Inbox Management AI Agent',
  'Contract Generator Agent',
] as const;

export const CaseStudiesPageSchema = v.object({
  /** The page's opening; SPEC §2 fixes its heading and subtitle. */
  hero: v.object({
    ...HeroSection.entries,
    title: v.literal('Real Results from Real Businesses'),
    lead: v.literal(
      'See how AI automation has transformed workflows, saved time, and increased revenue for businesses just like yours.',
    ),
  }),
  /** Headings of the four accordion panels of each study, in order (SPEC §2). */
  accordionLabels: v.object({
    technologies: v.literal('Technologies Used'),
    process: v.literal('Implementation Process'),
    features: v.literal('Key Features'),
    additionalBenefits: v.literal('Additional Benefits'),
  }),
  /** Headings of a study's blocks. */
  labels: v.object({
    /** Heading of the challenge block. */
    challenge: Text,
    /** Heading of the solution block. */
    solution: Text,
    /** Heading above the four result tiles. */
    results: Text,
    /** Label before the client's name. */
    client: Text,
    /** Label before the client's industry. */
    industry: Text,
  }),
  /** The "More Success Stories" grid: five short cards in SPEC order. */
  moreStories: v.object({
    ...CardGridSection.entries,
    heading: v.object({ ...CardGridSection.entries.heading.entries, title: v.literal('More Success Stories') }),
    cards: v.pipe(
      v.array(StoryCard),
      v.length(5, 'SPEC §2: "More Success Stories" has exactly 5 cards'),
      v.check(
        (cards) => cards.every((card, i) => card.title === MORE_STORY_TITLES[i]),
        `SPEC §2: the stories are, in order: ${MORE_STORY_TITLES.join('; ')}`,
      ),
    ),
  }),
  /** Closing call to action (SPEC §2: "Schedule Your Free Strategy Call" to /contact). */
  cta: v.object({
    ...CtaSection.entries,
    primary: v.object({
      ...Link.entries,
      label: v.literal('Schedule Your Free Strategy Call'),
      href: v.literal('/contact'),
    }),
  }),
});
export type CaseStudiesPage = v.InferOutput<typeof CaseStudiesPageSchema>;
export type CaseStudiesPageInput = v.InferInput<typeof CaseStudiesPageSchema>;

export const caseStudies: CaseStudy[] = parseContent(
  'content/caseStudies.ts',
  v.pipe(
    v.array(CaseStudySchema),
    v.length(5, 'SPEC §2: there are exactly 5 case studies'),
    v.check(
      (list) => list.every((study, i) => study.id === CASE_STUDY_IDS[i]),
      `SPEC §2: the case studies are, in order: ${CASE_STUDY_IDS.join(', ')}`,
    ),
  ),
  [
    {
      id: 'invoice-extraction',
      title: 'AI Invoice Extraction for a Logistics Finance Team',
      client: 'Harbour Logistics',
      industry: 'Finance',
      tags: ['Document AI', 'Accounts payable', 'Xero'],
      challenge:
        'Harbour Logistics receives about 350 supplier invoices a month from hauliers, fuel-card providers and port agents, as PDFs and scans in dozens of layouts. Two people in the finance team spent around 15 hours a week keying them into Xero, and typing errors only surfaced at month-end. Slow approvals also meant the company missed early-payment discounts.',
      solution:
        'We built a pipeline that collects invoices from the accounts inbox, reads each one with AI document extraction and checks the supplier, totals and VAT against the purchase order. Invoices that match are posted to Xero as draft bills for one-click approval; anything unusual goes to a review queue with the reason it was held.',
      technologies: [
        'Azure AI Document Intelligence',
        'OpenAI GPT-4o',
        'Make',
        'Xero API',
        'Microsoft 365 (Outlook and SharePoint)',
        'Slack',
      ],
      process: [
        'Sampled 600 past invoices and agreed the fields the finance team needs',
        'Tuned and tested extraction on the 40 suppliers that send 85% of invoices',
        'Built the purchase-order matching and VAT checks',
        'Ran alongside manual entry for three weeks, comparing every field',
        'Switched over, with a daily exceptions summary in Slack',
      ],
      results: [
        {
          value: '92%',
          metric: 'less processing time',
          detail: 'from 15 hours a week to about 70 minutes of approving exceptions',
          icon: 'clock',
        },
        {
          value: '99.3%',
          metric: 'extraction accuracy',
          detail: 'fields checked against a person’s reading over the first 3 months',
          icon: 'target',
        },
        {
          value: '450%',
          metric: 'first-year ROI',
          detail: 'staff time saved and discounts taken, against setup and running costs',
          icon: 'chart',
        },
        {
          value: 'Same day',
          metric: 'invoice approval',
          detail: 'down from an average of 4 working days',
          icon: 'bolt',
        },
      ],
      features: [
        'Reads PDFs, scans and phone photos in any supplier layout',
        'Checks totals, VAT and the purchase-order match before posting',
        'Posts draft bills to Xero with the original invoice attached',
        'Review queue that shows why each invoice was held',
        'Daily exceptions summary in Slack',
        'Full audit trail for the company’s accountants',
      ],
      additionalBenefits: [
        'Early-payment discounts now taken on every eligible invoice',
        'Month-end close two days shorter',
        'The finance team moved its time to credit control and cash-flow forecasting',
        'Auditors given read-only access to the extraction log',
      ],
      testimonial: {
        quote:
          'Invoice processing used to take two people most of Monday. Now it runs overnight and we just approve the exceptions. Our auditors were more surprised by the accuracy than we were.',
        author: 'Sarah Mitchell',
      },
      clientRole: 'Finance Director',
    },
    {
      id: 'resume-parser',
      title: 'CV Parsing and Shortlisting for a Recruitment Agency',
      client: 'Northgate Recruitment',
      industry: 'Recruitment',
      tags: ['Document AI', 'Recruitment', 'Bullhorn'],
      challenge:
        'Northgate’s 12 consultants receive about 900 CVs a month from job boards and email. Reading each one and typing the details into Bullhorn took the team around 19 hours a week, and good candidates waited up to four days for a reply.',
      solution:
        'We built a parser that reads every CV as it arrives, extracts skills, experience, notice period and right-to-work status, and creates or updates the candidate in Bullhorn. It scores each candidate against the live role’s must-haves and sends the consultant a ranked shortlist, with the reason for every score.',
      technologies: ['OpenAI GPT-4o', 'Python', 'Bullhorn API', 'n8n', 'Microsoft 365 (Outlook)'],
      process: [
        'Agreed the fields and must-have criteria with three senior consultants',
        'Built extraction and tested it on 500 past CVs',
        'Connected Bullhorn, with duplicate checks before every write',
        'Added shortlist scoring and a monthly fairness check',
        'Trained the team and went live one desk at a time',
      ],
      results: [
        {
          value: '78%',
          metric: 'less screening time',
          detail: 'from about 19 hours a week across the team to just over 4',
          icon: 'clock',
        },
        {
          value: '15 hours',
          metric: 'saved a week',
          detail: 'consultant time now spent on calls with candidates and clients',
          icon: 'users',
        },
        {
          value: '320%',
          metric: 'first-year ROI',
          detail: 'consultant time saved, against setup and running costs',
          icon: 'chart',
        },
        {
          value: 'Same day',
          metric: 'first reply to candidates',
          detail: 'down from up to 4 days',
          icon: 'mail',
        },
      ],
      features: [
        'Reads PDF and Word CVs and LinkedIn profiles',
        'Extracts skills, experience, notice period and right-to-work status',
        'Checks for duplicates before anything is written to Bullhorn',
        'Ranked shortlists with the reason for every score',
        'Scoring never sees names, ages, photos or addresses',
      ],
      additionalBenefits: [
        '2,300 duplicate candidate records found and merged',
        'Every candidate hears back on the day they apply',
        'Screening criteria written down and applied the same way by every consultant',
        'New consultants productive in their first week',
      ],
      testimonial: {
        quote:
          'Screening CVs was swallowing our consultants’ week. The parser shortlists in minutes, the team spends that time on the phone, and our placements went up.',
        author: 'James Okafor',
      },
      clientRole: 'Managing Director',
    },
    {
      id: 'legal-contract',
      title: 'AI Contract Review for a Commercial Law Firm',
      client: 'Ashby Marsh Solicitors',
      industry: 'Legal',
      tags: ['Document AI', 'Legal', 'Contract review'],
      challenge:
        'Ashby Marsh’s commercial team reviews about 30 supplier and customer contracts a month for small-business clients. A first-pass review against the firm’s playbook took around 2 hours a contract, mostly spent finding clauses rather than advising on them. Clients waited 3 working days for a first view.',
      solution:
        'We built a review assistant that reads each contract, finds the 24 clauses in the firm’s playbook, compares them with the firm’s preferred positions and drafts a mark-up with comments. A solicitor checks every point before anything reaches the client; the assistant never gives advice on its own.',
      technologies: [
        'Anthropic Claude',
        'Python',
        'iManage Work API',
        'Microsoft Word add-in',
        'Make',
        'Microsoft Azure (UK South)',
      ],
      process: [
        'Turned the firm’s playbook into 24 clause checks with preferred and fallback positions',
        'Tested on 120 past contracts against the solicitors’ own mark-ups',
        'Connected iManage so contracts are picked up and filed automatically',
        'Built the Word add-in for accepting or rejecting each suggestion',
        'Piloted with two solicitors for four weeks before the whole team',
      ],
      results: [
        {
          value: '65%',
          metric: 'less review time',
          detail: 'first-pass review down from about 2 hours to 42 minutes a contract',
          icon: 'clock',
        },
        {
          value: '£2,400',
          metric: 'saved a month',
          detail: '39 hours of solicitor time a month, net of running costs',
          icon: 'pound',
        },
        {
          value: '2.5 months',
          metric: 'to break even',
          detail: 'the £6,000 setup fee repaid by the monthly saving',
          icon: 'trending',
        },
        {
          value: 'Same day',
          metric: 'first view for clients',
          detail: 'down from 3 working days',
          icon: 'bolt',
        },
      ],
      features: [
        'Checks all 24 playbook clauses in every contract',
        'Drafts tracked changes and comments in Word',
        'Flags missing clauses as well as risky ones',
        'Every suggestion links to the clause and the playbook rule behind it',
        'Runs in the firm’s own Azure tenant, in the UK',
        'Solicitor sign-off before anything leaves the firm',
      ],
      additionalBenefits: [
        'The playbook is applied the same way by every solicitor',
        'Trainees learn the playbook from the assistant’s explanations',
        'Fixed-fee contract reviews are now profitable',
        'Clause data shows which terms clients negotiate most often',
      ],
      testimonial: {
        quote:
          'We were sceptical about AI anywhere near client work. The assistant does the searching and our solicitors do the judging, and our fixed-fee reviews finally make money.',
        author: 'Helen Marsh',
      },
      clientRole: 'Managing Partner',
    },
    {
      id: 'customer-support',
      title: 'AI Customer Support Assistant for an Online Retailer',
      client: 'Loom & Thread',
      industry: 'E-commerce',
      tags: ['AI assistant', 'Customer support', 'Shopify'],
      challenge:
        'Loom & Thread sells homeware online and handles about 2,400 support emails and chats a month, rising to 4,000 in November and December. Most ask where an order is or how to return it. A team of four took an average of 9 hours to reply, and customer satisfaction had slipped to 4.2 out of 5.',
      solution:
        'We built an assistant in Gorgias that looks up the order in Shopify and the parcel with the courier, then answers routine questions itself in the shop’s own tone of voice. Damage, complaints and refunds over £100 go to a person, with the order details and a suggested reply already attached.',
      technologies: ['Gorgias', 'Shopify API', 'OpenAI GPT-4o', 'Royal Mail and DPD tracking APIs', 'Make', 'Klaviyo'],
      process: [
        'Tagged three months of past tickets to find the questions worth automating',
        'Wrote answer rules and hand-over criteria with the support team',
        'Connected Shopify, courier tracking and the returns portal',
        'Tested on 1,000 past tickets, with the support lead reviewing every answer',
        'Switched on one channel at a time: email first, then chat',
      ],
      results: [
        {
          value: '55%',
          metric: 'of tickets resolved by AI',
          detail: 'with no person involved, sampled weekly by the support lead',
          icon: 'message',
        },
        {
          value: '2 minutes',
          metric: 'average first response',
          detail: 'down from 9 hours',
          icon: 'clock',
        },
        {
          value: '4.2/5 → 4.8/5',
          metric: 'customer satisfaction',
          detail: 'post-ticket survey, six months before and after go-live',
          icon: 'star',
        },
        {
          value: '280%',
          metric: 'first-year ROI',
          detail: 'support hours saved and seasonal staff not hired, against setup and running costs',
          icon: 'chart',
        },
      ],
      features: [
        'Answers order, delivery and returns questions around the clock',
        'Reads live order and tracking data before it replies',
        'Hands over to a person with the context and a suggested reply',
        'Writes in the shop’s own tone of voice',
        'Never approves a refund over £100 without a person',
      ],
      additionalBenefits: [
        'No temporary staff needed for the Christmas peak',
        'The support team now has time for complaints and wholesale enquiries',
        'A weekly report of the top reasons customers get in touch',
        'Returns questions fell after product pages were updated from that report',
      ],
      testimonial: {
        quote:
          'Half our support tickets are now answered by the assistant in two minutes, and customers rate it higher than before. Our team finally has time for the conversations that need a person.',
        author: 'Priya Shah',
      },
      clientRole: 'Head of Customer Experience',
    },
    {
      id: 'ai-personal-assistant',
      title: 'AI Personal Assistant for a Startup Founder',
      client: 'Kestrel Analytics',
      industry: 'Technology startup',
      tags: ['AI agent', 'Email', 'Calendar'],
      challenge:
        'While Kestrel Analytics raised its seed round, its founder spent around 15 hours a week on email, scheduling, meeting notes and investor updates. Follow-ups slipped, and the work only a founder can do was pushed into evenings.',
      solution:
        'We built an AI assistant across Google Workspace, HubSpot and Notion. It sorts the inbox, drafts replies for approval, books meetings by the founder’s rules, writes call notes into HubSpot and assembles the monthly investor update from live figures.',
      technologies: ['Google Workspace APIs', 'OpenAI GPT-4o', 'n8n', 'HubSpot', 'Notion', 'Slack'],
      process: [
        'Reviewed a week of the founder’s email and calendar to list the recurring tasks',
        'Wrote the rules for what the assistant may send, may only draft, or must flag',
        'Built inbox sorting and reply drafting, then scheduling',
        'Added meeting notes and the investor update',
        'Reviewed drafts with the founder daily for two weeks, then weekly',
      ],
      results: [
        {
          value: '11 hours',
          metric: 'saved a week',
          detail: 'founder time, measured from calendar and email logs before and after',
          icon: 'clock',
        },
        {
          value: '70%',
          metric: 'of emails handled by the assistant',
          detail: 'sorted, answered by rule or drafted for one-click approval',
          icon: 'mail',
        },
        {
          value: '0',
          metric: 'missed follow-ups',
          detail: 'in the 3 months after go-live, down from about 6 a month',
          icon: 'check',
        },
        {
          value: '20 minutes',
          metric: 'for the monthly investor update',
          detail: 'down from half a day',
          icon: 'rocket',
        },
      ],
      features: [
        'Sorts the inbox into act, read and archive before 8am',
        'Drafts replies in the founder’s style for approval',
        'Books meetings by the founder’s rules, protecting focus time',
        'Writes meeting notes and actions into HubSpot',
        'Drafts the monthly investor update from live figures',
        'Sends nothing on its own unless the rules allow it',
      ],
      additionalBenefits: [
        'Evenings back for the founder during the fundraise',
        'Investors receive their update on the same day every month',
        'The CRM stays up to date without anyone typing',
        'The same setup was extended to the company’s first account manager',
      ],
      testimonial: {
        quote:
          'I got back more than a day a week in the middle of our fundraise. The assistant drafts, I decide, and nothing falls through the cracks any more.',
        author: 'Marcus Bell',
      },
      clientRole: 'Founder & CEO',
    },
  ],
);

export const caseStudiesPage: CaseStudiesPage = parseContent('content/caseStudies.ts', CaseStudiesPageSchema, {
  hero: {
    eyebrow: 'Case studies',
    title: 'Real Results from Real Businesses',
    lead: 'See how AI automation has transformed workflows, saved time, and increased revenue for businesses just like yours.',
  },
  accordionLabels: {
    technologies: 'Technologies Used',
    process: 'Implementation Process',
    features: 'Key Features',
    additionalBenefits: 'Additional Benefits',
  },
  labels: {
    challenge: 'The challenge',
    solution: 'Our solution',
    results: 'Results',
    client: 'Client',
    industry: 'Industry',
  },
  moreStories: {
    heading: {
      eyebrow: 'More projects',
      title: 'More Success Stories',
      intro: 'Smaller projects, the same approach: a clear target, agreed before we build.',
    },
    cards: [
      {
        badge: 'Professional services',
        title: 'Document Q&A API Service',
        text: 'An API that answers staff questions from 3,000 policy and procedure documents, citing the page each answer comes from.',
        points: ['Answers in under 5 seconds, with the source cited'],
      },
      {
        badge: 'Life sciences',
        title: 'Research Paper Analysis System',
        text: 'A system that reads new papers each week, extracts methods and findings into a shared database and flags the ones relevant to live projects.',
        points: ['Literature reviews 70% faster'],
      },
      {
        badge: 'Accountancy',
        title: 'Receipt Processing & Tax Categorization',
        text: 'Receipts photographed by clients are read, matched to bank transactions and categorised for VAT and self-assessment before an accountant reviews them.',
        points: ['Month-end bookkeeping cut from 3 days to 4 hours'],
      },
      {
        badge: 'Property management',
        title: 'Inbox Management AI Agent',
        text: 'An agent that sorts a shared lettings inbox, answers routine tenant questions and raises repair jobs with the right contractor.',
        points: ['Inbox time down from 2 hours to 20 minutes a day'],
      },
      {
        badge: 'Construction',
        title: 'Contract Generator Agent',
        text: 'An agent that turns a short subcontractor form into a first-draft contract from approved templates, ready for a manager to check and sign.',
        points: ['First drafts in 10 minutes instead of 2 hours'],
      },
    ],
    columns: 3,
  },
  cta: {
    title: 'Want results like these?',
    text: `Tell us about the work that eats your team’s week. In a free ${claims.freeAudit.value} call we will show you what could be automated and what each automation would be worth.`,
    primary: { label: 'Schedule Your Free Strategy Call', href: '/contact' },
  },
});
