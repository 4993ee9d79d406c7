import { globalStyle, style } from '@vanilla-extract/css';
import { cluster } from '../system/layout.css.ts';
import { surface } from '../system/surface.css.ts';
import { breakpoints, media, vars } from '../theme.css.ts';

/** Sticky at every width: below lg its links fold into the menu's popover (with scripts off too), from lg they fit beside the brand. */
export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: vars.color.header,
  borderBottom: `1px solid ${vars.color.border}`,
});

/**
 * One wrapping row. Below lg: brand, call to action and menu button, with the links in a drop-down panel.
 * From lg to xl: the links on a second full-width row. From xl: everything on one row.
 */
export const bar = style([
  cluster({ gap: 'sm' }),
  {
    alignItems: 'center',
    maxWidth: '90rem',
    margin: '0 auto',
    padding: `${vars.space.sm} ${vars.space.md}`,
    minHeight: '4rem',
  },
]);

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineEnd: 'auto',
  fontWeight: vars.weight.bold,
  fontSize: vars.text.lg,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text } },
});

/** The name beside the mark; on the narrowest screens only the mark shows (the name stays readable to screen readers). */
export const brandName = style({
  '@media': {
    'screen and (max-width: 479.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** Below sm the call to action fills a second row; from sm it sits in the first. */
export const cta = style({
  order: 3,
  flexBasis: '100%',
  '@media': { [media.sm]: { order: 1, flexBasis: 'auto' }, [media.xl]: { order: 3 } },
});

/** The search entry: a link to /search (it works without scripts); `/` opens it too. */
export const search = style({
  order: 1,
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:hover': { color: vars.color.primary, borderColor: vars.color.primary } },
  '@media': { [media.sm]: { order: 2 } },
});

export const theme = style({ order: 1, '@media': { [media.sm]: { order: 2 } } });

export const menu = style({ order: 2, '@media': { [media.sm]: { order: 3 } } });

export const menuButton = style([
  surface({ padding: 'none', emphasis: 'muted' }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '2.5rem',
    padding: `0 ${vars.space.md}`,
    cursor: 'pointer',
    fontWeight: vars.weight.bold,
    '@media': { [media.lg]: { display: 'none' } },
  },
]);

/** The button's icon: three bars while the menu is closed, a cross while it is open. */
export const menuBars = style({});
export const menuCross = style({ display: 'none' });
globalStyle(`${root}:has(:popover-open) ${menuBars}`, { display: 'none' });
globalStyle(`${root}:has(:popover-open) ${menuCross}`, { display: 'inline' });

const belowLg = `screen and (max-width: ${breakpoints.lg - 0.02}px)`;

/**
 * The links: below lg a native popover (the browser hides it until the menu button opens it), a sheet rising from
 * the bottom of the screen, within a thumb's reach and clear of the header whatever its height; a row of their own
 * from lg; inline from xl.
 */
export const nav = style({
  flexBasis: '100%',
  order: 10,
  '@media': {
    [belowLg]: {
      position: 'fixed',
      inset: 'auto 0 0',
      width: '100%',
      maxHeight: '85dvh',
      margin: 0,
      padding: `${vars.space.sm} ${vars.space.md} ${vars.space.lg}`,
      overflowY: 'auto',
      border: 'none',
      borderTop: `1px solid ${vars.color.border}`,
      borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
      background: vars.color.header,
      color: vars.color.text,
      boxShadow: vars.shadow.card,
    },
    // From lg the links are always there, in the header's flow, whatever the popover's state.
    [media.lg]: {
      display: 'block',
      position: 'static',
      inset: 'auto',
      width: 'auto',
      height: 'auto',
      maxHeight: 'none',
      margin: 0,
      padding: 0,
      overflow: 'visible',
      border: 'none',
      borderRadius: 0,
      background: 'transparent',
      color: 'inherit',
      boxShadow: 'none',
    },
    [media.xl]: { flexBasis: 'auto', order: 1 },
  },
});

/** Dims the page under the open menu; a tap there closes it (the browser's light dismiss). */
globalStyle(`${nav}::backdrop`, { background: 'rgb(0 0 0 / 0.25)' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.sm} 0`,
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
  '@media': { [media.lg]: { display: 'flex', flexWrap: 'wrap', gap: '0.1rem', padding: 0, width: 'auto' } },
});

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} 0.45rem`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.weight.regular,
  fontSize: vars.text.sm,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': {
      color: vars.color.primary,
      fontWeight: vars.weight.bold,
      textDecoration: 'underline',
      textDecorationThickness: '2px',
      textUnderlineOffset: '0.4em',
    },
  },
});

globalStyle(`${nav} li`, { margin: 0 });
