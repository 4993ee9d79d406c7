import { describe, expect, it } from 'vitest';
import { CURRENT_YEAR_ATTRIBUTE, keepYearCurrent } from './currentYear.ts';

/** A stand-in for the footer: the one element carrying the attribute, and the selector it was looked up by. */
function footer(year: string) {
  const element = { textContent: year, writes: 0 };
  const tracked = new Proxy(element, {
    set(target, key, value) {
      if (key === 'textContent') target.writes += 1;
      return Reflect.set(target, key, value);
    },
  });
  const selectors: string[] = [];
  const root = {
    querySelectorAll: (selector: string) => (selectors.push(selector), [tracked]),
  } as unknown as ParentNode;
  return { root, element, selectors };
}

describe('keepYearCurrent', () => {
  it("puts the visitor's year in place of the build's", () => {
    const { root, element, selectors } = footer('2026');
    keepYearCurrent(root, new Date(2031, 0, 1));
    expect(element.textContent).toBe('2031');
    expect(selectors).toEqual([`[${CURRENT_YEAR_ATTRIBUTE}]`]);
  });

  it('leaves the page untouched in the year it was built', () => {
    const { root, element } = footer('2026');
    keepYearCurrent(root, new Date(2026, 11, 31, 23, 59));
    expect(element).toEqual({ textContent: '2026', writes: 0 });
  });
});
