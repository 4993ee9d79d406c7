import { style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { surface } from '../system/surface.css.ts';
import { media, vars } from '../theme.css.ts';

/** One column on phones, two from sm, four from lg; `minmax(0, 1fr)` so a long figure wraps instead of overflowing. */
export const root = style([
  stack({ gap: 'md', list: true }),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    margin: 0,
    '@media': {
      [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
]);

export const tile = style([
  surface({ padding: 'md', emphasis: 'muted' }),
  { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
]);

export const icon = style({ color: vars.color.primary, marginBottom: vars.space.xs });

export const value = style({
  fontSize: vars.text.xl,
  fontWeight: vars.weight.bold,
  lineHeight: 1.2,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  '@media': { [media.sm]: { fontSize: vars.text['2xl'] } },
});

export const metric = style({ fontWeight: vars.weight.bold });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.text.sm });
