import { describe, expect, it } from 'vitest';
import { roiContent } from '../../content/roi.ts';
import {
  INPUT_PARAMS,
  OUTPUTS,
  ROI_DEFAULTS,
  evaluateRoi,
  findScenario,
  scenarios,
  sensitivity,
} from '../../lib/roi.ts';
import { UsageError } from '../../lib/errors.ts';
import { runCli } from '../../tests/fixtures/cli.ts';
import { roundResult } from '../../lib/roi-engine/format.ts';
import { renderResult, renderScenarios, renderSensitivity, resolveInputs } from './roi.ts';

/** `cli roi …` as a consultant runs it. */
const cli = (...args: string[]) => runCli(['roi', ...args]);

// Concurrent, since each case mostly waits for its process; a generous timeout, since a busy machine
// (a build running beside the tests) can slow a process start to seconds.
describe.concurrent('cli roi (spawned)', { timeout: 30_000 }, () => {
  it('prints the default case as JSON with the inputs’ and outputs’ own names, rounded as a file keeps them, or --raw', async () => {
    const { code, stdout, stderr } = await cli('--json');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const parsed = JSON.parse(stdout);
    expect(Object.keys(parsed)).toEqual(['inputs', 'outputs', 'recommendation']);
    expect(parsed.inputs).toEqual(ROI_DEFAULTS);
    expect(Object.keys(parsed.outputs)).toEqual([...OUTPUTS]);
    expect(parsed.outputs.breakEvenMonths).toBe(1);
    expect(parsed).toEqual(JSON.parse(JSON.stringify(roundResult(evaluateRoi(ROI_DEFAULTS)))));
    const raw = JSON.parse((await cli('--json', '--raw')).stdout);
    expect(raw.outputs.breakEvenMonths).toBe(5000 / 4996);
    expect(raw).toEqual(JSON.parse(JSON.stringify(evaluateRoi(ROI_DEFAULTS))));
  });

  it('starts from a scenario and lets flags override it', async () => {
    const { stdout } = await cli('--scenario', 'manufacturing', '--wage', '18', '--task-share', '7.5', '--json');
    const base = findScenario('manufacturing')?.inputs;
    const expected = evaluateRoi({ ...ROI_DEFAULTS, ...base, averageHourlyWage: 18, currentTimeSpentOnTasks: 7.5 });
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(roundResult(expected))));
  });

  it('takes money and percentages as people type them', async () => {
    const typed = await cli(
      '--wage',
      '£19.50',
      '--implementation-cost',
      '£5,000',
      '--subscription',
      '1 250',
      '--task-share',
      '20%',
      '--json',
    );
    expect(typed.stderr).toBe('');
    expect(JSON.parse(typed.stdout).inputs).toMatchObject({
      averageHourlyWage: 19.5,
      implementationCost: 5000,
      monthlySubscriptionCost: 1250,
      currentTimeSpentOnTasks: 20,
    });
  });

  it('prints null for N/A in JSON and an empty field in CSV', async () => {
    const json = JSON.parse((await cli('--implementation-cost', '0', '--json')).stdout);
    expect(json.outputs.implementationROI).toBeNull();
    const csv = (await cli('--implementation-cost', '0', '--csv')).stdout.trimEnd().split('\r\n');
    expect(csv).toHaveLength(2);
    const row = Object.fromEntries(csv[0]?.split(',').map((name, i) => [name, csv[1]?.split(',')[i]]) ?? []);
    expect(row).toMatchObject({
      implementationROI: '',
      threeYearROI: '',
      breakEvenMonths: '0',
      recommendation: 'Moderate',
    });
  });

  it.each([
    [['--hours', '90'], '--hours: must be a number, 1 to 80 (got "90")'],
    [['--wage', 'abc'], '--wage: must be a number, at least 0 (such as 5000 or £5,000) (got "abc")'],
    [['--wage', '20%'], '--wage: must be a number, at least 0 (such as 5000 or £5,000) (got "20%")'],
    [['--task-share', '£20'], '--task-share: must be a number, 0 to 100 (such as 20 or 20%) (got "£20")'],
    [
      ['--implementation-cost', '5,00'],
      '--implementation-cost: must be a number, at least 0 (such as 5000 or £5,000) (got "5,00")',
    ],
    [['--employees', '2.5', '--json'], '--employees: must be a number, a whole number, at least 1 (got "2.5")'],
    [['--reduction=-1'], '--reduction: must be a number, 0 to 100 (such as 20 or 20%) (got "-1")'],
    [['--task-share', '101%'], '--task-share: must be a number, 0 to 100 (such as 20 or 20%) (got "101%")'],
    [
      ['--business-type', 'mining'],
      '--business-type: must be one of retail, professional, manufacturing, ecommerce, healthcare, finance, other (got "mining")',
    ],
    [
      ['--scenario', 'bakery'],
      '--scenario: must be one of small-retail, professional-services, manufacturing, ecommerce (got "bakery")',
    ],
    [['scenarios', '--wage', '20'], 'roi scenarios takes no --wage (run: roi --scenario <id>)'],
  ])('refuses %j with one line on stderr, nothing on stdout, exit 2', async (args, message) => {
    expect(await cli(...args)).toEqual({ code: 2, stdout: '', stderr: `${message}\n` });
  });

  it('lists every flag with its default and range in --help', async () => {
    const { stdout } = await cli('--help');
    const help = stdout.replace(/\s+/g, ' ');
    for (const flag of Object.values(INPUT_PARAMS)) expect(help).toContain(`--${flag} <`);
    expect(help).toContain('1 to 80 (default: 40)');
    expect(help).toContain('a whole number, at least 1 (default: 10)');
    expect(help).toContain('(default: other)');
    expect(help).toMatch(/--scenario <id>.*small-retail/);
  });

  it('prints every scenario as JSON and CSV', async () => {
    const json = JSON.parse((await cli('scenarios', '--json')).stdout);
    expect(json.map((s: { id: string }) => s.id)).toEqual(scenarios.map((s) => s.id));
    expect(Object.keys(json[0])).toEqual(['id', 'name', 'inputs', 'outputs', 'recommendation']);
    // The same numbers as the engine (and so as the page and the spreadsheet) for every scenario.
    const expected = scenarios.map((s) => roundResult({ id: s.id, name: s.name, ...evaluateRoi(s.inputs) }));
    expect(json).toEqual(JSON.parse(JSON.stringify(expected)));
    const csv = (await cli('scenarios', '--csv')).stdout.trimEnd().split('\r\n');
    expect(csv).toHaveLength(1 + scenarios.length);
    // No floating-point noise in a file a consultant opens in a spreadsheet: at most pence.
    expect(csv.join('\n')).not.toMatch(/\d\.\d{3,}/);
    const raw = (await cli('scenarios', '--csv', '--raw')).stdout;
    expect(raw).toMatch(/\d\.\d{3,}/);
  });
});

describe('cli roi (functions)', () => {
  it('resolves flags strictly', () => {
    expect(resolveInputs({})).toEqual(ROI_DEFAULTS);
    expect(resolveInputs({ employees: ' 12 ' }).numberOfEmployees).toBe(12);
    expect(resolveInputs({ employees: '1,200' }).numberOfEmployees).toBe(1200);
    expect(resolveInputs({ implementationCost: '£ 1 250 000.50' }).implementationCost).toBe(1250000.5);
    expect(resolveInputs({ reduction: ' 45 % ' }).expectedTimeReduction).toBe(45);
    expect(resolveInputs({ scenario: 'ecommerce', businessType: 'retail' })).toEqual({
      ...findScenario('ecommerce')?.inputs,
      businessType: 'retail',
    });
    for (const bad of ['', '0x10', '1e3', '12abc', 'Infinity', '£', '1,2', '12,34', '1 2', '£-', '$5', '5£', '%20']) {
      expect(() => resolveInputs({ wage: bad }), bad).toThrow(UsageError);
    }
    // A £ is money's, a % a percentage's.
    expect(() => resolveInputs({ employees: '£12' })).toThrow(UsageError);
    expect(() => resolveInputs({ employees: '12%' })).toThrow(UsageError);
  });

  it('renders a readable table with display rounding', async () => {
    const table = await renderResult(evaluateRoi(ROI_DEFAULTS), 'table');
    for (const text of ['£4,996', '£60,000', '1,100%', '3,500%', '2,496', '12%', 'Excellent'])
      expect(table).toContain(text);
    expect(table).toMatch(/Break-even \(months\)\s*│ 1\.0 /);
  });

  it('writes CSV with the one writer: CRLF rows, a header, and negative figures left as numbers', async () => {
    const csv = await renderScenarios('csv');
    expect(csv.split('\r\n')[0]).toMatch(/^id,name,businessType,/);
    expect(csv).toContain('small-retail,Small retail shop,retail,');
    const loss = await renderResult(evaluateRoi({ ...ROI_DEFAULTS, expectedTimeReduction: 0 }), 'csv');
    expect(loss.split('\r\n')[1]).toMatch(/,-2400,/);
  });

  it('fits every table in 100 columns, each column headed, and says what a loss-making case means', async () => {
    const widest = (text: string) => Math.max(...text.split('\n').map((line) => [...line].length));
    const loss = await renderResult(evaluateRoi({ ...ROI_DEFAULTS, expectedTimeReduction: 0 }), 'table');
    const outputs = [
      await renderScenarios('table'),
      await renderResult(evaluateRoi(ROI_DEFAULTS), 'table'),
      await renderSensitivity(sensitivity(ROI_DEFAULTS), 'table'),
      loss,
    ];
    for (const output of outputs) expect(widest(output), output).toBeLessThanOrEqual(100);
    // The first heading line: a heading in every column, the last one the recommendation's.
    const head = (await renderScenarios('table')).split('\n')[1] ?? '';
    expect(head).not.toMatch(/│\s+│/);
    expect(head).toMatch(new RegExp(`│ ${roiContent.page.recommendationHeading}\\s+│$`));
    expect(loss).toContain('cost more each month than it saves');
  });

  it('renders the sensitivity grid as JSON and table', async () => {
    const json = JSON.parse(await renderSensitivity(sensitivity(ROI_DEFAULTS), 'json'));
    expect(json.grid).toHaveLength(5);
    expect(json.grid[2][2]).toEqual({
      expectedTimeReduction: 60,
      averageHourlyWage: 25,
      breakEvenMonths: 1,
      implementationROI: 1100,
    });
    const raw = JSON.parse(await renderSensitivity(sensitivity(ROI_DEFAULTS), 'json', true));
    expect(raw.grid[2][2].breakEvenMonths).toBe(5000 / 4996);
    const table = await renderSensitivity(sensitivity(ROI_DEFAULTS), 'table');
    expect(table).toContain('First-year ROI');
    expect(table).toContain('1,100%');
  });
});
