/** Small labels several pages share (badges, units, the words on a card), so one wording is used everywhere. */
import { LabelsSchema } from './labels.schema.ts';
import { parseContent } from './schema.ts';

export const labels = parseContent('content/labels.ts', LabelsSchema, {
  minutes: '{minutes} min',
  newWindow: '(opens in a new window)',
  packageCard: {
    popularLabel: 'Most Popular',
    idealForLabel: 'Ideal for',
    setupLabel: 'setup',
    monthlyLabel: 'per month',
    cta: { label: 'Get Started', href: '/contact' },
  },
});
