import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { roiCases } from '../content/blog/roi-cases.ts';
import { RoiContentSchema } from '../content/roi.schema.ts';
import { roiContent } from '../content/roi.ts';
import { parseContent } from '../content/schema.ts';
import { roundResult, roundTo } from './roi-engine/format.ts';
import { OUTPUTS } from './roi-engine/model.ts';
import {
  BREAK_EVEN_CAP,
  BUSINESS_TYPES,
  INPUT_RANGES,
  ROI_DEFAULTS,
  RoiInputSchema,
  calculateRoi,
  clampInputs,
  evaluateRoi,
  findScenario,
  fillConstants,
  formatOutputs,
  inputsFromSearchParams,
  inputsToSearchParams,
  methodologySteps,
  recommend,
  recommendationCase,
  scenarios,
  sensitivity,
  taskHoursPerMonth,
  taskInputs,
  type RoiInputs,
} from './roi.ts';

const withInputs = (overrides: Partial<RoiInputs>): RoiInputs => ({ ...ROI_DEFAULTS, ...overrides });

describe('the default case (the default inputs of docs/product.md#roi-inputs)', () => {
  const { outputs, recommendation } = evaluateRoi(ROI_DEFAULTS);

  it('gives the figures worked out by hand from the formulas (10 × 40 h × 20% × 60% = 48 hours a week)', () => {
    expect(outputs.hoursSavedPerWeek).toBe(48);
    expect(outputs.hoursSavedPerMonth).toBeCloseTo(207.84, 10);
    expect(outputs.hoursSavedPerYear).toBe(2496);
    expect(outputs.monthlySavings).toBeCloseTo(4996, 9);
    expect(outputs.annualSavings).toBe(60000);
    expect(outputs.implementationROI).toBe(1100);
    expect(outputs.breakEvenMonths).toBeCloseTo(5000 / 4996, 12);
    expect(outputs.threeYearROI).toBe(3500);
    expect(outputs.productivityGain).toBe(12);
    expect(recommendation).toBe('Excellent');
  });

  it('rounds only for display', () => {
    expect(formatOutputs(outputs)).toEqual({
      hoursSavedPerWeek: '48',
      hoursSavedPerMonth: '208',
      hoursSavedPerYear: '2,496',
      monthlySavings: '£4,996',
      annualSavings: '£60,000',
      implementationROI: '1,100%',
      breakEvenMonths: '1.0',
      threeYearROI: '3,500%',
      productivityGain: '12%',
    });
  });
});

describe('edges', () => {
  it('has no ROI and a zero break-even when there is no implementation cost', () => {
    const outputs = calculateRoi(withInputs({ implementationCost: 0 }));
    expect(outputs.implementationROI).toBeNull();
    expect(outputs.threeYearROI).toBeNull();
    expect(outputs.breakEvenMonths).toBe(0);
    expect(formatOutputs(outputs).implementationROI).toBe('N/A');
    expect(formatOutputs(outputs).breakEvenMonths).toBe('0.0');
  });

  it('saves nothing with zero reduction, and never breaks even', () => {
    const outputs = calculateRoi(withInputs({ expectedTimeReduction: 0 }));
    expect(outputs.hoursSavedPerWeek).toBe(0);
    expect(outputs.productivityGain).toBe(0);
    expect(outputs.monthlySavings).toBe(-200);
    expect(outputs.annualSavings).toBe(-2400);
    expect(outputs.breakEvenMonths).toBe(BREAK_EVEN_CAP);
    expect(formatOutputs(outputs).breakEvenMonths).toBe('N/A');
  });

  it('caps break-even at 999 when monthly savings are exactly zero or negative, even with no cost', () => {
    // 48 h/week × 4.33 × £1 = £207.84 a month, cancelled exactly by the subscription.
    expect(calculateRoi(withInputs({ averageHourlyWage: 1, monthlySubscriptionCost: 207.84 })).breakEvenMonths).toBe(
      BREAK_EVEN_CAP,
    );
    expect(calculateRoi(withInputs({ averageHourlyWage: 0 })).breakEvenMonths).toBe(BREAK_EVEN_CAP);
    expect(calculateRoi(withInputs({ averageHourlyWage: 0, implementationCost: 0 })).breakEvenMonths).toBe(
      BREAK_EVEN_CAP,
    );
  });

  it('caps break-even at 999 when payback would take longer', () => {
    // £4,996 a month: 999 months is £4,991,004, so £5,000,000 needs just over 1,000 months.
    const capped = calculateRoi(withInputs({ implementationCost: 5_000_000 }));
    expect(capped.breakEvenMonths).toBe(BREAK_EVEN_CAP);
    const under = calculateRoi(withInputs({ implementationCost: 4_991_004 }));
    expect(under.breakEvenMonths).toBeCloseTo(999, 9);
    expect(formatOutputs(under).breakEvenMonths).toBe('N/A');
    expect(calculateRoi(withInputs({ implementationCost: 4_900_000 })).breakEvenMonths).toBeLessThan(999);
  });

  it('recommends by first-year ROI strictly above 100 and 50', () => {
    expect(recommend(100.0001)).toBe('Excellent');
    expect(recommend(100)).toBe('Good');
    expect(recommend(50.0001)).toBe('Good');
    expect(recommend(50)).toBe('Moderate');
    expect(recommend(-40)).toBe('Moderate');
    expect(recommend(null)).toBe('Moderate');
  });

  it('lands exactly on the boundaries through the model', () => {
    // Annual savings are £60,000: a cost of £30,000 gives ROI 100%, £40,000 gives 50%.
    expect(evaluateRoi(withInputs({ implementationCost: 30000 })).outputs.implementationROI).toBe(100);
    expect(evaluateRoi(withInputs({ implementationCost: 30000 })).recommendation).toBe('Good');
    expect(evaluateRoi(withInputs({ implementationCost: 40000 })).outputs.implementationROI).toBe(50);
    expect(evaluateRoi(withInputs({ implementationCost: 40000 })).recommendation).toBe('Moderate');
    expect(evaluateRoi(withInputs({ implementationCost: 29999 })).recommendation).toBe('Excellent');
    expect(evaluateRoi(withInputs({ implementationCost: 39999 })).recommendation).toBe('Good');
  });
});

describe('the recommendation text is true at the edges', () => {
  const caseOf = (overrides: Partial<RoiInputs>) => recommendationCase(evaluateRoi(withInputs(overrides)));

  it('says when savings never cover the subscription, before anything else', () => {
    expect(caseOf({ expectedTimeReduction: 0, monthlySubscriptionCost: 100 })).toBe('savingsBelowSubscription');
    expect(caseOf({ expectedTimeReduction: 0, implementationCost: 0, monthlySubscriptionCost: 0 })).toBe(
      'savingsBelowSubscription',
    );
    expect(roiContent.recommendations.savingsBelowSubscription).toMatch(/cost more each month than it saves/);
  });

  it('says there is no first-year return to rate when nothing is spent on implementation', () => {
    const result = evaluateRoi(withInputs({ implementationCost: 0 }));
    expect(result.recommendation).toBe('Moderate'); // no ROI is above no threshold (docs/product.md#roi-constants)
    expect(recommendationCase(result)).toBe('noImplementationCost');
  });

  it('says the first year loses money when ROI is negative, and keeps the labels elsewhere', () => {
    expect(caseOf({ implementationCost: 200_000 })).toBe('firstYearLoss');
    expect(caseOf({ implementationCost: 40_000 })).toBe('Moderate');
    expect(caseOf({ implementationCost: 30_000 })).toBe('Good');
    expect(caseOf({ implementationCost: 29_999 })).toBe('Excellent');
  });
});

/** Valid inputs anywhere in their ranges, with cost and wage kept to sizes a business might enter. */
const arbitraryInputs: fc.Arbitrary<RoiInputs> = fc.record({
  businessType: fc.constantFrom(...BUSINESS_TYPES),
  numberOfEmployees: fc.integer({ min: 1, max: 10_000 }),
  averageHourlyWage: fc.double({ min: 0, max: 500, noNaN: true }),
  hoursWorkedPerWeek: fc.double({ min: 1, max: 80, noNaN: true }),
  currentTimeSpentOnTasks: fc.double({ min: 0, max: 100, noNaN: true }),
  expectedTimeReduction: fc.double({ min: 0, max: 100, noNaN: true }),
  implementationCost: fc.double({ min: 0, max: 1_000_000, noNaN: true }),
  monthlySubscriptionCost: fc.double({ min: 0, max: 10_000, noNaN: true }),
});
const nonNegative = fc.double({ min: 0, max: 1000, noNaN: true });

describe('monotonicity (property tests)', () => {
  it('more employees, a higher wage, more task time or a bigger reduction never lower annual savings', () => {
    fc.assert(
      fc.property(arbitraryInputs, nonNegative, fc.integer({ min: 0, max: 100 }), (inputs, extra, extraPeople) => {
        const base = calculateRoi(inputs).annualSavings;
        const more = (overrides: Partial<RoiInputs>) => calculateRoi({ ...inputs, ...overrides }).annualSavings;
        expect(more({ numberOfEmployees: inputs.numberOfEmployees + extraPeople })).toBeGreaterThanOrEqual(base);
        expect(more({ averageHourlyWage: inputs.averageHourlyWage + extra })).toBeGreaterThanOrEqual(base);
        expect(
          more({ currentTimeSpentOnTasks: Math.min(100, inputs.currentTimeSpentOnTasks + extra) }),
        ).toBeGreaterThanOrEqual(base);
        expect(
          more({ expectedTimeReduction: Math.min(100, inputs.expectedTimeReduction + extra) }),
        ).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('a higher subscription never raises monthly or annual savings', () => {
    fc.assert(
      fc.property(arbitraryInputs, nonNegative, (inputs, extra) => {
        const base = calculateRoi(inputs);
        const dearer = calculateRoi({ ...inputs, monthlySubscriptionCost: inputs.monthlySubscriptionCost + extra });
        expect(dearer.monthlySavings).toBeLessThanOrEqual(base.monthlySavings);
        expect(dearer.annualSavings).toBeLessThanOrEqual(base.annualSavings);
      }),
    );
  });

  it('a higher implementation cost never lowers break-even or, while savings are positive, raises ROI', () => {
    fc.assert(
      fc.property(arbitraryInputs, fc.double({ min: 0, max: 100_000, noNaN: true }), (inputs, extra) => {
        const base = calculateRoi(inputs);
        const dearer = calculateRoi({ ...inputs, implementationCost: inputs.implementationCost + extra });
        expect(dearer.breakEvenMonths).toBeGreaterThanOrEqual(base.breakEvenMonths);
        // With negative annual savings the formula's ROI tends to -100% as the cost grows, so it rises:
        // a quirk of the specified model, which only ever matters for a case the page already calls Moderate.
        if (base.annualSavings >= 0 && base.implementationROI !== null && dearer.implementationROI !== null) {
          expect(dearer.implementationROI).toBeLessThanOrEqual(base.implementationROI + 1e-9);
          expect(dearer.threeYearROI ?? 0).toBeLessThanOrEqual((base.threeYearROI ?? 0) + 1e-9);
        }
      }),
    );
  });

  it('keeps break-even within 0–999 and productivity within 0–100%', () => {
    fc.assert(
      fc.property(arbitraryInputs, (inputs) => {
        const outputs = calculateRoi(inputs);
        expect(outputs.breakEvenMonths).toBeGreaterThanOrEqual(0);
        expect(outputs.breakEvenMonths).toBeLessThanOrEqual(BREAK_EVEN_CAP);
        expect(outputs.productivityGain).toBeGreaterThanOrEqual(0);
        expect(outputs.productivityGain).toBeLessThanOrEqual(100 + 1e-9);
        expect(outputs.implementationROI === null).toBe(inputs.implementationCost === 0);
      }),
    );
  });
});

describe('input schema', () => {
  it('accepts the defaults and every scenario', () => {
    expect(v.parse(RoiInputSchema, ROI_DEFAULTS)).toEqual(ROI_DEFAULTS);
    for (const scenario of scenarios) expect(v.safeParse(RoiInputSchema, scenario.inputs).success).toBe(true);
  });

  it('rejects out-of-range values with a message naming the range', () => {
    const result = v.safeParse(RoiInputSchema, { ...ROI_DEFAULTS, hoursWorkedPerWeek: 81, numberOfEmployees: 2.5 });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));
    expect(messages).toEqual({
      hoursWorkedPerWeek: 'must be a number, 1 to 80',
      numberOfEmployees: 'must be a number, a whole number, at least 1',
    });
  });

  it('rejects an unknown business type and non-numbers', () => {
    expect(v.safeParse(RoiInputSchema, { ...ROI_DEFAULTS, businessType: 'mining' }).issues?.[0]?.message).toBe(
      `must be one of ${BUSINESS_TYPES.join(', ')}`,
    );
    expect(v.safeParse(RoiInputSchema, { ...ROI_DEFAULTS, averageHourlyWage: '25' }).success).toBe(false);
    expect(v.safeParse(RoiInputSchema, { ...ROI_DEFAULTS, implementationCost: Infinity }).success).toBe(false);
  });
});

describe('the page’s forgiving parser', () => {
  it('turns non-numbers into 0, then clamps, and reports each change', () => {
    const { inputs, adjusted } = clampInputs({
      numberOfEmployees: 'ten',
      averageHourlyWage: '',
      hoursWorkedPerWeek: '120',
      currentTimeSpentOnTasks: -5,
      expectedTimeReduction: '60',
      implementationCost: '5000',
      monthlySubscriptionCost: 'lots',
    });
    expect(inputs).toEqual({
      ...ROI_DEFAULTS,
      numberOfEmployees: INPUT_RANGES.numberOfEmployees.min,
      averageHourlyWage: 0,
      hoursWorkedPerWeek: 80,
      currentTimeSpentOnTasks: 0,
      monthlySubscriptionCost: 0,
    });
    expect(adjusted.map((a) => [a.field, a.reason, a.value])).toEqual([
      ['numberOfEmployees', 'not-a-number', 1],
      ['averageHourlyWage', 'not-a-number', 0],
      ['hoursWorkedPerWeek', 'above-maximum', 80],
      ['currentTimeSpentOnTasks', 'below-minimum', 0],
      ['monthlySubscriptionCost', 'not-a-number', 0],
    ]);
  });

  it('rounds employees to whole people and keeps valid values untouched', () => {
    expect(clampInputs({ numberOfEmployees: '12.4' }).inputs.numberOfEmployees).toBe(12);
    expect(clampInputs({ ...ROI_DEFAULTS }).adjusted).toEqual([]);
    expect(clampInputs({ businessType: 'mining' }).adjusted[0]?.reason).toBe('unknown-business-type');
  });

  it('round-trips a case through the URL query, listing only what differs', () => {
    const inputs = { ...ROI_DEFAULTS, ...findScenario('professional-services')?.inputs };
    const params = inputsToSearchParams(inputs);
    expect(inputsFromSearchParams(new URLSearchParams(params.toString()))).toEqual({ inputs, adjusted: [] });
    expect(inputsToSearchParams(ROI_DEFAULTS).toString()).toBe('');
    expect(inputsToSearchParams(withInputs({ expectedTimeReduction: 70 })).toString()).toBe('reduction=70');
  });
});

describe('content', () => {
  it('has four scenarios with the spec’s ids and a label for every business type', () => {
    expect(scenarios.map((s) => s.id)).toEqual(['small-retail', 'professional-services', 'manufacturing', 'ecommerce']);
    for (const type of BUSINESS_TYPES) expect(roiContent.businessTypes[type]).toBeTruthy();
  });

  it('parses a valid fixture and fails clearly on a bad one', () => {
    expect(parseContent('fixture', RoiContentSchema, roiContent)).toEqual(roiContent);
    const bad = {
      ...roiContent,
      fields: { ...roiContent.fields, wage: undefined, averageHourlyWage: { label: '', unit: '£', help: 'x' } },
    };
    expect(() => parseContent('fixture', RoiContentSchema, bad)).toThrow(
      'Invalid content in fixture:\n  fixture › fields.averageHourlyWage.label: must not be empty',
    );
    // How many scenarios there are is the product's number, which the schema holds.
    const short = { ...roiContent, scenarios: roiContent.scenarios.slice(0, 3) };
    expect(() => parseContent('fixture', RoiContentSchema, short)).toThrow(
      'fixture › scenarios: 4 sample scenarios (docs/product.md#roi-constants), found 3',
    );
  });

  it('checks scenario inputs against the engine’s ranges', () => {
    const [first] = roiContent.scenarios;
    expect(() =>
      parseContent('content/roi.ts scenarios[0]', RoiInputSchema, {
        businessType: 'retail',
        ...first?.inputs,
        hoursWorkedPerWeek: 90,
      }),
    ).toThrow('content/roi.ts scenarios[0] › hoursWorkedPerWeek: must be a number, 1 to 80');
  });

  it('states the engine’s constants in the methodology', () => {
    expect(methodologySteps.find((s) => s.output === 'hoursSavedPerMonth')?.formula).toContain('× 4.33');
    expect(methodologySteps.find((s) => s.output === 'breakEvenMonths')?.note).toContain('999 months');
    expect(() => fillConstants('{weeksPerFortnight}')).toThrow(/unknown constant/);
  });
});

describe('sensitivity', () => {
  it('varies reduction by ±20 points and wage by ±20% around the case', () => {
    const result = sensitivity(ROI_DEFAULTS);
    expect(result.reductions).toEqual([40, 50, 60, 70, 80]);
    expect(result.wages).toEqual([20, 22.5, 25, 27.5, 30]);
    const centre = result.grid[2]?.[2];
    expect(centre?.implementationROI).toBe(1100);
    expect(centre?.breakEvenMonths).toBe(calculateRoi(ROI_DEFAULTS).breakEvenMonths);
  });

  it('keeps reductions within 0–100', () => {
    expect(sensitivity(withInputs({ expectedTimeReduction: 95 })).reductions).toEqual([75, 85, 95]);
  });
});

describe('a single task as the calculator’s inputs (the articles’ worked examples)', () => {
  // The brief's invoice example (docs/product.md#articles), as the article's figure computes it: 15 minutes an invoice,
  // 160 invoices a month, £25 an hour.
  const invoice = roiCases.invoice!;
  if (invoice.kind !== 'task') throw new Error('the invoice example is a single task');

  it('takes 40 hours and £1,000 a month by hand', () => {
    expect(taskHoursPerMonth(invoice)).toBe(40);
    expect(taskHoursPerMonth(invoice) * invoice.hourlyCost).toBe(1000);
  });

  it('saves exactly 80% of those hours a month, and monthly savings net of tools', () => {
    const outputs = calculateRoi(taskInputs(invoice));
    expect(outputs.hoursSavedPerMonth).toBeCloseTo(32, 10);
    expect(outputs.monthlySavings).toBeCloseTo(32 * 25 - 100, 10);
    expect(outputs.breakEvenMonths).toBeCloseTo(1200 / 700, 10);
    // Annual figures use 52 weeks, a hair above twelve months (4.33 × 12 = 51.96 weeks).
    expect(outputs.annualSavings).toBeGreaterThan(12 * 700);
    expect(outputs.annualSavings).toBeLessThan(12 * 700 * 1.002);
  });

  it('is a valid calculator case', () => {
    expect(() => v.parse(RoiInputSchema, taskInputs(invoice))).not.toThrow();
  });
});

describe('roundTo and roundResult (cli roi --json and --csv)', () => {
  it('rounds half away from zero, without binary noise', () => {
    expect(roundTo(434.55000000000007, 2)).toBe(434.55);
    expect(roundTo(49.142857142857146, 1)).toBe(49.1);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(0, 2)).toBe(0);
  });

  it('keeps pence for money and one decimal for hours, months and percentages; N/A stays null', () => {
    const rounded = roundResult(evaluateRoi({ ...ROI_DEFAULTS, averageHourlyWage: 19.555, implementationCost: 0 }));
    expect(rounded.inputs.averageHourlyWage).toBe(19.56);
    expect(rounded.outputs.implementationROI).toBeNull();
    for (const key of OUTPUTS) {
      const value = rounded.outputs[key];
      if (value !== null) expect(String(value), key).toMatch(/^-?\d+(\.\d{1,2})?$/);
    }
  });
});
