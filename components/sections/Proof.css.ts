import { style } from '@vanilla-extract/css';
import { cluster } from '../system/layout.css.ts';
import { vars } from '../theme.css.ts';

export const quote = style({ margin: 0, display: 'flex', flexDirection: 'column', height: '100%' });
export const text = style({ fontSize: vars.text.lg, margin: `0 0 ${vars.space.md}` });
export const metrics = style([cluster({ gap: 'sm', list: true }), { margin: `0 0 ${vars.space.md}` }]);
export const metric = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontWeight: vars.weight.bold,
  fontSize: vars.text.sm,
});
export const caption = style({ marginTop: 'auto', color: vars.color.textMuted, fontSize: vars.text.sm });
export const author = style({
  display: 'block',
  color: vars.color.text,
  fontWeight: vars.weight.bold,
  fontStyle: 'normal',
});
export const roi = style({
  display: 'block',
  marginTop: vars.space.xs,
  color: vars.color.primary,
  fontWeight: vars.weight.bold,
});

export const stats = style({ marginTop: vars.space['2xl'] });
export const stat = style({ textAlign: 'center' });
export const statIcon = style({ display: 'inline-grid', color: vars.color.primary, marginBottom: vars.space.sm });
export const statValue = style({
  display: 'block',
  fontSize: vars.text['3xl'],
  fontWeight: vars.weight.bold,
  lineHeight: 1.1,
});
export const statLabel = style({ display: 'block', fontWeight: vars.weight.bold });
export const statSubtitle = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.text.sm });
