import { globalStyle, style } from '@vanilla-extract/css';
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

// The bar drawn the same in each engine: `appearance: none`, then its track and value through each engine's own
// pseudo-elements (WebKit and Blink share theirs; Gecko has one for the value).
export const bar = style({
  gridColumn: '1 / -1',
  inlineSize: '100%',
  blockSize: '0.5rem',
  appearance: 'none',
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
  overflow: 'hidden',
  selectors: { [`${root}[data-state="complete"] &`]: { color: vars.color.success } },
});
globalStyle(`${bar}::-webkit-progress-bar`, { background: vars.color.surfaceMuted });
globalStyle(`${bar}::-webkit-progress-value`, { background: 'currentColor', borderRadius: vars.radius.pill });
globalStyle(`${bar}::-moz-progress-bar`, { background: 'currentColor', borderRadius: vars.radius.pill });
