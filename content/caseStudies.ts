/**
 * The case studies (docs/product.md#case-studies), one file each in content/case-studies/<id>.ts
 * (content/entries.ts), and the words around them on /case-studies. A new study is one new file: its card on
 * /case-studies and its anchor come from it. Three clients also appear in the home page's testimonials
 * (content/home.ts), which read who said them from these records; their figures are the same in both. Each
 * study's figures are coherent with one another: the detail line of a result says what the figure was measured
 * against.
 */
import { claims } from './claims.ts';
import { CaseStudiesPageSchema, CaseStudySchema, type CaseStudiesPage, type CaseStudy } from './caseStudies.schema.ts';
import { collectEntries, importFolder, underVite } from './entries.ts';
import { parseContent } from './schema.ts';

export type { CaseStudiesPage, CaseStudy } from './caseStudies.schema.ts';

// Under Vite the glob is expanded at build time; plain Node reads the folder (content/entries.ts).
const modules = underVite
  ? import.meta.glob('./case-studies/*.ts', { eager: true, import: 'caseStudy' })
  : await importFolder('content/case-studies', 'caseStudy');

/** Every case study, in `order`. */
export const caseStudies: CaseStudy[] = collectEntries('content/case-studies', modules, CaseStudySchema);

/**
 * A case study's result as prose quotes it, read from the study's record so the figure is the client's own:
 * `caseStudyResult('invoice-extraction', 'less processing time')` → "92%".
 */
export function caseStudyResult(id: string, metric: string): string {
  const result = caseStudies.find((study) => study.id === id)?.results.find((r) => r.metric === metric);
  if (!result) throw new Error(`content/caseStudies.ts: no result "${metric}" in case study ${id}`);
  return result.value;
}

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
        result: 'Answers in under 5 seconds, with the source cited',
        basis:
          'Time from a question to its answer, for every question asked in the client’s first three months live, from go-live in 2024.',
      },
      {
        badge: 'Life sciences',
        title: 'Research Paper Analysis System',
        text: 'A system that reads new papers each week, extracts methods and findings into a shared database and flags the ones relevant to live projects.',
        result: 'Literature reviews 70% faster',
        basis:
          'Time per literature review against the team’s own reviews the year before, across the client’s first six months live, from go-live in 2025.',
      },
      {
        badge: 'Accountancy',
        title: 'Receipt Processing & Tax Categorisation',
        text: 'Receipts photographed by clients are read, matched to bank transactions and categorised for VAT and self-assessment before an accountant reviews them.',
        result: 'Month-end bookkeeping cut from 3 days to 4 hours',
        basis:
          'Accountant time on month-end bookkeeping before and after, across the client’s first three month-ends live, from go-live in 2024.',
      },
      {
        badge: 'Property management',
        title: 'Inbox Management AI Agent',
        text: 'An agent that sorts a shared lettings inbox, answers routine tenant questions and raises repair jobs with the right contractor.',
        result: 'Inbox time down from 2 hours to 20 minutes a day',
        basis:
          'Staff time a day on the shared lettings inbox, timed for four weeks before and four weeks after go-live in 2025.',
      },
      {
        badge: 'Construction',
        title: 'Contract Generator Agent',
        text: 'An agent that turns a short subcontractor form into a first-draft contract from approved templates, ready for a manager to check and sign.',
        result: 'First drafts in 10 minutes instead of 2 hours',
        basis:
          'Time from a completed subcontractor form to a first-draft contract, across the client’s first 50 contracts since go-live in 2025.',
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
