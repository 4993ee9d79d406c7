import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brand } from './brand.ts';

describe('brand colours', () => {
  // public/icon.svg is copied as it is, so it cannot import the colour: it must say the same.
  it('are the ones the static mark is drawn in', () => {
    const icon = readFileSync('public/icon.svg', 'utf8');
    expect(icon).toContain(`fill="${brand.blue}"`);
  });
});
