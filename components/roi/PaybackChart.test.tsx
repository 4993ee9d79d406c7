import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { roiContent } from '../../content/roi.ts';
import { formatGBP } from '../../lib/format.ts';
import { ROI_DEFAULTS, evaluateRoi, formatOutput, scenarios, type RoiInputs } from '../../lib/roi.ts';
import {
  PAGE_BOX,
  PAYBACK_MONTHS,
  paybackGeometry,
  paybackSeries,
  paybackTableMonths,
} from '../../lib/roi-engine/payback.ts';
import { PAYBACK_CASES } from '../../tests/fixtures/payback.ts';
import { PaybackChart } from './PaybackChart.tsx';
import { Sparkline } from './Sparkline.tsx';

const { page, fields, outputs, businessTypes, businessTypeField, recommendations, chart } = roiContent;
const copy = { page, fields, outputs, businessTypes, businessTypeField, recommendations, chart };

/** Text of the elements with this test id, tags stripped. */
const textOf = (html: string, testId: string) =>
  html
    .match(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</p>`))?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&');

const breakEvenSentence = (inputs: RoiInputs) => {
  const months = evaluateRoi(inputs).outputs.breakEvenMonths;
  return months !== null && months <= PAYBACK_MONTHS
    ? chart.breakEven.replace('{months}', formatOutput('breakEvenMonths', months))
    : chart.noBreakEven.replace('{months}', String(PAYBACK_MONTHS));
};

describe('<PaybackChart>', () => {
  it.each(PAYBACK_CASES)('states the break-even and the position after 12 and 36 months of %s', (_name, inputs) => {
    const html = renderToStaticMarkup(<PaybackChart copy={copy} inputs={inputs} />);
    const series = paybackSeries(inputs);
    const at = (month: number) =>
      chart.position
        .replace('{months}', String(month))
        .replace('{position}', formatGBP(series[month]?.position ?? Number.NaN));
    expect(textOf(html, 'payback-summary')).toBe(`${breakEvenSentence(inputs)} ${at(12)} ${at(36)}`);
    expect(html).toContain(`d="${paybackGeometry(inputs, PAGE_BOX).line}"`);
  });

  it('lists the position every quarter in its table', () => {
    const html = renderToStaticMarkup(<PaybackChart copy={copy} inputs={ROI_DEFAULTS} />);
    const rows = [...html.matchAll(/<th scope="row">(\d+)<\/th><td[^>]*>([^<]+)<\/td>/g)].map(([, m, p]) => [m, p]);
    const series = paybackSeries(ROI_DEFAULTS);
    expect(rows).toEqual(
      paybackTableMonths().map((month) => [String(month), formatGBP(series[month]?.position ?? Number.NaN)]),
    );
  });

  it('keeps the drawing from screen readers, which read the caption and the table', () => {
    const html = renderToStaticMarkup(<PaybackChart copy={copy} inputs={ROI_DEFAULTS} />);
    expect(html).toMatch(/^<figure[^>]*><figcaption/);
    expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*>.*<svg/);
  });
});

describe('<Sparkline>', () => {
  it.each(scenarios.map((scenario) => [scenario.name, scenario.inputs] as const))(
    'draws %s small and says when it breaks even',
    (_name, inputs) => {
      const html = renderToStaticMarkup(<Sparkline copy={copy} inputs={inputs} />);
      expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
      expect(html.replace(/<[^>]+>/g, '')).toBe(breakEvenSentence(inputs));
    },
  );
});
