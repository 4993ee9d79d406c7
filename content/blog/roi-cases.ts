/**
 * Worked examples for articles; the engine (lib/roi.ts) computes every figure shown from these inputs, and
 * `<RoiFigure>` shows the inputs too, so the prose never retypes one. A case that is a package costs that package's
 * fees (content/packages.ts); one that is a one-off build is priced inside its service's tier.
 */
import { examples } from '../examples.ts';
import { packages } from '../packages.ts';
import { parseContent } from '../schema.ts';
import { RoiCasesSchema, type RoiCase } from './roi-cases.schema.ts';

export type { RoiCase, TaskCase } from './roi-cases.schema.ts';

const standard = packages.find((pkg) => pkg.id === 'standard');
if (!standard) throw new Error('content/blog/roi-cases.ts: no Standard package in content/packages.ts');
/** Tool subscriptions beside the Standard package's monthly fee in the recruitment example. */
const RECRUITMENT_TOOLS = 100;

/** The worked examples, keyed by case id, as `<RoiFigure case="…">` names them. */
export const roiCases: Record<string, RoiCase> = parseContent('content/blog/roi-cases.ts', RoiCasesSchema, {
  // /blog/workflow-automation-roi, example 1 (docs/product.md#articles): 15 minutes an invoice, 160 a month (the
  // invoices example the guides share), £25 an hour. 80% is the top of the invoice benchmark and inside
  // claims.typicalTimeReduction; the £1,200 build sits in workflow development's simple tier, the tools inside
  // claims.toolCost, and payback inside claims.paybackWindow (content/examples.test.ts checks it).
  invoice: {
    kind: 'task',
    minutesPerItem: examples.invoices.minutesPerItem,
    itemsPerMonth: examples.invoices.itemsPerMonth,
    hourlyCost: 25,
    expectedTimeReduction: 80,
    implementationCost: 1200,
    monthlySubscriptionCost: 100,
  },
  // Example 2: an eight-person recruitment agency automating interview scheduling, candidate updates and
  // timesheet chasing: three automations, so the Standard package's fees, plus its tools. 20% sits in the
  // professional-services task share (content/claims.ts benchmarks).
  'recruitment-team': {
    kind: 'team',
    businessType: 'professional',
    numberOfEmployees: 8,
    averageHourlyWage: 20,
    hoursWorkedPerWeek: 37.5,
    currentTimeSpentOnTasks: 20,
    expectedTimeReduction: 50,
    implementationCost: standard.setupFee,
    monthlySubscriptionCost: standard.monthlyFee + RECRUITMENT_TOOLS,
    toolsPerMonth: RECRUITMENT_TOOLS,
  },
  // Example 3: a low-volume task, a month-end report of a full day's work, to show a slower payback.
  'month-end-report': {
    kind: 'task',
    minutesPerItem: 480,
    itemsPerMonth: 1,
    hourlyCost: 30,
    expectedTimeReduction: 75,
    implementationCost: 900,
    monthlySubscriptionCost: 50,
  },
});
