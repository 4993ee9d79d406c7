import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const root = style({
  listStyle: 'none',
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  fontSize: vars.text.md,
});

export const phase = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.background,
});

export const title = style({ margin: 0, fontSize: vars.text.lg });
export const duration = style({ margin: 0, color: vars.color.primary, fontWeight: vars.weight.bold });
export const description = style({ margin: 0, color: vars.color.textMuted });
