import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../theme.css.ts';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const column = recipe({
  base: { padding: vars.space.xl, borderRadius: vars.radius.lg, border: '1px solid' },
  variants: {
    tone: {
      problem: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
      solution: { background: vars.color.successSurface, borderColor: vars.color.success },
    },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '7rem 1fr',
  gap: vars.space.md,
  alignItems: 'baseline',
});
export const value = style({ fontSize: '1.6rem', fontWeight: 800, color: vars.color.text });
