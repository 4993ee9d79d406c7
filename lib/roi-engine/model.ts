/**
 * The ROI engine: the one place that computes ROI (docs/decisions/0012-one-roi-engine.md). /roi-calculator, `cli roi`,
 * the downloadable spreadsheet and the articles' worked examples all call it. It knows no words: display
 * text lives in content/roi.ts and formatting in ./format.ts. The spreadsheet's formulas are written from
 * `spreadsheetFormulas` below, beside the code they mirror, and a test checks the two agree.
 *
 * Numbers keep full precision here; only the formatters round, and only for display.
 */
import * as v from 'valibot';

/** An average month has 4.33 weeks (docs/product.md#roi-constants). */
export const WEEKS_PER_MONTH = 4.33;
/** Weeks in a year (docs/product.md#roi-constants). */
const WEEKS_PER_YEAR = 52;
/** Subscription months in a year. */
const MONTHS_PER_YEAR = 12;
/** Break-even is capped at 999 months, shown as "N/A" (docs/product.md#roi-constants). */
export const BREAK_EVEN_CAP = 999;
/**
 * First-year ROI above these percentages is "Excellent" or "Good", otherwise "Moderate"
 * (docs/product.md#roi-constants).
 */
const EXCELLENT_ABOVE = 100;
const GOOD_ABOVE = 50;

/** The business types (docs/product.md#roi-constants). Labels are in content/roi.ts. */
export const BUSINESS_TYPES = [
  'retail',
  'professional',
  'manufacturing',
  'ecommerce',
  'healthcare',
  'finance',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** The numeric inputs, in the order the page, CLI and spreadsheet show them (docs/product.md#roi-inputs). */
export const NUMERIC_INPUTS = [
  'numberOfEmployees',
  'averageHourlyWage',
  'hoursWorkedPerWeek',
  'currentTimeSpentOnTasks',
  'expectedTimeReduction',
  'implementationCost',
  'monthlySubscriptionCost',
] as const;
export type NumericInputKey = (typeof NUMERIC_INPUTS)[number];

export type RoiInputs = { businessType: BusinessType } & Record<NumericInputKey, number>;
export type InputKey = keyof RoiInputs;

/** The nine outputs, in display order. */
export const OUTPUTS = [
  'hoursSavedPerWeek',
  'hoursSavedPerMonth',
  'hoursSavedPerYear',
  'monthlySavings',
  'annualSavings',
  'implementationROI',
  'breakEvenMonths',
  'threeYearROI',
  'productivityGain',
] as const;
export type OutputKey = (typeof OUTPUTS)[number];

export interface RoiOutputs {
  hoursSavedPerWeek: number;
  hoursSavedPerMonth: number;
  hoursSavedPerYear: number;
  monthlySavings: number;
  annualSavings: number;
  /** Percentage; null when the implementation cost is 0 (nothing to return on). */
  implementationROI: number | null;
  /** Months; 0 when there is nothing to pay back, BREAK_EVEN_CAP when it never pays back in time. */
  breakEvenMonths: number;
  /** Percentage; null when the implementation cost is 0. */
  threeYearROI: number | null;
  /** Percentage of all hours worked. */
  productivityGain: number;
}

const RECOMMENDATIONS = ['Excellent', 'Good', 'Moderate'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** One evaluated case: what `cli roi --json` prints. */
export interface RoiResult {
  inputs: RoiInputs;
  outputs: RoiOutputs;
  recommendation: Recommendation;
}

export const ROI_DEFAULTS: Readonly<RoiInputs> = Object.freeze({
  // The spec gives no default type; "other" claims nothing about the visitor.
  businessType: 'other',
  numberOfEmployees: 10,
  averageHourlyWage: 25,
  hoursWorkedPerWeek: 40,
  currentTimeSpentOnTasks: 20,
  expectedTimeReduction: 60,
  implementationCost: 5000,
  monthlySubscriptionCost: 200,
});

/** Allowed values of a numeric input (docs/product.md#roi-inputs). `step` is the page's input step, not a rule. */
export interface InputRange {
  min: number;
  max?: number;
  integer?: boolean;
  step: number;
  /** What the number counts, where it is not a plain count: pounds, or a percentage. */
  unit?: 'money' | 'percent';
}

export const INPUT_RANGES: Readonly<Record<NumericInputKey, InputRange>> = {
  numberOfEmployees: { min: 1, integer: true, step: 1 },
  averageHourlyWage: { min: 0, step: 0.01, unit: 'money' },
  // Half hours so a 37.5-hour week, the UK norm, is a valid step.
  hoursWorkedPerWeek: { min: 1, max: 80, step: 0.5 },
  currentTimeSpentOnTasks: { min: 0, max: 100, step: 1, unit: 'percent' },
  expectedTimeReduction: { min: 0, max: 100, step: 1, unit: 'percent' },
  implementationCost: { min: 0, step: 1, unit: 'money' },
  monthlySubscriptionCost: { min: 0, step: 1, unit: 'money' },
};

/** "1 to 80", "at least 0", "a whole number, at least 1": for help text and error messages. */
export function describeRange(range: InputRange): string {
  const bounds = range.max === undefined ? `at least ${range.min}` : `${range.min} to ${range.max}`;
  return range.integer ? `a whole number, ${bounds}` : bounds;
}

export function isInRange(value: number, range: InputRange): boolean {
  return (
    Number.isFinite(value) &&
    value >= range.min &&
    (range.max === undefined || value <= range.max) &&
    (!range.integer || Number.isInteger(value))
  );
}

function numberInRange(range: InputRange) {
  const message = `must be a number, ${describeRange(range)}`;
  return v.pipe(
    v.number(message),
    v.check((value) => isInRange(value, range), message),
  );
}

/** The strict input schema: what the CLI and the scenarios must satisfy. The page uses `clampInputs`. */
export const RoiInputSchema = v.object({
  businessType: v.picklist(BUSINESS_TYPES, `must be one of ${BUSINESS_TYPES.join(', ')}`),
  numberOfEmployees: numberInRange(INPUT_RANGES.numberOfEmployees),
  averageHourlyWage: numberInRange(INPUT_RANGES.averageHourlyWage),
  hoursWorkedPerWeek: numberInRange(INPUT_RANGES.hoursWorkedPerWeek),
  currentTimeSpentOnTasks: numberInRange(INPUT_RANGES.currentTimeSpentOnTasks),
  expectedTimeReduction: numberInRange(INPUT_RANGES.expectedTimeReduction),
  implementationCost: numberInRange(INPUT_RANGES.implementationCost),
  monthlySubscriptionCost: numberInRange(INPUT_RANGES.monthlySubscriptionCost),
});
// Compile-time check that the schema and the RoiInputs type describe the same thing.
const _schemaMatchesType: v.InferOutput<typeof RoiInputSchema> extends RoiInputs ? true : never = true;

export function isBusinessType(value: unknown): value is BusinessType {
  return typeof value === 'string' && (BUSINESS_TYPES as readonly string[]).includes(value);
}

/** First-year ROI decides the recommendation. No ROI (no implementation cost) is not above any threshold. */
export function recommend(implementationROI: number | null): Recommendation {
  if (implementationROI !== null && implementationROI > EXCELLENT_ABOVE) return 'Excellent';
  if (implementationROI !== null && implementationROI > GOOD_ABOVE) return 'Good';
  return 'Moderate';
}

/**
 * The ROI model, exactly: hours saved a week = employees × weekly hours × share of time on the tasks × expected
 * reduction (4.33 weeks a month, 52 a year); monthly and annual savings are those hours at the wage, less the
 * subscription; first-year and three-year ROI are one or three years' savings less the implementation cost, as
 * a percentage of that cost; productivity gain is the hours saved as a share of the hours worked. Inputs are
 * assumed valid (see `RoiInputSchema`, `clampInputs`).
 */
export function calculateRoi(inputs: RoiInputs): RoiOutputs {
  const {
    numberOfEmployees,
    averageHourlyWage,
    hoursWorkedPerWeek,
    currentTimeSpentOnTasks,
    expectedTimeReduction,
    implementationCost,
    monthlySubscriptionCost,
  } = inputs;
  const hoursSavedPerWeek =
    numberOfEmployees * hoursWorkedPerWeek * (currentTimeSpentOnTasks / 100) * (expectedTimeReduction / 100);
  const hoursSavedPerMonth = hoursSavedPerWeek * WEEKS_PER_MONTH;
  const hoursSavedPerYear = hoursSavedPerWeek * WEEKS_PER_YEAR;
  const monthlySavings = hoursSavedPerMonth * averageHourlyWage - monthlySubscriptionCost;
  const annualSavings = hoursSavedPerYear * averageHourlyWage - MONTHS_PER_YEAR * monthlySubscriptionCost;
  const hasCost = implementationCost !== 0;
  const implementationROI = hasCost ? ((annualSavings - implementationCost) / implementationCost) * 100 : null;
  const threeYearROI = hasCost ? ((3 * annualSavings - implementationCost) / implementationCost) * 100 : null;
  return {
    hoursSavedPerWeek,
    hoursSavedPerMonth,
    hoursSavedPerYear,
    monthlySavings,
    annualSavings,
    implementationROI,
    breakEvenMonths: breakEven(implementationCost, monthlySavings),
    threeYearROI,
    productivityGain: (hoursSavedPerWeek / (numberOfEmployees * hoursWorkedPerWeek)) * 100,
  };
}

function breakEven(implementationCost: number, monthlySavings: number): number {
  // Savings of £0 or less never pay anything back, so the cap wins even over a zero cost: a case that
  // loses money every month has no break-even point to show.
  if (monthlySavings <= 0) return BREAK_EVEN_CAP;
  if (implementationCost === 0) return 0;
  return Math.min(implementationCost / monthlySavings, BREAK_EVEN_CAP);
}

/**
 * Which explanation a result gets. The label keeps the thresholds (docs/product.md#roi-constants), but its words must
 * be true at the edges a consultant will try: savings that never cover the subscription, no implementation cost (no ROI
 * to rate), and a first year that loses money. Otherwise the label's own text.
 */
export type RecommendationCase =
  (typeof RECOMMENDATIONS)[number] | 'savingsBelowSubscription' | 'noImplementationCost' | 'firstYearLoss';

export function recommendationCase(
  result: Pick<RoiResult, 'inputs' | 'outputs' | 'recommendation'>,
): RecommendationCase {
  if (result.outputs.monthlySavings <= 0) return 'savingsBelowSubscription';
  if (result.inputs.implementationCost === 0) return 'noImplementationCost';
  if (result.outputs.implementationROI !== null && result.outputs.implementationROI < 0) return 'firstYearLoss';
  return result.recommendation;
}

export function evaluateRoi(inputs: RoiInputs): RoiResult {
  const outputs = calculateRoi(inputs);
  return { inputs: { ...inputs }, outputs, recommendation: recommend(outputs.implementationROI) };
}

/** One input the forgiving parser changed, so the page can say so beside the field. */
export interface Adjustment {
  field: InputKey;
  /** What was given, as text. */
  given: string;
  /** The value used instead. */
  value: number | BusinessType;
  reason: 'not-a-number' | 'below-minimum' | 'above-maximum' | 'not-whole' | 'unknown-business-type';
}

/**
 * The page's forgiving parser (docs/product.md#roi-inputs): non-numeric input becomes 0, then every value is clamped to
 * its range (whole numbers rounded), and each change is reported. A missing field takes its default silently, so a
 * shared link may carry only the figures that differ.
 */
export function clampInputs(raw: Partial<Record<InputKey, unknown>>): {
  inputs: RoiInputs;
  adjusted: Adjustment[];
} {
  const adjusted: Adjustment[] = [];
  let businessType = ROI_DEFAULTS.businessType;
  if (raw.businessType !== undefined && raw.businessType !== null) {
    if (isBusinessType(raw.businessType)) businessType = raw.businessType;
    else
      adjusted.push({
        field: 'businessType',
        given: String(raw.businessType),
        value: businessType,
        reason: 'unknown-business-type',
      });
  }
  const inputs: RoiInputs = { ...ROI_DEFAULTS, businessType };
  for (const key of NUMERIC_INPUTS) {
    const given = raw[key];
    if (given === undefined || given === null) continue;
    const range = INPUT_RANGES[key];
    let value = toNumber(given);
    let reason: Adjustment['reason'] | undefined = value === undefined ? 'not-a-number' : undefined;
    value ??= 0;
    if (range.integer && !Number.isInteger(value)) {
      value = Math.round(value);
      reason ??= 'not-whole';
    }
    if (value < range.min) {
      value = range.min;
      reason ??= 'below-minimum';
    } else if (range.max !== undefined && value > range.max) {
      value = range.max;
      reason ??= 'above-maximum';
    }
    inputs[key] = value;
    if (reason) adjusted.push({ field: key, given: String(given), value, reason });
  }
  return { inputs, adjusted };
}

/** A finite number from a number or numeric text; undefined for anything else (including "" and "12abc"). */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Whether an output figure is "N/A" for display: a null ROI or a capped break-even. */
export function isNotApplicable(key: OutputKey, value: number | null): boolean {
  return value === null || (key === 'breakEvenMonths' && value >= BREAK_EVEN_CAP);
}

/** Around-the-case steps of `sensitivity`: percentage points of time reduction, and multiples of the wage. */
const SENSITIVITY_REDUCTION_STEPS = [-20, -10, 0, 10, 20] as const;
const SENSITIVITY_WAGE_FACTORS = [0.8, 0.9, 1, 1.1, 1.2] as const;

interface SensitivityCell {
  expectedTimeReduction: number;
  averageHourlyWage: number;
  breakEvenMonths: number;
  implementationROI: number | null;
}

export interface Sensitivity {
  inputs: RoiInputs;
  /** Row values: expected time reduction (%), within 0–100 and without repeats. */
  reductions: number[];
  /** Column values: hourly wage (£), without repeats. */
  wages: number[];
  /** `grid[row][column]`. */
  grid: SensitivityCell[][];
}

/** How break-even and first-year ROI move as expected time reduction and hourly wage vary around a case. */
export function sensitivity(inputs: RoiInputs): Sensitivity {
  const { max = 100, min } = INPUT_RANGES.expectedTimeReduction;
  const reductions = unique(
    SENSITIVITY_REDUCTION_STEPS.map((step) => inputs.expectedTimeReduction + step).filter((r) => r >= min && r <= max),
  );
  // Rounded to pence so 25 × 1.1 is 27.5, not 27.500000000000004.
  const wages = unique(
    SENSITIVITY_WAGE_FACTORS.map((factor) => Math.round(inputs.averageHourlyWage * factor * 100) / 100),
  );
  const grid = reductions.map((expectedTimeReduction) =>
    wages.map((averageHourlyWage) => {
      const outputs = calculateRoi({ ...inputs, expectedTimeReduction, averageHourlyWage });
      return {
        expectedTimeReduction,
        averageHourlyWage,
        breakEvenMonths: outputs.breakEvenMonths,
        implementationROI: outputs.implementationROI,
      };
    }),
  );
  return { inputs: { ...inputs }, reductions, wages, grid };
}

const unique = (values: number[]): number[] => [...new Set(values)];

/** Named cells the spreadsheet formulas refer to. */
export type SpreadsheetName = NumericInputKey | OutputKey | keyof typeof ENGINE_CONSTANTS;

/**
 * The model as spreadsheet formulas (Excel syntax, without "="), given where each named cell is. Kept here,
 * beside `calculateRoi`, so a change to the model is a change to both; lib/file-formats/spreadsheet.test.ts
 * evaluates these formulas against `calculateRoi` on random inputs.
 */
export function spreadsheetFormulas(
  cell: (name: SpreadsheetName) => string,
): Record<OutputKey | 'recommendation', string> {
  const c = cell;
  const [excellent, good, moderate] = RECOMMENDATIONS;
  return {
    hoursSavedPerWeek: `${c('numberOfEmployees')}*${c('hoursWorkedPerWeek')}*(${c('currentTimeSpentOnTasks')}/100)*(${c('expectedTimeReduction')}/100)`,
    hoursSavedPerMonth: `${c('hoursSavedPerWeek')}*${c('weeksPerMonth')}`,
    hoursSavedPerYear: `${c('hoursSavedPerWeek')}*${c('weeksPerYear')}`,
    monthlySavings: `${c('hoursSavedPerMonth')}*${c('averageHourlyWage')}-${c('monthlySubscriptionCost')}`,
    annualSavings: `${c('hoursSavedPerYear')}*${c('averageHourlyWage')}-${c('monthsPerYear')}*${c('monthlySubscriptionCost')}`,
    implementationROI: `IF(${c('implementationCost')}=0,"N/A",(${c('annualSavings')}-${c('implementationCost')})/${c('implementationCost')}*100)`,
    breakEvenMonths: `IF(${c('monthlySavings')}<=0,${c('breakEvenCap')},IF(${c('implementationCost')}=0,0,MIN(${c('implementationCost')}/${c('monthlySavings')},${c('breakEvenCap')})))`,
    threeYearROI: `IF(${c('implementationCost')}=0,"N/A",(3*${c('annualSavings')}-${c('implementationCost')})/${c('implementationCost')}*100)`,
    productivityGain: `${c('hoursSavedPerWeek')}/(${c('numberOfEmployees')}*${c('hoursWorkedPerWeek')})*100`,
    // Tests the cost, not the ROI cell: Excel ranks the text "N/A" above every number.
    recommendation: `IF(${c('implementationCost')}=0,"${moderate}",IF(${c('implementationROI')}>${c('excellentAbove')},"${excellent}",IF(${c('implementationROI')}>${c('goodAbove')},"${good}","${moderate}")))`,
  };
}

/** The engine's constants by name: the spreadsheet's constants block and the methodology's `{tokens}`. */
export const ENGINE_CONSTANTS = {
  weeksPerMonth: WEEKS_PER_MONTH,
  weeksPerYear: WEEKS_PER_YEAR,
  monthsPerYear: MONTHS_PER_YEAR,
  breakEvenCap: BREAK_EVEN_CAP,
  excellentAbove: EXCELLENT_ABOVE,
  goodAbove: GOOD_ABOVE,
} as const;

/** One repetitive task, valued on its own (the articles' worked examples). */
export type TaskInputs = {
  minutesPerItem: number;
  itemsPerMonth: number;
  hourlyCost: number;
  expectedTimeReduction: number;
  implementationCost: number;
  monthlySubscriptionCost: number;
};

/** Hours a task takes by hand each month: minutes per item × items ÷ 60. */
export const taskHoursPerMonth = (task: TaskInputs): number => (task.minutesPerItem * task.itemsPerMonth) / 60;

/**
 * A task as the calculator's inputs: one person whose working week is the task's hours (hours a month ÷
 * WEEKS_PER_MONTH), all of it spent on the task. Monthly figures then come out exactly; annual ones use
 * WEEKS_PER_YEAR, as the calculator does (about 0.1% above twelve months).
 */
export function taskInputs(task: TaskInputs): RoiInputs {
  return {
    businessType: 'other',
    numberOfEmployees: 1,
    averageHourlyWage: task.hourlyCost,
    hoursWorkedPerWeek: taskHoursPerMonth(task) / WEEKS_PER_MONTH,
    currentTimeSpentOnTasks: 100,
    expectedTimeReduction: task.expectedTimeReduction,
    implementationCost: task.implementationCost,
    monthlySubscriptionCost: task.monthlySubscriptionCost,
  };
}
