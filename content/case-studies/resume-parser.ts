/**
 * Case study: CV Parsing and Shortlisting for a Recruitment Agency. Shown on /case-studies as the card #resume-parser
 * (docs/product.md#case-studies).
 */
import type { CaseStudyEntry } from '../caseStudies.schema.ts';

/** What the results are worked out from (content/caseStudies.test.ts checks them): screening hours a week, before and after. */
export const measured = { hoursBefore: 19, hoursAfter: 4.2 };

export const caseStudy: CaseStudyEntry = {
  order: 2,
  title: 'CV Parsing and Shortlisting for a Recruitment Agency',
  client: 'Northgate Recruitment',
  industry: 'Recruitment',
  tags: ['Document AI', 'Recruitment', 'Bullhorn'],
  challenge: `Northgate’s 12 consultants receive about 900 CVs a month from job boards and email. Reading each one and typing the details into Bullhorn took the team around ${measured.hoursBefore} hours a week, and good candidates waited up to four days for a reply.`,
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
      detail: `from about ${measured.hoursBefore} hours a week across the team to just over ${Math.floor(measured.hoursAfter)}`,
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
};
