/** The plan singled out as most popular, among packages (/pricing) and support levels (/services): its card and label. */
import { style } from '@vanilla-extract/css';
import { onSurface } from '../system/surface.css.ts';
import { vars } from '../theme.css.ts';

export const card = style(onSurface({ border: `2px solid ${vars.color.primary}`, boxShadow: vars.shadow.raised }));

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
