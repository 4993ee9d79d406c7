import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatFileSize,
  formatGBP,
  formatGBPWithPence,
  formatKilobytes,
  formatOneDecimal,
  formatPriceRange,
  formatWhole,
  telHref,
} from './format.ts';

describe('formatFileSize', () => {
  it('shows bytes, whole kilobytes, then megabytes to one decimal place', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(23_394)).toBe('23 KB');
    expect(formatFileSize(12_800)).toBe('13 KB');
    expect(formatFileSize(1_887_437)).toBe('1.8 MB');
  });

  it('never shows "1024 KB": a size that rounds to 1 MB is shown in megabytes', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB');
    expect(formatFileSize(1024 * 1023 + 511)).toBe('1023 KB');
  });

  it('rejects what is not a byte count', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => formatFileSize(bad)).toThrow();
  });

  it('keeps the order of sizes within a unit', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1023 * 1024 }), fc.nat({ max: 1023 * 1024 }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const value = (s: string) => Number.parseFloat(s) * (s.endsWith('KB') ? 1024 : 1);
        return value(formatFileSize(small)) <= value(formatFileSize(large));
      }),
    );
  });
});

describe('formatBytes and formatKilobytes (reports)', () => {
  it('keeps one decimal of a kilobyte, so a few hundred bytes against a budget show', () => {
    expect(formatKilobytes(76_595)).toBe('74.8 KB');
    expect(formatKilobytes(76_800)).toBe('75.0 KB');
  });

  it('picks the unit by order of size', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(45_568)).toBe('44.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.00 MB');
  });
});

describe('telHref', () => {
  it('keeps the + and the digits, so every phone dials the same number', () => {
    expect(telHref('+44 20 7946 0123')).toBe('tel:+442079460123');
    expect(telHref('+1 (555) 010-0199')).toBe('tel:+15550100199');
  });
});

describe('price formatting', () => {
  it('shows pounds without decimals', () => {
    expect(formatGBP(1500)).toBe('£1,500');
  });

  it('shows a tier as a range, or "and up" when it has no upper price', () => {
    expect(formatPriceRange(800, 1500)).toBe('£800–£1,500');
    expect(formatPriceRange(3500)).toBe('From £3,500');
  });
});

describe('numbers without Intl match en-GB Intl.NumberFormat', () => {
  const intl = {
    gbp: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }),
    whole: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }),
    oneDecimal: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    pence: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }),
  };
  // Deterministic spread: halves, near-halves, every order of magnitude, negatives, and what the engine yields.
  const values = [
    0,
    -0,
    0.5,
    1.5,
    2.5,
    -0.5,
    -2.5,
    0.05,
    0.15,
    0.25,
    0.45,
    1.005,
    2.675,
    999.5,
    999.95,
    1000,
    1234.5,
    -1234.5,
    99999.95,
    123456789.987,
    -0.04,
    -0.4,
    1e15 + 0.5,
    2 ** 53,
    1e21,
    1.5e22,
    -3.2e25,
    Infinity,
    -Infinity,
    NaN,
    4.33 * 26 * 25,
    2496.0000000001,
    999,
  ];
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
  for (let i = 0; i < 3000; i += 1) values.push(random() * 10 ** (i % 12), Math.round(random() * 10 ** (i % 9)) / 20);

  it.each([
    ['formatGBP', formatGBP, intl.gbp],
    ['formatWhole', formatWhole, intl.whole],
    ['formatOneDecimal', formatOneDecimal, intl.oneDecimal],
    ['formatGBPWithPence', formatGBPWithPence, intl.pence],
  ] as const)('%s', (_name, format, reference) => {
    const differences = values
      .map((value) => [value, format(value), reference.format(value)] as const)
      .filter(([, ours, theirs]) => ours !== theirs);
    expect(differences).toEqual([]);
  });

  it('groups thousands and keeps the pound sign after the minus', () => {
    expect(formatGBP(-1234.5)).toBe('-£1,235');
    expect(formatWhole(1234567)).toBe('1,234,567');
    expect(formatOneDecimal(2.25)).toBe('2.3');
  });
});
