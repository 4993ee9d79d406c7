import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.info,
});
export const text = style({ color: vars.color.textMuted, margin: 0 });
export const benefit = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  alignItems: 'start',
});
