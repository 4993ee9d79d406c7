import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { cluster } from '../system/layout.css.ts';
import { media, vars } from '../theme.css.ts';

export const root = recipe({
  base: { background: `linear-gradient(180deg, ${vars.color.surface} 0%, ${vars.color.background} 100%)` },
  variants: {
    size: {
      home: { paddingBlock: vars.space['2xl'], '@media': { [media.md]: { paddingBlock: vars.space['3xl'] } } },
      page: { paddingBlock: `${vars.space['2xl']} ${vars.space.xl}` },
    },
  },
});
export const inner = style({ maxWidth: vars.size.content, margin: '0 auto', paddingInline: vars.space.md });
export const eyebrow = style({
  display: 'inline-block',
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.infoSurface,
  color: vars.color.info,
  fontWeight: vars.weight.bold,
  fontSize: vars.text.sm,
});
export const title = recipe({
  variants: { size: { home: { maxWidth: '20ch' }, page: { maxWidth: '28ch' } } },
});
export const lead = style({ maxWidth: vars.size.prose, fontSize: vars.text.xl, color: vars.color.textMuted });
export const actions = style([cluster({ gap: 'md' }), { margin: `${vars.space.xl} 0` }]);
export const promises = style([
  cluster({ list: true }),
  { gap: `${vars.space.sm} ${vars.space.lg}`, margin: `0 0 ${vars.space.md}`, fontWeight: vars.weight.bold },
]);
export const promise = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const note = style({ color: vars.color.textMuted, fontSize: vars.text.sm, margin: 0 });
