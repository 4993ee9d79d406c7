import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { stack } from '../system/layout.css.ts';
import { figure, withIcon } from '../system/rules.ts';
import { surface } from '../system/surface.css.ts';
import { media, vars } from '../theme.css.ts';

export const layout = recipe({
  variants: {
    single: {
      true: [
        stack({ gap: 'lg' }),
        { alignItems: 'start', '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      ],
      false: {},
    },
  },
});

export const singleList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const card = style([surface(), { display: 'flex', flexDirection: 'column' }]);

export const name = style({ margin: `0 0 ${vars.space.sm}` });

export const price = style([figure, { margin: `0 0 ${vars.space.sm}`, color: vars.color.text }]);

export const description = style({ color: vars.color.textMuted });

export const includes = style({ margin: `0 0 ${vars.space.md}` });

/** The call to action sits at the foot of the card, whatever the length of the text above. */
export const cta = style({ marginTop: 'auto' });

export const support = recipe({
  base: [
    withIcon('sm', 'flex-start'),
    {
      maxWidth: vars.size.prose,
      margin: `${vars.space.xl} 0 0`,
      padding: vars.space.md,
      borderRadius: vars.radius.md,
      background: vars.color.successSurface,
      color: vars.color.text,
    },
  ],
  variants: { single: { true: { margin: 0 }, false: {} } },
});
export const supportIcon = style({ color: vars.color.success, flex: 'none', marginTop: '0.15em' });

export { vat } from './Vat.css.ts';
