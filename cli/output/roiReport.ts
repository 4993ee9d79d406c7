/**
 * The one-page ROI report a consultant sends a client (`cli roi report`): one case from the engine, as a
 * self-contained HTML page that prints on one A4 sheet. Like the docs hub's downloads (lib/file-formats/document.ts)
 * it loads nothing: one inline stylesheet, an inline SVG, no script, font or image. Every figure is the
 * engine's, formatted as the calculator and `cli roi` format it; every word is content's (content/roi.ts for
 * what the calculator already says, content/roiReport.ts for the rest, content/site.ts for the firm).
 *
 * The payback chart is drawn here as an SVG string from lib/roi-engine/payback.ts's geometry, which the page's
 * React chart draws too; nothing here computes a position.
 */
import { roiContent } from '../../content/roi.ts';
import { roiReport } from '../../content/roiReport.ts';
import { site } from '../../content/site.ts';
import { brand } from '../../lib/brand.ts';
import { registrationLine } from '../../lib/company.ts';
import { formatDate, formatGBP, telHref } from '../../lib/format.ts';
import { escapeHtml as e, printableDocument } from '../../lib/html.ts';
import {
  INPUT_KEYS,
  OUTPUTS,
  formatInput,
  formatOutput,
  inputLabel,
  methodologySteps,
  outputLabel,
  recommendationCase,
  type OutputKey,
  type RoiInputs,
  type RoiResult,
  type Scenario,
} from '../../lib/roi.ts';
import { PAYBACK_MONTHS, paybackGeometry, paybackTableMonths, type ChartBox } from '../../lib/roi-engine/payback.ts';

/**
 * Colours beside the brand's: text at least 4.5:1 on white and on the tint, lines and marks at least 3:1;
 * the grid, rules and fills are decoration.
 */
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const GRID = '#e5e7eb';
const TINT = '#eef2fb';
const LOSS = '#b91c1c';

/** A generous width of one character of an 11-unit bold label, to keep the line clear of it. */
const LABEL_CHAR = 7;

/** Fill `{name}` tokens; one the values do not name is left as it is, for report.test.ts to catch. */
const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token);

/** The headline figures: what a buyer asks first. */
export const KEY_FIGURES: readonly OutputKey[] = [
  'annualSavings',
  'breakEvenMonths',
  'implementationROI',
  'threeYearROI',
];

/** The report's chart box: wider than the page's, to fit A4's width at a readable height. */
export const REPORT_BOX: Readonly<ChartBox> = { width: 720, height: 180, left: 70, right: 18, top: 24, bottom: 38 };

/** The chart in one sentence: its SVG `<desc>`. */
export function paybackDescription(inputs: RoiInputs, months: number = PAYBACK_MONTHS): string {
  const geometry = paybackGeometry(inputs, REPORT_BOX, months);
  const copy = roiReport.chart;
  const start = geometry.points[0]?.position ?? 0;
  const breakEven =
    inputs.implementationCost === 0
      ? copy.nothingToPayBack
      : geometry.breakEven
        ? fill(copy.breakEven, { months: formatOutput('breakEvenMonths', geometry.breakEven.month) })
        : fill(copy.noBreakEven, { months: String(months) });
  const marks = geometry.marks
    .map((mark) => fill(copy.mark, { value: formatGBP(mark.position), months: String(mark.month) }))
    .join(' and ');
  return fill(copy.description, { start: formatGBP(start), breakEven, marks });
}

/**
 * The payback chart as an SVG element: the position line over its area (blue above zero, red below), the
 * zero line, the break-even month and the marked months. Named and described for screen readers; the text
 * inside is drawn for the eye. `idPrefix` keeps its ids unique if a page holds more than one.
 */
export function renderPaybackSvg(inputs: RoiInputs, idPrefix = 'payback'): string {
  const g = paybackGeometry(inputs, REPORT_BOX);
  const { box } = g;
  const right = box.width - box.right;
  const bottom = box.height - box.bottom;
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (x: number, y: number, content: string, attrs = '') =>
    `<text x="${x}" y="${y}"${attrs ? ` ${attrs}` : ''}>${e(content)}</text>`;

  const parts: string[] = [
    `<svg class="chart" viewBox="0 0 ${box.width} ${box.height}" role="img" aria-labelledby="${id('title')}" aria-describedby="${id('desc')}" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="${id('title')}">${e(fill(roiReport.chart.title, { months: String(PAYBACK_MONTHS) }))}</title>`,
    `<desc id="${id('desc')}">${e(paybackDescription(inputs))}</desc>`,
    '<defs>',
    `<clipPath id="${id('above')}"><rect x="0" y="0" width="${box.width}" height="${g.zeroY}"/></clipPath>`,
    `<clipPath id="${id('below')}"><rect x="0" y="${g.zeroY}" width="${box.width}" height="${Math.max(0, box.height - g.zeroY)}"/></clipPath>`,
    '</defs>',
    `<g class="grid" stroke="${GRID}" stroke-width="1">`,
    ...g.yTicks.map((tick) => `<line x1="${box.left}" y1="${tick.y}" x2="${right}" y2="${tick.y}"/>`),
    '</g>',
    `<g class="axis" fill="${MUTED}" font-size="11">`,
    ...g.yTicks.map((tick) => text(box.left - 8, tick.y, formatGBP(tick.value), 'text-anchor="end" dy="0.32em"')),
    ...g.xTicks.map((tick) => text(tick.x, bottom + 16, String(tick.month), 'text-anchor="middle"')),
    text(box.left + (right - box.left) / 2, box.height - 4, roiContent.chart.monthsAxis, 'text-anchor="middle"'),
    '</g>',
    `<path d="${g.area}" fill="${brand.blue}" fill-opacity="0.14" clip-path="url(#${id('above')})"/>`,
    `<path d="${g.area}" fill="${LOSS}" fill-opacity="0.12" clip-path="url(#${id('below')})"/>`,
    `<line x1="${box.left}" y1="${g.zeroY}" x2="${right}" y2="${g.zeroY}" stroke="${MUTED}" stroke-width="1.25"/>`,
  ];
  if (g.breakEven && inputs.implementationCost !== 0) {
    const { x, month } = g.breakEven;
    // The label sits right of the line unless that would run off the chart.
    const anchor = x > right - 150 ? 'end' : 'start';
    const dx = anchor === 'end' ? -6 : 6;
    parts.push(
      `<line x1="${x}" y1="${box.top - 8}" x2="${x}" y2="${bottom}" stroke="${INK}" stroke-width="1" stroke-dasharray="4 3"/>`,
      text(
        x + dx,
        box.top - 10,
        `${roiContent.chart.breakEvenLabel}: ${formatOutput('breakEvenMonths', month)} ${roiContent.outputs.breakEvenMonths.unit}`,
        `text-anchor="${anchor}" font-size="11" font-weight="700" fill="${INK}"`,
      ),
    );
  }
  parts.push(
    `<path d="${g.line}" fill="none" stroke="${brand.blue}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  // A mark's label ends just left of its point, above the stretch of line it spans (below it when there is
  // no room above), so the line never runs through it; a white halo keeps it legible over the grid.
  for (const mark of g.marks) {
    const label = fill(roiReport.chart.mark, { value: formatGBP(mark.position), months: String(mark.month) });
    const span = g.points.filter((point) => point.x >= mark.x - 8 - label.length * LABEL_CHAR && point.x <= mark.x);
    const high = Math.min(...span.map((point) => point.y));
    const low = Math.max(...span.map((point) => point.y));
    const y = high - 8 >= box.top + 8 ? high - 8 : low + 16;
    parts.push(
      `<circle cx="${mark.x}" cy="${mark.y}" r="4" fill="${brand.paper}" stroke="${brand.blue}" stroke-width="2"/>`,
      text(
        mark.x - 8,
        y,
        label,
        `text-anchor="end" font-size="11" font-weight="700" fill="${INK}" stroke="${brand.paper}" stroke-width="3" paint-order="stroke"`,
      ),
    );
  }
  parts.push('</svg>');
  return parts.join('\n');
}

/** The chart's equivalent table: the position every quarter, months across. */
function paybackTable(inputs: RoiInputs): string {
  const { points } = paybackGeometry(inputs, REPORT_BOX);
  const months = paybackTableMonths().filter((month) => points[month] !== undefined);
  const copy = roiReport.chart;
  return [
    '<table class="payback">',
    `<caption>${e(copy.tableCaption)}</caption>`,
    `<thead><tr><th scope="row">${e(roiContent.chart.monthHeading)}</th>${months.map((m) => `<th scope="col">${m}</th>`).join('')}</tr></thead>`,
    `<tbody><tr><th scope="row">${e(roiContent.chart.positionHeading)}</th>${months
      .map((m) => {
        const position = points[m]?.position ?? 0;
        return `<td${position < 0 ? ' class="loss"' : ''}>${e(formatGBP(position))}</td>`;
      })
      .join('')}</tr></tbody>`,
    '</table>',
  ].join('\n');
}

const stepLabel = (output: string): string =>
  output in roiContent.outputs ? roiContent.outputs[output as OutputKey].label : roiContent.page.recommendationHeading;

// Screen first (a sheet on a grey desk), then print. Sizes in pt so the screen shows what the sheet holds.
// No url(), @import or @font-face: nothing is fetched.
export const STYLES = `:root { color-scheme: light; }
*, *::before, *::after { box-sizing: border-box; }
html { background: #e5e7eb; }
body { margin: 1.5rem auto; width: 210mm; min-height: 297mm; padding: 10mm 14mm; background: ${brand.paper}; color: ${INK}; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; font-size: 9pt; line-height: 1.4; }
a { color: ${brand.blue}; }
h1, h2, h3, p, dl, dd, ol, ul { margin: 0; }
h2 { font-size: 11pt; line-height: 1.25; margin-bottom: 1.5mm; color: ${brand.blue}; }
h3 { font-size: 9pt; margin: 2mm 0 1mm; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.masthead { display: flex; justify-content: space-between; align-items: flex-end; gap: 6mm; padding-bottom: 2mm; border-bottom: 2.5pt solid ${brand.blue}; }
.brand { font-size: 15pt; font-weight: 700; color: ${brand.blue}; line-height: 1.1; }
.tagline { color: ${MUTED}; margin-top: 0.5mm; max-width: 95mm; }
/* One link a row, each 24 px tall (WCAG 2.2 target size). */
.contact { list-style: none; padding: 0; text-align: right; }
.contact a { display: inline-block; min-height: 24px; line-height: 24px; text-decoration: none; }
.heading { margin: 4mm 0 3.5mm; }
h1 { font-size: 18pt; line-height: 1.15; }
.eyebrow { display: block; font-size: 8.5pt; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: ${MUTED}; margin-bottom: 1mm; }
.meta { display: flex; flex-wrap: wrap; gap: 0.5mm 6mm; margin-top: 1.5mm; }
.meta dt, .meta dd { display: inline; }
.meta dt { color: ${MUTED}; }
.meta dd { font-weight: 600; }
.figures { display: grid; grid-template-columns: repeat(4, 1fr); gap: 3mm; margin-bottom: 3mm; }
.figure { background: ${TINT}; border-top: 2pt solid ${brand.blue}; padding: 2.5mm 3mm; }
.figure dt { color: ${MUTED}; font-size: 8.5pt; }
.figure dd { font-size: 16pt; font-weight: 700; line-height: 1.2; }
.figure .unit { font-size: 9pt; font-weight: 600; color: ${MUTED}; }
.verdict { border-left: 3pt solid ${brand.blue}; padding: 1mm 0 1mm 4mm; margin-bottom: 3.5mm; }
.verdict h2 { margin-bottom: 0.5mm; }
.columns { display: grid; grid-template-columns: 1fr 1fr; gap: 6mm; margin-bottom: 3.5mm; }
table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { padding: 0.7mm 1.5mm; border-bottom: 0.75pt solid ${RULE}; text-align: left; vertical-align: baseline; }
th { font-weight: 400; }
td { text-align: right; font-weight: 600; white-space: nowrap; }
.chart-section { margin-bottom: 3.5mm; }
.chart { display: block; width: 100%; height: auto; font-family: inherit; margin-bottom: 2mm; }
.payback { font-size: 8pt; }
.payback caption { text-align: left; font-weight: 700; padding-bottom: 1mm; }
.payback th, .payback td { padding: 0.8mm 1mm; text-align: right; }
.payback th[scope="row"] { text-align: left; font-weight: 700; }
.payback thead th { color: ${MUTED}; }
.payback td.loss { color: ${LOSS}; }
.method { font-size: 7.5pt; line-height: 1.3; }
.method .intro { color: ${MUTED}; margin-bottom: 1.5mm; }
.method-columns { columns: 2; column-gap: 6mm; }
.steps { padding-left: 4.5mm; }
.method li { break-inside: avoid; margin-bottom: 0.8mm; }
.method h3 { break-after: avoid; }
.note { display: block; color: ${MUTED}; }
.assumptions { padding-left: 4.5mm; }
.colophon { margin-top: 3mm; padding-top: 1.5mm; border-top: 0.75pt solid ${RULE}; font-size: 7.5pt; color: ${MUTED}; }
@page { size: A4; margin: 10mm 14mm; }
@media print {
  html { background: none; }
  body { margin: 0; width: auto; min-height: 0; padding: 0; }
  a { text-decoration: none; }
  .chart, table, tr, li { break-inside: avoid; }
}`;

export interface RoiReportOptions {
  /** The case, from `evaluateRoi`. */
  result: RoiResult;
  /** Who the report is for, as it should read (escaped here). */
  client: string;
  /** The report's date, YYYY-MM-DD. */
  date: string;
  /** The sample scenario the case started from, if any. */
  scenario?: Scenario;
}

/** Whether any input differs from the scenario's. */
const adjusted = (inputs: RoiInputs, scenario: Scenario): boolean =>
  INPUT_KEYS.some((key) => inputs[key] !== scenario.inputs[key]);

/** One case as a complete, self-contained HTML page. Every text is escaped; the same options give the same bytes. */
export function renderRoiReport({ result, client, date, scenario }: RoiReportOptions): string {
  const { inputs, outputs } = result;
  const page = roiContent.page;
  const website = site.origin.replace(/^https?:\/\//, '');
  const registration = registrationLine();
  const meta: [string, string][] = [
    [roiReport.preparedBy, site.brand],
    [roiReport.date, formatDate(date)],
  ];
  if (scenario) {
    const template = adjusted(inputs, scenario) ? roiReport.scenarioAdjusted : roiReport.scenario;
    meta.push([roiReport.startingPoint, fill(template, { scenario: scenario.name })]);
  }
  const methodology = roiContent.methodology;

  return printableDocument({
    title: `${fill(roiReport.documentTitle, { client })} | ${site.brand}`,
    styles: STYLES,
    masthead: [
      '<div>',
      `<p class="brand">${e(site.brand)}</p>`,
      `<p class="tagline">${e(site.tagline)}</p>`,
      '</div>',
      '<ul class="contact">',
      `<li><a href="mailto:${e(site.email)}">${e(site.email)}</a></li>`,
      `<li><a href="${e(telHref(site.phone))}">${e(site.phone)}</a></li>`,
      `<li><a href="${e(site.origin)}">${e(website)}</a></li>`,
      '</ul>',
    ],
    main: [
      '<div class="heading">',
      `<h1><span class="eyebrow">${e(roiReport.eyebrow)}</span> ${e(client)}</h1>`,
      '<dl class="meta">',
      ...meta.map(([term, value]) => `<div><dt>${e(term)}</dt> <dd>${e(value)}</dd></div>`),
      '</dl>',
      '</div>',
      '<section aria-labelledby="figures-title">',
      `<h2 id="figures-title" class="visually-hidden">${e(roiReport.keyFiguresHeading)}</h2>`,
      '<dl class="figures">',
      ...KEY_FIGURES.map((key) => {
        const unit = roiContent.outputs[key].unit;
        const value = formatOutput(key, outputs[key]);
        const shownUnit = unit && value !== page.notApplicable ? ` <span class="unit">${e(unit)}</span>` : '';
        return `<div class="figure"><dt>${e(roiContent.outputs[key].label)}</dt><dd>${e(value)}${shownUnit}</dd></div>`;
      }),
      '</dl>',
      '</section>',
      '<section class="verdict" aria-labelledby="verdict-title">',
      `<h2 id="verdict-title">${e(`${page.recommendationHeading}: ${result.recommendation}`)}</h2>`,
      `<p>${e(roiContent.recommendations[recommendationCase(result)])}</p>`,
      '</section>',
      '<div class="columns">',
      '<section aria-labelledby="inputs-title">',
      `<h2 id="inputs-title">${e(page.inputsHeading)}</h2>`,
      '<table class="facts inputs" aria-labelledby="inputs-title">',
      '<tbody>',
      ...INPUT_KEYS.map(
        (key) => `<tr><th scope="row">${e(inputLabel(key))}</th><td>${e(formatInput(key, inputs))}</td></tr>`,
      ),
      '</tbody>',
      '</table>',
      '</section>',
      '<section aria-labelledby="results-title">',
      `<h2 id="results-title">${e(page.resultsHeading)}</h2>`,
      '<table class="facts results" aria-labelledby="results-title">',
      '<tbody>',
      ...OUTPUTS.map(
        (key) => `<tr><th scope="row">${e(outputLabel(key))}</th><td>${e(formatOutput(key, outputs[key]))}</td></tr>`,
      ),
      '</tbody>',
      '</table>',
      '</section>',
      '</div>',
      '<section class="chart-section" aria-labelledby="chart-title">',
      `<h2 id="chart-title">${e(roiContent.chart.title)}</h2>`,
      renderPaybackSvg(inputs),
      paybackTable(inputs),
      '</section>',
      '<section class="method" aria-labelledby="method-title">',
      `<h2 id="method-title">${e(methodology.title)}</h2>`,
      `<p class="intro">${e(methodology.intro)}</p>`,
      '<div class="method-columns">',
      '<ol class="steps">',
      ...methodologySteps.map(
        (step) =>
          `<li><strong>${e(stepLabel(step.output))}:</strong> <span class="formula">${e(step.formula)}</span>${
            step.note ? ` <span class="note">${e(step.note)}</span>` : ''
          }</li>`,
      ),
      '</ol>',
      `<h3>${e(methodology.assumptionsHeading)}</h3>`,
      '<ul class="assumptions">',
      ...methodology.assumptions.map((assumption) => `<li>${e(assumption)}</li>`),
      '</ul>',
      '</div>',
      '</section>',
    ],
    colophon: [
      `<p>${e(page.disclaimer)}</p>`,
      `<p>${e([site.legalName, website, registration].filter(Boolean).join(' · '))}</p>`,
    ],
  });
}
