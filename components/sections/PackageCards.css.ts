import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { surface } from '../system/surface.css.ts';
import { vars } from '../theme.css.ts';
import * as popular from './Popular.css.ts';

export const card = recipe({
  base: [surface({ padding: 'xl' }), { position: 'relative', display: 'flex', flexDirection: 'column' }],
  variants: {
    popular: { true: popular.card, false: {} },
  },
});

export const badge = popular.badge;
export const price = style({
  fontSize: vars.text['2xl'],
  fontWeight: vars.weight.bold,
  margin: `0 0 ${vars.space.xs}`,
  lineHeight: 1.1,
});
export const priceUnit = style({
  fontSize: vars.text.md,
  fontWeight: vars.weight.regular,
  color: vars.color.textMuted,
});
export { vat } from './Vat.css.ts';
export const monthly = style({ fontWeight: vars.weight.bold, margin: `0 0 ${vars.space.sm}` });
export const duration = style({ color: vars.color.textMuted, fontSize: vars.text.sm });
export const features = style({ margin: `${vars.space.md} 0` });
export const idealFor = style({
  marginTop: 'auto',
  paddingTop: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.text.sm,
});
export const cta = style({ marginTop: vars.space.md });
