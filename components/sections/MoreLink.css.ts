import { style } from '@vanilla-extract/css';
import { cluster } from '../system/layout.css.ts';
import { vars } from '../theme.css.ts';

export const root = style([
  cluster(),
  { alignItems: 'center', gap: `${vars.space.sm} ${vars.space.lg}`, marginTop: vars.space.xl },
]);
export const text = style({ flex: '1 1 20rem', maxWidth: vars.size.prose, margin: 0, color: vars.color.textMuted });
