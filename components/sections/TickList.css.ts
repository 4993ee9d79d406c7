import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/** A point beside its tick; a long one wraps under itself, not under the tick. */
export const item = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
