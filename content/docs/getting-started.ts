/**
 * Structured lists of /docs/getting-started (docs/product.md#docs-guides): the first-week action plan, the six-step
 * journey, the preparation checklist, the four-phase timeline, the success keys and the closing call to action.
 * The prose is getting-started.mdx. The journey is the free audit then the five phases of content/process.ts, each
 * under its own name and weeks, and the timeline the four phases that have weeks, so no page describes another process.
 */
import { auditAction } from '../actions.ts';
import { claims } from '../claims.ts';
import { phase, process } from '../process.ts';
import { parseContent } from '../schema.ts';
import { GettingStartedSchema, type GettingStarted } from './getting-started.schema.ts';

export type {
  ActionPlanDay,
  GettingStarted,
  JourneyStep,
  PreparationCategory,
  TimelinePhase,
} from './getting-started.schema.ts';

export const gettingStarted: GettingStarted = parseContent('content/docs/getting-started.ts', GettingStartedSchema, {
  labels: {
    day: 'Day {day}',
    step: 'Step {step}',
    objective: 'Objective',
    whatHappens: 'What happens',
    yourPreparation: 'Your preparation',
    outcomes: 'Outcomes',
    progress: 'Phases of four done by its end',
  },
  actionPlan: [
    {
      day: 1,
      title: 'Kick-off and an owner',
      actions: [
        `Join the 45-minute discovery call, with the person who does the task today`,
        'Name one owner on your side who can give the project about an hour a week',
        'Agree the first process to automate and a go-live date to aim for',
      ],
    },
    {
      day: 2,
      title: 'Map the process',
      actions: [
        'Fill in the Workflow Mapping Template for the first process, one row per step',
        'Note which tool each step happens in and roughly how long it takes',
        'List the awkward cases: missing details, odd formats, approvals, anything that needs judgement',
      ],
    },
    {
      day: 3,
      title: 'Sort out access',
      actions: [
        'Create a shared service account for automations, such as automations@yourcompany.co.uk',
        'Give it access to each tool on the map, or invite us as a user with the least access that works',
        'Check that each tool is on a plan that allows integrations (some free plans do not)',
      ],
    },
    {
      day: 4,
      title: 'Collect real examples',
      actions: [
        `Gather 20 to 50 real examples of the work: invoices, enquiries, orders or records`,
        'Include the messy ones, not just the tidy ones',
        'Tell us which examples contain personal data so we handle them under our data-processing agreement',
      ],
    },
    {
      day: 5,
      title: 'Baseline and targets',
      actions: [
        'Record how long the task takes today, from a week of timings or a fair estimate',
        'Agree two or three targets, such as hours saved a week, error rate or response time',
        'Check the process map we send back, and tell the team what is changing and why',
      ],
    },
  ],
  journey: [
    {
      step: 1,
      title: process.audit.name,
      duration: process.audit.when,
      description: process.audit.summary,
      details: {
        objective: 'Find out which of your tasks are worth automating and what each could save.',
        whatHappens: [
          'You walk us through a typical week and the tasks that take the most time',
          'We point out the tasks a machine could do and estimate the hours and money each would save',
          'We send you a short written summary afterwards, with no obligation',
        ],
        yourPreparation: [
          'List the five tasks that eat most of your team’s time',
          'Have a rough idea of how many hours a week each one takes',
          'Know which tools you use: CRM, accounts, email, spreadsheets',
        ],
        outcomes: [
          'A list of automation opportunities with estimated savings',
          'A recommended first automation',
          'A clear idea of cost and timing before you commit to anything',
        ],
      },
    },
    {
      step: 2,
      title: phase('discovery').name,
      duration: phase('discovery').weeks,
      description:
        'We learn exactly how the chosen process works today, including the exceptions, and measure where the time goes.',
      details: {
        objective: 'Understand the process well enough to automate it without surprises.',
        whatHappens: [
          `A 45-minute discovery call with the people who do the work`,
          'We map every step, every tool and every hand-over',
          'We measure the baseline: how long the task takes and how often it goes wrong',
        ],
        yourPreparation: [
          `Make the person who does the task available for two 45-minute sessions`,
          'Share the Workflow Mapping Template if you have filled it in',
          `Provide 20 to 50 real examples, including awkward ones`,
        ],
        outcomes: [
          'A process map you can keep and reuse',
          'A measured baseline to judge results against',
          'A list of exceptions and how each should be handled',
        ],
      },
    },
    {
      step: 3,
      title: phase('planning').name,
      duration: phase('planning').weeks,
      description:
        'We put the design, the fixed price and the targets in writing, so you know what you get and how it will be measured.',
      details: {
        objective: 'Agree what we will build, what it will cost and what it must achieve.',
        whatHappens: [
          'We write a plan: the automations, the tools they run on, what stays with people',
          'We quote a fixed setup fee and the monthly tool costs',
          `We agree targets, checked ${claims.resultsGuarantee.value} after go-live on a package`,
        ],
        yourPreparation: [
          'Decide who signs off the plan',
          'Check any tool subscriptions the plan needs',
          'Question anything that does not match how your team really works',
        ],
        outcomes: [
          'A signed-off plan with a fixed price',
          'Written targets and how each will be measured',
          'A go-live date for your first automation',
        ],
      },
    },
    {
      step: 4,
      title: phase('development').name,
      duration: phase('development').weeks,
      description: `We build in your own accounts and test on your real data. Your first automation is usually live within ${claims.firstAutomationLive.value} of the kick-off.`,
      details: {
        objective: 'Build automations that work on your real data, including the awkward cases.',
        whatHappens: [
          'We build each automation in your accounts, so you own everything',
          'We test with your examples, then run in parallel with the manual process',
          `A 30-minute check-in each week shows you progress and test results`,
        ],
        yourPreparation: [
          'Answer our questions within a working day where you can',
          'Check test results against what a person would have done',
          'Tell us about anything in the process that changes during the build',
        ],
        outcomes: [
          'Tested automations, ready to go live',
          'A test log showing how each example was handled',
          'A one-page runbook for each automation',
        ],
      },
    },
    {
      step: 5,
      title: phase('training').name,
      duration: phase('training').weeks,
      description:
        'Your team learns to use, check and adjust the automation before it takes over, and we switch it on with monitoring in place.',
      details: {
        objective: 'Go live with a team that trusts the automation and knows what to do when it asks for help.',
        whatHappens: [
          'A training session for everyone who uses or checks the automation',
          'We switch the automation on and watch the first live runs closely',
          'Alerts go to us and to your owner if anything fails',
        ],
        yourPreparation: [
          'Book the people who will use the automation into the training session',
          'Decide who handles the exceptions the automation passes to a person',
          'Stop the manual process once the parallel run matches',
        ],
        outcomes: [
          'An automation running on live data',
          'A team that knows how to handle exceptions and errors',
          'Monitoring and alerts in place',
        ],
      },
    },
    {
      step: 6,
      title: phase('support').name,
      duration: phase('support').weeks,
      description: 'We measure results against the targets and keep tuning what is running.',
      details: {
        objective: 'Prove the savings against the baseline and make the automation better with use.',
        whatHappens: [
          'A monthly report of runs, exceptions and hours saved',
          `A results review against the agreed targets, ${claims.resultsGuarantee.value} after go-live on a package`,
          `Tuning, fixes and small changes at no extra cost: for ${claims.optimisationSupport.value} on a package, or for a one-off service’s own support period`,
        ],
        yourPreparation: [
          'Keep a note of exceptions and ideas as they come up',
          'Share any updated figures, such as volumes or staff costs',
          'Come to the review with the next process you want to tackle',
        ],
        outcomes: [
          'A results report against your baseline and targets',
          'A tuned automation that handles more cases on its own',
          'A short list of what to automate next',
        ],
      },
    },
  ],
  preparation: [
    {
      category: 'Access and accounts',
      icon: 'lock',
      items: [
        'A list of the tools involved, with the plan each one is on',
        'Admin access to each tool, or someone who can grant it within a day',
        'A shared service account for automations, not a personal login',
        'Who receives two-factor codes for the service account',
        'Our data-processing agreement, signed',
      ],
    },
    {
      category: 'Process and data',
      icon: 'workflow',
      items: [
        'The Workflow Mapping Template filled in for the first process',
        `20 to 50 real examples, including the messy ones`,
        'The exceptions, and how your team handles each one today',
        'How long the task takes today and how often it goes wrong',
        'Which system holds the master copy of each piece of data',
      ],
    },
    {
      category: 'People and decisions',
      icon: 'users',
      items: [
        'A named owner with about an hour a week for the project',
        `The person who does the task today, free for two 45-minute sessions`,
        'Someone who can sign off the plan and the budget',
        'Two or three targets you would call a success',
        'A word with the team about what is changing and why',
      ],
    },
  ],
  // The four phases that have weeks, each a quarter of the way (docs/product.md#docs-guides: 25, 50, 75 and 100).
  timeline: (['discovery', 'planning', 'development', 'training'] as const).map((id, index) => ({
    phase: phase(id).name,
    duration: phase(id).weeks,
    description: phase(id).summary,
    progress: (index + 1) * 25,
  })),
  successKeys: [
    {
      icon: 'target',
      title: 'Start with one process',
      text: 'Pick the task that costs the most hours and has the clearest rules. One working automation teaches more than five half-built ones.',
    },
    {
      icon: 'users',
      title: 'Name an owner',
      text: 'One person on your side who answers questions, checks results and decides. Projects with an owner go live weeks sooner.',
    },
    {
      icon: 'clock',
      title: 'Measure before you start',
      text: 'Time the task for a week before we change anything. Without a baseline, nobody can prove the savings.',
    },
    {
      icon: 'check',
      title: 'Test with messy data',
      text: 'Real examples, including the awkward ones, find problems in testing instead of in front of your customers.',
    },
    {
      icon: 'handshake',
      title: 'Keep people on the exceptions',
      text: 'Let the automation do the routine cases and pass anything unusual to a person. That is how accuracy stays high.',
    },
    {
      icon: 'trending',
      title: 'Review, then expand',
      text: `Check the results at ${claims.resultsGuarantee.value}, fix what needs fixing, then choose the next process with real numbers behind you.`,
    },
  ],
  cta: {
    title: 'Ready to start?',
    text: `Book a free ${claims.freeAudit.value} automation audit. We will show you where your team is losing hours and which automation to build first.`,
    primary: auditAction,
    secondary: { label: 'Read the Implementation Guides', href: '/docs/implementation-guides' },
    note: claims.auditsPerMonth.statement,
  },
});
