/**
 * Case study: AI Customer Support Assistant for an Online Retailer. Shown on /case-studies as the card
 * #customer-support (docs/product.md#case-studies).
 */
import type { CaseStudyEntry } from '../caseStudies.schema.ts';

export const caseStudy: CaseStudyEntry = {
  order: 4,
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
};
