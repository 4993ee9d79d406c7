import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { stack } from '../system/layout.css.ts';
import { media, vars } from '../theme.css.ts';

export const layout = recipe({
  base: [stack({ gap: 'xl' }), { alignItems: 'start' }],
  variants: {
    aside: {
      true: { '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } } },
      false: {},
    },
  },
});

export const prose = style({ maxWidth: vars.size.prose, fontSize: vars.text.lg });
