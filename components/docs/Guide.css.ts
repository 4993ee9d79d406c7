import { globalStyle, style } from '@vanilla-extract/css';
import { cluster, stack } from '../system/layout.css.ts';
import { fitColumns, inText, withIcon } from '../system/rules.ts';
import { surface } from '../system/surface.css.ts';
import { vars } from '../theme.css.ts';

export const root = style([stack({ gap: 'lg' }), inText, { scrollMarginTop: '6rem' }]);

export const summary = style({ maxWidth: vars.size.prose, margin: 0, fontSize: vars.text.lg });

/** Tools and time to implement, as a short fact sheet. */
export const facts = style([stack({ gap: 'md' }), surface({ emphasis: 'muted' }), { margin: 0 }]);
export const fact = style([stack({ gap: 'xs' })]);
export const term = style([
  withIcon('xs'),
  {
    fontWeight: vars.weight.bold,
    fontSize: vars.text.sm,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: vars.color.textMuted,
  },
]);
export const value = style({ margin: 0, fontWeight: vars.weight.bold });
export const tools = style([cluster({ gap: 'xs', list: true }), { margin: 0 }]);

export const heading = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.text.xl });

export const pitfalls = style([stack({ gap: 'sm', list: true }), { margin: 0 }]);
export const pitfall = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
});
globalStyle(`${pitfall} strong`, { display: 'block' });

export const results = style([stack({ gap: 'md', list: true }), fitColumns('11rem'), { margin: 0 }]);
export const result = style([
  surface({ padding: 'md', emphasis: 'flat' }),
  stack({ gap: 'xs' }),
  { alignContent: 'start' },
]);
export const resultValue = style({
  fontSize: vars.text.xl,
  fontWeight: vars.weight.bold,
  color: vars.color.primary,
  lineHeight: 1.2,
});
export const resultMetric = style({ fontWeight: vars.weight.bold });
export const resultDetail = style({ color: vars.color.textMuted, fontSize: vars.text.sm });

export const caseStudy = style({ fontWeight: vars.weight.bold });
