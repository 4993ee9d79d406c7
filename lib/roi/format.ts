/**
 * Display formatting of the engine's figures: £ whole pounds, whole hours and percentages, break-even to one
 * decimal, "N/A" where a figure does not apply. The words ("N/A", business type names) are passed in, so the
 * calculator island can format in the browser without any content module.
 */
import { formatGBP, formatGBPWithPence, formatOneDecimal, formatWhole } from '../format.ts';
import {
  OUTPUTS,
  isNotApplicable,
  type BusinessType,
  type InputKey,
  type OutputKey,
  type RoiInputs,
  type RoiOutputs,
} from './engine.ts';

/** Display text of one output: £ whole pounds, whole hours, whole percentages, break-even to one decimal. */
export function formatOutput(key: OutputKey, value: number | null, notApplicable: string): string {
  if (value === null || isNotApplicable(key, value)) return notApplicable;
  switch (key) {
    case 'monthlySavings':
    case 'annualSavings':
      return formatGBP(value);
    case 'implementationROI':
    case 'threeYearROI':
    case 'productivityGain':
      return `${formatWhole(value)}%`;
    case 'breakEvenMonths':
      return formatOneDecimal(value);
    case 'hoursSavedPerWeek':
    case 'hoursSavedPerMonth':
    case 'hoursSavedPerYear':
      return formatWhole(value);
  }
}

export function formatOutputs(outputs: RoiOutputs, notApplicable: string): Record<OutputKey, string> {
  return Object.fromEntries(OUTPUTS.map((key) => [key, formatOutput(key, outputs[key], notApplicable)])) as Record<
    OutputKey,
    string
  >;
}

/** Display text of an input value: money inputs in £ (pence only when there are any), others as typed. */
export function formatInput(
  key: InputKey,
  inputs: RoiInputs,
  businessTypes: Readonly<Record<BusinessType, string>>,
): string {
  if (key === 'businessType') return businessTypes[inputs.businessType];
  const value = inputs[key];
  const money = key === 'averageHourlyWage' || key === 'implementationCost' || key === 'monthlySubscriptionCost';
  if (!money) return String(value);
  return Number.isInteger(value) ? formatGBP(value) : formatGBPWithPence(value);
}
