import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { stack } from '../system/layout.css.ts';
import { fitColumns, inText, withIcon } from '../system/rules.ts';
import { onSurface, surface } from '../system/surface.css.ts';
import { vars } from '../theme.css.ts';

export const root = style([stack({ gap: 'md', list: true }), inText, fitColumns('min(100%, 20rem)')]);

/** A priority's card; P1 is highlighted as destructive (docs/product.md#behaviour). */
export const card = recipe({
  base: [surface({ emphasis: 'flat' }), stack({ gap: 'sm' }), { alignContent: 'start' }],
  variants: {
    highlight: {
      true: onSurface({ borderColor: vars.color.danger, borderWidth: '2px', background: vars.color.dangerSurface }),
      false: {},
    },
  },
  defaultVariants: { highlight: false },
});

export const title = style([withIcon(), { margin: 0, fontSize: vars.text.lg }]);
export const scenario = style({ margin: 0 });
export const action = style({ margin: 0, color: vars.color.textMuted });
export const response = style({ margin: 0, fontWeight: vars.weight.bold });
