import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const root = style({
  display: 'inline-flex',
  padding: '2px',
  gap: '2px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const option = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.pill,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.background,
      color: vars.color.text,
      boxShadow: vars.shadow.card,
    },
    '&:hover': { color: vars.color.text },
  },
});
