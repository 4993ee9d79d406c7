import { style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { inText } from '../system/rules.ts';
import { onSurface, surface } from '../system/surface.css.ts';
import { vars } from '../theme.css.ts';

export const root = style([stack({ gap: 'md', list: true }), inText]);

export const phase = style([
  surface({ emphasis: 'flat' }),
  stack({ gap: 'sm' }),
  onSurface({ borderInlineStart: `4px solid ${vars.color.primary}` }),
]);

export const title = style({ margin: 0, fontSize: vars.text.lg });
export const duration = style({ margin: 0, color: vars.color.primary, fontWeight: vars.weight.bold });
export const description = style({ margin: 0, color: vars.color.textMuted });
