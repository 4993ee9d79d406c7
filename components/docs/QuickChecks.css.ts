import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const root = style({
  listStyle: 'none',
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  fontSize: vars.text.md,
});

export const item = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const title = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.text.lg,
  lineHeight: 1.4,
});
export const icon = style({ display: 'inline-flex', color: vars.color.warning, marginTop: '0.1em' });

export const checks = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.textMuted });
globalStyle(`${checks} li + li`, { marginTop: vars.space.xs });
