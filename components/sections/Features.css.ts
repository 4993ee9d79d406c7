import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const text = style({ color: vars.color.textMuted, margin: 0 });
export const benefit = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  alignItems: 'start',
});
