/**
 * Display formatting of the engine's figures: £ whole pounds, whole hours and percentages, break-even to one
 * decimal, "N/A" where a figure does not apply. The words ("N/A", business type names) are passed in, so the
 * calculator island can format in the browser without any content module.
 */
import { formatGBP, formatGBPWithPence, formatOneDecimal, formatWhole } from '../format.ts';
import {
  INPUT_RANGES,
  NUMERIC_INPUTS,
  OUTPUTS,
  isNotApplicable,
  type BusinessType,
  type InputKey,
  type NumericInputKey,
  type OutputKey,
  type RoiInputs,
  type RoiOutputs,
  type RoiResult,
  type Sensitivity,
} from './model.ts';

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
  if (INPUT_RANGES[key].unit !== 'money') return String(value);
  return Number.isInteger(value) ? formatGBP(value) : formatGBPWithPence(value);
}

/**
 * Decimal places a figure keeps where a file holds it (`cli roi --json`, `--csv`): pence for money, one place
 * for hours, months and percentages, none for a count. The page shows fewer; a file keeps enough to add up.
 */
const OUTPUT_DECIMALS: Readonly<Record<OutputKey, number>> = {
  hoursSavedPerWeek: 1,
  hoursSavedPerMonth: 1,
  hoursSavedPerYear: 1,
  monthlySavings: 2,
  annualSavings: 2,
  implementationROI: 1,
  breakEvenMonths: 1,
  threeYearROI: 1,
  productivityGain: 1,
};
const inputDecimals = (key: NumericInputKey): number => {
  const range = INPUT_RANGES[key];
  return range.integer ? 0 : range.unit === 'money' ? 2 : 1;
};

/** 434.55000000000007 → 434.55: half away from zero, as a spreadsheet's ROUND does. */
export function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor;
}

const roundOutput = <V extends number | null>(key: OutputKey, value: V): V =>
  (value === null ? value : roundTo(value, OUTPUT_DECIMALS[key])) as V;

function roundInputs(given: RoiInputs): RoiInputs {
  const inputs = { ...given };
  for (const key of NUMERIC_INPUTS) inputs[key] = roundTo(inputs[key], inputDecimals(key));
  return inputs;
}

/** A case's inputs and results at the precision a file keeps (see OUTPUT_DECIMALS). */
export function roundResult<R extends RoiResult>(result: R): R {
  const outputs = Object.fromEntries(OUTPUTS.map((key) => [key, roundOutput(key, result.outputs[key])]));
  return { ...result, inputs: roundInputs(result.inputs), outputs: outputs as unknown as RoiOutputs };
}

/** A sensitivity grid at the precision a file keeps: its wages in pence, its figures as roundResult's. */
export function roundSensitivity(result: Sensitivity): Sensitivity {
  return {
    inputs: roundInputs(result.inputs),
    reductions: result.reductions.map((value) => roundTo(value, inputDecimals('expectedTimeReduction'))),
    wages: result.wages.map((value) => roundTo(value, inputDecimals('averageHourlyWage'))),
    grid: result.grid.map((row) =>
      row.map((cell) => ({
        expectedTimeReduction: roundTo(cell.expectedTimeReduction, inputDecimals('expectedTimeReduction')),
        averageHourlyWage: roundTo(cell.averageHourlyWage, inputDecimals('averageHourlyWage')),
        breakEvenMonths: roundOutput('breakEvenMonths', cell.breakEvenMonths),
        implementationROI: roundOutput('implementationROI', cell.implementationROI),
      })),
    ),
  };
}
