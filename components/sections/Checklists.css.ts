import { style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { media, vars } from '../theme.css.ts';

export const grid = style({
  display: 'grid',
  gap: vars.space['2xl'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl } },
});

export const panel = style({ minWidth: 0 });

export const items = style([stack({ gap: 'sm', list: true }), { margin: `${vars.space.lg} 0 0` }]);
export const item = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
