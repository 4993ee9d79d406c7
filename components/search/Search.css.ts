import { globalStyle, style } from '@vanilla-extract/css';
import { control } from '../system/control.css.ts';
import { cluster, stack } from '../system/layout.css.ts';
import { vars } from '../theme.css.ts';

export const root = style({ maxWidth: vars.size.prose });
export const form = style([stack({ gap: 'sm' })]);
export const label = style({ fontWeight: vars.weight.bold });
export const row = style([cluster({ gap: 'sm' })]);
export const input = style([control, { flex: '1 1 16rem', fontSize: vars.text.lg }]);
export const status = style({ margin: `${vars.space.md} 0`, color: vars.color.textMuted, minHeight: '1.6em' });
export const results = style([stack({ gap: 'lg', list: true }), { margin: 0 }]);
export const result = style({ paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const resultLink = style({ fontSize: vars.text.xl, fontWeight: vars.weight.bold });
export const excerpt = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
globalStyle(`${excerpt} mark`, { background: vars.color.warningSurface, color: vars.color.text, padding: '0 0.1em' });
export const noscript = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
