/** A scenario's payback curve, small: drawn one unit to the pixel, in the theme's colours. */
import { style } from '@vanilla-extract/css';
import { cluster } from '../system/layout.css.ts';
import { vars } from '../theme.css.ts';

export const root = style([cluster({ gap: 'sm' }), { alignItems: 'center', margin: 0, fontSize: vars.text.sm }]);
export const svg = style({ flex: 'none', overflow: 'visible' });
export const zero = style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 1, strokeDasharray: '3 3' });
export const line = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2, strokeLinejoin: 'round' });
