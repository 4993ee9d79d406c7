/** Long-form reading (MDX pages): measure, rhythm, lists, tables, code and callouts. */
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme.css.ts';

export const prose = style({ maxWidth: vars.size.prose, fontSize: vars.text.lg, lineHeight: 1.7 });

/**
 * A component placed in the text (cards, steps, accordions) that styles its own headings and lists: the
 * text's heading and list rules stop at it. Its elements keep the specificity they had, so nothing else moves.
 * (Tailwind Typography's `not-prose`.) In a long-form page it may also be wider than the text's measure
 * (components/docs/DocLayout.css.ts).
 */
export const notProse = style({});
const outside = `:not(:where(${notProse}, ${notProse} *))`;

globalStyle(`${prose} h2${outside}`, { marginTop: vars.space['2xl'], scrollMarginTop: '6rem' });
globalStyle(`${prose} h3${outside}`, { marginTop: vars.space.xl, scrollMarginTop: '6rem' });
globalStyle(`${prose} ul${outside}, ${prose} ol${outside}`, {
  paddingInlineStart: vars.space.lg,
  margin: `0 0 ${vars.space.md}`,
});
globalStyle(`${prose} li${outside}`, { marginBottom: vars.space.xs });
globalStyle(`${prose} li > p${outside}`, { margin: 0 });
globalStyle(`${prose} blockquote`, {
  margin: `0 0 ${vars.space.md}`,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${prose} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  padding: '0.1em 0.3em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
globalStyle(`${prose} pre`, {
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflowX: 'auto',
  fontSize: vars.text.sm,
  lineHeight: 1.5,
});
globalStyle(`${prose} pre code`, { padding: 0, background: 'none', fontSize: 'inherit' });
globalStyle(`${prose} hr`, { border: 0, borderTop: `1px solid ${vars.color.border}`, margin: `${vars.space.xl} 0` });

/** Links to other sites show their address when printed. */
globalStyle(`${prose} a[href^="http"]::after`, {
  '@media': { print: { content: '" (" attr(href) ")"', fontSize: '0.85em' } },
});

/** A heading's anchor link: visible on hover or focus, always reachable by keyboard. */
export const anchor = style({
  marginInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  textDecoration: 'none',
  opacity: 0.6,
  selectors: { '&:hover, &:focus-visible': { opacity: 1, color: vars.color.primary } },
  '@media': { print: { display: 'none' } },
});

/** Wide tables scroll inside their own box on narrow screens; the box is focusable so keyboards can scroll it. */
export const tableWrap = style({ overflowX: 'auto', margin: `0 0 ${vars.space.lg}` });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.text.md, lineHeight: 1.5 });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, { background: vars.color.surface, fontWeight: vars.weight.bold });

export const callout = recipe({
  base: {
    margin: `0 0 ${vars.space.lg}`,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    borderInlineStart: '4px solid',
    fontSize: vars.text.md,
  },
  variants: {
    tone: {
      note: { background: vars.color.infoSurface, borderColor: vars.color.info },
      tip: { background: vars.color.successSurface, borderColor: vars.color.success },
      warning: { background: vars.color.warningSurface, borderColor: vars.color.warning },
    },
  },
  defaultVariants: { tone: 'note' },
});
export const calloutTitle = style({ margin: `0 0 ${vars.space.xs}`, fontWeight: vars.weight.bold });
globalStyle(`${callout.classNames.base} > :last-child`, { marginBottom: 0 });
