/**
 * Case study: AI Personal Assistant for a Startup Founder. Shown on /case-studies as the card #ai-personal-assistant
 * (docs/product.md#case-studies).
 */
import type { CaseStudyEntry } from '../caseStudies.schema.ts';

export const caseStudy: CaseStudyEntry = {
  order: 5,
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
};
