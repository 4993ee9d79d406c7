import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme.css.ts';

export const root = style({
  paddingBlock: `${vars.space['2xl']} ${vars.space['2xl']}`,
  background: `linear-gradient(180deg, ${vars.color.surface} 0%, ${vars.color.background} 100%)`,
  '@media': { [media.md]: { paddingBlock: `${vars.space['3xl']} ${vars.space['3xl']}` } },
});
export const inner = style({ maxWidth: vars.size.content, margin: '0 auto', paddingInline: vars.space.md });
export const eyebrow = style({
  display: 'inline-block',
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.infoSurface,
  color: vars.color.info,
  fontWeight: 650,
  fontSize: '0.9rem',
});
export const title = style({ maxWidth: '20ch' });
export const lead = style({ maxWidth: vars.size.prose, fontSize: '1.2rem', color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: `${vars.space.xl} 0` });
export const promises = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  fontWeight: 600,
});
export const promise = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const tick = style({ color: vars.color.success });
export const note = style({ color: vars.color.textMuted, fontSize: '0.95rem', margin: 0 });
