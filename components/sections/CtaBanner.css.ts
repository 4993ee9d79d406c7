import { style } from '@vanilla-extract/css';
import { cluster } from '../system/layout.css.ts';
import { vars } from '../theme.css.ts';

export const root = style({ paddingBlock: vars.space['2xl'], paddingInline: vars.space.md });
export const box = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space['2xl']} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: vars.color.primary,
  color: vars.color.primaryText,
  textAlign: 'center',
});
export const text = style({ maxWidth: vars.size.prose, margin: `0 auto ${vars.space.lg}`, fontSize: vars.text.lg });
export const actions = style([cluster({ gap: 'md' }), { justifyContent: 'center' }]);
export const note = style({ margin: `${vars.space.lg} 0 0`, fontWeight: vars.weight.bold });
