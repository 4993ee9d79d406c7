import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme.css.ts';

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
  '@media': { [media.md]: { padding: vars.space.xl } },
});
export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
export const submit = style({ justifySelf: 'start' });
