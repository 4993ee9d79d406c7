import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css.ts';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    padding: vars.space.xl,
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
export const price = style({
  fontSize: vars.text['2xl'],
  fontWeight: vars.weight.bold,
  margin: `0 0 ${vars.space.xs}`,
  lineHeight: 1.1,
});
export const priceUnit = style({
  fontSize: vars.text.md,
  fontWeight: vars.weight.regular,
  color: vars.color.textMuted,
});
export const monthly = style({ fontWeight: vars.weight.bold, margin: `0 0 ${vars.space.sm}` });
export const duration = style({ color: vars.color.textMuted, fontSize: vars.text.sm });
export const features = style({
  margin: `${vars.space.md} 0`,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.sm,
});
export const feature = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.sm });
export const idealFor = style({
  marginTop: 'auto',
  paddingTop: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.text.sm,
});
export const cta = style({ marginTop: vars.space.md });
