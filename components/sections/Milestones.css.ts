import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme.css.ts';

/** A line down the left with a dot per event; from sm the year sits in its own column beside the event. */
export const list = style({
  position: 'relative',
  maxWidth: vars.size.prose,
  listStyle: 'none',
  margin: 0,
  padding: `0 0 0 ${vars.space.xl}`,
  display: 'grid',
  gap: vars.space.lg,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlock: vars.space.sm,
      insetInlineStart: vars.space.sm,
      width: '2px',
      background: vars.color.border,
    },
  },
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [media.sm]: { gridTemplateColumns: '4.5rem minmax(0, 1fr)', gap: vars.space.md } },
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '0.45em',
      insetInlineStart: `calc(${vars.space.sm} - ${vars.space.xl} - 5px)`,
      width: '12px',
      height: '12px',
      borderRadius: vars.radius.pill,
      background: vars.color.primary,
    },
  },
});

export const year = style({
  fontWeight: vars.weight.bold,
  fontSize: vars.text.lg,
  color: vars.color.primary,
  lineHeight: 1.4,
});

export const event = style({ margin: 0 });
