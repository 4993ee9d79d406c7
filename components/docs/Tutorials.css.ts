import { style } from '@vanilla-extract/css';
import { iconTile } from '../system/iconTile.css.ts';
import { cluster } from '../system/layout.css.ts';
import { vars } from '../theme.css.ts';

export const card = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });
export const top = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const icon = style([iconTile({ tone: 'accent' }), { flex: 'none' }]);
export const badges = style([cluster({ gap: 'xs' }), { margin: 0 }]);
export const title = style({ margin: 0 });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const action = style({ marginTop: 'auto', paddingTop: vars.space.sm });
export const note = style({ maxWidth: vars.size.prose, margin: `${vars.space.lg} 0 0`, color: vars.color.textMuted });
