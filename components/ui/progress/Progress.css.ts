import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.text.sm,
});
export const label = style({ color: vars.color.textMuted });
export const value = style({ fontWeight: vars.weight.bold });
export const track = style({
  gridColumn: '1 / -1',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const range = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  selectors: {
    '[data-state="complete"] &': { background: vars.color.success },
    '[data-state="indeterminate"] &': { width: '40%', animation: `${slide} 1.2s ease-in-out infinite` },
  },
});
