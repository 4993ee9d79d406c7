import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatFileSize, formatGBP, formatKilobytes, formatPriceRange, telHref } from './format.ts';

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
    expect(formatPriceRange(3500)).toBe('£3,500+');
  });
});
