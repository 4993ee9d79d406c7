import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { brand } from '../../lib/brand.ts';
import { cluster } from '../system/layout.css.ts';
import { surface } from '../system/surface.css.ts';
import { media, vars } from '../theme.css.ts';

/** The strip scrolls by exactly one copy of the logos, so the loop is seamless (docs/product.md#behaviour: 30 s). */
const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

export const strip = style({
  overflow: 'hidden',
  marginBottom: vars.space['2xl'],
  // A mask reads only alpha: black here means "fully shown", not a colour.
  maskImage: 'linear-gradient(90deg, transparent, black 8%, black 92%, transparent)',
});

export const track = style({
  display: 'flex',
  width: 'max-content',
  animation: `${scroll} 30s linear infinite`,
  selectors: { [`${strip}:hover &, ${strip}:focus-within &`]: { animationPlayState: 'paused' } },
  '@media': { [media.reducedMotion]: { animation: 'none', flexWrap: 'wrap', width: 'auto', justifyContent: 'center' } },
});

export const logos = style({
  display: 'flex',
  gap: vars.space.xl,
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.xl} 0 0`,
});

/** The duplicate copy only exists to close the loop; without motion it is not shown. */
export const duplicate = style({ '@media': { [media.reducedMotion]: { display: 'none' } } });

/** Each mark on a white tile, so brand colours read the same in both themes. */
export const logo = style([
  surface({ padding: 'none', emphasis: 'outline' }),
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '9rem',
    height: '3.5rem',
    padding: `${vars.space.sm} ${vars.space.md}`,
    background: brand.paper,
    whiteSpace: 'nowrap',
  },
]);

/** A brand without a published mark, set as type: the firm's ink on the paper tile in both themes. */
export const wordmark = style({
  color: brand.ink,
  fontWeight: vars.weight.bold,
  fontSize: vars.text.lg,
  letterSpacing: '-0.01em',
});

export const toolList = style([cluster({ gap: 'sm', list: true }), { margin: 0 }]);
export const tool = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: vars.text.sm,
});

globalStyle(`${logo} img`, { width: 'auto', height: '2rem' });
