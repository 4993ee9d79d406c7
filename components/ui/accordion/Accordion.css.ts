import { globalStyle, style } from '@vanilla-extract/css';
import { stack } from '../../system/layout.css.ts';
import { surface } from '../../system/surface.css.ts';
import { vars } from '../../theme.css.ts';

export const root = style([stack({ gap: 'sm' })]);

export const item = style([surface({ padding: 'none', emphasis: 'flat' }), { overflow: 'hidden' }]);

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  cursor: 'pointer',
  // The browser's own marker goes: the indicator says open or closed, on the side a reader's eye ends.
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surface },
  },
});

/** The trigger's text: a heading in the page's outline, sized as a trigger. */
export const heading = style({
  flex: 1,
  margin: 0,
  fontSize: vars.text.lg,
  fontWeight: vars.weight.bold,
  // A trigger's line runs the width of its box, as a button's did (headings elsewhere balance their lines).
  textWrap: 'pretty',
});

export const indicator = style({
  display: 'inline-flex',
  flexShrink: 0,
  transition: 'rotate 200ms',
  selectors: { [`${item}[open] > summary > &`]: { rotate: '180deg' } },
  '@media': { print: { display: 'none' } },
});

export const content = style({
  padding: `0 ${vars.space.lg} ${vars.space.md}`,
  color: vars.color.textMuted,
});

// On paper every section is open: nobody can tap a printed trigger. A closed section's content sits in the
// `::details-content` slot, which the browser hides; print shows it (and the indicator goes, above).
globalStyle(`${item}::details-content`, {
  '@media': { print: { display: 'block', contentVisibility: 'visible' } },
});
