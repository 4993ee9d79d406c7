/** Small labels several pages share (badges, units, the words on a card), so one wording is used everywhere. */
import { LabelsSchema } from './labels.schema.ts';
import { parseContent } from './schema.ts';

/** Whether VAT is added to a price: every price the site shows says it, in these words. */
const vat = {
  added: '+VAT',
  excluded: 'excl. VAT',
  note: 'Our prices exclude VAT, which we add at the standard rate where it applies; every invoice shows the VAT separately.',
} as const;

export const labels = parseContent('content/labels.ts', LabelsSchema, {
  minutes: '{minutes} min',
  newWindow: '(opens in a new window)',
  notes: { title: 'How we count these figures', back: 'Back to reference {number}' },
  packageCard: {
    popularLabel: 'Most Popular',
    idealForLabel: 'Ideal for',
    setupLabel: 'setup',
    monthlyLabel: 'per month',
    vatLabel: vat.added,
    cta: { label: 'Get Started', href: '/contact' },
  },
  vat,
});
