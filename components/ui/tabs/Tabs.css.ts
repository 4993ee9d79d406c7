import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const root = style({ display: 'block' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginBottom: vars.space.xl,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const trigger = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '2.75rem',
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
  },
});

export const content = style({ outline: 'none' });
