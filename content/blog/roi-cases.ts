/** Worked examples for articles; the engine (lib/roi.ts) computes every figure shown from these inputs. */
import { parseContent } from '../schema.ts';
import { RoiCasesSchema, type RoiCase } from './roi-cases.schema.ts';

export type { RoiCase, RoiCaseInput, TaskCase, TeamCase } from './roi-cases.schema.ts';

/** The worked examples, keyed by case id, as `<RoiFigure case="…">` names them. */
export const roiCases: Record<string, RoiCase> = parseContent('content/blog/roi-cases.ts', RoiCasesSchema, {
  // /blog/workflow-automation-roi, example 1 (docs/product.md#articles): 15 minutes an invoice, 160 a month, £25 an
  // hour. 80% is the top of the invoice benchmark (content/roi.ts) and inside claims.typicalTimeReduction; setup and
  // tools sit inside claims.developmentCost and claims.toolCost, and payback inside claims.paybackWindow.
  invoice: {
    kind: 'task',
    minutesPerItem: 15,
    itemsPerMonth: 160,
    hourlyCost: 25,
    expectedTimeReduction: 80,
    implementationCost: 1200,
    monthlySubscriptionCost: 100,
  },
  // Example 2: an eight-person recruitment agency automating interview scheduling, candidate updates and
  // timesheet chasing. 20% sits in the professional-services task share (content/roi.ts benchmarks).
  'recruitment-team': {
    kind: 'team',
    businessType: 'professional',
    numberOfEmployees: 8,
    averageHourlyWage: 20,
    hoursWorkedPerWeek: 37.5,
    currentTimeSpentOnTasks: 20,
    expectedTimeReduction: 50,
    implementationCost: 4500,
    monthlySubscriptionCost: 250,
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
