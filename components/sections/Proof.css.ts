import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const quote = style({ margin: 0, display: 'flex', flexDirection: 'column', height: '100%' });
export const text = style({ fontSize: '1.05rem', margin: `0 0 ${vars.space.md}` });
export const metrics = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const metric = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontWeight: 650,
  fontSize: '0.9rem',
});
export const caption = style({ marginTop: 'auto', color: vars.color.textMuted, fontSize: '0.95rem' });
export const author = style({ display: 'block', color: vars.color.text, fontWeight: 700, fontStyle: 'normal' });
export const roi = style({ display: 'block', marginTop: vars.space.xs, color: vars.color.primary, fontWeight: 700 });

export const stats = style({ marginTop: vars.space['2xl'] });
export const stat = style({ textAlign: 'center' });
export const statIcon = style({ display: 'inline-grid', color: vars.color.primary, marginBottom: vars.space.sm });
export const statValue = style({ display: 'block', fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.1 });
export const statLabel = style({ display: 'block', fontWeight: 650 });
export const statSubtitle = style({ display: 'block', color: vars.color.textMuted, fontSize: '0.95rem' });
