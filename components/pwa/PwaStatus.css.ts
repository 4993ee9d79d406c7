import { style, styleVariants } from '@vanilla-extract/css';
import { targetSize, vars } from '../theme.css.ts';

/** Bottom-left, away from the toasts (bottom-right); takes no room and no clicks when empty. */
export const dock = style({
  position: 'fixed',
  insetInlineStart: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: 40,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  selectors: { '&:empty': { display: 'none' } },
});

// Plain class maps, not recipes: this is an island on every page, and a recipe brings its runtime along.
const pillBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.bold,
  pointerEvents: 'auto',
});

export const pill = styleVariants({
  offline: [pillBase, { background: vars.color.warningSurface, color: vars.color.text }],
  pending: [pillBase, { background: vars.color.infoSurface, color: vars.color.text }],
});

const dotBase = style({ width: '0.6rem', height: '0.6rem', borderRadius: '50%', flex: 'none' });

export const dot = styleVariants({
  offline: [dotBase, { background: vars.color.warning }],
  pending: [dotBase, { background: vars.color.info }],
});

export const install = style({
  pointerEvents: 'auto',
  minHeight: targetSize,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.background,
  color: vars.color.primary,
  fontWeight: vars.weight.bold,
  cursor: 'pointer',
  boxShadow: vars.shadow.card,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
