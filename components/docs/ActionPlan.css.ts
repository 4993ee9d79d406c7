import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/** The days in order, one card each, as many to a row as fit. */
export const root = style({
  listStyle: 'none',
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  fontSize: vars.text.md,
});

export const day = style({
  padding: vars.space.lg,
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const title = style({ margin: 0, fontSize: vars.text.lg, lineHeight: 1.4 });
export const label = style({
  display: 'block',
  color: vars.color.primary,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const actions = style({ margin: `${vars.space.sm} 0 0`, paddingInlineStart: vars.space.lg });
globalStyle(`${actions} li + li`, { marginTop: vars.space.xs });
