import { globalStyle, style } from '@vanilla-extract/css';
import { cluster, stack } from '../system/layout.css.ts';
import { fitColumns } from '../system/rules.ts';
import { surface } from '../system/surface.css.ts';
import { media, targetSize, vars } from '../theme.css.ts';

export const root = style({
  marginTop: vars.space['3xl'],
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.text.sm,
  // Laid out and painted only when near the viewport: the first layout of a page then stops at its content.
  // Only the footer: while a block is skipped its height is this estimate, and boxes measured inside it are
  // placed as if it were real; after the footer nothing follows to misplace. On the sections of a page it made
  // later content overlap (Lighthouse's target-size audit failed, a scroll to an island missed).
  // `auto` keeps the real height once seen. @see https://web.dev/articles/content-visibility
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 36rem',
});

export const inner = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space['2xl']} ${vars.space.md} ${vars.space.xl}`,
});

export const grid = style([
  stack({ gap: 'xl' }),
  fitColumns('10rem'),
  {
    '@media': { [media.lg]: { gridTemplateColumns: '1.4fr repeat(4, 1fr)' } },
  },
]);

export const about = style({ color: vars.color.textMuted, maxWidth: '20rem' });
export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.weight.bold,
  color: vars.color.text,
  marginBottom: vars.space.sm,
});

export const groupTitle = style({ fontSize: vars.text.md, margin: `0 0 ${vars.space.sm}` });
/** A group title that leads to the group's index page (Services → /services). */
export const titleLink = style({
  color: 'inherit',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.primary } },
});
export const list = style([stack({ gap: 'xs', list: true }), { margin: 0 }]);
export const link = style({
  display: 'inline-block',
  paddingBlock: '0.2rem',
  color: vars.color.textMuted,
  textDecoration: 'none',
  // The e-mail address is one long word: in the narrow columns below lg it breaks rather than run into the
  // next column; from lg its column is as wide as the address.
  '@media': { 'screen and (max-width: 1023.98px)': { overflowWrap: 'anywhere' } },
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const bottom = style([
  cluster({ gap: 'md' }),
  {
    alignItems: 'center',
    justifyContent: 'space-between',
    marginTop: vars.space.xl,
    paddingTop: vars.space.lg,
    borderTop: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
  },
]);

export const registration = style({
  margin: `${vars.space.md} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.text.sm,
});

export const social = style({ display: 'flex', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const socialLink = style([
  surface({ padding: 'none', emphasis: 'outline' }),
  {
    display: 'grid',
    placeItems: 'center',
    width: targetSize,
    height: targetSize,
    color: vars.color.textMuted,
    selectors: { '&:hover': { color: vars.color.text, borderColor: vars.color.text } },
  },
]);

globalStyle(`${about} p`, { margin: `0 0 ${vars.space.sm}` });
