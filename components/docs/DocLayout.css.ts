import { globalStyle, style } from '@vanilla-extract/css';
import { notProse, prose } from '../mdx/Prose.css.ts';
import { stack } from '../system/layout.css.ts';
import { surface } from '../system/surface.css.ts';
import { media, vars } from '../theme.css.ts';

export const header = style({
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.lg}`,
  background: `linear-gradient(180deg, ${vars.color.surface} 0%, ${vars.color.background} 100%)`,
});
export const headerInner = style({ maxWidth: vars.size.content, margin: '0 auto' });
export const lead = style({
  maxWidth: vars.size.prose,
  fontSize: vars.text.lg,
  color: vars.color.textMuted,
  margin: 0,
});
export const meta = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted, fontSize: vars.text.sm });

export const breadcrumbs = style({ marginBottom: vars.space.md, fontSize: vars.text.sm });
globalStyle(`${breadcrumbs} ol`, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
globalStyle(`${breadcrumbs} li + li::before`, {
  content: '"›"',
  marginInlineEnd: vars.space.sm,
  color: vars.color.textMuted,
});

/** The "On this page" list beside the text on wide screens, above it on narrow ones. */
export const layout = style([
  stack({ gap: 'xl' }),
  {
    // The header's content width plus this block's own padding, so text lines up with the title above.
    maxWidth: `calc(${vars.size.content} + 2 * ${vars.space.md})`,
    margin: '0 auto',
    padding: `${vars.space.lg} ${vars.space.md} ${vars.space['2xl']}`,
    '@media': {
      [media.lg]: { gridTemplateColumns: `minmax(0, 1fr) 16rem`, alignItems: 'start' },
    },
  },
]);

export const toc = style([
  surface({ padding: 'md', emphasis: 'outline' }),
  {
    fontSize: vars.text.sm,
    '@media': {
      [media.lg]: {
        gridColumn: 2,
        gridRow: 1,
        position: 'sticky',
        top: '6rem',
        maxHeight: 'calc(100vh - 8rem)',
        overflowY: 'auto',
      },
      print: { display: 'none' },
    },
  },
]);
export const tocTitle = style({ fontSize: vars.text.md, margin: `0 0 ${vars.space.sm}` });
globalStyle(`${toc} ol`, { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
globalStyle(`${toc} a`, { color: vars.color.text, textDecoration: 'none' });
globalStyle(`${toc} a:hover`, { color: vars.color.primary, textDecoration: 'underline' });

/** The text's column. */
export const article = style({
  minWidth: 0,
  '@media': { [media.lg]: { gridColumn: 1, gridRow: 1 } },
});
/**
 * Cards, steps and accordions in the text take the column's width; the text keeps its measure. The measure
 * moves from the prose block to its text children (not a container query: the W3C checker's CSS parser does
 * not know container units yet, and this needs none).
 */
globalStyle(`${article} ${prose}`, { maxWidth: 'none' });
globalStyle(`${article} ${prose} > :not(${notProse})`, { maxWidth: vars.size.prose });

export const pager = style({
  display: 'grid',
  gap: vars.space.md,
  marginTop: vars.space['2xl'],
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' }, print: { display: 'none' } },
});
export const pagerLink = style([
  surface({ padding: 'md', emphasis: 'outline' }),
  stack({ gap: 'xs' }),
  { textDecoration: 'none', selectors: { '&:hover': { borderColor: vars.color.primary } } },
]);
export const pagerNext = style({ textAlign: 'end', '@media': { [media.sm]: { gridColumn: 2 } } });
export const pagerLabel = style({ color: vars.color.textMuted, fontSize: vars.text.sm });
export const pagerTitle = style({ fontWeight: vars.weight.bold, fontSize: vars.text.lg });
