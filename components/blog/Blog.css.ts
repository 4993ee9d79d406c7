import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { cluster, stack } from '../system/layout.css.ts';
import { onSurface, surface } from '../system/surface.css.ts';
import { media, vars } from '../theme.css.ts';

/** Featured articles two to a row, recent ones three (docs/product.md#blog). */
export const grid = recipe({
  base: [stack({ gap: 'lg', list: true }), { gridTemplateColumns: '1fr', margin: 0 }],
  variants: {
    columns: {
      2: { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } } },
      3: {
        '@media': {
          [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [media.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        },
      },
    },
  },
});

export const card = recipe({
  base: [surface(), { height: '100%', display: 'flex', flexDirection: 'column', gap: vars.space.sm }],
  variants: { featured: { true: onSurface({ borderColor: vars.color.primary }), false: {} } },
});
export const badges = style([cluster({ gap: 'xs' }), { margin: 0 }]);
export const cardTitle = style({ margin: 0, fontSize: vars.text.xl });
globalStyle(`${cardTitle} a`, { color: vars.color.text, textDecoration: 'none' });
globalStyle(`${cardTitle} a:hover`, { color: vars.color.primary, textDecoration: 'underline' });
export const excerpt = style({ margin: 0, color: vars.color.textMuted });
export const meta = style({ margin: 0, fontSize: vars.text.sm, color: vars.color.textMuted });
export const readLink = style({ marginTop: 'auto', paddingTop: vars.space.sm, fontWeight: vars.weight.bold });

export const articleFooter = style({
  marginTop: vars.space['2xl'],
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { print: { display: 'none' } },
});
export const figure = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.weight.bold });
