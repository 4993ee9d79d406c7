import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const text = style({ maxWidth: vars.size.prose, margin: `0 0 ${vars.space.lg}` });
export const list = style({
  display: 'grid',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
export const item = style({ paddingInlineStart: vars.space.xs });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.text.sm, whiteSpace: 'nowrap' });
