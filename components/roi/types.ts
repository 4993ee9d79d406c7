/**
 * The calculator's shared types: the island and the parts it renders (fields, results, scenarios, charts) all
 * read them from here, so no part imports the island that imports it.
 */
import type { RoiContent } from '../../content/roi.ts';
import type { RoiInputs } from '../../lib/roi-engine/model.ts';
import type { Slots } from '../islands/types.ts';

/** The words the calculator shows in the browser (content/roi.ts), passed as props. */
export type RoiCopy = Pick<
  RoiContent,
  'page' | 'fields' | 'outputs' | 'businessTypes' | 'businessTypeField' | 'recommendations' | 'chart'
>;

export type RoiScenario = { id: string; name: string; description: string; inputs: RoiInputs };

export type RoiCalculatorProps = {
  copy: RoiCopy;
  scenarios: RoiScenario[];
  /** The spreadsheet download, offered beside the results and when scripts are off. */
  spreadsheetUrl: string;
  /** `methodology` and `benchmarks`: the two reading tabs, static HTML from the server. */
  slots?: Slots;
};
