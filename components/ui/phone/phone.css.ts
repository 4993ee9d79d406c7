import { style } from '@vanilla-extract/css';

/** A phone number is dialled as a whole: it never breaks across lines, even on a 320 px screen. */
export const phone = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
