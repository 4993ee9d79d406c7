import { style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { surface } from '../system/surface.css.ts';
import { media, vars } from '../theme.css.ts';

export const form = style([stack({ gap: 'lg' }), surface({ padding: 'lgToXl' })]);
export const row = style([stack({ gap: 'lg' }), { '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } } }]);
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
export const submit = style({ justifySelf: 'start' });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.sm });
