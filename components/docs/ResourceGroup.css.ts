import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/** A resource card: the whole card follows its button (the button's ::after covers it). */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  scrollMarginTop: '6rem',
  transition: 'border-color 150ms',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});
export const top = style({
  display: 'flex',
  width: '100%',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.info,
});
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  margin: 0,
});
export const title = style({ margin: 0 });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const action = style({ marginTop: 'auto', paddingTop: vars.space.sm });
export const stretched = style({
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } },
});
