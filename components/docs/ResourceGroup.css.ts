import { style } from '@vanilla-extract/css';
import { iconTile } from '../system/iconTile.css.ts';
import { cluster } from '../system/layout.css.ts';
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
export const icon = style([iconTile({ tone: 'info' }), { flex: 'none' }]);
export const badges = style([cluster({ gap: 'xs' }), { justifyContent: 'flex-end', margin: 0 }]);
export const title = style({ margin: 0 });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const action = style({ marginTop: 'auto', paddingTop: vars.space.sm });
export const stretched = style({
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } },
});
