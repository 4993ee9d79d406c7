import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const root = style({
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  fontSize: vars.text.md,
});

export const category = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.text.lg,
});
export const icon = style({ display: 'inline-flex', color: vars.color.primary });

/** Items to tick off: an empty box before each, drawn by CSS (a printed checklist, not a form). */
export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({ position: 'relative', paddingInlineStart: '2rem' });
globalStyle(`${item}::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: 0,
  top: '0.2em',
  width: '1.15rem',
  height: '1.15rem',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.background,
});
