/**
 * The payback chart: a drawing stretched to its column's width (lines keep their width: `vector-effect` on each path), with
 * its £ and month labels in HTML beside and over it, so text keeps its size on a phone and the page's fonts.
 * Colours are the theme's: the line is `primary` (6.7:1 on the light page, 7.5:1 on the dark one), labels
 * `text`, `textMuted` and `success` (all over 4.5:1 on `background` in both themes).
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { stack } from '../system/layout.css.ts';
import { targetSize, vars } from '../theme.css.ts';

export const root = style([stack({ gap: 'md' }), { margin: `${vars.space.lg} 0 0` }]);

export const caption = style({ fontSize: vars.text.sm });
export const title = style({ display: 'block', fontSize: vars.text.md, fontWeight: vars.weight.bold });
export const description = style({ margin: 0, color: vars.color.textMuted });
export const summary = style({ margin: 0, fontWeight: vars.weight.bold });
/** A sum of money: never broken after its minus sign. */
export const figure = style({ whiteSpace: 'nowrap' });

/** £ labels | plot, then the month labels and the axis title under the plot. */
export const chart = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gridTemplateRows: '15rem auto auto',
  columnGap: vars.space.sm,
  fontSize: vars.text.sm,
  color: vars.color.textMuted,
  lineHeight: 1.4,
  breakInside: 'avoid',
});

/** The £ labels share one grid cell, each moved down to its line: the column is as wide as the widest. */
export const yAxis = style({ display: 'grid', gridTemplateRows: '100%', justifyItems: 'end', alignItems: 'start' });
export const yTick = style({
  gridArea: '1 / 1',
  position: 'relative',
  transform: 'translateY(-50%)',
  whiteSpace: 'nowrap',
});

export const plot = style({ position: 'relative' });
export const svg = style({ width: '100%', height: '100%', overflow: 'visible' });

// Each stroked path carries vector-effect="non-scaling-stroke" as an attribute (PaybackChart.tsx).
const stroke = { fill: 'none' } as const;
export const grid = style({ ...stroke, stroke: vars.color.border, strokeWidth: 1 });
export const zero = style({ ...stroke, stroke: vars.color.textMuted, strokeWidth: 1.5 });
export const gain = style({ fill: vars.color.successSurface });
export const loss = style({ fill: vars.color.dangerSurface });
export const line = style({ ...stroke, stroke: vars.color.primary, strokeWidth: 3, strokeLinejoin: 'round' });
export const breakEven = style({ ...stroke, stroke: vars.color.success, strokeWidth: 2, strokeDasharray: '5 4' });
/** A dot is a path of no length with round caps: round whatever the stretch. Ringed by the page's ground. */
export const dotRing = style({ ...stroke, stroke: vars.color.background, strokeWidth: 14, strokeLinecap: 'round' });
export const dot = style({ ...stroke, stroke: vars.color.primary, strokeWidth: 9, strokeLinecap: 'round' });

/** A label on the drawing, at a point: on the page's ground, so a line under it does not cross the text. */
export const label = recipe({
  base: {
    position: 'absolute',
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    background: vars.color.background,
    fontWeight: vars.weight.bold,
    whiteSpace: 'nowrap',
  },
  variants: {
    /** Where it sits from its point: up and to the left, down and to the left, down and to the right. */
    place: {
      aboveLeft: { transform: `translate(calc(-100% - ${vars.space.sm}), calc(-100% - ${vars.space.xs}))` },
      belowLeft: { transform: `translate(calc(-100% - ${vars.space.sm}), ${vars.space.xs})` },
      belowRight: { transform: `translate(${vars.space.sm}, ${vars.space.xs})` },
    },
    tone: { line: { color: vars.color.text }, breakEven: { color: vars.color.success } },
  },
});

export const xAxis = style({ gridColumn: 2, position: 'relative', height: '1.5em', marginTop: vars.space.xs });
/** A month label, centred on its month; the first starts at the left edge and the last ends at the right. */
export const xTick = recipe({
  base: { position: 'absolute', top: 0 },
  variants: {
    align: { start: {}, middle: { transform: 'translateX(-50%)' }, end: { transform: 'translateX(-100%)' } },
  },
});
export const axisTitle = style({ gridColumn: 2, textAlign: 'center' });

// Twice the class: as wide as its figures need, not as the ROI tables' full width (Roi.css.ts `table`).
export const table = style({ selectors: { '&&': { width: 'auto', minWidth: '16rem', marginBottom: 0 } } });
export const disclosure = style({ fontSize: vars.text.sm });
// On paper nothing can open it, so the table prints open.
globalStyle(`${disclosure}::details-content`, { '@media': { print: { contentVisibility: 'visible' } } });
export const disclosureSummary = style({
  display: 'list-item',
  minHeight: targetSize,
  paddingBlock: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.primary,
  fontWeight: vars.weight.bold,
});
// Twice the class: it outranks the ROI tables' `th, td` alignment (Roi.css.ts `table`).
export const number = style({ selectors: { '&&': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } } });
