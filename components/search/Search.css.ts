import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const root = style({ maxWidth: vars.size.prose });
export const form = style({ display: 'grid', gap: vars.space.sm });
export const label = style({ fontWeight: vars.weight.bold });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const input = style({
  flex: '1 1 16rem',
  minHeight: '2.75rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.text.lg,
});
export const status = style({ margin: `${vars.space.md} 0`, color: vars.color.textMuted, minHeight: '1.6em' });
export const results = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });
export const result = style({ paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const resultLink = style({ fontSize: vars.text.xl, fontWeight: vars.weight.bold });
export const excerpt = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
globalStyle(`${excerpt} mark`, { background: vars.color.warningSurface, color: vars.color.text, padding: '0 0.1em' });
export const noscript = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
