import { style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { vars } from '../theme.css.ts';

/** How the figures beside it are counted: small print under the copy that states them, never louder than it. */
export const root = style({
  marginTop: vars.space.lg,
  maxWidth: vars.size.prose,
  color: vars.color.textMuted,
  fontSize: vars.text.sm,
});
export const title = style({ margin: `0 0 ${vars.space.xs}`, fontWeight: vars.weight.bold });
export const list = style([stack({ gap: 'xs', list: true }), { margin: 0 }]);
