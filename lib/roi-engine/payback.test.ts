import { describe, expect, it } from 'vitest';
import { PAYBACK_CASES } from '../../tests/fixtures/payback.ts';
import { ROI_DEFAULTS, calculateRoi, type RoiInputs } from './model.ts';
import {
  DEFAULT_BOX,
  PAGE_BOX,
  PAYBACK_MONTHS,
  niceStep,
  paybackBreakEven,
  paybackGeometry,
  paybackSeries,
  paybackTableMonths,
} from './payback.ts';

const base: RoiInputs = { ...ROI_DEFAULTS };

describe('paybackSeries', () => {
  it('starts at minus the implementation cost and gains the monthly savings each month', () => {
    const series = paybackSeries(base);
    const { monthlySavings } = calculateRoi(base);
    expect(series).toHaveLength(PAYBACK_MONTHS + 1);
    expect(series[0]).toEqual({ month: 0, position: -5000 });
    expect(series[12]?.position).toBeCloseTo(12 * monthlySavings - 5000, 6);
    expect(series[36]?.position).toBeCloseTo(36 * monthlySavings - 5000, 6);
  });

  it('falls every month when savings do not cover the subscription', () => {
    const series = paybackSeries({ ...base, expectedTimeReduction: 0 });
    expect(series[1]?.position).toBe(-5200);
    expect(series[36]?.position).toBe(-5000 - 36 * 200);
  });
});

describe('paybackBreakEven', () => {
  it("is the engine's break-even month when it falls within the chart", () => {
    expect(paybackBreakEven(base)).toBe(calculateRoi(base).breakEvenMonths);
  });
  it('is null when the case never pays back, or pays back after three years', () => {
    expect(paybackBreakEven({ ...base, expectedTimeReduction: 0 })).toBeNull();
    expect(paybackBreakEven({ ...base, implementationCost: 1_000_000 })).toBeNull();
  });
  it('is 0 with nothing to pay back', () => {
    expect(paybackBreakEven({ ...base, implementationCost: 0 })).toBe(0);
  });
});

describe('niceStep', () => {
  it.each([
    [100, 4, 50],
    [93_000, 4, 50_000],
    [7, 4, 2],
    [0, 4, 1],
  ])('covers %d in about %d steps of %d', (span, count, step) => {
    expect(niceStep(span, count)).toBe(step);
  });
});

describe('paybackGeometry', () => {
  const geometry = paybackGeometry(base);

  it('puts the line inside the plot, from the left edge to the right', () => {
    const { box, points } = geometry;
    expect(points[0]?.x).toBe(box.left);
    expect(points.at(-1)?.x).toBe(box.width - box.right);
    for (const point of points) {
      expect(point.y).toBeGreaterThanOrEqual(box.top);
      expect(point.y).toBeLessThanOrEqual(box.height - box.bottom);
    }
    expect(geometry.line.startsWith(`M${box.left} `)).toBe(true);
  });

  it('crosses zero where the break-even is, and the line falls below zero before it', () => {
    const breakEven = geometry.breakEven;
    expect(breakEven?.month).toBeCloseTo(calculateRoi(base).breakEvenMonths, 9);
    const before = geometry.points[0];
    expect(before && before.y > geometry.zeroY).toBe(true);
    const after = geometry.points.at(-1);
    expect(after && after.y < geometry.zeroY).toBe(true);
  });

  it('marks the first year and three years on the line', () => {
    expect(geometry.marks.map((mark) => mark.month)).toEqual([12, 36]);
  });

  it('has round y ticks inside the plot, zero among them, and x ticks every six months', () => {
    const { box, yTicks, xTicks } = geometry;
    const values = yTicks.map((tick) => tick.value);
    expect(values).toContain(0);
    const step = values[1]! - values[0]!;
    expect(values.every((value) => Number.isInteger(value / step))).toBe(true);
    for (const tick of yTicks) {
      expect(tick.y).toBeGreaterThanOrEqual(box.top);
      expect(tick.y).toBeLessThanOrEqual(box.height - box.bottom);
    }
    expect(xTicks.map((tick) => tick.month)).toEqual([0, 6, 12, 18, 24, 30, 36]);
  });

  it('keeps a small dip in proportion: the axis goes no further below zero than the line does, plus a margin', () => {
    // A £6,000 start and about £300,000 three years on.
    const big = paybackGeometry({ ...base, numberOfEmployees: 40, implementationCost: 6000 });
    const lowest = Math.min(...big.yTicks.map((tick) => tick.value));
    expect(lowest).toBeGreaterThan(-50_000);
    const bottom = big.box.height - big.box.bottom;
    const start = big.points[0]!;
    // The start sits near the bottom of the plot, not a third of the way up.
    expect(bottom - start.y).toBeLessThan(0.1 * (bottom - big.box.top));
  });

  it('draws a flat case without dividing by zero', () => {
    const flat = paybackGeometry({
      ...base,
      implementationCost: 0,
      expectedTimeReduction: 0,
      monthlySubscriptionCost: 0,
    });
    for (const point of flat.points) expect(Number.isFinite(point.y)).toBe(true);
    expect(flat.box).toEqual(DEFAULT_BOX);
  });
});

describe('paybackTableMonths', () => {
  it('lists every quarter of three years', () => {
    expect(paybackTableMonths()).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36]);
  });
});

describe('PAGE_BOX', () => {
  it.each(PAYBACK_CASES)(
    'spans the full width and keeps %s inside its margins, where the marks are labelled',
    (_name, inputs) => {
      const { box, points } = paybackGeometry(inputs, PAGE_BOX);
      expect(points[0]?.x).toBe(0);
      expect(points.at(-1)?.x).toBe(PAGE_BOX.width);
      for (const point of points) {
        expect(point.y).toBeGreaterThanOrEqual(box.top);
        expect(point.y).toBeLessThanOrEqual(box.height - box.bottom);
      }
    },
  );
});
