import { globalStyle, style } from '@vanilla-extract/css';
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
/**
 * A link a thumb can hit: 24 px square at least (WCAG 2.2's target size, which axe checks on a touch phone), grown
 * by padding that its negative margin takes back, so the text keeps its spacing.
 */
const target = { display: 'inline-block', padding: '0.25rem 0.45rem', margin: '-0.25rem -0.2rem' } as const;
export const back = style({ ...target, marginLeft: vars.space.xs });
/**
 * A reference sits above the line, small, without opening the line spacing. Its target grows over the text before
 * it, not past its own end, so a figure's box still holds it (a reference ending a figure in a max-content column
 * would otherwise poke out of the column).
 */
export const ref = style({
  // A size and weight of the scale, whatever the figure's: 0.7em of each figure was a font of its own (16 on the
  // home page against audit budget's 12).
  fontSize: vars.text.sm,
  fontWeight: vars.weight.regular,
  lineHeight: 0,
  verticalAlign: 'super',
  marginLeft: '0.1em',
});
globalStyle(`${ref} > a`, {
  ...target,
  padding: '0.55rem 0.4rem 0.55rem 0.8rem',
  margin: '-0.55rem 0 -0.55rem -0.8rem',
});
