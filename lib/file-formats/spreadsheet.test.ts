import fc from 'fast-check';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as SheetJS from '@e965/xlsx';
import { roiContent } from '../../content/roi.ts';
import {
  BUSINESS_TYPES,
  ENGINE_CONSTANTS,
  NUMERIC_INPUTS,
  OUTPUTS,
  evaluateRoi,
  type RoiInputs,
  type RoiResult,
} from '../roi.ts';
import { compileFormula, parseFormula, type FormulaNode } from './biff8.ts';
import { LAYOUT, buildRoiWorkbook, caseFormulas, spreadsheetCases } from './spreadsheet.ts';

const XLSX = createRequire(import.meta.url)('@e965/xlsx') as typeof SheetJS;

type SheetCell = { t: string; v: number | string; f?: string; w?: string };
let bytes: Buffer;
let sheet: Record<string, SheetCell>;
let sheetNames: string[];
const at = (row: number, col: number): SheetCell | undefined => sheet[XLSX.utils.encode_cell({ r: row, c: col })];

beforeAll(() => {
  bytes = Buffer.from(buildRoiWorkbook());
  const workbook = XLSX.read(bytes, { type: 'buffer', cellFormula: true, cellNF: true });
  sheetNames = workbook.SheetNames;
  sheet = workbook.Sheets[LAYOUT.sheetName] as unknown as Record<string, SheetCell>;
});

/** Excel's view of an output: the ROI figures are the text "N/A" where the engine has null. */
const cellValue = (value: number | null | string) => value ?? roiContent.page.notApplicable;

describe('the generated roi-calculator.xls', () => {
  it('is a legacy Excel 97–2003 (BIFF8) workbook, not xlsx or HTML renamed', () => {
    // Compound File magic, then a BIFF8 BOF (version 0x0600, workbook globals 0x0005) opening the Workbook stream.
    expect(bytes.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
    const container = XLSX.CFB.read(bytes, { type: 'buffer' });
    const stream = Buffer.from((XLSX.CFB.find(container, 'Workbook') as { content: Uint8Array }).content);
    expect([stream.readUInt16LE(0), stream.readUInt16LE(4), stream.readUInt16LE(6)]).toEqual([0x0809, 0x0600, 0x0005]);
    expect(sheetNames).toEqual([LAYOUT.sheetName]);
  });

  it('holds the engine’s constants', () => {
    for (const [name, value] of Object.entries(ENGINE_CONSTANTS)) {
      expect(at(LAYOUT.constantRow[name as keyof typeof ENGINE_CONSTANTS], 1)?.v).toBe(value);
    }
  });

  it('has the defaults in column B and every scenario beside it', () => {
    const cases = spreadsheetCases();
    expect(cases).toHaveLength(5);
    cases.forEach((item, index) => {
      const col = LAYOUT.caseColumns[index] ?? -1;
      expect(at(LAYOUT.inputsHeading, col)?.v).toBe(item.title);
      expect(at(LAYOUT.businessTypeRow, col)?.v).toBe(roiContent.businessTypes[item.inputs.businessType]);
      for (const key of NUMERIC_INPUTS) expect(at(LAYOUT.inputRow[key], col)?.v).toBe(item.inputs[key]);
    });
    expect(at(LAYOUT.inputRow.numberOfEmployees, 1)).toMatchObject({ t: 'n', v: 10 });
    expect(at(LAYOUT.inputRow.numberOfEmployees, 1)?.f).toBeUndefined();
  });

  it('computes every output with a formula, exactly the model’s', () => {
    // Spelled out once, so a layout or formula change is a visible diff here.
    expect(at(LAYOUT.outputRow.hoursSavedPerWeek, 1)?.f).toBe('B14*B16*(B17/100)*(B18/100)');
    expect(at(LAYOUT.outputRow.breakEvenMonths, 1)?.f).toBe('IF(B26<=0,$B$8,IF(B19=0,0,MIN(B19/B26,$B$8)))');
    for (const col of LAYOUT.caseColumns) {
      const formulas = caseFormulas(col);
      for (const key of OUTPUTS) expect(at(LAYOUT.outputRow[key], col)?.f).toBe(formulas[key]);
      expect(at(LAYOUT.recommendationRow, col)?.f).toBe(formulas.recommendation);
    }
  });

  it('caches the engine’s results for the defaults and every scenario, displayed as the page does', () => {
    spreadsheetCases().forEach((item, index) => {
      const col = LAYOUT.caseColumns[index] ?? -1;
      const result = evaluateRoi(item.inputs);
      for (const key of OUTPUTS) expect(at(LAYOUT.outputRow[key], col)?.v).toBe(cellValue(result.outputs[key]));
      expect(at(LAYOUT.recommendationRow, col)?.v).toBe(result.recommendation);
    });
    const defaults = (key: (typeof OUTPUTS)[number]) => at(LAYOUT.outputRow[key], 1)?.w;
    expect([defaults('monthlySavings'), defaults('implementationROI'), defaults('breakEvenMonths')]).toEqual([
      '£4,996',
      '1,100%',
      '1.0',
    ]);
  });

  it('recalculates like the engine when inputs are edited (its formulas, evaluated on random inputs)', () => {
    const arbitraryInputs: fc.Arbitrary<RoiInputs> = fc.record({
      businessType: fc.constantFrom(...BUSINESS_TYPES),
      numberOfEmployees: fc.integer({ min: 1, max: 10_000 }),
      averageHourlyWage: fc.double({ min: 0, max: 500, noNaN: true }),
      hoursWorkedPerWeek: fc.double({ min: 1, max: 80, noNaN: true }),
      currentTimeSpentOnTasks: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 100, noNaN: true })),
      expectedTimeReduction: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 100, noNaN: true })),
      implementationCost: fc.oneof(
        fc.constant(0),
        fc.constant(5_000_000),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
      ),
      monthlySubscriptionCost: fc.double({ min: 0, max: 10_000, noNaN: true }),
    });
    const col = LAYOUT.caseColumns[0] ?? 1;
    fc.assert(
      fc.property(arbitraryInputs, (inputs) => {
        expect(recalculate(inputs, col)).toEqual(toSheet(evaluateRoi(inputs)));
      }),
      { numRuns: 300 },
    );
    for (const item of spreadsheetCases())
      expect(recalculate(item.inputs, col)).toEqual(toSheet(evaluateRoi(item.inputs)));
  });
});

describe('BIFF8 formula compiler', () => {
  it('writes integers compactly and references with their relative flags', () => {
    // Length 9, then ptgRefV B14 (row 13, col 1 | both relative flags), ptgInt 100, ptgDiv.
    expect(compileFormula('B14/100')).toEqual([9, 0, 0x44, 13, 0, 1, 0xc0, 0x1e, 100, 0, 0x06]);
    expect(compileFormula('$B$5')).toEqual([5, 0, 0x44, 4, 0, 1, 0]);
  });

  it('refuses what it cannot compile, rather than writing a broken formula', () => {
    expect(() => compileFormula('SUM(A1:A3)')).toThrow();
    expect(() => compileFormula('IF(A1,1)')).toThrow(/three arguments/);
    expect(() => compileFormula('1+')).toThrow();
  });
});

/** The read-back formulas evaluated over a case's inputs, as Excel would: {outputs, recommendation}. */
function recalculate(inputs: RoiInputs, col: number) {
  const values = new Map<string, number | string>();
  const key = (row: number, column: number) => XLSX.utils.encode_cell({ r: row, c: column });
  for (const row of Object.values(LAYOUT.constantRow)) values.set(key(row, 1), at(row, 1)?.v ?? Number.NaN);
  for (const input of NUMERIC_INPUTS) values.set(key(LAYOUT.inputRow[input], col), inputs[input]);
  const evaluateCell = (ref: string): number | string => {
    const known = values.get(ref);
    if (known !== undefined) return known;
    const formula = sheet[ref]?.f;
    if (!formula) throw new Error(`No value or formula at ${ref}`);
    const value = evaluate(parseFormula(formula), evaluateCell);
    values.set(ref, value);
    return value;
  };
  return {
    outputs: Object.fromEntries(OUTPUTS.map((output) => [output, evaluateCell(key(LAYOUT.outputRow[output], col))])),
    recommendation: evaluateCell(key(LAYOUT.recommendationRow, col)),
  };
}

function toSheet(result: RoiResult) {
  return {
    outputs: Object.fromEntries(OUTPUTS.map((output) => [output, cellValue(result.outputs[output])])),
    recommendation: result.recommendation,
  };
}

/** Just enough of Excel's semantics for our formulas; a division by zero fails the test, as #DIV/0! would. */
function evaluate(node: FormulaNode, cell: (ref: string) => number | string): number | string {
  const number = (value: number | string): number => {
    if (typeof value !== 'number') throw new Error(`#VALUE!: "${value}" in arithmetic`);
    return value;
  };
  switch (node.kind) {
    case 'number':
    case 'string':
      return node.value;
    case 'ref':
      return cell(node.text.replaceAll('$', ''));
    case 'paren':
      return evaluate(node.inner, cell);
    case 'call': {
      if (node.name === 'MIN') return Math.min(...node.args.map((arg) => number(evaluate(arg, cell))));
      const [condition, whenTrue, whenFalse] = node.args;
      if (!condition || !whenTrue || !whenFalse) throw new Error('IF needs three arguments');
      return evaluate(condition, cell) === 1 ? evaluate(whenTrue, cell) : evaluate(whenFalse, cell);
    }
    case 'binary': {
      const left = evaluate(node.left, cell);
      const right = evaluate(node.right, cell);
      // Excel ranks any text above any number; our formulas avoid relying on it (see lib/roi.ts).
      const compare = (a: number | string, b: number | string) =>
        typeof a === typeof b ? (a < b ? -1 : a > b ? 1 : 0) : typeof a === 'string' ? 1 : -1;
      switch (node.op) {
        case '+':
          return number(left) + number(right);
        case '-':
          return number(left) - number(right);
        case '*':
          return number(left) * number(right);
        case '/':
          if (number(right) === 0) throw new Error('#DIV/0!');
          return number(left) / number(right);
        case '=':
          return compare(left, right) === 0 ? 1 : 0;
        case '<>':
          return compare(left, right) !== 0 ? 1 : 0;
        case '<':
          return compare(left, right) < 0 ? 1 : 0;
        case '<=':
          return compare(left, right) <= 0 ? 1 : 0;
        case '>':
          return compare(left, right) > 0 ? 1 : 0;
        case '>=':
          return compare(left, right) >= 0 ? 1 : 0;
      }
    }
  }
}
