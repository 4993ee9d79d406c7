/**
 * Structured lists of /docs/best-practices (docs/product.md#docs-guides): the six-step framework, the practice
 * areas, industry tips and success metrics, and the closing call to action. The prose is best-practices.mdx.
 */
import { auditAction, caseStudiesAction } from '../actions.ts';
import { claims } from '../claims.ts';
import type { PhaseId } from '../process.ts';
import { phase } from '../process.ts';
import type { Card } from '../schema.ts';
import { cite, parseContent } from '../schema.ts';
import { BestPracticesSchema, type BestPractices } from './best-practices.schema.ts';

export type { BestPractices } from './best-practices.schema.ts';

/** Where a practice sits in our process: "In our Discovery phase, weeks 1–2". */
const inPhase = (id: PhaseId): string => `In our ${phase(id).name} phase, ${phase(id).weeks.toLowerCase()}`;

export const bestPractices: BestPractices = parseContent('content/docs/best-practices.ts', BestPracticesSchema, {
  framework: [
    {
      title: 'Find and prioritise',
      duration: inPhase('discovery'),
      description:
        'List the repetitive tasks, put a number of hours on each and choose the one with the most hours and the clearest rules.',
      points: [
        'Hours a week × people doing it × hourly cost',
        'How often the rules change',
        'One process first, not five',
      ],
    },
    {
      title: 'Map and simplify',
      duration: inPhase('discovery'),
      description:
        'Map the process as it really runs, then remove the steps that exist only because it was manual. Automating a muddle gives you a faster muddle.',
      points: ['Every step, tool and hand-over', 'Steps to drop or merge', 'A measured baseline'],
    },
    {
      title: 'Design for exceptions',
      duration: inPhase('planning'),
      description:
        'Decide what the automation handles, what it passes to a person, and what happens when a system is down.',
      points: ['Rules for routine cases', 'A review queue for the rest', 'Error handling and alerts for every step'],
    },
    {
      title: 'Build and test on real data',
      duration: inPhase('development'),
      description:
        'Build in your own accounts and test with real examples, including the messy ones, then run alongside the manual process.',
      points: [`20 to 50 real examples`, 'A parallel run until the results match', 'A test log you can keep'],
    },
    {
      title: 'Launch and train',
      duration: inPhase('training'),
      description:
        'Train the people who use and check the automation, hand over a runbook, and switch on monitoring before switching off the manual process.',
      points: ['Training before go-live', 'A one-page runbook', 'Alerts to two people, not one'],
    },
    {
      title: 'Measure and improve',
      duration: inPhase('support'),
      description:
        'Compare results with the baseline, tune the rules as exceptions show up, then choose the next process with real numbers.',
      points: [
        'A monthly report of runs, exceptions and hours saved',
        `A results review ${claims.resultsGuarantee.value} after go-live`,
        `${claims.optimisationSupport.value} of optimisation support on a package (a one-off project: its service’s period)`,
      ],
    },
  ],
  practiceAreas: [
    {
      icon: 'shield',
      title: 'Security and access',
      text: 'Give each automation the least access it needs, through accounts your business controls.',
      points: [
        'A shared service account, never a personal login',
        'Read-only access wherever the automation only reads',
        'Keys and passwords in the platform’s credential store, never pasted into steps',
        'Personal data kept in the UK or EU where the tools allow',
        'Access reviewed when someone leaves',
      ],
    },
    {
      icon: 'database',
      title: 'Data quality',
      text: 'An automation copies data faster than a person, including the mistakes. Clean at the door.',
      points: [
        'One system holds the master copy of each piece of data',
        'Check required fields and formats before writing anything',
        'Search before you create, to avoid duplicates',
        'Dates day-first, amounts in pence or with two decimals',
      ],
    },
    {
      icon: 'alert',
      title: 'Monitoring and alerting',
      text: 'Know something has failed before your customers do.',
      points: [
        'Error alerts to two people',
        'An alert when a scheduled run has not happened',
        'A daily or weekly summary of runs and exceptions',
        `Run history kept for at least 30 days`,
      ],
    },
    {
      icon: 'file',
      title: 'Documentation',
      text: 'Anyone should be able to find out what an automation does and what to do when it stops.',
      points: [
        'A one-page runbook per automation',
        'Names that say what it does: “Xero – new supplier bill from inbox”',
        'A change log: what changed, when and why',
        'The owner’s name on every automation',
      ],
    },
    {
      icon: 'users',
      title: 'Change management',
      text: 'Automations succeed when the people around them trust them.',
      points: [
        'Involve the person who does the task from day one',
        'Explain what changes and what their time goes on instead',
        'Train before go-live, not after',
        'Share the hours saved each month',
      ],
    },
    {
      icon: 'pound',
      title: 'Cost control',
      text: `Tools typically cost ${cite(claims.toolCost)}. Keep it at the low end by design.`,
      points: [
        'Filter early, so runs stop before the costly steps',
        'Use webhooks instead of checking every minute',
        'Use the smallest AI model that does the job',
        'Review usage and subscriptions every quarter',
      ],
    },
  ],
  industryTips: [
    {
      icon: 'pound',
      title: 'Finance and accounting',
      text: 'Accuracy and audit trails matter more than speed.',
      points: [
        'Keep the original document attached to every record the automation creates',
        'Draft, do not post: a person approves anything that moves money',
        'Reconcile automated entries against the bank feed weekly',
        'Never let an automation change bank details',
      ],
    },
    {
      icon: 'users',
      title: 'Recruitment',
      text: 'Speed wins candidates, but screening must stay fair and explainable.',
      points: [
        'Parse CVs into your ATS and let consultants make the shortlist decisions',
        'Record why each candidate was scored as they were',
        'Reply to every applicant within a day, even if the answer is no',
        'Delete CVs on schedule under your retention policy',
      ],
    },
    {
      icon: 'shield',
      title: 'Legal',
      text: 'Confidentiality and a lawyer’s judgement come first.',
      points: [
        'Use AI tools that do not train on your documents, under a signed agreement',
        'Use AI to find and summarise clauses, not to give advice',
        'Keep a lawyer’s review on every document that leaves the firm',
        'Log who accessed which matter and when',
      ],
    },
    {
      icon: 'database',
      title: 'E-commerce',
      text: 'Peaks break what quiet weeks never test.',
      points: [
        'One master stock record for every channel',
        'Test at your busiest day’s volume, not an average day’s',
        'Queue updates during sales so limits are not hit',
        'Hand refunds and complaints over to a person quickly',
      ],
    },
    {
      icon: 'handshake',
      title: 'Professional services',
      text: 'Your time is what you sell, so automate everything around it.',
      points: [
        'Automate onboarding: engagement letter, ID checks, first invoice',
        'Log time from calendars and email instead of from memory',
        'Send reminders for documents you are waiting on',
        'Build client reports from live data, not copied spreadsheets',
      ],
    },
  ],
  successMetrics: [
    {
      metric: 'Hours saved a week',
      target: `${cite(claims.hoursSavedWeeklyRange)} hours across a programme`,
      how: `Baseline minutes per task × tasks the automation handled, minus the time spent on exceptions. Count it monthly, then divide by 4.33 to compare it with this weekly target.`,
      icon: 'clock',
    },
    {
      metric: 'Time per task',
      target: `${cite(claims.typicalTimeReduction)} less`,
      how: 'Time ten tasks before go-live and ten after, from start to finish, including any checking.',
      icon: 'trending',
    },
    {
      metric: 'Error rate',
      target: `Fewer than 1 in 100 records corrected`,
      how: `Check a sample of 50 records a month against the source document or system.`,
      icon: 'check',
    },
    {
      metric: 'Run success rate',
      target: 'Fewer than 1 run in 100 failing',
      how: 'Successful runs divided by all runs, from the platform’s run history. Look at the reasons for the failures, not just the number.',
      icon: 'chart',
    },
    {
      metric: 'Response time',
      target: 'Minutes, not hours',
      how: 'Time from an enquiry or order arriving to the first reply or action, from the timestamps in your CRM or shop.',
      icon: 'message',
    },
    {
      metric: 'Payback',
      target: cite(claims.paybackWindow),
      how: 'Add up hours saved × hourly cost until it passes the setup fee. The ROI calculator does the sums.',
      icon: 'pound',
    },
  ],
  targetLabel: 'Target',
  cta: {
    title: 'Put these practices to work',
    text: `We apply these practices on every project. Book a free ${claims.freeAudit.value} audit and we will show you where it would save you most.`,
    primary: auditAction,
    secondary: caseStudiesAction,
    note: claims.resultsGuarantee.statement,
  },
});

/** The success metrics as cards for `<CardGrid>`: the target as the badge, how to measure it as the text. */
export const successMetricCards: Card[] = bestPractices.successMetrics.map((m) => ({
  icon: m.icon,
  badge: `${bestPractices.targetLabel}: ${m.target}`,
  title: m.metric,
  text: m.how,
  points: [],
}));
