/**
 * The two things SheetJS's legacy-Excel (BIFF8) writer leaves out, so the ROI spreadsheet can be a real .xls
 * with live formulas:
 *
 * 1. Formulas. SheetJS (0.20.3, installed as @e965/xlsx) writes a FORMULA record only from `cell.bf`, a formula
 *    already in Excel's binary token form ("BIFF parsed formulae: read only",
 *    https://docs.sheetjs.com/docs/csf/features/formulae); it does not compile formula text. `compileFormula` compiles the small subset our model needs: numbers,
 *    strings, cell references, + - * /, comparisons, parentheses, IF and MIN. [MS-XLS] 2.5.198 (Rgce/Ptg).
 * 2. Text results. SheetJS caches every formula result as a number (a text result becomes 0). `addCachedStrings`
 *    marks those cells' cached value as text and adds the STRING record [MS-XLS] 2.4.268 that must follow.
 *
 * Kept apart from the ROI build step because neither knows anything about ROI.
 */

/** A parsed formula, also used by the tests to evaluate what was written. */
export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'ref'; row: number; col: number; rowAbsolute: boolean; colAbsolute: boolean; text: string }
  | { kind: 'binary'; op: BinaryOp; left: FormulaNode; right: FormulaNode }
  | { kind: 'paren'; inner: FormulaNode }
  | { kind: 'call'; name: FunctionName; args: FormulaNode[] };

type BinaryOp = '+' | '-' | '*' | '/' | '=' | '<>' | '<' | '<=' | '>' | '>=';
type FunctionName = 'IF' | 'MIN';

const TOKEN =
  /\s*(?:(\d+(?:\.\d+)?)|"((?:[^"]|"")*)"|(\$?)([A-Z]{1,3})(\$?)(\d+)(?![\w(])|([A-Z]+)(?=\()|(<=|>=|<>|[-+*/=<>(),]))/y;

type Token =
  | { type: 'number'; value: number }
  | { type: 'string'; value: string }
  | { type: 'ref'; node: Extract<FormulaNode, { kind: 'ref' }> }
  | { type: 'name'; value: string }
  | { type: 'punct'; value: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) {
      if (/^\s*$/.test(text.slice(at))) break;
      throw new Error(`Cannot parse formula at "${text.slice(at)}": ${text}`);
    }
    const [, number, string, colAbs, letters, rowAbs, digits, name, punct] = match;
    if (number !== undefined) tokens.push({ type: 'number', value: Number(number) });
    else if (string !== undefined) tokens.push({ type: 'string', value: string.replaceAll('""', '"') });
    else if (letters !== undefined && digits !== undefined) {
      const col = [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
      tokens.push({
        type: 'ref',
        node: {
          kind: 'ref',
          row: Number(digits) - 1,
          col,
          rowAbsolute: rowAbs === '$',
          colAbsolute: colAbs === '$',
          text: `${colAbs}${letters}${rowAbs}${digits}`,
        },
      });
    } else if (name !== undefined) tokens.push({ type: 'name', value: name });
    else if (punct !== undefined) tokens.push({ type: 'punct', value: punct });
  }
  return tokens;
}

/** Parse Excel formula text (without "=") with Excel's precedence: comparison < + - < * /. */
export function parseFormula(text: string): FormulaNode {
  const tokens = tokenize(text);
  let position = 0;
  const peek = () => tokens[position];
  const isPunct = (value: string) => {
    const token = peek();
    return token?.type === 'punct' && token.value === value;
  };
  const expect = (value: string) => {
    if (!isPunct(value)) throw new Error(`Expected "${value}" in formula: ${text}`);
    position++;
  };
  const binaryLevel = (ops: readonly BinaryOp[], next: () => FormulaNode) => (): FormulaNode => {
    let left = next();
    for (
      let token = peek();
      token?.type === 'punct' && (ops as readonly string[]).includes(token.value);
      token = peek()
    ) {
      position++;
      left = { kind: 'binary', op: token.value as BinaryOp, left, right: next() };
    }
    return left;
  };
  const primary = (): FormulaNode => {
    const token = peek();
    position++;
    if (!token) throw new Error(`Formula ends too soon: ${text}`);
    if (token.type === 'number') return { kind: 'number', value: token.value };
    if (token.type === 'string') return { kind: 'string', value: token.value };
    if (token.type === 'ref') return token.node;
    if (token.type === 'name') {
      if (token.value !== 'IF' && token.value !== 'MIN') throw new Error(`Unsupported function ${token.value}`);
      expect('(');
      const args = [comparison()];
      while (isPunct(',')) {
        position++;
        args.push(comparison());
      }
      expect(')');
      return { kind: 'call', name: token.value, args };
    }
    if (token.value === '(') {
      const inner = comparison();
      expect(')');
      return { kind: 'paren', inner };
    }
    throw new Error(`Unexpected "${token.value}" in formula: ${text}`);
  };
  const multiplicative = binaryLevel(['*', '/'], primary);
  const additive = binaryLevel(['+', '-'], multiplicative);
  const comparison = binaryLevel(['=', '<>', '<=', '>=', '<', '>'], additive);
  const tree = comparison();
  if (position !== tokens.length) throw new Error(`Unexpected tokens at the end of formula: ${text}`);
  return tree;
}

// Ptg ids, [MS-XLS] 2.5.198.25. References are written in the value class (0x44) except where a function
// takes a reference (MIN's arguments: 0x24), as Excel itself writes them.
const PTG = {
  add: 0x03,
  sub: 0x04,
  mul: 0x05,
  div: 0x06,
  lt: 0x09,
  le: 0x0a,
  eq: 0x0b,
  ge: 0x0c,
  gt: 0x0d,
  ne: 0x0e,
  paren: 0x15,
  str: 0x17,
  attr: 0x19,
  int: 0x1e,
  num: 0x1f,
  refReference: 0x24,
  funcVarValue: 0x42,
  refValue: 0x44,
} as const;
const BINARY_PTG: Record<BinaryOp, number> = {
  '+': PTG.add,
  '-': PTG.sub,
  '*': PTG.mul,
  '/': PTG.div,
  '<': PTG.lt,
  '<=': PTG.le,
  '=': PTG.eq,
  '>=': PTG.ge,
  '>': PTG.gt,
  '<>': PTG.ne,
};
/** Ftab indexes, [MS-XLS] 2.5.198.17. */
const FUNCTION_INDEX: Record<FunctionName, number> = { IF: 1, MIN: 6 };
const ATTR_IF = 0x02;
const ATTR_SKIP = 0x08;
const FUNC_VAR_SIZE = 4;
const ATTR_SIZE = 4;

const u16 = (value: number): number[] => [value & 0xff, (value >> 8) & 0xff];

function encodeString(value: string): number[] {
  if (value.length > 255) throw new Error('A formula string may have at most 255 characters');
  const wide = [...value].some((char) => char.charCodeAt(0) > 0xff);
  const chars = [...value].flatMap((char) => (wide ? u16(char.charCodeAt(0)) : [char.charCodeAt(0)]));
  return [value.length, wide ? 1 : 0, ...chars];
}

function emit(node: FormulaNode, referenceClass = false): number[] {
  switch (node.kind) {
    case 'number': {
      if (Number.isInteger(node.value) && node.value >= 0 && node.value <= 0xffff) return [PTG.int, ...u16(node.value)];
      const bytes = new Uint8Array(8);
      new DataView(bytes.buffer).setFloat64(0, node.value, true);
      return [PTG.num, ...bytes];
    }
    case 'string':
      return [PTG.str, ...encodeString(node.value)];
    case 'ref': {
      // Relative flags only matter when a formula is copied; the row and column are absolute either way.
      const col = node.col | (node.colAbsolute ? 0 : 0x4000) | (node.rowAbsolute ? 0 : 0x8000);
      return [referenceClass ? PTG.refReference : PTG.refValue, ...u16(node.row), ...u16(col)];
    }
    case 'binary':
      return [...emit(node.left), ...emit(node.right), BINARY_PTG[node.op]];
    case 'paren':
      return [...emit(node.inner), PTG.paren];
    case 'call': {
      const funcVar = [PTG.funcVarValue, node.args.length, ...u16(FUNCTION_INDEX[node.name])];
      if (node.name === 'MIN') return [...node.args.flatMap((arg) => emit(arg, true)), ...funcVar];
      const [condition, whenTrue, whenFalse] = node.args;
      if (!condition || !whenTrue || !whenFalse || node.args.length !== 3) throw new Error('IF needs three arguments');
      // Excel evaluates IF lazily through these jumps; offsets as Apache POI writes them
      // (ParseNode.collectIfPtgs): tAttrIf skips the true branch and its tAttrSkip; each tAttrSkip jumps to
      // the byte before the end of the IF token.
      const trueTokens = emit(whenTrue);
      const falseTokens = emit(whenFalse);
      return [
        ...emit(condition),
        PTG.attr,
        ATTR_IF,
        ...u16(trueTokens.length + ATTR_SIZE),
        ...trueTokens,
        PTG.attr,
        ATTR_SKIP,
        ...u16(falseTokens.length + ATTR_SIZE + FUNC_VAR_SIZE - 1),
        ...falseTokens,
        PTG.attr,
        ATTR_SKIP,
        ...u16(FUNC_VAR_SIZE - 1),
        ...funcVar,
      ];
    }
  }
}

/** A formula as SheetJS's `cell.bf` wants it: CellParsedFormula, a 2-byte length then the tokens. */
export function compileFormula(text: string): number[] {
  const tokens = emit(parseFormula(text));
  return [...u16(tokens.length), ...tokens];
}

const RECORD = { formula: 0x0006, eof: 0x000a, boundSheet: 0x0085, string: 0x0207, bof: 0x0809 } as const;
const BOF_WORKSHEET = 0x0010;

interface BiffRecord {
  type: number;
  data: Uint8Array;
}

function readRecords(stream: Uint8Array): BiffRecord[] {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const records: BiffRecord[] = [];
  for (let offset = 0; offset + 4 <= stream.length;) {
    const type = view.getUint16(offset, true);
    const size = view.getUint16(offset + 2, true);
    records.push({ type, data: stream.subarray(offset + 4, offset + 4 + size) });
    offset += 4 + size;
  }
  return records;
}

function writeRecords(records: BiffRecord[]): Uint8Array {
  const out = new Uint8Array(records.reduce((sum, record) => sum + 4 + record.data.length, 0));
  const view = new DataView(out.buffer);
  let offset = 0;
  for (const record of records) {
    view.setUint16(offset, record.type, true);
    view.setUint16(offset + 2, record.data.length, true);
    out.set(record.data, offset + 4);
    offset += 4 + record.data.length;
  }
  return out;
}

/**
 * Rewrite a BIFF8 Workbook stream so that the formula cells listed in `texts` (by sheet index, then
 * "row,col" zero-based) cache a text result instead of SheetJS's 0, then fix the sheet offsets that the
 * added records move. Throws if a listed cell has no FORMULA record, so a layout change cannot slip by.
 */
export function addCachedStrings(stream: Uint8Array, texts: Map<number, Map<string, string>>): Uint8Array {
  const records: BiffRecord[] = [];
  let sheet = -1;
  const found = new Set<string>();
  for (const record of readRecords(stream)) {
    records.push(record);
    if (record.type === RECORD.bof && record.data[2] === BOF_WORKSHEET && record.data[3] === 0) sheet++;
    if (record.type !== RECORD.formula) continue;
    const view = new DataView(record.data.buffer, record.data.byteOffset, record.data.byteLength);
    const key = `${view.getUint16(0, true)},${view.getUint16(2, true)}`;
    const text = texts.get(sheet)?.get(key);
    if (text === undefined) continue;
    const data = new Uint8Array(record.data);
    // FormulaValue for a string: byte 0 = 0, bytes 6-7 = 0xFFFF ([MS-XLS] 2.5.133).
    data.set([0, 0, 0, 0, 0, 0, 0xff, 0xff], 6);
    record.data = data;
    const chars = [...text];
    const wide = chars.some((char) => char.charCodeAt(0) > 0xff);
    const body = chars.flatMap((char) => (wide ? u16(char.charCodeAt(0)) : [char.charCodeAt(0)]));
    records.push({ type: RECORD.string, data: Uint8Array.from([...u16(chars.length), wide ? 1 : 0, ...body]) });
    found.add(`${sheet}:${key}`);
  }
  for (const [sheetIndex, cells] of texts) {
    for (const key of cells.keys()) {
      if (!found.has(`${sheetIndex}:${key}`)) throw new Error(`No formula at sheet ${sheetIndex} cell ${key}`);
    }
  }
  // BoundSheet8.lbPlyPos is the stream offset of each sheet's BOF; recompute after the insertions.
  const sheetOffsets: number[] = [];
  let offset = 0;
  for (const record of records) {
    if (record.type === RECORD.bof && record.data[2] === BOF_WORKSHEET && record.data[3] === 0)
      sheetOffsets.push(offset);
    offset += 4 + record.data.length;
  }
  let boundSheet = 0;
  for (const record of records) {
    if (record.type !== RECORD.boundSheet) continue;
    const data = new Uint8Array(record.data);
    new DataView(data.buffer).setUint32(0, sheetOffsets[boundSheet++] ?? 0, true);
    record.data = data;
  }
  if (boundSheet !== sheetOffsets.length) throw new Error('Sheet count and BoundSheet8 records disagree');
  return writeRecords(records);
}
