import { describe, expect, it } from 'vitest';
import { TextTable, breakLongWords, wrapParagraph } from './table.ts';

const widest = (text: string) => Math.max(...text.split('\n').map((line) => [...line].length));

describe('TextTable', () => {
  it('draws a table that fits as it is', () => {
    const table = new TextTable(['route', 'score'], ['left', 'right'], 100);
    table.push(['/', 100], ['/pricing', 99]);
    const text = table.toString();
    expect(text.split('\n')[1]).toBe('│ route    │ score │');
    expect(text).toContain('│ /pricing │    99 │');
  });

  it('wraps cells and breaks long paths at / or - to fit the width, losing nothing', () => {
    const table = new TextTable(['route', 'what', 'result'], undefined, 50);
    table.push(['/blog/preparing-your-team-for-automation', 'a sentence long enough to need wrapping', 'pass']);
    const text = table.toString();
    expect(text.startsWith('┌')).toBe(true);
    expect(widest(text)).toBeLessThanOrEqual(50);
    // Each column's pieces, top to bottom, joined again.
    const body = text
      .split('\n')
      .filter((line) => line.startsWith('│'))
      .slice(1);
    const column = (i: number) => body.map((line) => line.split('│')[i + 1]?.trim() ?? '').join(' ');
    expect(column(0).replaceAll(' ', '')).toBe('/blog/preparing-your-team-for-automation');
    expect(column(1).replace(/\s+/g, ' ').trim()).toBe('a sentence long enough to need wrapping');
    expect(text).not.toContain('…');
  });

  it('becomes a list when even wrapped columns cannot fit', () => {
    const table = new TextTable(['first heading', 'second heading', 'third heading'], undefined, 20);
    table.push(['alpha', 'beta', 'gamma']);
    expect(table.toString()).toBe('first heading:\n  alpha\nsecond heading:\n  beta\nthird heading:\n  gamma');
    const wide = new TextTable(['a', 'b', 'c', 'd'], undefined, 30);
    wide.push(['/blog/preparing-your-team-for-automation', 'one two three four five six seven eight', 'x', 'y']);
    const list = wide.toString();
    expect(widest(list)).toBeLessThanOrEqual(30);
    expect(list.replace(/\s+/g, '')).toContain('a:/blog/preparing-your-team-for-automation');
  });

  it('refuses a column without a heading, and escapes control characters in cells', () => {
    expect(() => new TextTable(['id', ''])).toThrow(/heading/);
    const table = new TextTable(['name'], undefined, 100);
    table.push(['evil\u001b[31mred']);
    expect(table.toString()).toContain('evil\\x1b[31mred');
  });
});

describe('breakLongWords and wrapParagraph', () => {
  it('breaks after / or - where it can, else at the width', () => {
    expect(breakLongWords('/docs/getting-started', 10)).toBe('/docs\n/getting-\nstarted');
    expect(breakLongWords('abcdefghij', 4)).toBe('abcd\nefgh\nij');
    expect(breakLongWords('short words stay', 10)).toBe('short words stay');
  });

  it('wraps a paragraph at spaces', () => {
    expect(wrapParagraph('one two three four', 9)).toBe('one two\nthree\nfour');
  });
});
