/** The ROI calculator page: same numbers as the engine (and so as the CLI and spreadsheet), forgiving input. */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { roiContent } from '../../content/roi.ts';
import { gotoHydrated, holdScripts } from './helpers.ts';
import { OUTPUTS, ROI_DEFAULTS, evaluateRoi, formatOutput, scenarios, type RoiInputs } from '../../lib/roi.ts';
import { formatGBP } from '../../lib/format.ts';
import {
  PAGE_BOX,
  PAYBACK_MARKS,
  PAYBACK_MONTHS,
  paybackGeometry,
  paybackSeries,
  paybackTableMonths,
} from '../../lib/roi-engine/payback.ts';

const output = (page: Page, key: string) => page.locator(`[data-output="${key}"] dd`).first();

async function expectResults(page: Page, inputs: RoiInputs) {
  const expected = evaluateRoi(inputs);
  for (const key of OUTPUTS) {
    await expect(output(page, key), key).toContainText(formatOutput(key, expected.outputs[key]));
  }
  await expect(page.getByTestId('roi-recommendation')).toContainText(expected.recommendation);
}

const field = (page: Page, key: keyof typeof roiContent.fields) => page.getByLabel(roiContent.fields[key].label);

/** The break-even in the chart's words: the engine's figure as the results show it, if within the chart. */
function breakEvenSentence(inputs: RoiInputs): string {
  const months = evaluateRoi(inputs).outputs.breakEvenMonths;
  const { chart } = roiContent;
  return months !== null && months <= PAYBACK_MONTHS
    ? chart.breakEven.replace('{months}', formatOutput('breakEvenMonths', months))
    : chart.noBreakEven.replace('{months}', String(PAYBACK_MONTHS));
}

/** The payback chart of a case: its caption, its line and its table, each from lib/roi. */
async function expectChart(page: Page, inputs: RoiInputs) {
  const { chart } = roiContent;
  const series = paybackSeries(inputs);
  const caption = [
    breakEvenSentence(inputs),
    ...PAYBACK_MARKS.map((month) =>
      chart.position.replace('{months}', String(month)).replace('{position}', formatGBP(series[month]!.position)),
    ),
  ].join(' ');
  const figure = page.getByRole('figure', { name: chart.title });
  await expect(figure.getByTestId('payback-summary')).toHaveText(caption);
  await expect(figure.getByTestId('payback-line')).toHaveAttribute('d', paybackGeometry(inputs, PAGE_BOX).line);
  // The table is a disclosure under the drawing, which opens without scripts too.
  if ((await figure.locator('details').getAttribute('open')) === null)
    await figure.getByText(chart.tableSummary).click();
  await expect(figure.getByRole('row')).toHaveText([
    `${chart.monthHeading}${chart.positionHeading}`,
    ...paybackTableMonths().map((month) => `${month}${formatGBP(series[month]!.position)}`),
  ]);
}

test('shows the default case exactly as the model gives it', async ({ page }) => {
  await gotoHydrated(page, '/roi-calculator');
  await expectResults(page, ROI_DEFAULTS);
  // The figures the issue states for the defaults, as a visitor reads them.
  const texts = await page.locator('[data-output] dd:first-of-type').allTextContents();
  expect(texts.join(' | ')).toBe(
    '48 hours | 208 hours | 2,496 hours | £4,996 | £60,000 | 1,100% | 1.0 months | 3,500% | 12%',
  );
  await expect(page.getByTestId('roi-recommendation')).toContainText('Excellent');
});

test('recomputes on every change and keeps the case in a shareable URL', async ({ page, context }) => {
  await gotoHydrated(page, '/roi-calculator');
  await field(page, 'numberOfEmployees').fill('25');
  await field(page, 'averageHourlyWage').fill('18.5');
  await field(page, 'implementationCost').fill('12000');
  const inputs = { ...ROI_DEFAULTS, numberOfEmployees: 25, averageHourlyWage: 18.5, implementationCost: 12000 };
  await expectResults(page, inputs);
  await expect(page).toHaveURL(/employees=25/);
  await expect(page).toHaveURL(/wage=18.5/);

  // Someone opening the link sees the same case.
  const shared = await context.newPage();
  await gotoHydrated(shared, page.url());
  await expect(field(shared, 'numberOfEmployees')).toHaveValue('25');
  await expectResults(shared, inputs);
});

test('turns non-numbers into 0 and clamps to the allowed range, saying so', async ({ page }) => {
  await gotoHydrated(page, '/roi-calculator');
  await field(page, 'hoursWorkedPerWeek').fill('120');
  await expect(page.getByText('Adjusted to 80 to fit the allowed range.')).toBeVisible();
  await field(page, 'expectedTimeReduction').fill('');
  await expect(page.getByText('Adjusted to 0 to fit the allowed range.')).toBeVisible();
  await expectResults(page, { ...ROI_DEFAULTS, hoursWorkedPerWeek: 80, expectedTimeReduction: 0 });
  await expect(output(page, 'breakEvenMonths')).toHaveText('N/A');

  await field(page, 'implementationCost').fill('0');
  await expect(output(page, 'implementationROI')).toHaveText('N/A');
});

test('a link with nonsense in it opens a clamped case, not an error', async ({ page }) => {
  await gotoHydrated(page, '/roi-calculator?employees=abc&hours=120&business-type=spaceship');
  await expect(field(page, 'numberOfEmployees')).toHaveValue('');
  await expectResults(page, { ...ROI_DEFAULTS, numberOfEmployees: 1, hoursWorkedPerWeek: 80 });
});

const calculator = (page: Page) => page.locator('site-island[data-island="RoiCalculator"]');
const scenarioLink = (page: Page, name: string) =>
  page.getByRole('link', { name: `${roiContent.page.loadScenario}: ${name}` });

/**
 * Reach for the calculator (focus a field), as a visitor does before using it: it wakes, and takes case links in
 * place. It alone: the tabs around it are an island of their own, whose code a first figure changed must not wait for.
 */
async function wakeCalculator(page: Page) {
  await field(page, 'numberOfEmployees').focus();
  await expect(calculator(page)).toHaveAttribute('data-state', 'hydrated');
  await expect(page.locator('site-island[data-island="Tabs"]')).not.toHaveAttribute('data-state');
}

for (const scenario of scenarios) {
  test(`"Load This Scenario" fills every input in place: ${scenario.name}`, async ({ page }) => {
    await gotoHydrated(page, '/roi-calculator');
    await wakeCalculator(page);
    // Gone if the page were loaded again: the case must be taken in place, not by following the link.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole('tab', { name: roiContent.page.tabs.scenarios }).click();
    await scenarioLink(page, scenario.name).click();
    await expect(page.getByRole('tab', { name: roiContent.page.tabs.calculator })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: roiContent.page.inputsHeading })).toBeFocused();
    await expect(page.getByLabel(roiContent.businessTypeField.label)).toHaveValue(scenario.inputs.businessType);
    for (const key of Object.keys(roiContent.fields) as (keyof typeof roiContent.fields)[]) {
      await expect(field(page, key)).toHaveValue(String(scenario.inputs[key]));
    }
    await expectResults(page, scenario.inputs);
    expect(await page.evaluate(() => '__samePage' in window)).toBe(true);
  });
}

test('choosing a tab wakes the calculator in it too, so a scenario chosen first is taken in place', async ({
  page,
}) => {
  const [scenario] = scenarios;
  await gotoHydrated(page, '/roi-calculator');
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByRole('tab', { name: roiContent.page.tabs.scenarios }).click();
  await expect(calculator(page)).toHaveAttribute('data-state', 'hydrated');
  await scenarioLink(page, scenario!.name).click();
  await expect(field(page, 'numberOfEmployees')).toHaveValue(String(scenario!.inputs.numberOfEmployees));
  await expectResults(page, scenario!.inputs);
  expect(await page.evaluate(() => '__samePage' in window)).toBe(true);
});

test('with the calculator given up on, a scenario link is followed to its shared address', async ({ page }) => {
  const [scenario] = scenarios;
  // The calculator's own chunk fails, retry included (Vite's manifest of the client build names it); the tabs' does not.
  const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Record<string, { file: string }>;
  const chunk = `/${manifest['components/roi/RoiCalculator.island.tsx']!.file}`;
  await page.route(
    (url) => url.pathname === chunk,
    (route) => route.abort(),
  );
  await gotoHydrated(page, '/roi-calculator');
  await page.getByRole('tab', { name: roiContent.page.tabs.scenarios }).click();
  await expect(calculator(page)).toHaveAttribute('data-state', 'failed');
  await scenarioLink(page, scenario!.name).click();
  await expect(page).toHaveURL(/\?.*employees=/);
  // The page opened there says how to get results without the calculator's script.
  await expect(calculator(page)).toHaveAttribute('data-state', 'failed');
  await expect(calculator(page).getByText(roiContent.page.noscript)).toBeVisible();
});

test('copying the link confirms with a toast that Alt+T reaches', async ({ page, context, browserName }) => {
  test.skip(browserName !== 'chromium', 'clipboard permissions are Chromium-specific here');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/roi-calculator?employees=12');
  await page.getByRole('button', { name: roiContent.page.shareLink }).click();
  const toast = page.locator('[data-scope="toast"][data-part="root"]');
  await expect(toast).toContainText(roiContent.page.shareLinkCopied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('employees=12');
  await page.keyboard.press('Alt+KeyT');
  await expect(page.locator('[data-scope="toast"][data-part="group"]')).toBeFocused();
});

test('methodology states the formulas with the engine constants; benchmarks come from content', async ({ page }) => {
  await gotoHydrated(page, '/roi-calculator');
  await page.getByRole('tab', { name: roiContent.page.tabs.methodology }).click();
  await expect(page.getByText('Hours saved per week × 4.33')).toBeVisible();
  await page.getByRole('tab', { name: roiContent.page.tabs.benchmarks }).click();
  await expect(
    page.getByRole('cell', { name: roiContent.benchmarks.processes[0]!.typicalReduction }).first(),
  ).toBeVisible();
  // The calculator, an island in the tabs' first panel, woke with them and still answers there once they have
  // hidden and shown its panel.
  await page.getByRole('tab', { name: roiContent.page.tabs.calculator }).click();
  await field(page, 'numberOfEmployees').fill('30');
  await expectResults(page, { ...ROI_DEFAULTS, numberOfEmployees: 30 });
});

test('the spreadsheet download is served', async ({ page, request }) => {
  await gotoHydrated(page, '/roi-calculator');
  const link = page.getByRole('link', { name: roiContent.page.spreadsheetLink });
  await expect(link).toHaveAttribute('href', '/downloads/roi-calculator.xls');
  const response = await request.get('/downloads/roi-calculator.xls');
  expect(response.status()).toBe(200);
  // BIFF8 inside an OLE2 compound file starts with this signature.
  expect((await response.body()).subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
});

test('with JavaScript off, the default results and the methodology are there', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/roi-calculator');
  await expectResults(page, ROI_DEFAULTS);
  await expect(page.getByText('Hours saved per week × 4.33')).toBeVisible();
  await context.close();
});

test('the payback chart is drawn for the default case without scripts, and redrawn as the case changes', async ({
  browser,
  baseURL,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const still = await context.newPage();
  await still.goto('/roi-calculator');
  await expectChart(still, ROI_DEFAULTS);
  // Each sample scenario's small curve says when it breaks even.
  for (const scenario of scenarios) {
    await expect(still.locator(`#scenario-${scenario.id} svg`)).toBeVisible();
    await expect(still.locator(`#scenario-${scenario.id}`)).toContainText(breakEvenSentence(scenario.inputs));
  }
  await context.close();

  await gotoHydrated(page, '/roi-calculator');
  await field(page, 'implementationCost').fill('100000');
  const changed = { ...ROI_DEFAULTS, implementationCost: 100_000 };
  // The second year: a different break-even, and a loss at 12 months where the default case has a gain.
  expect(breakEvenSentence(changed)).not.toBe(breakEvenSentence(ROI_DEFAULTS));
  await expectChart(page, changed);
});

// The numbers do not depend on the viewport: one run, in the desktop project.
test(
  'the page, the CLI and the spreadsheet give the same numbers for the default case and every scenario',
  {},
  async ({ page }) => {
    const { execFileSync } = await import('node:child_process');
    const XLSX = await import('@e965/xlsx');
    const { LAYOUT, spreadsheetCases } = await import('../../lib/file-formats/spreadsheet.ts');

    const cli = JSON.parse(
      execFileSync(process.execPath, ['cli/index.ts', 'roi', 'scenarios', '--json', '--raw'], { encoding: 'utf8' }),
    ) as { id: string; outputs: Record<string, number | null> }[];
    const cliDefault = JSON.parse(
      execFileSync(process.execPath, ['cli/index.ts', 'roi', '--json', '--raw'], { encoding: 'utf8' }),
    ) as { outputs: Record<string, number | null> };

    const workbook = XLSX.read(readFileSync('dist/client/downloads/roi-calculator.xls'), { type: 'buffer' });
    const sheet = workbook.Sheets[LAYOUT.sheetName]!;
    const sheetOutputs = (column: number) =>
      Object.fromEntries(
        OUTPUTS.map((key) => [key, sheet[XLSX.utils.encode_cell({ r: LAYOUT.outputRow[key], c: column })]?.v]),
      );

    const cases = spreadsheetCases();
    for (const [index, spreadsheetCase] of cases.entries()) {
      const fromCli = index === 0 ? cliDefault.outputs : cli[index - 1]!.outputs;
      const fromSheet = sheetOutputs(LAYOUT.caseColumns[index]!);
      await gotoHydrated(page, '/roi-calculator');
      if (index > 0) {
        await wakeCalculator(page);
        await page.getByRole('tab', { name: roiContent.page.tabs.scenarios }).click();
        await scenarioLink(page, spreadsheetCase.title).click();
        await expect(page).toHaveURL(/\?/);
      }
      for (const key of OUTPUTS) {
        const shown = await output(page, key).textContent();
        // The CLI gives the engine's numbers with --raw (null for N/A); the spreadsheet caches the same (999 for N/A).
        const cliValue = fromCli[key] ?? null;
        expect(shown, `${spreadsheetCase.title}: page ${key}`).toContain(formatOutput(key, cliValue));
        const sheetValue = fromSheet[key] as number;
        if (cliValue === null)
          expect(sheetValue === null || typeof sheetValue !== 'number' || key === 'breakEvenMonths').toBe(true);
        else expect(sheetValue, `${spreadsheetCase.title}: spreadsheet ${key}`).toBeCloseTo(cliValue, 6);
      }
    }
  },
);

test('figures typed before the calculator wakes are kept, and the results follow them', async ({
  page,
  browserName,
}) => {
  test.skip(browserName !== 'chromium', 'holding the scripts back is enough; the rest is the same everywhere');
  const release = await holdScripts(page, 'chunks');
  const island = page.locator('site-island[data-island="RoiCalculator"]');
  await page.goto('/roi-calculator', { waitUntil: 'commit' });
  await field(page, 'numberOfEmployees').fill('25');
  await field(page, 'averageHourlyWage').fill('31.5');
  await expect(island).not.toHaveAttribute('data-state', 'hydrated');
  release();

  await expect(island).toHaveAttribute('data-state', 'hydrated', { timeout: 30_000 });
  await expect(field(page, 'numberOfEmployees')).toHaveValue('25');
  await expect(field(page, 'averageHourlyWage')).toHaveValue('31.5');
  await expectResults(page, { ...ROI_DEFAULTS, numberOfEmployees: 25, averageHourlyWage: 31.5 });
});
