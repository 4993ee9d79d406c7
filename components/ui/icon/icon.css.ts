import { style } from '@vanilla-extract/css';
import { vars } from '../../theme.css.ts';

export const tick = style({ flex: 'none', color: vars.color.success, marginTop: '0.15em' });
