import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });
export const label = style({ fontWeight: vars.weight.bold });
export const optional = style({ fontWeight: vars.weight.regular, color: vars.color.textMuted });
export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});
export const textarea = style({ minHeight: '9rem', resize: 'vertical' });
export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.sm });
export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.bold,
});
