/**
 * Island props cross from the pre-render to the browser as JSON: anything else must fail to type-check
 * (`npm run typecheck` checks these assertions; vitest only runs them).
 */
import type { createElement } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { IslandName, IslandProps } from './registry.ts';
import type { Serializable } from './types.ts';

type Problem = { 'props must be JSON (no functions, dates or elements)': never };

describe('island props', () => {
  it('accept JSON: strings, numbers, booleans, null, arrays, nested records and optional fields', () => {
    type Good = { label: string; count: number; on: boolean; none: null; list: string[]; nested: { a?: number } };
    expectTypeOf<Serializable<Good>>().toEqualTypeOf<Good>();
  });

  it('refuse a function, a Date, a Map or a React element, naming the problem', () => {
    expectTypeOf<Serializable<{ onClick: () => void }>>().toEqualTypeOf<Problem>();
    expectTypeOf<Serializable<{ when: Date }>>().toEqualTypeOf<Problem>();
    expectTypeOf<Serializable<{ seen: Map<string, number> }>>().toEqualTypeOf<Problem>();
    expectTypeOf<Serializable<{ icon: ReturnType<typeof createElement> }>>().toEqualTypeOf<Problem>();
  });

  it('hold for every registered island, so each can be placed on a page', () => {
    type Passes = { [N in IslandName]: IslandProps<N> extends Serializable<IslandProps<N>> ? true : false };
    expectTypeOf<Passes>().toEqualTypeOf<Record<IslandName, true>>();
  });
});
