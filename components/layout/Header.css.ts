import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../theme.css.ts';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: vars.color.header,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '90rem',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  columnGap: vars.space.sm,
  minHeight: '4rem',
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineEnd: 'auto',
  fontWeight: 800,
  fontSize: '1.05rem',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  fontWeight: 600,
  '@media': { [media.xl]: { display: 'none' } },
});

/** The links and the call to action; a drop-down panel below xl, inline from xl. */
export const nav = style({
  flexBasis: '100%',
  order: 10,
  '@media': { [media.xl]: { flexBasis: 'auto', order: 0 } },
  selectors: {
    // Collapsed only when scripts run; without them the links are always there.
    'html[data-js] &[data-open="false"]': { '@media': { [media.belowXl]: { display: 'none' } } },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.sm} 0`,
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [media.xl]: { display: 'flex', gap: '0.1rem', padding: 0 } },
});

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} 0.45rem`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  fontSize: '0.95rem',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': {
      color: vars.color.primary,
      fontWeight: 700,
      textDecoration: 'underline',
      textDecorationThickness: '2px',
      textUnderlineOffset: '0.4em',
    },
  },
});

export const cta = style({
  '@media': { [media.belowXl]: { display: 'none' } },
});

export const mobileCta = style({
  marginTop: vars.space.sm,
  width: '100%',
  '@media': { [media.xl]: { display: 'none' } },
});

globalStyle(`${nav} li`, { margin: 0 });
