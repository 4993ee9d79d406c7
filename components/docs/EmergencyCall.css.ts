import { style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { inText } from '../system/rules.ts';
import { vars } from '../theme.css.ts';

export const root = style([
  stack({ gap: 'sm' }),
  inText,
  {
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `2px solid ${vars.color.danger}`,
    background: vars.color.dangerSurface,
    justifyItems: 'start',
  },
]);

export const availability = style({ margin: 0, fontWeight: vars.weight.bold });
