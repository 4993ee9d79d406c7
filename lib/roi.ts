/**
 * The ROI engine bound to the site's content, for the server side (pages, CLI, spreadsheet, tests): the
 * sample scenarios of content/roi.ts checked against the engine's ranges, the methodology with the engine's
 * constants filled in, and the formatters with their words. The engine itself is lib/roi-engine/model.ts.
 */
import { roiContent } from '../content/roi.ts';
import { parseContent } from '../content/schema.ts';
import {
  ENGINE_CONSTANTS,
  NUMERIC_INPUTS,
  RoiInputSchema,
  type InputKey,
  type OutputKey,
  type RoiInputs,
  type RoiOutputs,
} from './roi-engine/model.ts';
import * as format from './roi-engine/format.ts';

export * from './roi-engine/model.ts';
export * from './roi-engine/params.ts';

/** Display text of one output, "N/A" in the site's words. */
export const formatOutput = (key: OutputKey, value: number | null): string =>
  format.formatOutput(key, value, roiContent.page.notApplicable);

export const formatOutputs = (outputs: RoiOutputs): Record<OutputKey, string> =>
  format.formatOutputs(outputs, roiContent.page.notApplicable);

/** Display text of an input value, business types by their names. */
export const formatInput = (key: InputKey, inputs: RoiInputs): string =>
  format.formatInput(key, inputs, roiContent.businessTypes);

/** Every input in the order `cli roi` and the report list them: the business type, then the numbers. */
export const INPUT_KEYS: readonly InputKey[] = ['businessType', ...NUMERIC_INPUTS];

/** "Hours saved per week (hours)": an output's label with its unit, as `cli roi` and the report list it. */
export function outputLabel(key: OutputKey): string {
  const copy = roiContent.outputs[key];
  return copy.unit ? `${copy.label} (${copy.unit})` : copy.label;
}

/** "Average hourly wage (£ per hour)": an input's label with its unit, as `cli roi` and the report list it. */
export function inputLabel(key: InputKey): string {
  if (key === 'businessType') return roiContent.businessTypeField.label;
  const copy = roiContent.fields[key];
  return `${copy.label} (${copy.unit})`;
}

export interface Scenario {
  id: string;
  name: string;
  description: string;
  inputs: RoiInputs;
}

/** The four sample scenarios of content/roi.ts, checked against the engine's ranges when this module loads. */
export const scenarios: readonly Scenario[] = roiContent.scenarios.map((scenario, index) => ({
  id: scenario.id,
  name: scenario.name,
  description: scenario.description,
  inputs: parseContent(`content/roi.ts scenarios[${index}] (${scenario.id})`, RoiInputSchema, {
    businessType: scenario.businessType,
    ...scenario.inputs,
  }),
}));
if (new Set(scenarios.map((s) => s.id)).size !== scenarios.length) {
  throw new Error('content/roi.ts: two scenarios share an id');
}

export function findScenario(id: string): Scenario | undefined {
  return scenarios.find((scenario) => scenario.id === id);
}

/** Replace `{weeksPerMonth}`-style tokens in content with the engine's constants; an unknown token throws. */
export function fillConstants(text: string): string {
  return text.replace(/\{(\w+)\}/g, (_match, token: string) => {
    const value = (ENGINE_CONSTANTS as Record<string, number>)[token];
    if (value === undefined) throw new Error(`lib/roi.ts: unknown constant {${token}} in "${text}"`);
    return String(value);
  });
}

/** The methodology as the page shows it: content's steps with the engine's constants filled in. */
export const methodologySteps = roiContent.methodology.steps.map((step) => ({
  ...step,
  formula: fillConstants(step.formula),
  note: fillConstants(step.note),
}));
