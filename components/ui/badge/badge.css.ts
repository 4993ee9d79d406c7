/** Badge looks (docs/product.md#behaviour): a small label on a tinted surface, its text at full contrast. */
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `0.1rem ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    border: '1px solid',
    fontSize: vars.text.sm,
    fontWeight: vars.weight.bold,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
    color: vars.color.text,
  },
  variants: {
    tone: {
      default: { background: vars.color.surfaceMuted, borderColor: vars.color.border },
      secondary: { background: vars.color.background, borderColor: vars.color.textMuted },
      primary: { background: vars.color.infoSurface, borderColor: vars.color.primary },
      accent: { background: vars.color.accentSurface, borderColor: vars.color.accent },
      success: { background: vars.color.successSurface, borderColor: vars.color.success },
      warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
      destructive: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
      muted: { background: 'transparent', borderColor: vars.color.border, color: vars.color.textMuted },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type BadgeTone = NonNullable<NonNullable<RecipeVariants<typeof badge>>['tone']>;
