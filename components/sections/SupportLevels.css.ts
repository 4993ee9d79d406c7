import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.background,
    boxShadow: vars.shadow.card,
  },
  variants: {
    popular: {
      true: { border: `2px solid ${vars.color.primary}`, boxShadow: vars.shadow.raised },
      false: {},
    },
  },
});

export const badge = style({
  alignSelf: 'flex-start',
  marginBottom: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.bold,
});

export const name = style({ margin: `0 0 ${vars.space.xs}` });

export const price = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.text['2xl'],
  fontWeight: vars.weight.bold,
  lineHeight: 1.2,
});

export const terms = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderBlock: `1px solid ${vars.color.border}`,
  fontSize: vars.text.sm,
});
export const term = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });

globalStyle(`${term} dt`, { color: vars.color.textMuted });
globalStyle(`${term} dd`, { margin: 0, fontWeight: vars.weight.bold });

export const features = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const feature = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
