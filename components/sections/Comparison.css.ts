import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { stack } from '../system/layout.css.ts';
import { figure } from '../system/rules.ts';
import { media, vars } from '../theme.css.ts';

export const grid = style([
  stack({ gap: 'lg' }),
  { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
]);

export const column = recipe({
  base: {
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: '1px solid',
    '@media': { [media.sm]: { padding: vars.space.xl } },
  },
  variants: {
    tone: {
      problem: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
      solution: { background: vars.color.successSurface, borderColor: vars.color.success },
    },
  },
});

/**
 * Figures and their labels. Narrow: each figure above its label. From sm: one column as wide as the widest
 * figure (a subgrid), so no figure runs into its label whatever its length.
 */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.md } },
});
export const item = style([
  stack({ gap: 'xs' }),
  { '@media': { [media.sm]: { gridColumn: '1 / -1', gridTemplateColumns: 'subgrid', alignItems: 'baseline' } } },
]);
export const value = style([figure, { color: vars.color.text }]);
