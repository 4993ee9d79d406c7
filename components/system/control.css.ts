/** The look of a text input, select or textarea, wherever it is (forms, the ROI calculator, search). */
import { style } from '@vanilla-extract/css';
import { targetSize, vars } from '../theme.css.ts';

export const control = style({
  minHeight: targetSize,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.background,
  color: vars.color.text,
});
