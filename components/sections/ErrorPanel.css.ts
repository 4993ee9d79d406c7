import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '60vh',
  padding: `${vars.space['2xl']} ${vars.space.md}`,
  textAlign: 'center',
});
export const text = style({ color: vars.color.textMuted, fontSize: vars.text.lg });
