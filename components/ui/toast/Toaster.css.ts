import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const root = recipe({
  base: {
    position: 'relative',
    width: 'min(24rem, calc(100vw - 2rem))',
    padding: `${vars.space.md} ${vars.space.xl} ${vars.space.md} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: '6px',
    background: vars.color.background,
    color: vars.color.text,
    boxShadow: vars.shadow.raised,
    // Zag positions each toast with CSS variables; these make the stack and its transitions work.
    translate: 'var(--x) var(--y)',
    scale: 'var(--scale)',
    zIndex: 'var(--z-index)',
    height: 'var(--height)',
    opacity: 'var(--opacity)',
    willChange: 'translate, opacity, scale',
    transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
  },
  variants: {
    type: {
      loading: { borderInlineStartColor: vars.color.textMuted },
      success: { borderInlineStartColor: vars.color.success },
      info: { borderInlineStartColor: vars.color.info },
      warning: { borderInlineStartColor: vars.color.warning },
      error: { borderInlineStartColor: vars.color.danger },
    },
  },
  defaultVariants: { type: 'info' },
});

export const title = style({ fontWeight: vars.weight.bold, margin: 0 });
export const description = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.text.sm,
});
export const action = style({
  marginTop: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: 'none',
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.weight.bold,
  cursor: 'pointer',
});
export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  width: '2rem',
  height: '2rem',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  cursor: 'pointer',
  color: vars.color.textMuted,
});
