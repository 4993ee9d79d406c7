import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

export const requests = style({ margin: `${vars.space.lg} 0` });
export const requestList = style({
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.lg,
});
export const request = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const requestText = style({ margin: `${vars.space.sm} 0 ${vars.space.xs}`, fontSize: vars.text.md });
export const subject = style({ margin: 0, fontSize: vars.text.sm, color: vars.color.textMuted });
