import { style } from '@vanilla-extract/css';
import { vars } from '../components/theme.css.ts';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '-10rem',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: vars.radius.md,
  // The header's small bold (its call to action): no font of its own to look up on every page.
  fontSize: vars.text.sm,
  fontWeight: vars.weight.bold,
  selectors: { '&:focus': { top: vars.space.sm, color: vars.color.primaryText } },
});

export const main = style({ display: 'block', minHeight: '60vh', outline: 'none' });
