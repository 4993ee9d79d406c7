import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme.css.ts';

/** One column on phones, two from sm, four from lg; `minmax(0, 1fr)` so a long figure wraps instead of overflowing. */
export const root = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

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
