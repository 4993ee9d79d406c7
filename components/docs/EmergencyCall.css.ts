import { style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { vars } from '../theme.css.ts';

export const root = style([
  stack({ gap: 'sm' }),
  {
    margin: `${vars.space.lg} 0 ${vars.space.xl}`,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `2px solid ${vars.color.danger}`,
    background: vars.color.dangerSurface,
    justifyItems: 'start',
    fontSize: vars.text.md,
  },
]);

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const availability = style({ margin: 0, fontWeight: vars.weight.bold });
