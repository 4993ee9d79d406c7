import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme.css.ts';

export const grid = style({
  display: 'grid',
  gap: vars.space['2xl'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl } },
});

export const panel = style({ minWidth: 0 });

export const items = style({ margin: `${vars.space.lg} 0 0` });
