import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const number = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  marginBottom: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.weight.bold,
});
export const duration = style({
  color: vars.color.primary,
  fontWeight: vars.weight.bold,
  fontSize: vars.text.sm,
  margin: `0 0 ${vars.space.sm}`,
});
export const points = style({
  margin: `${vars.space.md} 0 0`,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
});
export const note = style({
  margin: `${vars.space.xl} 0 0`,
  maxWidth: vars.size.prose,
  fontSize: vars.text.lg,
  fontWeight: vars.weight.bold,
});
