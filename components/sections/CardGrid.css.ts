import { style } from '@vanilla-extract/css';
import { iconTile } from '../system/iconTile.css.ts';
import { cluster } from '../system/layout.css.ts';
import { vars } from '../theme.css.ts';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const icon = style([iconTile({ size: 'lg', tone: 'info' })]);
export const title = style({ margin: 0 });
export const text = style({ color: vars.color.textMuted, margin: 0 });
export const points = style({ margin: 0 });
export const link = style({ marginTop: 'auto', paddingTop: vars.space.sm, fontWeight: vars.weight.bold });
export const badges = style([cluster({ gap: 'xs' })]);
