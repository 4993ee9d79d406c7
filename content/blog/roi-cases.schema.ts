/** The shape of `content/blog/roi-cases.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Slug } from '../schema.ts';

// A "task" case is one repetitive task: minutesPerItem, itemsPerMonth, hourlyCost (£), expectedTimeReduction (%),
// implementationCost (£), monthlySubscriptionCost (£). A "team" case uses the calculator's inputs exactly:
// businessType (retail|professional|manufacturing|ecommerce|healthcare|finance|other), numberOfEmployees,
// averageHourlyWage, hoursWorkedPerWeek, currentTimeSpentOnTasks (%), expectedTimeReduction (%),
// implementationCost, monthlySubscriptionCost.
// Like the sample scenarios in content/roi.ts, a team case's ranges and business type are checked by the
// engine (lib/roi.ts `RoiInputSchema`) when it evaluates the case; this schema checks the shape.

const Positive = v.pipe(v.number(), v.finite(), v.gtValue(0, 'must be more than 0'));
const Pounds = v.pipe(v.number(), v.finite(), v.minValue(0, 'must be 0 or more'));
const Percent = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100, 'must be a percentage, 0 to 100'));

/** One repetitive task, valued on its own. */
const TaskCaseSchema = v.object({
  kind: v.literal('task'),
  /** Minutes one item takes by hand today, e.g. 15 for one supplier invoice. */
  minutesPerItem: Positive,
  /** Items handled in a month, e.g. 160 invoices. */
  itemsPerMonth: Positive,
  /** What an hour of the person's time costs, in £. */
  hourlyCost: Pounds,
  /** Share of the task's time the automation removes, in %. */
  expectedTimeReduction: Percent,
  /** One-off cost of building the automation, in £. */
  implementationCost: Pounds,
  /** Monthly running cost of the automation (tools and support), in £. */
  monthlySubscriptionCost: Pounds,
});

/** A whole team, described by the ROI calculator's own inputs (docs/product.md#roi-inputs). */
const TeamCaseSchema = v.object({
  kind: v.literal('team'),
  /** One of the business type ids (lib/roi.ts `BUSINESS_TYPES`). */
  businessType: v.pipe(v.string(), v.trim(), v.minLength(1)),
  /** People whose work includes the tasks to automate. */
  numberOfEmployees: Positive,
  /** Average pay per hour of those people, in £. */
  averageHourlyWage: Pounds,
  /** Contracted hours of a typical employee a week. */
  hoursWorkedPerWeek: Positive,
  /** Share of working hours spent on repetitive tasks, in %. */
  currentTimeSpentOnTasks: Percent,
  /** Share of that time the automations remove, in %. */
  expectedTimeReduction: Percent,
  /** One-off cost of building the automations, in £. */
  implementationCost: Pounds,
  /** Monthly running cost (support plan and software subscriptions), in £. */
  monthlySubscriptionCost: Pounds,
  /** Tool subscriptions within the running cost, in £ a month, when the rest is a package's monthly fee. */
  toolsPerMonth: v.optional(Pounds),
});

const RoiCaseSchema = v.variant('kind', [TaskCaseSchema, TeamCaseSchema]);
export type RoiCase = v.InferOutput<typeof RoiCaseSchema>;
export type TaskCase = v.InferOutput<typeof TaskCaseSchema>;

/** The worked examples, keyed by case id. */
export const RoiCasesSchema = v.record(Slug, RoiCaseSchema);
