import type { ReactNode } from 'react';
import * as v from 'valibot';
import { roiCases } from '../../content/blog/roi-cases.ts';
import { roiContent } from '../../content/roi.ts';
import { formatGBP, formatWhole } from '../../lib/format.ts';
import {
  OUTPUTS,
  RoiInputSchema,
  calculateRoi,
  taskHoursPerMonth,
  taskInputs,
  type OutputKey,
} from '../../lib/roi-engine/model.ts';
import { formatOutput } from '../../lib/roi-engine/format.ts';
import { inputsToSearchParams } from '../../lib/roi-engine/params.ts';
import * as styles from './Blog.css.ts';

const TASK_FIGURES = ['taskHoursPerMonth', 'taskCostPerMonth'] as const;
type Figure = OutputKey | (typeof TASK_FIGURES)[number];

/** A case's own inputs, as prose states them: money in pounds, shares in per cent, counts whole. */
const INPUTS: Readonly<Record<string, (value: number) => string>> = {
  minutesPerItem: formatWhole,
  itemsPerMonth: formatWhole,
  numberOfEmployees: formatWhole,
  hoursWorkedPerWeek: String,
  hourlyCost: formatGBP,
  averageHourlyWage: formatGBP,
  implementationCost: formatGBP,
  monthlySubscriptionCost: formatGBP,
  toolsPerMonth: formatGBP,
  expectedTimeReduction: (value) => `${value}%`,
  currentTimeSpentOnTasks: (value) => `${value}%`,
};

const isFigure = (show: string): show is Figure =>
  (OUTPUTS as readonly string[]).includes(show) || (TASK_FIGURES as readonly string[]).includes(show);

/** The figure `show` of the worked example `case`: one of its inputs, or what the ROI engine makes of them. */
function roiFigure(caseId: string, show: string): string {
  const example = roiCases[caseId];
  if (!example) throw new Error(`<RoiFigure case="${caseId}">: no such case in content/blog/roi-cases.ts`);
  const input = (example as Record<string, unknown>)[show];
  const format = INPUTS[show];
  if (format && typeof input === 'number') return format(input);
  if (!isFigure(show))
    throw new Error(`<RoiFigure show="${show}">: not an input of the case nor a figure the engine makes`);
  if (example.kind === 'task') {
    if (show === 'taskHoursPerMonth') return formatWhole(taskHoursPerMonth(example));
    if (show === 'taskCostPerMonth') return formatGBP(taskHoursPerMonth(example) * example.hourlyCost);
    return formatOutput(show, calculateRoi(taskInputs(example))[show], roiContent.page.notApplicable);
  }
  if (show === 'taskHoursPerMonth' || show === 'taskCostPerMonth') {
    throw new Error(`<RoiFigure case="${caseId}" show="${show}">: a team case has no single task`);
  }
  // The engine's own ranges and business types decide what a team case may be (as for the sample scenarios).
  const inputs = v.parse(RoiInputSchema, { ...example, kind: undefined });
  return formatOutput(show, calculateRoi(inputs)[show], roiContent.page.notApplicable);
}

/** In an article: `<RoiFigure case="invoice" show="monthlySavings" />` renders "£700". */
export function RoiFigure({ case: caseId, show }: { case: string; show: string }) {
  return <span className={styles.figure}>{roiFigure(caseId, show)}</span>;
}

/** A link that opens a team case in the ROI calculator, with its inputs in the query: never typed by hand. */
export function RoiCaseLink({ case: caseId, children }: { case: string; children: ReactNode }) {
  const example = roiCases[caseId];
  if (example?.kind !== 'team') throw new Error(`<RoiCaseLink case="${caseId}">: no team case of that id`);
  const inputs = v.parse(RoiInputSchema, { ...example, kind: undefined });
  return <a href={`/roi-calculator?${inputsToSearchParams(inputs).toString()}`}>{children}</a>;
}
