import { style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { surface } from '../system/surface.css.ts';
import { vars } from '../theme.css.ts';

export const requests = style({ margin: `${vars.space.lg} 0` });
export const requestList = style([stack({ gap: 'lg', list: true }), { margin: `0 0 ${vars.space.lg}` }]);
export const request = style([surface({ padding: 'md', emphasis: 'outline' })]);
export const requestText = style({ margin: `${vars.space.sm} 0 ${vars.space.xs}`, fontSize: vars.text.md });
export const subject = style({ margin: 0, fontSize: vars.text.sm, color: vars.color.textMuted });
