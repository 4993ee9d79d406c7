import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/** "+VAT" after a price, on every card that shows one (packages, support levels, service tiers): quieter than the price. */
export const vat = style({
  fontSize: vars.text.sm,
  fontWeight: vars.weight.regular,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
