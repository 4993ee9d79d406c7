import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/** The sentence under each integration's heading. */
export const tabSummary = style({ fontSize: vars.text.lg, color: vars.color.textMuted });
