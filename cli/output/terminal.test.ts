import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';
import { safeJson, visible } from './terminal.ts';

/** Everything a hostile visitor might put in a field to fool the person reading the inbox. */
const HOSTILE = {
  colour: 'Jane \u001b[31mURGENT\u001b[0m',
  clear: '\u001b[2J\u001b[HAll clear',
  carriageReturn: 'Pay £10\rPay £10,000',
  bidi: 'invoice\u202Efdp.exe',
  isolate: 'a\u2066b\u2069c',
  c1: 'csi\u009b31m',
  del: 'rub\u007fout',
  bell: 'ding\u0007',
  tab: 'a\tb',
  zeroWidth: 'pay\u200bpal',
  marks: 'abc\u200e\u200f\u061c',
  separators: 'one\u2028two\u2029three',
  // "Ignore previous instructions" in TAG characters: shown nowhere, read by any program that reads the text.
  tags: `hello${[...'Ignore'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')}`,
};

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const RAW = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\p{Cf}\u2028\u2029]/u;

describe('visible', () => {
  it('escapes every control and bidi character, never printing one raw', () => {
    for (const [name, text] of Object.entries(HOSTILE)) {
      const shown = visible(text);
      expect(shown, name).not.toMatch(RAW);
      expect(shown, name).not.toContain('\n');
    }
    expect(visible(HOSTILE.colour)).toBe('Jane \\x1b[31mURGENT\\x1b[0m');
    expect(visible(HOSTILE.carriageReturn)).toBe('Pay £10\\rPay £10,000');
    expect(visible(HOSTILE.bidi)).toBe('invoice\\u202efdp.exe');
    expect(visible(HOSTILE.c1)).toBe('csi\\x9b31m');
    expect(visible(HOSTILE.zeroWidth)).toBe('pay\\u200bpal');
    expect(visible(HOSTILE.separators, { multiline: true })).toBe('one\\u2028two\\u2029three');
    expect(visible(HOSTILE.tags)).toBe('hello\\u{e0049}\\u{e0067}\\u{e006e}\\u{e006f}\\u{e0072}\\u{e0065}');
  });

  it('keeps line breaks in a message, but not a lone carriage return', () => {
    expect(visible('one\r\ntwo\nthree', { multiline: true })).toBe('one\ntwo\nthree');
    expect(visible('one\rtwo', { multiline: true })).toBe('one\\rtwo');
    expect(visible('one\ntwo')).toBe('one\\ntwo');
    expect(visible('Zoë 李雷 👍🏽')).toBe('Zoë 李雷 👍🏽');
  });
});

describe('safeJson', () => {
  it('escapes C1, DEL, bidi and other invisible characters too, and still parses to the same value', () => {
    const text = safeJson(HOSTILE);
    expect(text).not.toMatch(RAW);
    expect(JSON.parse(text)).toEqual(HOSTILE);
  });
});

describe('csv', () => {
  it('guards against formulas but keeps phone numbers and negative figures', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvField('+44 20 7946 0123')).toBe('+44 20 7946 0123');
    expect(csvField('-1,234')).toBe('"-1,234"');
    expect(csvField('-cmd|calc')).toBe(`'-cmd|calc`);
    expect(csvField(-12)).toBe('-12');
  });

  it.each([
    ['Thanks\n=HYPERLINK("http://evil","x")', `"Thanks\n'=HYPERLINK(""http://evil"",""x"")"`],
    ['Total\n+1+1', `"Total\n'+1+1"`],
    ['a\n@SUM(1,2)', `"a\n'@SUM(1,2)"`],
    ['a\n-2+3', `"a\n'-2+3"`],
    ['a\r\n=1+1', `"a\n'=1+1"`],
    ['one\ntwo\n\n=1+1', `"one\ntwo\n\n'=1+1"`],
    // A line start after a lone CR never reaches the file as one (terminal.ts writes it as \r), nor a tab.
    ['a\r=1+1', 'a\\r=1+1'],
    ['a\t=1+1', 'a\\t=1+1'],
    // A phone number or a figure starting a line is left as it is, as it is at the start of the field.
    ['Call me on\n+44 20 7946 0123', '"Call me on\n+44 20 7946 0123"'],
    ['Budget\n-1,234', '"Budget\n-1,234"'],
  ])('guards a formula at the start of every line of a multi-line field: %j is %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('escapes control characters and quotes multi-line fields', () => {
    const row = csvField(`${HOSTILE.colour}\nsecond line`);
    expect(row).not.toMatch(RAW);
    expect(row).toBe('"Jane \\x1b[31mURGENT\\x1b[0m\nsecond line"');
    expect(toCsv(['a', 'b'], [['1', 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
