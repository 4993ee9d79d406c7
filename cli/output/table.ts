/**
 * The CLI's one table (issue 13): every column headed, and never wider than the terminal or 100 columns.
 * A table that fits is drawn as it is; one that does not wraps its cells at word boundaries, columns sharing
 * the room by what they hold; one that cannot fit even so (more columns than a line can take) becomes a list,
 * one block per row with each value under its heading, so nothing is cut off. Plain text: no colour codes.
 */
import Table from 'cli-table3';
import { visible } from './terminal.ts';

export const MAX_WIDTH = 100;

export type Align = 'left' | 'right' | 'center';
export type Cell = string | number | { colSpan: number; content: string };

/** Words longer than this may be broken to make a table fit. */
const LONG_WORD = 24;

/**
 * Words longer than `max` broken onto lines of at most `max`: after a / or - where one falls in reach (paths,
 * slugs), else at `max`. cli-table3 would cut them off with an ellipsis instead.
 */
export function breakLongWords(value: string, max: number): string {
  return value
    .split('\n')
    .map((line) =>
      line
        .split(' ')
        .map((word) => {
          const parts: string[] = [];
          let rest = word;
          while ([...rest].length > max) {
            const head = rest.slice(0, max);
            const cut = Math.max(head.lastIndexOf('/'), head.lastIndexOf('-'));
            const at = cut > 0 ? cut + (head[cut] === '-' ? 1 : 0) : max;
            parts.push(rest.slice(0, at));
            rest = rest.slice(at);
          }
          return [...parts, rest].join('\n');
        })
        .join(' '),
    )
    .join('\n');
}

/** Display width: the CLI prints text whose characters are one column each (no wide East Asian script). */
const width = (text: string) => [...text].length;
const longestLine = (text: string) => Math.max(0, ...text.split('\n').map(width));
const longestWord = (text: string) => Math.max(0, ...text.split(/\s+/).map(width));
const text = (cell: Cell) => visible(typeof cell === 'object' ? cell.content : cell, { multiline: true });

/** The width available: the terminal's when stdout is one and narrower, else MAX_WIDTH. */
export function availableWidth(stream: { isTTY?: boolean; columns?: number } = process.stdout): number {
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
    const plain = (cell: Cell) => typeof cell !== 'object';
    const column = (index: number) => [
      this.head[index] ?? '',
      ...this.rows
        .map((row) => row[index])
        .filter((c) => c !== undefined && plain(c))
        .map((c) => text(c as Cell)),
    ];
    // Each cell has one space of padding either side, and columns are separated by one border character.
    const frame = columns + 1;
    const natural = Array.from({ length: columns }, (_, i) => Math.max(...column(i).map(longestLine)) + 2);
    if (natural.reduce((a, b) => a + b, 0) + frame <= this.maxWidth) return this.draw();
    // A long word (a route such as /blog/preparing-your-team-for-automation) may break at / or - rather
    // than push the table into a list.
    const minimum = Array.from(
      { length: columns },
      (_, i) => Math.max(3, Math.min(LONG_WORD, Math.max(...column(i).map(longestWord)))) + 2,
    );
    const room = this.maxWidth - frame - minimum.reduce((a, b) => a + b, 0);
    if (room < 0) return this.list();
    // Share the spare room by how much each column would like beyond its minimum.
    const wants = natural.map((n, i) => n - (minimum[i] ?? 0));
    const wanted = wants.reduce((a, b) => a + b, 0) || 1;
    const widths = minimum.map((m, i) => m + Math.floor((room * (wants[i] ?? 0)) / wanted));
    return this.draw(widths);
  }

  private draw(colWidths?: number[]): string {
    const table = new Table({
      head: this.head,
      style: { head: [], border: [] },
      ...(this.align ? { colAligns: this.align } : {}),
      ...(colWidths ? { colWidths, wordWrap: true, wrapOnWordBoundary: true } : {}),
    });
    const fit = (value: string, index: number) =>
      colWidths ? breakLongWords(value, (colWidths[index] ?? LONG_WORD) - 2) : value;
    for (const row of this.rows) {
      table.push(
        row.map((cell, index) =>
          typeof cell === 'object' ? { ...cell, content: text(cell) } : fit(text(cell), index),
        ),
      );
    }
    return table.toString();
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
                return beside ? `${heading.padEnd(label)}${value}` : `${heading}\n${indent}${value}`;
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
