/**
 * The ROI spreadsheet served as /downloads/roi-calculator.xls (the brief's URL; lib/downloads.ts serves it): a legacy
 * Excel (BIFF8) workbook with the ROI model as live formulas. Column B is the visitor's own case, prefilled with the
 * engine's defaults; columns C–F are the four sample scenarios. Constants, defaults, scenarios, labels and the formulas
 * all come from lib/roi.ts and content/roi.ts; cached results are the engine's own, so the file shows the right figures
 * even in a reader that does not recalculate. The bytes depend on the content alone (no dates), so the size a page
 * shows is the size of the file the build writes.
 */
import { createRequire } from 'node:module';
import type * as SheetJS from '@e965/xlsx';
import { roiContent } from '../../content/roi.ts';
import { site } from '../../content/site.ts';
import {
  BREAK_EVEN_CAP,
  BUSINESS_TYPES,
  ENGINE_CONSTANTS,
  INPUT_RANGES,
  NUMERIC_INPUTS,
  OUTPUTS,
  ROI_DEFAULTS,
  describeRange,
  evaluateRoi,
  scenarios,
  spreadsheetFormulas,
  type OutputKey,
  type RoiInputs,
  type SpreadsheetName,
} from '../roi.ts';
import { addCachedStrings, compileFormula } from './biff8.ts';

// Plain require: SheetJS is CommonJS and sets `XLSX.CFB` conditionally, which Node's ESM named-export
// detection misses.
const XLSX = createRequire(import.meta.url)('@e965/xlsx') as typeof SheetJS;

/** Cell formats (Excel number-format codes). The break-even format shows the cap as "N/A", as the page does. */
const FORMAT = {
  money: '"£"#,##0;-"£"#,##0',
  pence: '"£"#,##0.00',
  hours: '#,##0',
  percent: '#,##0"%";-#,##0"%"',
  breakEven: `[>=${BREAK_EVEN_CAP}]"${roiContent.page.notApplicable}";0.0`,
} as const;

const OUTPUT_FORMAT: Record<OutputKey, string> = {
  hoursSavedPerWeek: FORMAT.hours,
  hoursSavedPerMonth: FORMAT.hours,
  hoursSavedPerYear: FORMAT.hours,
  monthlySavings: FORMAT.money,
  annualSavings: FORMAT.money,
  implementationROI: FORMAT.percent,
  breakEvenMonths: FORMAT.breakEven,
  threeYearROI: FORMAT.percent,
  productivityGain: FORMAT.percent,
};

/** The constants block: the engine's own, in its order (lib/roi-engine/model.ts ENGINE_CONSTANTS). */
const CONSTANTS = Object.entries(ENGINE_CONSTANTS) as [keyof typeof ENGINE_CONSTANTS, number][];

/** Where everything is, zero-based rows; exported so the test reads the cells the build wrote. */
export const LAYOUT = (() => {
  const constantsHeading = 3;
  const constantRow = Object.fromEntries(CONSTANTS.map(([name], i) => [name, constantsHeading + 1 + i]));
  const inputsHeading = constantsHeading + CONSTANTS.length + 2;
  const businessTypeRow = inputsHeading + 1;
  const inputRow = Object.fromEntries(NUMERIC_INPUTS.map((key, i) => [key, businessTypeRow + 1 + i]));
  const resultsHeading = businessTypeRow + NUMERIC_INPUTS.length + 2;
  const outputRow = Object.fromEntries(OUTPUTS.map((key, i) => [key, resultsHeading + 1 + i]));
  const recommendationRow = resultsHeading + OUTPUTS.length + 1;
  return {
    sheetName: roiContent.spreadsheet.title,
    constantsHeading,
    constantRow: constantRow as Record<keyof typeof ENGINE_CONSTANTS, number>,
    inputsHeading,
    businessTypeRow,
    inputRow: inputRow as Record<(typeof NUMERIC_INPUTS)[number], number>,
    resultsHeading,
    outputRow: outputRow as Record<OutputKey, number>,
    recommendationRow,
    descriptionRow: recommendationRow + 2,
    /** Column of each case: B is the visitor's, then one per scenario. */
    caseColumns: [1, ...scenarios.map((_s, i) => 2 + i)],
    notesColumn: 2 + scenarios.length,
  };
})();

/** The cases in column order: the defaults, then the scenarios. */
export function spreadsheetCases(): { title: string; description: string; inputs: RoiInputs }[] {
  return [
    { title: roiContent.spreadsheet.yourCase, description: '', inputs: { ...ROI_DEFAULTS } },
    ...scenarios.map((s) => ({ title: s.name, description: s.description, inputs: s.inputs })),
  ];
}

/** Formula text of every output of the case in column `col`, in A1 notation. */
export function caseFormulas(col: number): Record<OutputKey | 'recommendation', string> {
  const letter = XLSX.utils.encode_col(col);
  return spreadsheetFormulas((name: SpreadsheetName) => {
    if (name in LAYOUT.constantRow) return `$B$${LAYOUT.constantRow[name as keyof typeof LAYOUT.constantRow] + 1}`;
    if (name in LAYOUT.inputRow) return `${letter}${LAYOUT.inputRow[name as keyof typeof LAYOUT.inputRow] + 1}`;
    return `${letter}${LAYOUT.outputRow[name as OutputKey] + 1}`;
  });
}

type Cell = { t: 'n' | 's'; v: number | string; z?: string; bf?: number[] };

/** The workbook as bytes: SheetJS writes the BIFF8 records, biff8.ts adds formulas and text results. */
export function buildRoiWorkbook(): Uint8Array {
  const sheet: Record<string, unknown> = {};
  const put = (row: number, col: number, cell: Cell) => {
    sheet[XLSX.utils.encode_cell({ r: row, c: col })] = cell;
  };
  const text = (row: number, col: number, value: string) => put(row, col, { t: 's', v: value });
  const copy = roiContent.spreadsheet;
  const textResults = new Map<string, string>();

  text(0, 0, `${copy.title} — ${site.brand}`);
  text(1, 0, copy.instructions);

  text(LAYOUT.constantsHeading, 0, copy.constantsHeading);
  for (const [name, value] of CONSTANTS) {
    text(LAYOUT.constantRow[name], 0, copy.constants[name]);
    put(LAYOUT.constantRow[name], 1, { t: 'n', v: value });
  }

  const cases = spreadsheetCases();
  text(LAYOUT.inputsHeading, 0, copy.inputsHeading);
  text(LAYOUT.resultsHeading, 0, copy.resultsHeading);
  text(LAYOUT.businessTypeRow, 0, roiContent.businessTypeField.label);
  const typeLabels = BUSINESS_TYPES.map((type) => roiContent.businessTypes[type]).join(', ');
  text(LAYOUT.businessTypeRow, LAYOUT.notesColumn, copy.businessTypeNote.replace('{businessTypes}', typeLabels));
  for (const key of NUMERIC_INPUTS) {
    text(LAYOUT.inputRow[key], 0, roiContent.fields[key].label);
    text(
      LAYOUT.inputRow[key],
      LAYOUT.notesColumn,
      `${roiContent.fields[key].unit}; ${describeRange(INPUT_RANGES[key])}`,
    );
  }
  for (const key of OUTPUTS) text(LAYOUT.outputRow[key], 0, roiContent.outputs[key].label);
  text(LAYOUT.recommendationRow, 0, roiContent.page.recommendationHeading);
  text(LAYOUT.descriptionRow, 0, copy.descriptionLabel);

  cases.forEach((item, index) => {
    const col = LAYOUT.caseColumns[index] ?? 0;
    text(LAYOUT.inputsHeading, col, item.title);
    text(LAYOUT.resultsHeading, col, item.title);
    text(LAYOUT.businessTypeRow, col, roiContent.businessTypes[item.inputs.businessType]);
    for (const key of NUMERIC_INPUTS) {
      const money = key === 'implementationCost' || key === 'monthlySubscriptionCost';
      const z = key === 'averageHourlyWage' ? FORMAT.pence : money ? FORMAT.money : undefined;
      put(LAYOUT.inputRow[key], col, { t: 'n', v: item.inputs[key], ...(z ? { z } : {}) });
    }
    const result = evaluateRoi(item.inputs);
    const formulas = caseFormulas(col);
    const formulaCell = (row: number, formula: string, value: number | string, z?: string) => {
      put(row, col, {
        t: typeof value === 'number' ? 'n' : 's',
        v: value,
        bf: compileFormula(formula),
        ...(z ? { z } : {}),
      });
      if (typeof value === 'string') textResults.set(`${row},${col}`, value);
    };
    for (const key of OUTPUTS) {
      formulaCell(
        LAYOUT.outputRow[key],
        formulas[key],
        result.outputs[key] ?? roiContent.page.notApplicable,
        OUTPUT_FORMAT[key],
      );
    }
    formulaCell(LAYOUT.recommendationRow, formulas.recommendation, result.recommendation);
    if (item.description) text(LAYOUT.descriptionRow, col, item.description);
  });

  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: LAYOUT.descriptionRow, c: LAYOUT.notesColumn },
  });
  sheet['!cols'] = [{ wch: 44 }, ...cases.map(() => ({ wch: 24 })), { wch: 44 }];

  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, LAYOUT.sheetName);
  const written = XLSX.write(workbook, { bookType: 'biff8', type: 'buffer', bookSST: true }) as Buffer;

  const container = XLSX.CFB.read(written, { type: 'buffer' });
  const entry = XLSX.CFB.find(container, 'Workbook') as { content: Uint8Array; size: number } | null;
  if (!entry) throw new Error('SheetJS wrote no Workbook stream');
  entry.content = addCachedStrings(Uint8Array.from(entry.content), new Map([[0, textResults]]));
  // The container writer trusts the directory's recorded size, not the content's length.
  entry.size = entry.content.length;
  return Uint8Array.from(XLSX.CFB.write(container, { type: 'buffer' }) as Buffer);
}
