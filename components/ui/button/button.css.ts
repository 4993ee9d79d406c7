/** Button look, shared by <a> calls to action and <button>s. */
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { targetSize, vars } from '../../theme.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: targetSize,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: '2px solid transparent',
    fontWeight: vars.weight.bold,
    lineHeight: 1.2,
    textDecoration: 'none',
    textAlign: 'center',
    cursor: 'pointer',
    transition: 'background-color 150ms, color 150ms, border-color 150ms',
    ':disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&:hover': { background: vars.color.primaryHover, color: vars.color.primaryText } },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover': { borderColor: vars.color.primary, color: vars.color.text } },
      },
      /** Primary call to action on a primary-coloured panel (the closing banner). */
      inverse: {
        background: vars.color.primaryText,
        color: vars.color.primary,
        selectors: { '&:hover': { background: vars.color.surface, color: vars.color.primary } },
      },
      /** Secondary call to action on a primary-coloured panel. */
      inverseOutline: {
        background: 'transparent',
        color: vars.color.primaryText,
        borderColor: vars.color.primaryText,
        selectors: { '&:hover': { color: vars.color.primaryText, textDecoration: 'underline' } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.primary,
        selectors: { '&:hover': { background: vars.color.surfaceMuted } },
      },
    },
    size: {
      sm: { minHeight: '2.5rem', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.text.sm },
      md: {},
      lg: { minHeight: '3.25rem', padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.text.lg },
    },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
