/**
 * Every word the ROI calculator shows: on /roi-calculator, in `cli roi` and in the downloadable spreadsheet.
 * The numbers that drive the model (constants, ranges, defaults) live in lib/roi-engine/model.ts; the sample scenarios'
 * inputs live here as data and are checked against the engine's ranges when lib/roi.ts loads them.
 * Text may use `{token}` placeholders for the engine's constants (see `fillConstants` in lib/roi.ts), so the
 * methodology can never state a different number from the one the engine uses.
 */
import { benchmarks, claims } from './claims.ts';
import { parseContent } from './schema.ts';
import { RoiContentSchema, type RoiContent } from './roi.schema.ts';

export type { RoiContent } from './roi.schema.ts';

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
      'These results are for the default figures: changing them needs the calculator’s script, which is switched off or did not load. Reload the page to try again, or use the spreadsheet:',
    disclaimer: `An estimate from the figures you enter, not a quote. We confirm savings against your own process data in a free ${claims.freeAudit.value} automation audit.`,
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
      help: `Contracted hours of a typical employee, for example 37.5.`,
    },
    currentTimeSpentOnTasks: {
      label: 'Time spent on repetitive tasks',
      unit: '% of working hours',
      help: 'Share of the week spent on data entry, copying between systems, chasing and reporting.',
    },
    expectedTimeReduction: {
      label: 'Expected time reduction',
      unit: '% of that time',
      help: 'How much of that time automation removes: the Benchmarks tab gives typical reductions by kind of process, less where a person stays in the loop.',
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
        formula: `Employees × hours worked per week × (time on repetitive tasks ÷ 100) × (expected time reduction ÷ 100)`,
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
        formula: `(Annual savings − implementation cost) ÷ implementation cost × 100`,
        note: `Shown as N/A when the implementation cost is £0.`,
      },
      {
        output: 'threeYearROI',
        formula: `(3 × annual savings − implementation cost) ÷ implementation cost × 100`,
        note: `Shown as N/A when the implementation cost is £0.`,
      },
      {
        output: 'breakEvenMonths',
        formula: 'Implementation cost ÷ monthly savings',
        note: `0 when there is nothing to pay back; N/A when monthly savings are £0 or less, or payback would take more than {breakEvenCap} months.`,
      },
      {
        output: 'productivityGain',
        formula: `Hours saved per week ÷ (employees × hours worked per week) × 100`,
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
        typicalReduction: benchmarks.reduction.invoices,
        note: 'AI reads the document and posts it to your accounts; people check exceptions.',
      },
      {
        process: 'Data entry between systems',
        typicalReduction: benchmarks.reduction.dataEntry,
        note: 'Records flow between your tools without re-typing; people handle mismatches.',
      },
      {
        process: 'Email triage and customer replies',
        typicalReduction: benchmarks.reduction.emailReplies,
        note: 'Routine questions get a drafted or automatic answer; people handle the rest.',
      },
      {
        process: 'Reporting',
        typicalReduction: benchmarks.reduction.reporting,
        note: 'Reports build themselves on a schedule; people read them and decide.',
      },
      {
        process: 'Client onboarding',
        typicalReduction: benchmarks.reduction.onboarding,
        note: 'Forms, documents and reminders go out automatically; people review what comes back.',
      },
      {
        process: 'Scheduling and reminders',
        typicalReduction: benchmarks.reduction.scheduling,
        note: 'Bookings, confirmations and follow-ups run themselves.',
      },
    ],
    taskShareByBusinessType: [
      {
        businessType: 'retail',
        typicalShare: benchmarks.taskShare.retail,
        examples: 'Stock counts, supplier orders, till reconciliation',
      },
      {
        businessType: 'professional',
        typicalShare: benchmarks.taskShare.professional,
        examples: 'Time sheets, onboarding, document chasing, billing',
      },
      {
        businessType: 'manufacturing',
        typicalShare: benchmarks.taskShare.manufacturing,
        examples: 'Order entry, job sheets, quality and compliance records',
      },
      {
        businessType: 'ecommerce',
        typicalShare: benchmarks.taskShare.ecommerce,
        examples: 'Order routing, returns, listings, customer emails',
      },
      {
        businessType: 'healthcare',
        typicalShare: benchmarks.taskShare.healthcare,
        examples: 'Appointment reminders, referrals, patient records admin',
      },
      {
        businessType: 'finance',
        typicalShare: benchmarks.taskShare.finance,
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
    bases: [claims.reductionByProcess, claims.taskShareByBusinessType],
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
