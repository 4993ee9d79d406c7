import { describe, expect, it } from 'vitest';
import { formatGBP, formatPriceRange } from './format.ts';

describe('price formatting', () => {
  it('shows pounds without decimals', () => {
    expect(formatGBP(1500)).toBe('£1,500');
  });

  it('shows a tier as a range, or "and up" when it has no upper price', () => {
    expect(formatPriceRange(800, 1500)).toBe('£800–£1,500');
    expect(formatPriceRange(3500)).toBe('£3,500+');
  });
});
