/**
 * Every word the ROI calculator shows: on /roi-calculator, in `cli roi` and in the downloadable spreadsheet.
 * The numbers that drive the model (constants, ranges, defaults) live in lib/roi.ts; the sample scenarios'
 * inputs live here as data and are checked against the engine's ranges when lib/roi.ts loads them.
 * Text may use `{token}` placeholders for the engine's constants (see `fillConstants` in lib/roi.ts), so the
 * methodology can never state a different number from the one the engine uses.
 */
import * as v from 'valibot';
import { claims } from './claims.ts';
import { Text, parseContent, sameKeys } from './schema.ts';

/** Label, unit and help text for one calculator input. */
const FieldCopySchema = v.object({
  /** Form label, e.g. "Number of employees". */
  label: Text,
  /** Short unit shown beside the value, e.g. "£ per hour". */
  unit: Text,
  /** One sentence under the input: what to enter and where to find it. */
  help: Text,
});
export type FieldCopy = v.InferOutput<typeof FieldCopySchema>;

/** Label and explanation for one calculator output. */
const OutputCopySchema = v.object({
  /** Result label, e.g. "Monthly savings". */
  label: Text,
  /** Unit shown after the figure, empty when the figure carries its own (£, %). */
  unit: v.optional(v.string(), ''),
  /** One sentence saying what the figure means. */
  help: Text,
});
export type OutputCopy = v.InferOutput<typeof OutputCopySchema>;

/** A number in a scenario; the engine checks its range (lib/roi.ts), content checks only that it is one. */
const ScenarioNumber = v.pipe(v.number(), v.finite());

/**
 * Every numeric input of the model, by its SPEC §3 name, in the order the calculator shows them (the engine's
 * NUMERIC_INPUTS, lib/roi/engine.ts): a scenario's numbers. The field copy has the same keys.
 */
const ScenarioInputs = v.object({
  numberOfEmployees: ScenarioNumber,
  averageHourlyWage: ScenarioNumber,
  hoursWorkedPerWeek: ScenarioNumber,
  currentTimeSpentOnTasks: ScenarioNumber,
  expectedTimeReduction: ScenarioNumber,
  implementationCost: ScenarioNumber,
  monthlySubscriptionCost: ScenarioNumber,
});

/** A sample scenario a consultant can load: a plausible UK small or medium business. */
const ScenarioSchema = v.object({
  /** Stable id, used by `cli roi --scenario <id>` and in URLs. */
  id: v.pipe(v.string(), v.regex(/^[a-z]+(-[a-z]+)*$/, 'must be a lowercase slug')),
  /** Card title. */
  name: Text,
  /** Two sentences: who the business is and what it would automate. */
  description: Text,
  /** One of the business type ids (lib/roi.ts `BUSINESS_TYPES`). */
  businessType: Text,
  /** Every numeric input of the model, by its SPEC §3 name. */
  inputs: ScenarioInputs,
});
export type ScenarioContent = v.InferOutput<typeof ScenarioSchema>;

/** One step of the methodology: the formula behind one output, in words. */
const MethodStepSchema = v.object({
  /** Which output this step produces (SPEC §3 output name), or `recommendation`. */
  output: Text,
  /** The formula in words; may use `{token}` constants. */
  formula: Text,
  /** Why the step is done this way; may use `{token}` constants. */
  note: v.optional(v.string(), ''),
});

/** A typical saving for one kind of process, from the firm's delivery experience. */
const BenchmarkSchema = v.object({
  /** The process, e.g. "Invoice processing". */
  process: Text,
  /** Typical reduction in time spent, as a range, e.g. "60–80%". */
  typicalReduction: Text,
  /** What gets automated and what stays with people. */
  note: Text,
});

export const RoiContentSchema = v.object({
  page: v.object({
    /** Page heading. */
    title: Text,
    /** Sentence under the heading. */
    intro: Text,
    /** Tab labels, in order. */
    tabs: v.object({ calculator: Text, scenarios: Text, methodology: Text, benchmarks: Text }),
    /** Heading above the inputs. */
    inputsHeading: Text,
    /** Heading above the results. */
    resultsHeading: Text,
    /** Heading and button of a sample scenario card. */
    scenariosIntro: Text,
    loadScenario: Text,
    /** Shown beside an input whose value was changed to fit its range; `{value}` is the value used. */
    adjustedHint: Text,
    /** Lead-in to each input's allowed range, e.g. "Allowed:". */
    allowedLabel: Text,
    /** Shown instead of a figure that does not apply (zero implementation cost, no break-even). */
    notApplicable: Text,
    /** Sentence and link text for copying a shareable link to the current case. */
    shareLink: Text,
    shareLinkCopied: Text,
    /** Link to the spreadsheet version. */
    spreadsheetLink: Text,
    spreadsheetNote: Text,
    /** Heading above the recommendation. */
    recommendationHeading: Text,
    /** Small print under the results. */
    disclaimer: Text,
    /** Shown above the calculator when JavaScript is off, before the spreadsheet link. */
    noscript: Text,
  }),
  /**
   * The payback chart beside the results and each sample scenario's small curve (lib/roi/payback.ts).
   * `{months}` is filled with a number of months and `{position}` with a sum in £.
   */
  chart: v.object({
    /** The chart's title, first in its caption. */
    title: Text,
    /** One sentence under the title: what the line shows. */
    description: Text,
    /** The break-even, stated in the caption and under each scenario's curve; `{months}` as the results show it. */
    breakEven: Text,
    /** Said instead when the position does not reach £0 within the chart; `{months}` is the chart's span. */
    noBreakEven: Text,
    /** The position at a marked month (the first year, three years), in the caption. */
    position: Text,
    /** Beside the point where the line crosses £0. */
    breakEvenLabel: Text,
    /** Under the months axis. */
    monthsAxis: Text,
    /** The disclosure holding the table that states what the chart draws, and the table's two column headings. */
    tableSummary: Text,
    monthHeading: Text,
    positionHeading: Text,
  }),
  /** Label of each business type id (SPEC §9). */
  businessTypes: v.object({
    retail: Text,
    professional: Text,
    manufacturing: Text,
    ecommerce: Text,
    healthcare: Text,
    finance: Text,
    other: Text,
  }),
  /** Copy for the business type select. */
  businessTypeField: v.object({ label: Text, help: Text }),
  /** Copy for each numeric input, by SPEC §3 input name. */
  fields: v.object(sameKeys(ScenarioInputs, FieldCopySchema)),
  /** Copy for each output, by SPEC §3 output name. */
  outputs: v.object({
    hoursSavedPerWeek: OutputCopySchema,
    hoursSavedPerMonth: OutputCopySchema,
    hoursSavedPerYear: OutputCopySchema,
    monthlySavings: OutputCopySchema,
    annualSavings: OutputCopySchema,
    implementationROI: OutputCopySchema,
    breakEvenMonths: OutputCopySchema,
    threeYearROI: OutputCopySchema,
    productivityGain: OutputCopySchema,
  }),
  /** What each recommendation means for the visitor. */
  /** What the recommendation says: one text per label, and the edge cases (lib/roi/engine.ts recommendationCase). */
  recommendations: v.object({
    Excellent: Text,
    Good: Text,
    Moderate: Text,
    savingsBelowSubscription: Text,
    noImplementationCost: Text,
    firstYearLoss: Text,
  }),
  /** The four sample scenarios (SPEC §9). */
  scenarios: v.array(ScenarioSchema),
  methodology: v.object({
    title: Text,
    intro: Text,
    steps: v.pipe(v.array(MethodStepSchema), v.minLength(1)),
    /** Heading above the assumptions. */
    assumptionsHeading: Text,
    /** Limits of the model a visitor should know. */
    assumptions: v.pipe(v.array(Text), v.minLength(1)),
  }),
  benchmarks: v.object({
    title: Text,
    intro: Text,
    processes: v.pipe(v.array(BenchmarkSchema), v.minLength(3)),
    /** How much of a week typically goes on repetitive tasks, by business type id. */
    taskShareByBusinessType: v.pipe(
      v.array(v.object({ businessType: Text, typicalShare: Text, examples: Text })),
      v.minLength(3),
    ),
    /** Where the ranges come from and how to use them. */
    caveat: Text,
    /** Captions and column headings of the two tables. */
    processTable: v.object({ caption: Text, process: Text, reduction: Text, note: Text }),
    taskShareTable: v.object({ caption: Text, businessType: Text, share: Text, examples: Text }),
  }),
  /** Spreadsheet-only copy (sheet and block headings); the spreadsheet reuses the labels above. */
  spreadsheet: v.object({
    title: Text,
    instructions: Text,
    constantsHeading: Text,
    inputsHeading: Text,
    resultsHeading: Text,
    yourCase: Text,
    /** Heading of the label column where a case is shown as a table (the CLI). */
    itemHeading: Text,
    descriptionLabel: Text,
    businessTypeNote: Text,
    constants: v.object({
      weeksPerMonth: Text,
      weeksPerYear: Text,
      monthsPerYear: Text,
      breakEvenCap: Text,
      excellentAbove: Text,
      goodAbove: Text,
    }),
  }),
});
export type RoiContent = v.InferOutput<typeof RoiContentSchema>;

export const roiContent: RoiContent = parseContent('content/roi.ts', RoiContentSchema, {
  page: {
    title: 'ROI calculator',
    intro:
      'See what automating repetitive work could save your business. Change any figure and the results update straight away.',
    tabs: {
      calculator: 'Calculator',
      scenarios: 'Sample scenarios',
      methodology: 'Methodology',
      benchmarks: 'Benchmarks',
    },
    inputsHeading: 'Your business',
    resultsHeading: 'Your results',
    scenariosIntro:
      'Four typical UK businesses we work with. Load one to see its figures, then change anything to match your own.',
    loadScenario: 'Load This Scenario',
    adjustedHint: 'Adjusted to {value} to fit the allowed range.',
    allowedLabel: 'Allowed:',
    notApplicable: 'N/A',
    shareLink: 'Copy a link to this case',
    shareLinkCopied: 'Link copied',
    spreadsheetLink: 'Download the spreadsheet version (.xls)',
    spreadsheetNote: 'The same model in Excel or LibreOffice, with four sample scenarios side by side.',
    recommendationHeading: 'Our view',
    noscript:
      'These are the results for the default figures. Turn on JavaScript to change them, or use the spreadsheet:',
    disclaimer:
      'An estimate from the figures you enter, not a quote. We confirm savings against your own process data in a free 30-minute consultation.',
  },
  chart: {
    title: 'Payback over three years',
    description: 'Savings to date, after running costs, less the implementation cost.',
    breakEven: 'Breaks even after {months} months.',
    noBreakEven: 'Does not break even within {months} months.',
    position: 'After {months} months: {position}.',
    breakEvenLabel: 'Break-even',
    monthsAxis: 'Months',
    tableSummary: 'The position every three months',
    monthHeading: 'Month',
    positionHeading: 'Position',
  },
  businessTypes: {
    retail: 'Retail',
    professional: 'Professional services',
    manufacturing: 'Manufacturing',
    ecommerce: 'E-commerce',
    healthcare: 'Healthcare',
    finance: 'Finance',
    other: 'Other',
  },
  businessTypeField: {
    label: 'Business type',
    help: 'Used to suggest typical figures; the calculation is the same for every type.',
  },
  fields: {
    numberOfEmployees: {
      label: 'Number of employees',
      unit: 'people',
      help: 'People whose work includes the tasks you want to automate.',
    },
    averageHourlyWage: {
      label: 'Average hourly wage',
      unit: '£ per hour',
      help: 'Pay per hour for those people. Include employer costs if you know them.',
    },
    hoursWorkedPerWeek: {
      label: 'Hours worked per week',
      unit: 'hours',
      help: 'Contracted hours of a typical employee, for example 37.5.',
    },
    currentTimeSpentOnTasks: {
      label: 'Time spent on repetitive tasks',
      unit: '% of working hours',
      help: 'Share of the week spent on data entry, copying between systems, chasing and reporting.',
    },
    expectedTimeReduction: {
      label: 'Expected time reduction',
      unit: '% of that time',
      help: `How much of that time automation removes: ${claims.typicalTimeReduction.value} for a task that is automated end to end, less where a person stays in the loop (see Benchmarks).`,
    },
    implementationCost: {
      label: 'Implementation cost',
      unit: '£ one-off',
      help: 'Setup fee for designing and building the automations.',
    },
    monthlySubscriptionCost: {
      label: 'Monthly running cost',
      unit: '£ per month',
      help: 'Support fee plus any software subscriptions the automations need.',
    },
  },
  outputs: {
    hoursSavedPerWeek: {
      label: 'Hours saved per week',
      unit: 'hours',
      help: 'Time handed back to your team every week.',
    },
    hoursSavedPerMonth: {
      label: 'Hours saved per month',
      unit: 'hours',
      help: 'Weekly hours saved over an average month.',
    },
    hoursSavedPerYear: {
      label: 'Hours saved per year',
      unit: 'hours',
      help: 'Weekly hours saved over a full year.',
    },
    monthlySavings: {
      label: 'Monthly savings',
      help: 'Value of the hours saved in a month, less the monthly running cost.',
    },
    annualSavings: {
      label: 'Annual savings',
      help: 'Value of the hours saved in a year, less twelve months of running costs.',
    },
    implementationROI: {
      label: 'First-year ROI',
      help: 'Annual savings less the implementation cost, as a share of the implementation cost.',
    },
    breakEvenMonths: {
      label: 'Break-even',
      unit: 'months',
      help: 'Months of savings needed to pay back the implementation cost.',
    },
    threeYearROI: {
      label: 'Three-year ROI',
      help: 'Three years of savings less the implementation cost, as a share of the implementation cost.',
    },
    productivityGain: {
      label: 'Productivity gain',
      help: 'Hours saved as a share of all hours your team works.',
    },
  },
  recommendations: {
    Excellent: 'A strong case: automation pays for itself more than twice over in the first year.',
    Good: 'A sound case: automation pays for itself within the first year with room to spare.',
    Moderate:
      'A modest case on these figures. Start with the single most time-consuming process, or talk to us about a smaller first step.',
    savingsBelowSubscription:
      'On these figures the time saved is worth less than the monthly subscription, so automation would cost more each month than it saves. Check the figures, or talk to us about a cheaper way to start.',
    noImplementationCost:
      'With no implementation cost there is no first-year return to rate: the monthly savings above are yours from the first month.',
    firstYearLoss:
      'On these figures automation does not pay for itself within the first year; see the break-even point above. Start with the single most time-consuming process, or talk to us about a smaller first step.',
  },
  scenarios: [
    {
      id: 'small-retail',
      name: 'Small retail shop',
      description:
        'An independent shop with six staff. Automating stock updates, supplier orders and end-of-day reconciliation.',
      businessType: 'retail',
      inputs: {
        numberOfEmployees: 6,
        averageHourlyWage: 12.5,
        hoursWorkedPerWeek: 37.5,
        currentTimeSpentOnTasks: 12,
        expectedTimeReduction: 40,
        implementationCost: 3500,
        monthlySubscriptionCost: 150,
      },
    },
    {
      id: 'professional-services',
      name: 'Professional services firm',
      description:
        'An accountancy practice of fifteen. Automating client onboarding, document collection and time-sheet chasing.',
      businessType: 'professional',
      inputs: {
        numberOfEmployees: 15,
        averageHourlyWage: 38,
        hoursWorkedPerWeek: 37.5,
        currentTimeSpentOnTasks: 20,
        expectedTimeReduction: 50,
        implementationCost: 8000,
        monthlySubscriptionCost: 350,
      },
    },
    {
      id: 'manufacturing',
      name: 'Manufacturer',
      description:
        'A precision engineering firm of sixty. Automating order entry, job-sheet updates and quality reporting across its ERP.',
      businessType: 'manufacturing',
      inputs: {
        numberOfEmployees: 60,
        averageHourlyWage: 16.5,
        hoursWorkedPerWeek: 40,
        currentTimeSpentOnTasks: 6,
        expectedTimeReduction: 35,
        implementationCost: 22000,
        monthlySubscriptionCost: 600,
      },
    },
    {
      id: 'ecommerce',
      name: 'E-commerce brand',
      description:
        'An online shop with twelve staff. Automating order routing, customer emails, returns and marketplace listings.',
      businessType: 'ecommerce',
      inputs: {
        numberOfEmployees: 12,
        averageHourlyWage: 15,
        hoursWorkedPerWeek: 40,
        currentTimeSpentOnTasks: 30,
        expectedTimeReduction: 65,
        implementationCost: 6000,
        monthlySubscriptionCost: 250,
      },
    },
  ],
  methodology: {
    title: 'How we calculate',
    intro:
      'The calculator, our consultants’ command-line tool and the spreadsheet all use this one model, so the same figures always give the same results.',
    steps: [
      {
        output: 'hoursSavedPerWeek',
        formula:
          'Employees × hours worked per week × (time on repetitive tasks ÷ 100) × (expected time reduction ÷ 100)',
      },
      {
        output: 'hoursSavedPerMonth',
        formula: 'Hours saved per week × {weeksPerMonth}',
        note: 'An average month has {weeksPerMonth} weeks.',
      },
      {
        output: 'hoursSavedPerYear',
        formula: 'Hours saved per week × {weeksPerYear}',
      },
      {
        output: 'monthlySavings',
        formula: 'Hours saved per month × hourly wage − monthly running cost',
      },
      {
        output: 'annualSavings',
        formula: 'Hours saved per year × hourly wage − {monthsPerYear} × monthly running cost',
        note: 'Annual savings use {weeksPerYear} weeks, so they are slightly more than twelve times the monthly figure.',
      },
      {
        output: 'implementationROI',
        formula: '(Annual savings − implementation cost) ÷ implementation cost × 100',
        note: 'Shown as N/A when the implementation cost is £0.',
      },
      {
        output: 'threeYearROI',
        formula: '(3 × annual savings − implementation cost) ÷ implementation cost × 100',
        note: 'Shown as N/A when the implementation cost is £0.',
      },
      {
        output: 'breakEvenMonths',
        formula: 'Implementation cost ÷ monthly savings',
        note: '0 when there is nothing to pay back; N/A when monthly savings are £0 or less, or payback would take more than {breakEvenCap} months.',
      },
      {
        output: 'productivityGain',
        formula: 'Hours saved per week ÷ (employees × hours worked per week) × 100',
      },
      {
        output: 'recommendation',
        formula:
          'Excellent when first-year ROI is above {excellentAbove}%, Good when above {goodAbove}%, otherwise Moderate',
      },
    ],
    assumptionsHeading: 'Assumptions',
    assumptions: [
      'Time saved is valued at the hourly wage you enter; it does not count extra sales or fewer errors.',
      `Savings start in the first month; in practice building takes ${claims.buildTime.value}, and the first automation is usually live within ${claims.firstAutomationLive.value}.`,
      'Figures are not discounted for inflation or the cost of capital.',
    ],
  },
  benchmarks: {
    title: 'Typical savings',
    intro: 'Reductions in time spent we plan with, by kind of process. Your own figures will differ.',
    processes: [
      {
        process: 'Invoice and receipt processing',
        typicalReduction: '60–80%',
        note: 'AI reads the document and posts it to your accounts; people check exceptions.',
      },
      {
        process: 'Data entry between systems',
        typicalReduction: '70–90%',
        note: 'Records flow between your tools without re-typing; people handle mismatches.',
      },
      {
        process: 'Email triage and customer replies',
        typicalReduction: '40–60%',
        note: 'Routine questions get a drafted or automatic answer; people handle the rest.',
      },
      {
        process: 'Reporting',
        typicalReduction: '70–90%',
        note: 'Reports build themselves on a schedule; people read them and decide.',
      },
      {
        process: 'Client onboarding',
        typicalReduction: '50–70%',
        note: 'Forms, documents and reminders go out automatically; people review what comes back.',
      },
      {
        process: 'Scheduling and reminders',
        typicalReduction: '60–80%',
        note: 'Bookings, confirmations and follow-ups run themselves.',
      },
    ],
    taskShareByBusinessType: [
      {
        businessType: 'retail',
        typicalShare: '10–15%',
        examples: 'Stock counts, supplier orders, till reconciliation',
      },
      {
        businessType: 'professional',
        typicalShare: '15–25%',
        examples: 'Time sheets, onboarding, document chasing, billing',
      },
      {
        businessType: 'manufacturing',
        typicalShare: '5–10%',
        examples: 'Order entry, job sheets, quality and compliance records',
      },
      {
        businessType: 'ecommerce',
        typicalShare: '25–35%',
        examples: 'Order routing, returns, listings, customer emails',
      },
      {
        businessType: 'healthcare',
        typicalShare: '15–25%',
        examples: 'Appointment reminders, referrals, patient records admin',
      },
      {
        businessType: 'finance',
        typicalShare: '20–30%',
        examples: 'Reconciliations, compliance checks, client reporting',
      },
    ],
    processTable: {
      caption: 'Typical reduction in time spent, by process',
      process: 'Process',
      reduction: 'Typical reduction',
      note: 'What changes',
    },
    taskShareTable: {
      caption: 'Typical share of the week spent on repetitive tasks',
      businessType: 'Business type',
      share: 'Typical share',
      examples: 'Examples',
    },
    caveat:
      'These ranges come from projects we have delivered and are a starting point, not a promise. We measure your current process before quoting.',
  },
  spreadsheet: {
    title: 'ROI calculator',
    instructions:
      'Change the figures in the inputs rows (column B is your business; columns C to F are our sample scenarios). Everything below recalculates.',
    constantsHeading: 'Constants',
    inputsHeading: 'Inputs',
    resultsHeading: 'Results',
    yourCase: 'Your business',
    itemHeading: 'Figure',
    descriptionLabel: 'About this case',
    businessTypeNote: 'One of: {businessTypes}',
    constants: {
      weeksPerMonth: 'Weeks per month',
      weeksPerYear: 'Weeks per year',
      monthsPerYear: 'Months per year',
      breakEvenCap: 'Break-even cap (months; shown as N/A)',
      excellentAbove: 'Excellent when first-year ROI is above (%)',
      goodAbove: 'Good when first-year ROI is above (%)',
    },
  },
});
