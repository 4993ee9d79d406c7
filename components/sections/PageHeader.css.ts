import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const header = style({
  padding: `${vars.space['2xl']} ${vars.space.md} ${vars.space.xl}`,
  background: `linear-gradient(180deg, ${vars.color.surface} 0%, ${vars.color.background} 100%)`,
});
export const inner = style({ maxWidth: vars.size.content, margin: '0 auto' });
export const eyebrow = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.primary,
  fontWeight: vars.weight.bold,
});
export const intro = style({
  maxWidth: vars.size.prose,
  fontSize: vars.text.lg,
  color: vars.color.textMuted,
  margin: 0,
});
export const body = style({ maxWidth: vars.size.content, margin: '0 auto', padding: `0 ${vars.space.md}` });
