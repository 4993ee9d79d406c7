/**
 * Case study: AI Contract Review for a Commercial Law Firm. Shown on /case-studies as the card #legal-contract
 * (docs/product.md#case-studies).
 */
import type { CaseStudyEntry } from '../caseStudies.schema.ts';

/**
 * What the results are worked out from (content/caseStudies.test.ts checks each): minutes of first-pass review a
 * contract before and after and contracts a month, the setup fee (excl. VAT) and the monthly saving, in pounds.
 */
export const measured = {
  contractsPerMonth: 30,
  reviewMinutesBefore: 120,
  reviewMinutesAfter: 42,
  setupFee: 6000,
  monthlySaving: 2400,
};

export const caseStudy: CaseStudyEntry = {
  order: 3,
  title: 'AI Contract Review for a Commercial Law Firm',
  client: 'Ashby Marsh Solicitors',
  industry: 'Legal',
  tags: ['Document AI', 'Legal', 'Contract review'],
  challenge: `Ashby Marsh’s commercial team reviews about ${measured.contractsPerMonth} supplier and customer contracts a month for small-business clients. A first-pass review against the firm’s playbook took around ${measured.reviewMinutesBefore / 60} hours a contract, mostly spent finding clauses rather than advising on them. Clients waited 3 working days for a first view.`,
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
      detail: `first-pass review down from ${measured.reviewMinutesBefore / 60} hours to ${measured.reviewMinutesAfter} minutes a contract`,
      icon: 'clock',
    },
    {
      value: `£${measured.monthlySaving.toLocaleString('en-GB')}`,
      metric: 'saved a month',
      detail: `${(measured.contractsPerMonth * (measured.reviewMinutesBefore - measured.reviewMinutesAfter)) / 60} hours of solicitor time a month, net of running costs`,
      icon: 'pound',
    },
    {
      value: '2.5 months',
      metric: 'to break even',
      detail: `the £${measured.setupFee.toLocaleString('en-GB')} setup fee, excl. VAT, repaid by the monthly saving`,
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
};
