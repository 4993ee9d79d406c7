import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { roiContent } from '../../content/roi.ts';
import { roiReport } from '../../content/roiReport.ts';
import { site } from '../../content/site.ts';
import { readReport } from '../../tests/fixtures/roiReport.ts';
import { formatDate, formatGBP } from '../../lib/format.ts';
import {
  INPUT_KEYS,
  OUTPUTS,
  ROI_DEFAULTS,
  evaluateRoi,
  findScenario,
  formatInput,
  formatOutput,
  inputLabel,
  methodologySteps,
  outputLabel,
  recommendationCase,
  scenarios,
  type RoiInputs,
} from '../../lib/roi.ts';
import { paybackGeometry, paybackSeries, paybackTableMonths } from '../../lib/roi-engine/payback.ts';
import { KEY_FIGURES, REPORT_BOX, STYLES, paybackDescription, renderPaybackSvg, renderRoiReport } from './roiReport.ts';

const DATE = '2026-11-23';
const HOSTILE = '<script>alert("x")</script> Tom & Jerry’s "Ltd" <img src=https://evil.example.com/x.png>';

const report = (inputs: RoiInputs, client = 'Acme Ltd', scenarioId?: string) => {
  const scenario = scenarioId ? findScenario(scenarioId) : undefined;
  return renderRoiReport({ result: evaluateRoi(inputs), client, date: DATE, ...(scenario ? { scenario } : {}) });
};

/** What the engine says about a case, formatted as `cli roi` prints it. */
function expected(inputs: RoiInputs) {
  const result = evaluateRoi(inputs);
  return {
    result,
    inputs: Object.fromEntries(INPUT_KEYS.map((key) => [inputLabel(key), formatInput(key, inputs)])),
    results: Object.fromEntries(OUTPUTS.map((key) => [outputLabel(key), formatOutput(key, result.outputs[key])])),
  };
}

const cases: [string, RoiInputs, string | undefined][] = [
  ...scenarios.map((s): [string, RoiInputs, string] => [s.id, s.inputs, s.id]),
  ['custom figures with pence', { ...ROI_DEFAULTS, numberOfEmployees: 25, averageHourlyWage: 19.5 }, undefined],
  ['no implementation cost', { ...ROI_DEFAULTS, implementationCost: 0 }, undefined],
  ['savings below the subscription', { ...ROI_DEFAULTS, expectedTimeReduction: 1 }, undefined],
];

describe('renderRoiReport', () => {
  it.each(cases)(
    '%s: inputs, the nine results, the headline figures and the view are the engine’s',
    (_name, inputs, id) => {
      const read = readReport(report(inputs, 'Acme Ltd', id));
      const want = expected(inputs);
      expect(read.inputs).toEqual(want.inputs);
      expect(read.results).toEqual(want.results);
      expect(Object.keys(read.results)).toHaveLength(9);
      for (const key of KEY_FIGURES) {
        const value = formatOutput(key, want.result.outputs[key]);
        const unit = roiContent.outputs[key].unit;
        const shown = unit && value !== roiContent.page.notApplicable ? `${value} ${unit}` : value;
        expect(read.keyFigures[roiContent.outputs[key].label]).toBe(shown);
      }
      expect(read.verdict).toEqual({
        heading: `${roiContent.page.recommendationHeading}: ${want.result.recommendation}`,
        text: roiContent.recommendations[recommendationCase(want.result)],
      });
    },
  );

  it('names the firm with its contacts, the client, the date and the scenario it started from', () => {
    const scenario = scenarios[1]!;
    const read = readReport(report(scenario.inputs, 'Acme Ltd', scenario.id));
    expect(read.h1).toBe(`${roiReport.eyebrow} Acme Ltd`);
    expect(read.title).toBe(`${roiReport.documentTitle.replace('{client}', 'Acme Ltd')} | ${site.brand}`);
    expect(read.meta).toEqual({
      [roiReport.preparedBy]: site.brand,
      [roiReport.date]: formatDate(DATE),
      [roiReport.startingPoint]: roiReport.scenario.replace('{scenario}', scenario.name),
    });
    const hrefs = read.elements.flatMap((e) => DomUtils.getAttributeValue(e, 'href') ?? []);
    expect(hrefs).toEqual([`mailto:${site.email}`, `tel:${site.phone.replace(/ /g, '')}`, site.origin]);
    for (const text of [site.brand, site.email, site.phone, site.legalName]) expect(read.text).toContain(text);

    const changed = readReport(report({ ...scenario.inputs, averageHourlyWage: 40 }, 'Acme Ltd', scenario.id));
    expect(changed.meta[roiReport.startingPoint]).toBe(roiReport.scenarioAdjusted.replace('{scenario}', scenario.name));
    expect(readReport(report(ROI_DEFAULTS)).meta).not.toHaveProperty(roiReport.startingPoint);
  });

  it('states the methodology and its assumptions as the page does, constants filled in', () => {
    const { text } = readReport(report(ROI_DEFAULTS));
    expect(text).toContain(roiContent.methodology.title);
    for (const step of methodologySteps) {
      expect(text).toContain(step.formula);
      if (step.note) expect(text).toContain(step.note);
    }
    for (const assumption of roiContent.methodology.assumptions) expect(text).toContain(assumption);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).toContain(roiContent.page.disclaimer);
  });

  it('escapes the client and every text, so markup stays inert', () => {
    const html = report(ROI_DEFAULTS, HOSTILE);
    const read = readReport(html);
    expect(read.h1).toBe(`${roiReport.eyebrow} ${HOSTILE}`);
    expect(read.title).toContain(HOSTILE);
    expect(read.elements.filter((e) => ['script', 'img'].includes(e.name))).toEqual([]);
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; Jerry’s &quot;Ltd&quot; &lt;img',
    );
    expect(html.match(/&(?!amp;|lt;|gt;|quot;|#39;)/g)).toBeNull();
  });

  it.each(cases)('%s: loads nothing and prints on A4', (_name, inputs) => {
    const html = report(inputs, HOSTILE);
    const { elements } = readReport(html);
    const loaders = ['script', 'link', 'img', 'iframe', 'object', 'embed', 'video', 'audio', 'source', 'image', 'use'];
    expect(elements.filter((e) => loaders.includes(e.name)).map((e) => e.name)).toEqual([]);
    for (const element of elements) {
      for (const [name, value] of Object.entries(element.attribs)) {
        expect(['src', 'srcset', 'style', 'action', 'xlink:href'], `${element.name}[${name}]`).not.toContain(name);
        if (name === 'href') expect(value).toMatch(/^(mailto:|tel:|https:\/\/)/);
        expect(value).not.toMatch(/url\((?!#)/);
      }
    }
    expect(elements.filter((e) => e.name === 'style')).toHaveLength(1);
    expect(STYLES).not.toMatch(/url\(|@import|@font-face/i);
    expect(STYLES).toMatch(/@page\s*\{[^}]*size:\s*A4/);
  });

  it('is byte-identical across renders', () => {
    expect(report(ROI_DEFAULTS, HOSTILE)).toBe(report({ ...ROI_DEFAULTS }, HOSTILE));
  });
});

describe('the payback chart', () => {
  it('draws the shared geometry, named and described, with a table of the same positions', () => {
    const inputs = scenarios[0]!.inputs;
    const read = readReport(report(inputs));
    const geometry = paybackGeometry(inputs, REPORT_BOX);
    const { svg } = read;
    expect(svg.attribs.role).toBe('img');
    const byId = (id: string | undefined) =>
      DomUtils.findOne((e) => e.attribs.id === id, [svg]) ?? expect.fail(`no element #${id}`);
    expect(DomUtils.textContent(byId(svg.attribs['aria-labelledby']))).toBe(
      roiReport.chart.title.replace('{months}', '36'),
    );
    expect(DomUtils.textContent(byId(svg.attribs['aria-describedby']))).toBe(paybackDescription(inputs));
    const paths = DomUtils.findAll((e) => e.name === 'path', [svg]).map((e) => e.attribs.d);
    expect(paths).toContain(geometry.line);
    expect(paths).toContain(geometry.area);

    const series = paybackSeries(inputs);
    expect(read.payback).toEqual(
      Object.fromEntries(paybackTableMonths().map((m) => [String(m), formatGBP(series[m]!.position)])),
    );
  });

  it('says where the line starts, where it crosses zero and where it stands at the marks', () => {
    const base = { ...ROI_DEFAULTS };
    const series = paybackSeries(base);
    const breakEven = formatOutput('breakEvenMonths', evaluateRoi(base).outputs.breakEvenMonths);
    expect(paybackDescription(base)).toBe(
      `Savings to date less the implementation cost: ${formatGBP(-5000)} at the start; the line crosses zero after ${breakEven} months; ${formatGBP(series[12]!.position)} after 12 months and ${formatGBP(series[36]!.position)} after 36 months.`,
    );
    expect(paybackDescription({ ...base, expectedTimeReduction: 1 })).toContain(
      roiReport.chart.noBreakEven.replace('{months}', '36'),
    );
    expect(paybackDescription({ ...base, implementationCost: 0 })).toContain(roiReport.chart.nothingToPayBack);
  });

  it('marks break-even only when the line crosses zero within three years', () => {
    const label = roiContent.chart.breakEvenLabel;
    expect(renderPaybackSvg(ROI_DEFAULTS)).toContain(`>${label}: `);
    expect(renderPaybackSvg({ ...ROI_DEFAULTS, expectedTimeReduction: 1 })).not.toContain(`>${label}: `);
    expect(renderPaybackSvg({ ...ROI_DEFAULTS, implementationCost: 0 })).not.toContain(`>${label}: `);
  });
});
