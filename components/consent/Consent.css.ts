import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme.css.ts';

/** Fixed at the bottom, above the toasts' corner; it takes no room from the page. */
export const banner = style({
  position: 'fixed',
  insetInline: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: 60,
  maxWidth: '36rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  '@media': { [media.md]: { marginInline: 0 }, print: { display: 'none' } },
});
export const title = style({ fontSize: vars.text.xl, margin: `0 0 ${vars.space.sm}` });
export const text = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.text.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const settings = style({
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
