import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.info,
});
export const title = style({ margin: 0 });
export const text = style({ color: vars.color.textMuted, margin: 0 });
export const points = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const point = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const link = style({ marginTop: 'auto', paddingTop: vars.space.sm, fontWeight: vars.weight.bold });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
