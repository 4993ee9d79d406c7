/**
 * Rules to compose into a component's own style (`style([stack(), inText, fitColumns('16rem')])`), where a class
 * of their own would add a rule and a class name to every page for one or two declarations. A plain module, not
 * a `.css.ts`: vanilla-extract exports only classes and plain values from those, never functions.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/**
 * Where a component placed in long-form text (`notProse`, components/mdx/Prose.css.ts) sits: more room below
 * than above, its text a step smaller than the prose's.
 */
export const inText: StyleRule = { margin: `${vars.space.lg} 0 ${vars.space.xl}`, fontSize: vars.text.md };

/**
 * Grid columns at least `min` wide, as many to a row as fit (one on a phone). `min(100%, …)` as `min` keeps a
 * single column from overflowing a narrow screen.
 */
export const fitColumns = (min: string): StyleRule => ({
  gridTemplateColumns: `repeat(auto-fit, minmax(${min}, 1fr))`,
});

/** A mark (an icon, a tick, an avatar) and its text in one row, `gap` apart, centred or top-aligned. */
export const withIcon = (
  gap: keyof typeof vars.space = 'sm',
  alignItems: 'center' | 'flex-start' = 'center',
): StyleRule => ({ display: 'flex', alignItems, gap: vars.space[gap] });

/** A figure read at a glance: a price, a compared value. */
export const figure: StyleRule = { fontSize: vars.text['2xl'], fontWeight: vars.weight.bold, lineHeight: 1.2 };
