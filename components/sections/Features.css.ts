import { style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { vars } from '../theme.css.ts';

export const text = style({ color: vars.color.textMuted, margin: 0 });
export const benefit = style([stack({ gap: 'md' }), { gridTemplateColumns: 'auto 1fr', alignItems: 'start' }]);
