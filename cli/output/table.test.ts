import { describe, expect, it } from 'vitest';
import { TextTable, breakLongWords, width, wrapParagraph } from './table.ts';

const widest = (text: string) => Math.max(...text.split('\n').map(width));
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The display columns at which a line has a border or a junction. */
function borders(line: string): number[] {
  const at: number[] = [];
  let column = 0;
  for (const { segment } of segmenter.segment(line)) {
    if ('│┌┬┐├┼┤└┴┘'.includes(segment)) at.push(column);
    column += width(segment);
  }
  return at;
}

/** Every line of a table with no spanning cell is as wide as the others, with its borders at the same columns. */
function expectAligned(table: string): void {
  const lines = table.split('\n');
  const first = borders(lines[0] ?? '');
  expect(first.length).toBeGreaterThan(1);
  for (const line of lines) {
    expect(width(line), line).toBe(width(lines[0] ?? ''));
    expect(borders(line), line).toEqual(first);
  }
}

/** A cell's text (row 0 is the head), its wrapped pieces joined again without the spaces wrapping took. */
function cellText(table: string, row: number, column: number): string {
  const blocks = table.split(/\n?[┌├└][^\n]*\n?/).filter(Boolean);
  const lines = blocks[row]?.split('\n') ?? [];
  return lines.map((line) => line.split('│')[column + 1]?.trim() ?? '').join('');
}

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

describe('TextTable with what a terminal draws wide or narrow', () => {
  // CJK two columns each, emoji (with a skin tone, a ZWJ sequence, a flag) two, a combining accent none.
  // (A zero-width joiner is shown escaped, as every format character is: cli/output/terminal.ts.)
  const names = ['株式会社テスト', '李雷', 'Zoë 👍🏽', 'Jose\u0301 🇬🇧', 'Acme Ltd'];

  it('keeps every border in line when cells hold CJK, emoji and combining characters', () => {
    const table = new TextTable(['id', 'name', 'company'], ['right', 'left', 'center'], 100);
    names.forEach((name, i) => table.push([i + 1, name, `${name} ${'日本'.repeat(i)}`]));
    const text = table.toString();
    expectAligned(text);
    expect(text.split('\n')[3]).toBe('│  1 │ 株式会社テスト │      株式会社テスト       │');
    expect(text).toContain('│  4 │ Jose\u0301 🇬🇧        │   Jose\u0301 🇬🇧 日本日本日本    │');
  });

  it('wraps wide and combining text between graphemes, never across a border', () => {
    const company = '株式会社テストソリューションズ日本支社'.repeat(2);
    const accents = 'e\u0301'.repeat(60);
    const emoji = '👍🏽🇬🇧😀'.repeat(12);
    const table = new TextTable(['name', 'company', 'notes'], undefined, 90);
    table.push([accents, company, emoji], ['李雷', 'Zoë Smith', 'café 日本語 ok']);
    const text = table.toString();
    expectAligned(text);
    expect(widest(text)).toBeLessThanOrEqual(90);
    expect(text.split('\n').length).toBeGreaterThan(7);
    // Nothing lost, and no accent or emoji part starts a line apart from what it belongs to.
    expect(cellText(text, 1, 0)).toBe(accents);
    expect(cellText(text, 1, 1)).toBe(company);
    expect(cellText(text, 1, 2)).toBe(emoji);
    expect(cellText(text, 2, 1)).toBe('Zoë Smith');
    for (const line of text.split('\n')) expect(line).not.toMatch(/│ ?(?:\u0301|\u{1f3fd}|\u{1f1e7})/u);
  });

  it('fits a spanning cell of wide characters across its columns', () => {
    const table = new TextTable(['item', 'your case'], ['left', 'right'], 100);
    table.push([{ colSpan: 2, content: '入力された値と日本語の見出しです' }], ['時間', '12']);
    const lines = table.toString().split('\n');
    for (const line of lines) expect(width(line)).toBe(width(lines[0] ?? ''));
    expect(lines[3]).toBe('│ 入力された値と日本語の見出しです │');
    expect(lines[2]?.startsWith('├') && lines[2].includes('┴')).toBe(true);
    expect(lines[4]?.includes('┬')).toBe(true);
  });
});

describe('breakLongWords and wrapParagraph', () => {
  it('count display columns and break between graphemes', () => {
    expect(breakLongWords('日本語です', 4)).toBe('日本\n語で\nす');
    expect(breakLongWords('日本語', 3)).toBe('日\n本\n語');
    expect(breakLongWords('e\u0301'.repeat(5), 2)).toBe('e\u0301e\u0301\ne\u0301e\u0301\ne\u0301');
    expect(breakLongWords('👩🏽‍💻👩🏽‍💻👩🏽‍💻', 5)).toBe('👩🏽‍💻👩🏽‍💻\n👩🏽‍💻');
    expect(breakLongWords('🇬🇧🇯🇵🇬🇧', 3)).toBe('🇬🇧\n🇯🇵\n🇬🇧');
    expect(wrapParagraph('日本 語です ab cd', 6)).toBe('日本\n語です\nab cd');
  });

  it('breaks after / or - where it can, else at the width', () => {
    expect(breakLongWords('/docs/getting-started', 10)).toBe('/docs\n/getting-\nstarted');
    expect(breakLongWords('abcdefghij', 4)).toBe('abcd\nefgh\nij');
    expect(breakLongWords('short words stay', 10)).toBe('short words stay');
  });

  it('wraps a paragraph at spaces', () => {
    expect(wrapParagraph('one two three four', 9)).toBe('one two\nthree\nfour');
  });
});
