/**
 * The card look: a bordered box on the page, with its inner space and how far it stands out as variants.
 * A component composes it (`style([surface({ padding: 'md', emphasis: 'flat' }), { …its own rules }])`) and
 * keeps only what is particular to it. (vanilla-extract's own site keeps these rules in `site/src/system/`.)
 *
 * A component's own rules must not set what the surface sets (border, radius, padding, background, shadow)
 * as plain rules: the islands use surfaces too, so these rules reach every page in the client entry's
 * stylesheet, which scripts/inline-css.ts places after the page's own, and a rule of equal specificity there
 * wins. A change to the surface itself (a popular plan's border) is written with `onSurface`, one class more
 * specific, so it wins wherever the rules stand.
 * @see https://vanilla-extract.style/documentation/packages/recipes/
 */
import type { GlobalStyleRule, StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../theme.css.ts';

export const surface = recipe({
  base: { border: `1px solid ${vars.color.border}` },
  variants: {
    /** The inner space, and the corner radius that goes with it (`none`: the component sets its own space). */
    padding: {
      none: { borderRadius: vars.radius.md },
      md: { padding: vars.space.md, borderRadius: vars.radius.md },
      lg: { padding: vars.space.lg, borderRadius: vars.radius.lg },
      xl: { padding: vars.space.xl, borderRadius: vars.radius.lg },
      /** `lg` on phones, `xl` from md: the big blocks (a form, a case study). */
      lgToXl: {
        padding: vars.space.lg,
        borderRadius: vars.radius.lg,
        '@media': { [media.md]: { padding: vars.space.xl } },
      },
    },
    /** How far it stands out: a border only, the page's ground, the muted ground, or raised by a shadow. */
    emphasis: {
      outline: {},
      flat: { background: vars.color.background },
      muted: { background: vars.color.surface },
      raised: { background: vars.color.background, boxShadow: vars.shadow.card },
    },
  },
  defaultVariants: { padding: 'lg', emphasis: 'raised' },
});

/** A component's change to its surface's own properties (border, ground, shadow, space), which wins over them. */
export const onSurface = (rule: GlobalStyleRule): StyleRule => ({
  selectors: { [`${surface.classNames.base}&`]: rule },
});
