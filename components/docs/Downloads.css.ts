import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const root = style({
  listStyle: 'none',
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  fontSize: vars.text.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.info,
});
export const title = style({ margin: 0, fontSize: vars.text.lg });
export const description = style({ margin: 0, color: vars.color.textMuted });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0 });
export const action = style({ marginTop: 'auto', paddingTop: vars.space.sm });
