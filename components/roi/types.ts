/**
 * The calculator's shared types: the island and the parts it renders (fields, results, scenarios, charts) all
 * read them from here, so no part imports the island that imports it.
 */
import type { RoiContent } from '../../content/roi.ts';

/** The words the calculator shows in the browser (content/roi.ts), passed as props. */
export type RoiCopy = Pick<
  RoiContent,
  'page' | 'fields' | 'outputs' | 'businessTypes' | 'businessTypeField' | 'recommendations' | 'chart'
>;

export type RoiCalculatorProps = {
  copy: RoiCopy;
  /** The spreadsheet download, offered beside the results and when scripts are off. */
  spreadsheetUrl: string;
};
