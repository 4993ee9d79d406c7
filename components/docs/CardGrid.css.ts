import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const root = style({ margin: `${vars.space.lg} 0 ${vars.space.xl}`, fontSize: vars.text.md });
