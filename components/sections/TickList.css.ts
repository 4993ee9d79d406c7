import { style } from '@vanilla-extract/css';
import { withIcon } from '../system/rules.ts';

/** A point beside its tick; a long one wraps under itself, not under the tick. */
export const item = style(withIcon('sm', 'flex-start'));
