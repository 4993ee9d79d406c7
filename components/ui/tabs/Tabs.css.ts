import { style } from '@vanilla-extract/css';
import { cluster } from '../../system/layout.css.ts';
import { targetSize, vars } from '../../theme.css.ts';

export const root = style({ display: 'block' });

export const list = style([
  cluster({ gap: 'xs' }),
  { marginBottom: vars.space.xl, borderBottom: `1px solid ${vars.color.border}` },
]);

export const trigger = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: targetSize,
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
