import { style } from '@vanilla-extract/css';
import { cluster } from '../system/layout.css.ts';
import { vars } from '../theme.css.ts';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, scrollMarginTop: '6rem' });
export const badges = style([cluster({ gap: 'xs' }), { margin: 0 }]);
export const title = style({ margin: 0 });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const topics = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.textMuted });
export const tools = style([cluster({ gap: 'xs', list: true }), { margin: 0 }]);
export const action = style({ marginTop: 'auto', paddingTop: vars.space.sm, fontWeight: vars.weight.bold });
export const note = style({ marginTop: vars.space.lg, color: vars.color.textMuted });
