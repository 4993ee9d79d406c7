import { style } from '@vanilla-extract/css';
import { inText } from '../system/rules.ts';

export const root = style(inText);
