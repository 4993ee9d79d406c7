import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css.ts';

export const root = style({
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  display: 'grid',
  gap: vars.space.xl,
  fontSize: vars.text.md,
});

export const category = style({ display: 'grid', gap: vars.space.md, scrollMarginTop: '6rem' });
export const categoryHeader = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  alignItems: 'center',
});
export const categoryTitle = style({ margin: 0, fontSize: vars.text.xl });
export const categoryText = style({ gridColumn: 2, margin: 0, color: vars.color.textMuted });

/** The category's mark, in its accent colour (content `color`). */
export const categoryIcon = recipe({
  base: {
    gridRow: '1 / span 2',
    display: 'grid',
    placeItems: 'center',
    width: '3rem',
    height: '3rem',
    borderRadius: vars.radius.md,
  },
  variants: {
    color: {
      primary: { background: vars.color.infoSurface, color: vars.color.info },
      accent: { background: vars.color.accentSurface, color: vars.color.accent },
      warning: { background: vars.color.warningSurface, color: vars.color.warning },
      danger: { background: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
});

export const issues = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const issue = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  display: 'grid',
  gap: vars.space.md,
});
export const issueHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const issueTitle = style({ margin: 0, fontSize: vars.text.lg });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });
globalStyle(`${list} > li + li`, { marginTop: vars.space.xs });
export const solutions = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.sm });
export const step = style({ display: 'block', color: vars.color.text });
