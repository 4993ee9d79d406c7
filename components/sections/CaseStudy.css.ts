import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as layout from '../system/layout.css.ts';
import { surface } from '../system/surface.css.ts';
import { media, vars } from '../theme.css.ts';

export const stack = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space['2xl']}`,
  display: 'grid',
  gap: vars.space['2xl'],
});

export const root = style([
  surface({ padding: 'lgToXl' }),
  {
    // `/case-studies#<id>` scrolls here. html's scroll-padding clears a one-row header; the header takes two rows
    // on phones (its call to action) and between lg and xl (its links), so leave room for those too.
    scrollMarginTop: vars.space['2xl'],
  },
]);

export const tags = style([layout.cluster({ gap: 'xs', list: true }), { margin: `0 0 ${vars.space.md}` }]);

export const title = style({ margin: `0 0 ${vars.space.sm}` });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `0 0 ${vars.space.lg}`,
});
export const metaItem = style({ display: 'flex', gap: vars.space.xs });
globalStyle(`${metaItem} dt`, { color: vars.color.textMuted });
globalStyle(`${metaItem} dt::after`, { content: '":"' });
globalStyle(`${metaItem} dd`, { margin: 0, fontWeight: vars.weight.bold });

export const blocks = style([
  layout.stack({ gap: 'md' }),
  { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
]);

export const block = recipe({
  base: { padding: vars.space.lg, borderRadius: vars.radius.md, borderInlineStart: '4px solid' },
  variants: {
    tone: {
      challenge: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
      solution: { background: vars.color.successSurface, borderColor: vars.color.success },
    },
  },
});
export const blockText = style({ margin: 0 });

export const resultsHeading = style({ margin: `${vars.space.xl} 0 ${vars.space.md}` });

/** The accordion and the testimonial: stacked, then side by side from lg. */
export const details = style([
  layout.stack({ gap: 'lg' }),
  {
    marginTop: vars.space.xl,
    alignItems: 'start',
    '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
  },
]);

export const testimonial = style({ background: vars.color.surface });

export const technologies = style([layout.cluster({ gap: 'sm', list: true }), { margin: 0 }]);

/** A technology's name; unlike a badge it may wrap, as some names are long. */
export const chip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.bold,
});

export const steps = style([layout.stack({ gap: 'xs' }), { margin: 0, paddingInlineStart: vars.space.lg }]);

export const list = style({ margin: 0 });
