import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { stack } from '../system/layout.css.ts';
import { figure } from '../system/rules.ts';
import { surface } from '../system/surface.css.ts';
import { vars } from '../theme.css.ts';
import * as popular from './Popular.css.ts';

export const card = recipe({
  base: [surface(), { display: 'flex', flexDirection: 'column' }],
  variants: {
    popular: { true: popular.card, false: {} },
  },
});

export const badge = popular.badge;
export { vat } from './Vat.css.ts';

export const name = style({ margin: `0 0 ${vars.space.xs}` });

export const price = style([figure, { margin: `0 0 ${vars.space.md}` }]);

export const terms = style([
  stack({ gap: 'xs' }),
  {
    margin: `0 0 ${vars.space.md}`,
    padding: `${vars.space.sm} 0`,
    borderBlock: `1px solid ${vars.color.border}`,
    fontSize: vars.text.sm,
  },
]);
export const term = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });

globalStyle(`${term} dt`, { color: vars.color.textMuted });
globalStyle(`${term} dd`, { margin: 0, fontWeight: vars.weight.bold });

export const features = style({ margin: 0 });
