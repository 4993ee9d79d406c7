import { style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { vars } from '../theme.css.ts';

export const root = style({ marginBlockStart: vars.space.lg, scrollMarginTop: vars.space.xl });
export const caption = style({ textAlign: 'start', fontWeight: vars.weight.bold, paddingBlockEnd: vars.space.sm });
export const notes = style([
  stack({ gap: 'xs', list: true }),
  { margin: 0, fontSize: vars.text.sm, color: vars.color.textMuted },
]);
