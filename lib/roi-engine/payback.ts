/**
 * The payback over time: where a case stands each month, and the geometry of its chart. /roi-calculator
 * draws it (components/roi/), `cli roi report` draws the same geometry in its HTML and PDF; neither computes
 * a position itself.
 *
 * The position after `m` months is the savings of `m` months (net of the subscription, as `monthlySavings`
 * is) less the implementation cost, so the line crosses zero exactly at the engine's `breakEvenMonths`.
 * It counts months as the break-even does (4.33 weeks each), so its twelfth month sits 0.08% below a year of
 * 52 weeks, the basis of `annualSavings`: the marks are labelled "after 12 months", not "first-year savings".
 */
import { BREAK_EVEN_CAP, calculateRoi, type RoiInputs } from './model.ts';

/** Months the chart covers: three years, the horizon of `threeYearROI`. */
export const PAYBACK_MONTHS = 36;
/** Months marked on the chart and listed in its table's summary: the first year and three years. */
export const PAYBACK_MARKS = [12, 36] as const;

export interface PaybackPoint {
  month: number;
  /** Cumulative position in £: savings to date less the implementation cost. */
  position: number;
}

/** Month 0 to `months`, one point a month, starting at minus the implementation cost. */
export function paybackSeries(inputs: RoiInputs, months: number = PAYBACK_MONTHS): PaybackPoint[] {
  const { monthlySavings } = calculateRoi(inputs);
  return Array.from({ length: months + 1 }, (_, month) => ({
    month,
    position: month * monthlySavings - inputs.implementationCost,
  }));
}

/**
 * The month the position reaches zero, or null when it does not within `months` (or never does). A case
 * with nothing to pay back breaks even at 0.
 */
export function paybackBreakEven(inputs: RoiInputs, months: number = PAYBACK_MONTHS): number | null {
  const { breakEvenMonths } = calculateRoi(inputs);
  return breakEvenMonths >= BREAK_EVEN_CAP || breakEvenMonths > months ? null : breakEvenMonths;
}

/** Round steps for an axis: 1, 2 or 5 times a power of ten, so about `count` of them cover the range. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw);
  return step ?? 10 * power;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room left for the y labels, below for the x labels, and a margin above and to the right. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface PaybackGeometry {
  box: ChartBox;
  points: (PaybackPoint & { x: number; y: number })[];
  /** SVG path data of the position line. */
  line: string;
  /** SVG path data of the area between the line and zero (for a fill). */
  area: string;
  /** Where £0 is. */
  zeroY: number;
  /** The crossing, when it falls inside the chart. */
  breakEven: { month: number; x: number } | null;
  /** The first year and three years, on the line. */
  marks: (PaybackPoint & { x: number; y: number })[];
  yTicks: { value: number; y: number }[];
  xTicks: { month: number; x: number }[];
}

/** A 640 × 280 box with room for £ labels on the left: the geometry's default (the page draws in PAGE_BOX, the report in its REPORT_BOX). */
export const DEFAULT_BOX: Readonly<ChartBox> = { width: 640, height: 280, left: 72, right: 16, top: 16, bottom: 36 };

/** Coordinates rounded to a tenth of a unit: enough for a screen or A4, and stable text for tests. */
const round = (value: number): number => Math.round(value * 10) / 10;

/** Where everything goes in a box: pure numbers, drawn by the page (React) and the report (an SVG string). */
export function paybackGeometry(
  inputs: RoiInputs,
  box: ChartBox = DEFAULT_BOX,
  months: number = PAYBACK_MONTHS,
): PaybackGeometry {
  const series = paybackSeries(inputs, months);
  const positions = series.map((point) => point.position);
  const low = Math.min(0, ...positions);
  const high = Math.max(0, ...positions);
  // The line fills the plot with a 5% margin; ticks are round steps within it, zero always one of them. (Axis
  // ends rounded out to a whole step would leave a £6,000 dip under an axis reaching -£100,000.)
  const margin = (high - low) * 0.05;
  // A case that stays at £0 throughout gets £2 either side, so its line sits mid-plot on round ticks.
  const flat = high === low;
  const yMin = flat ? -2 : low === 0 ? 0 : low - margin;
  const yMax = flat ? 2 : high === 0 ? 0 : high + margin;
  const step = niceStep(yMax - yMin, 5);
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const x = (month: number): number => round(box.left + (month / months) * plotWidth);
  const y = (value: number): number => round(box.top + ((yMax - value) / (yMax - yMin)) * plotHeight);

  const points = series.map((point) => ({ ...point, x: x(point.month), y: y(point.position) }));
  const line = points.map((point, i) => `${i === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  const zeroY = y(0);
  const first = points[0];
  const last = points[points.length - 1];
  const area = first && last ? `${line} L${last.x} ${zeroY} L${first.x} ${zeroY} Z` : '';
  const crossing = paybackBreakEven(inputs, months);

  const yTicks: PaybackGeometry['yTicks'] = [];
  for (let n = Math.ceil(yMin / step); n * step <= yMax; n += 1) {
    // n × step, not a running sum, so steps of 0.1 print as 0.3 and not 0.30000000000000004; -0 reads as 0.
    const value = n * step || 0;
    yTicks.push({ value, y: y(value) });
  }
  const xStep = months % 6 === 0 ? 6 : niceStep(months, 6);
  const xTicks: PaybackGeometry['xTicks'] = [];
  for (let month = 0; month <= months; month += xStep) xTicks.push({ month, x: x(month) });

  return {
    box,
    points,
    line,
    area,
    zeroY,
    breakEven: crossing === null ? null : { month: crossing, x: x(crossing) },
    marks: points.filter((point) => (PAYBACK_MARKS as readonly number[]).includes(point.month)),
    yTicks,
    xTicks,
  };
}

/** The months a table equivalent to the chart lists: every quarter, so 13 rows for three years. */
export function paybackTableMonths(months: number = PAYBACK_MONTHS): number[] {
  return Array.from({ length: Math.floor(months / 3) + 1 }, (_, i) => i * 3);
}

/**
 * The page's box (components/roi/PaybackChart.tsx). The page stretches the drawing to the width of its column
 * and sets the £ and month labels in HTML beside it, where they keep their size on a phone, so the box keeps
 * no room for labels at the sides. It is 240 units tall as its plot is 15rem, with room above and below the
 * line for the labels of the marks.
 */
export const PAGE_BOX: Readonly<ChartBox> = { width: 600, height: 240, left: 0, right: 0, top: 24, bottom: 24 };
