import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { cluster, stack } from '../system/layout.css.ts';
import { fitColumns, inText, withIcon } from '../system/rules.ts';
import { onSurface, surface } from '../system/surface.css.ts';
import { vars } from '../theme.css.ts';

export const root = style(inText);

export const grid = style([stack({ gap: 'md', list: true }), fitColumns('min(100%, 20rem)'), { margin: 0 }]);

/** A module's card; the popular ones carry the accent border beside their badge. */
export const card = recipe({
  base: [
    surface(),
    { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm, scrollMarginTop: '6rem' },
  ],
  variants: {
    popular: { true: onSurface({ borderColor: vars.color.accent, borderWidth: '2px' }), false: {} },
  },
  defaultVariants: { popular: false },
});

export const badges = style([cluster({ gap: 'xs' }), { margin: 0 }]);
export const title = style({ margin: 0, fontSize: vars.text.lg });
export const description = style({ margin: 0, color: vars.color.textMuted });
export const format = style([withIcon('xs'), { margin: 0, fontWeight: vars.weight.bold, fontSize: vars.text.sm }]);
globalStyle(`${format} svg`, { flex: 'none' });
export const topicsTitle = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.text.md });
export const topics = style({ margin: 0 });
export const action = style({ marginTop: 'auto', paddingTop: vars.space.sm });
export const note = style({ margin: `${vars.space.lg} 0 0`, color: vars.color.textMuted });
