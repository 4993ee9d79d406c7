import { style } from '@vanilla-extract/css';
import { stack } from '../system/layout.css.ts';
import { vars } from '../theme.css.ts';

/** The notes at a page's end: small print, quieter than the copy that cites them, kept in print. */
export const root = style({
  maxWidth: vars.size.content,
  margin: `0 auto`,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.text.sm,
});
export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.text.md });
export const list = style([stack({ gap: 'xs' }), { margin: 0, paddingLeft: vars.space.lg }]);
export const figure = style({ fontWeight: vars.weight.bold, color: vars.color.text });
export const back = style({ marginLeft: vars.space.xs });
/** A reference sits above the line, small, without opening the line spacing. */
export const ref = style({ fontSize: '0.7em', lineHeight: 0, verticalAlign: 'super', marginLeft: '0.1em' });
