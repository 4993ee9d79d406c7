import { style } from '@vanilla-extract/css';
import { withIcon } from '../system/rules.ts';
import { surface } from '../system/surface.css.ts';
import { vars } from '../theme.css.ts';

export const card = style([surface({ emphasis: 'muted' }), { boxShadow: vars.shadow.card }]);

export const header = style([withIcon('md'), { marginBottom: vars.space.md }]);

export const avatar = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.text.xl,
  fontWeight: vars.weight.bold,
  letterSpacing: '0.05em',
});

export const name = style({ margin: 0 });
export const role = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.weight.bold });
export const bio = style({ color: vars.color.textMuted });

export const credentials = style({ margin: `0 0 ${vars.space.md}` });

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.primary}`,
  fontStyle: 'italic',
});
