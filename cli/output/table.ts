/**
 * The CLI's one table (docs/cli.md: tables fit 100 columns): every column headed, and never wider than the terminal or
 * 100 columns. A table that fits is drawn as it is; one that does not wraps its cells at word boundaries, columns
 * sharing the room by what they hold; one that cannot fit even so (more columns than a line can take) becomes a list,
 * one block per row with each value under its heading, so nothing is cut off. Plain text: no colour codes.
 *
 * Every width is what a terminal shows, not a count of characters: a CJK character or an emoji takes two columns, a
 * combining accent none, measured by `string-width`; text is broken only between graphemes, so a wide character or a
 * letter and its accent never straddle a border. We draw the borders ourselves (in cli-table3's look): its bundled
 * string-width 4 measures some text differently, and one table must not measure two ways.
 */
import stringWidth from 'string-width';
import { visible } from './terminal.ts';

const MAX_WIDTH = 100;

export type Align = 'left' | 'right' | 'center';
export type Cell = string | number | { colSpan: number; content: string };

/** Words longer than this may be broken to make a table fit. */
const LONG_WORD = 24;

/** Columns a terminal gives the text (East Asian wide characters and emoji two, combining marks none). */
export const width = (text: string): number => stringWidth(text);
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** What a reader sees as one character: a letter with its accents, an emoji with its modifiers. */
const graphemes = (text: string) => Array.from(segmenter.segment(text), ({ segment }) => segment);

/** A word broken into pieces of at most `max` columns, after a / or - where one falls in reach. */
function breakWord(word: string, max: number): string[] {
  const parts: string[] = [];
  let rest = graphemes(word);
  while (width(rest.join('')) > max) {
    let end = 0;
    for (let used = 0; end < rest.length && used + width(rest[end] ?? '') <= max; end++) used += width(rest[end] ?? '');
    // A grapheme wider than the line (never in a table, whose cells are 3 columns or more) keeps a line alone.
    end = Math.max(end, 1);
    const head = rest.slice(0, end);
    const cut = Math.max(head.lastIndexOf('/'), head.lastIndexOf('-'));
    const at = cut > 0 ? cut + (head[cut] === '-' ? 1 : 0) : end;
    parts.push(head.slice(0, at).join(''));
    rest = rest.slice(at);
  }
  return [...parts, rest.join('')];
}

/**
 * Words wider than `max` columns broken onto lines of at most `max`: after a / or - where one falls in reach
 * (paths, slugs), else at `max`, never inside a grapheme. cli-table3 would cut them off with an ellipsis.
 */
export function breakLongWords(value: string, max: number): string {
  return value
    .split('\n')
    .map((line) =>
      line
        .split(' ')
        .map((word) => breakWord(word, max).join('\n'))
        .join(' '),
    )
    .join('\n');
}

const longestLine = (text: string) => Math.max(0, ...text.split('\n').map(width));
const longestWord = (text: string) => Math.max(0, ...text.split(/\s+/).map(width));
const text = (cell: Cell) => visible(typeof cell === 'object' ? cell.content : cell, { multiline: true });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** `value` padded with spaces to `columns` display columns. */
function pad(value: string, columns: number, align: Align): string {
  const room = Math.max(0, columns - width(value));
  if (align === 'right') return ' '.repeat(room) + value;
  if (align === 'center') return ' '.repeat(Math.floor(room / 2)) + value + ' '.repeat(Math.ceil(room / 2));
  return value + ' '.repeat(room);
}

/** One cell as drawn: the first column it covers, how many, its lines. */
interface Placed {
  start: number;
  span: number;
  lines: string[];
}

/** The available width: the terminal's when stdout is one and narrower, else MAX_WIDTH. */
function availableWidth(stream: { isTTY?: boolean; columns?: number } = process.stdout): number {
  return stream.isTTY && stream.columns ? Math.min(stream.columns, MAX_WIDTH) : MAX_WIDTH;
}

export class TextTable {
  private readonly rows: Cell[][] = [];
  private readonly head: string[];
  private readonly align: Align[] | undefined;
  private readonly maxWidth: number;

  constructor(head: string[], align?: Align[], maxWidth = availableWidth()) {
    if (head.some((heading) => heading.trim() === '')) throw new Error('every table column needs a heading');
    this.head = head;
    this.align = align;
    this.maxWidth = maxWidth;
  }

  push(...rows: Cell[][]): void {
    this.rows.push(...rows);
  }

  get length(): number {
    return this.rows.length;
  }

  toString(): string {
    const columns = this.head.length;
    // Each cell has one space of padding either side, and columns are separated by one border character.
    const frame = columns + 1;
    const natural = this.natural();
    if (sum(natural) + frame <= this.maxWidth) return this.draw(natural, false);
    // A long word (a route such as /blog/preparing-your-team-for-automation) may break at / or - rather
    // than push the table into a list.
    const minimum = Array.from(
      { length: columns },
      (_, i) => Math.max(3, Math.min(LONG_WORD, Math.max(...this.column(i).map(longestWord)))) + 2,
    );
    const room = this.maxWidth - frame - sum(minimum);
    if (room < 0) return this.list();
    // Share the spare room by how much each column would like beyond its minimum.
    const wants = natural.map((n, i) => Math.max(0, n - (minimum[i] ?? 0)));
    const wanted = sum(wants) || 1;
    const widths = minimum.map((m, i) => m + Math.floor((room * (wants[i] ?? 0)) / wanted));
    return this.draw(widths, true);
  }

  /** Column `index`'s heading and plain cells (a cell spanning columns is fitted to them, not they to it). */
  private column(index: number): string[] {
    const cells = this.rows.map((row) => row[index]).filter((c) => c !== undefined && typeof c !== 'object');
    return [this.head[index] ?? '', ...cells.map((c) => text(c))];
  }

  /** Each column's width, padding included, with nothing wrapped; widened where a spanning cell needs it. */
  private natural(): number[] {
    const widths = this.head.map((_, i) => Math.max(...this.column(i).map(longestLine)) + 2);
    for (const cell of this.place(this.rows).flat()) {
      if (cell.span === 1) continue;
      const covered = widths.slice(cell.start, cell.start + cell.span);
      const short = Math.max(...cell.lines.map(width)) + 2 - (sum(covered) + cell.span - 1);
      for (let k = 0; k < short; k++) {
        const i = cell.start + (k % cell.span);
        widths[i] = (widths[i] ?? 0) + 1;
      }
    }
    return widths;
  }

  /** Every cell of `rows` placed in its columns (missing cells at a row's end are empty), lines unwrapped. */
  private place(rows: Cell[][], widths?: number[], wrap = false): Placed[][] {
    const columns = this.head.length;
    return rows.map((row) => {
      const placed: Placed[] = [];
      let start = 0;
      for (const cell of row) {
        if (start >= columns) break;
        const span = typeof cell === 'object' ? Math.max(1, Math.min(cell.colSpan, columns - start)) : 1;
        const inner = widths ? sum(widths.slice(start, start + span)) + span - 1 - 2 : 0;
        const value = wrap ? wrapLines(breakLongWords(text(cell), inner), inner) : text(cell);
        placed.push({ start, span, lines: value.split('\n') });
        start += span;
      }
      for (; start < columns; start++) placed.push({ start, span: 1, lines: [''] });
      return placed;
    });
  }

  /** The table in box-drawing characters, columns `widths` wide (padding included). */
  private draw(widths: number[], wrap: boolean): string {
    const [head, ...body] = this.place([this.head, ...this.rows], widths, wrap);
    const rows = [head ?? [], ...body];
    // Where cells start, after the first column: a border crosses a line there.
    const starts = (row: Placed[] | undefined) => new Set(row?.map((cell) => cell.start).filter((s) => s > 0));
    const rule = (above: Placed[] | undefined, below: Placed[] | undefined) => {
      const { left, right, up, down, both } = !above
        ? { left: '┌', right: '┐', up: '─', down: '┬', both: '┬' }
        : !below
          ? { left: '└', right: '┘', up: '┴', down: '─', both: '┴' }
          : { left: '├', right: '┤', up: '┴', down: '┬', both: '┼' };
      const fromAbove = starts(above);
      const fromBelow = starts(below);
      const joints = widths.map((_, i) => {
        if (i === 0) return left;
        const a = fromAbove.has(i);
        const b = fromBelow.has(i);
        return a && b ? both : a ? up : b ? down : '─';
      });
      return joints.map((joint, i) => joint + '─'.repeat(widths[i] ?? 0)).join('') + right;
    };
    const lines: string[] = [rule(undefined, head)];
    rows.forEach((row, r) => {
      const height = Math.max(...row.map((cell) => cell.lines.length));
      for (let l = 0; l < height; l++) {
        const drawn = row.map((cell) => {
          const inner = sum(widths.slice(cell.start, cell.start + cell.span)) + cell.span - 1 - 2;
          return ` ${pad(cell.lines[l] ?? '', inner, this.align?.[cell.start] ?? 'left')} `;
        });
        lines.push(`│${drawn.join('│')}│`);
      }
      lines.push(rule(row, rows[r + 1]));
    });
    return lines.join('\n');
  }

  /** One block per row: `heading: value`, values wrapped beside their headings (or below, if those are wide). */
  private list(): string {
    const label = Math.max(...this.head.map(width)) + 2;
    const beside = this.maxWidth - label >= 20;
    const room = beside ? this.maxWidth - label : this.maxWidth - 2;
    const indent = ' '.repeat(beside ? label : 2);
    return this.rows
      .map((row) =>
        row.length === 1 && typeof row[0] === 'object'
          ? `== ${text(row[0])}`
          : row
              .map((cell, i) => {
                const value = text(cell)
                  .split('\n')
                  .map((line) => wrapLines(breakLongWords(line, room), room))
                  .join('\n')
                  .replaceAll('\n', `\n${indent}`);
                const heading = `${this.head[i] ?? ''}:`;
                return beside ? `${pad(heading, label, 'left')}${value}` : `${heading}\n${indent}${value}`;
              })
              .join('\n'),
      )
      .join('\n\n');
  }
}

/** A paragraph broken at spaces into lines of at most `max` columns (a longer word keeps its own line). */
export function wrapParagraph(paragraph: string, max = availableWidth()): string {
  return wrapLines(visible(paragraph), max);
}

/** wrapParagraph for text already made safe to print, whose own line breaks are kept. */
function wrapLines(safe: string, max: number): string {
  return safe
    .split('\n')
    .map((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        if (line && width(line) + 1 + width(word) > max) {
          lines.push(line);
          line = word;
        } else line = line ? `${line} ${word}` : word;
      }
      if (line) lines.push(line);
      return lines.join('\n');
    })
    .join('\n');
}
