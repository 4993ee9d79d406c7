/** The shape of `content/roi.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { NotedFigure, counted, sameKeys, Text } from './schema.ts';

/** Label, unit and help text for one calculator input. */
const FieldCopySchema = v.object({
  /** Form label, e.g. "Number of employees". */
  label: Text,
  /** Short unit shown beside the value, e.g. "£ per hour". */
  unit: Text,
  /** One sentence under the input: what to enter and where to find it. */
  help: Text,
});

/** Label and explanation for one calculator output. */
const OutputCopySchema = v.object({
  /** Result label, e.g. "Monthly savings". */
  label: Text,
  /** Unit shown after the figure, empty when the figure carries its own (£, %). */
  unit: v.optional(v.string(), ''),
  /** One sentence saying what the figure means. */
  help: Text,
});

/** A number in a scenario; the engine checks its range (lib/roi.ts), content checks only that it is one. */
const ScenarioNumber = v.pipe(v.number(), v.finite());

/**
 * Every numeric input of the model, by its name (docs/product.md#roi-inputs), in the order the calculator shows them
 * (the engine's NUMERIC_INPUTS, lib/roi-engine/model.ts): a scenario's numbers. The field copy has the same keys.
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
  /** Every numeric input of the model, by its name (docs/product.md#roi-inputs). */
  inputs: ScenarioInputs,
});

/** One step of the methodology: the formula behind one output, in words. */
const MethodStepSchema = v.object({
  /** Which output this step produces (its name in lib/roi-engine/model.ts `OUTPUTS`), or `recommendation`. */
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
   * The payback chart beside the results and each sample scenario's small curve (lib/roi-engine/payback.ts).
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
  /** Label of each business type id (docs/product.md#roi-constants). */
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
  /** Copy for each numeric input, by its name (docs/product.md#roi-inputs). */
  fields: v.object(sameKeys(ScenarioInputs, FieldCopySchema)),
  /** Copy for each output, by its name in lib/roi-engine/model.ts `OUTPUTS`. */
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
  /** What the recommendation says: one text per label, and the edge cases (lib/roi-engine/model.ts recommendationCase). */
  recommendations: v.object({
    Excellent: Text,
    Good: Text,
    Moderate: Text,
    savingsBelowSubscription: Text,
    noImplementationCost: Text,
    firstYearLoss: Text,
  }),
  /** The four sample scenarios (docs/product.md#roi-constants). */
  scenarios: v.pipe(v.array(ScenarioSchema), v.length(4, counted('sample scenarios', 'roi-constants'))),
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
    /** How the two tables' ranges are counted, shown under them. */
    bases: v.optional(v.array(NotedFigure)),
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
