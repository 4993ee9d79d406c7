/**
 * Case study: AI Invoice Extraction for a Logistics Finance Team. Shown on /case-studies as the card
 * #invoice-extraction (docs/product.md#case-studies).
 */
import type { CaseStudyEntry } from '../caseStudies.schema.ts';

/** What the time result is worked out from (content/caseStudies.test.ts checks it): minutes a week, before and after. */
export const measured = { minutesBefore: 15 * 60, minutesAfter: 70 };

export const caseStudy: CaseStudyEntry = {
  order: 1,
  title: 'AI Invoice Extraction for a Logistics Finance Team',
  client: 'Harbour Logistics',
  industry: 'Logistics',
  tags: ['Document AI', 'Accounts payable', 'Xero'],
  challenge: `Harbour Logistics receives about 350 supplier invoices a month from hauliers, fuel-card providers and port agents, as PDFs and scans in dozens of layouts. Two people in the finance team spent around ${measured.minutesBefore / 60} hours a week keying them into Xero, and typing errors only surfaced at month-end. Slow approvals also meant the company missed early-payment discounts.`,
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
    'Tuned and tested extraction on the 40 suppliers that send most of the invoices',
    'Built the purchase-order matching and VAT checks',
    'Ran alongside manual entry for three weeks, comparing every field',
    'Switched over, with a daily exceptions summary in Slack',
  ],
  results: [
    {
      value: '92%',
      metric: 'less processing time',
      detail: `from ${measured.minutesBefore / 60} hours a week to about ${measured.minutesAfter} minutes of approving exceptions`,
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
};
