import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const root = style({
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  display: 'grid',
  gap: vars.space.lg,
  fontSize: vars.text.md,
  scrollMarginTop: '6rem',
});

export const summary = style({ maxWidth: vars.size.prose, margin: 0, fontSize: vars.text.lg });

/** Tools and time to implement, as a short fact sheet. */
export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const fact = style({ display: 'grid', gap: vars.space.xs });
export const term = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.weight.bold,
  fontSize: vars.text.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});
export const value = style({ margin: 0, fontWeight: vars.weight.bold });
export const tools = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const heading = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.text.xl });

export const pitfalls = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
export const pitfall = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
});
globalStyle(`${pitfall} strong`, { display: 'block' });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
});
export const result = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});
export const resultValue = style({
  fontSize: vars.text.xl,
  fontWeight: vars.weight.bold,
  color: vars.color.primary,
  lineHeight: 1.2,
});
export const resultMetric = style({ fontWeight: vars.weight.bold });
export const resultDetail = style({ color: vars.color.textMuted, fontSize: vars.text.sm });

export const caseStudy = style({ fontWeight: vars.weight.bold });
