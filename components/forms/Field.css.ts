import { style } from '@vanilla-extract/css';
import { control as controlLook } from '../system/control.css.ts';
import { stack } from '../system/layout.css.ts';
import { vars } from '../theme.css.ts';

export const field = style([stack({ gap: 'xs' }), { alignContent: 'start' }]);
export const label = style({ fontWeight: vars.weight.bold });
export const optional = style({ fontWeight: vars.weight.regular, color: vars.color.textMuted });
export const control = style([
  controlLook,
  {
    width: '100%',
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    },
  },
]);
export const textarea = style({ minHeight: '9rem', resize: 'vertical' });
export const help = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.sm });
export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.bold,
});
