import { style } from '@vanilla-extract/css';
import { cluster } from '../system/layout.css.ts';
import { surface } from '../system/surface.css.ts';
import { media, vars } from '../theme.css.ts';

/** Fixed at the bottom, above the toasts' corner; it takes no room from the page. */
export const banner = style([
  surface({ emphasis: 'flat' }),
  {
    position: 'fixed',
    insetInline: vars.space.md,
    insetBlockEnd: vars.space.md,
    zIndex: 60,
    maxWidth: '36rem',
    marginInline: 'auto',
    color: vars.color.text,
    boxShadow: vars.shadow.raised,
    '@media': { [media.md]: { marginInline: 0 }, print: { display: 'none' } },
  },
]);
export const title = style({ fontSize: vars.text.xl, margin: `0 0 ${vars.space.sm}` });
export const text = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.text.md });
export const actions = style([cluster({ gap: 'sm' })]);
export const settings = style([
  surface({ padding: 'md', emphasis: 'outline' }),
  { margin: `${vars.space.md} 0 ${vars.space.lg}` },
]);
