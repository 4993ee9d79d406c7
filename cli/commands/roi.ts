/**
 * `cli roi`: run ROI cases in the terminal with the site's engine (lib/roi.ts), for consultants in front of
 * clients. Strict where the page is forgiving: a bad flag value prints one line to stderr and exits 2, so a
 * typo never produces plausible-looking numbers.
 *
 *   roi [--scenario <id>] [--employees 12 …] [--json | --csv]
 *   roi scenarios [--json | --csv]
 *   roi sensitivity [--scenario <id>] [--wage 30 …] [--json]
 */
import { Command, Option } from 'commander';
import { roiContent } from '../../content/roi.ts';
import {
  BUSINESS_TYPES,
  INPUT_PARAMS,
  INPUT_RANGES,
  NUMERIC_INPUTS,
  OUTPUTS,
  ROI_DEFAULTS,
  describeRange,
  evaluateRoi,
  findScenario,
  formatInput,
  formatOutput,
  isBusinessType,
  isInRange,
  scenarios,
  sensitivity,
  type InputKey,
  type RoiInputs,
  type RoiResult,
  type Sensitivity,
} from '../../lib/roi.ts';

/** Exit code for a bad flag value, as for a usage error in most Unix tools. */
export const USAGE_EXIT_CODE = 2;

/** A flag value the CLI refuses; its message is the whole line printed to stderr. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Raw flag values as commander hands them over: strings, keyed by the SPEC §3 input name. */
export type RawInputFlags = Partial<Record<InputKey, string>> & { scenario?: string };

export type OutputFormat = 'table' | 'json' | 'csv';

// Plain decimal notation only: Number() would also take "", "0x1F" and "1e3", none of which a consultant means.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The case the flags describe: defaults, or the scenario, overridden by each flag given. Throws UsageError. */
export function resolveInputs(flags: RawInputFlags): RoiInputs {
  let inputs: RoiInputs = { ...ROI_DEFAULTS };
  if (flags.scenario !== undefined) {
    const scenario = findScenario(flags.scenario);
    if (!scenario) {
      throw new UsageError(
        `--scenario must be one of ${scenarios.map((s) => s.id).join(', ')} (got "${flags.scenario}")`,
      );
    }
    inputs = { ...scenario.inputs };
  }
  const type = flags.businessType;
  if (type !== undefined) {
    if (!isBusinessType(type)) {
      throw new UsageError(`--business-type must be one of ${BUSINESS_TYPES.join(', ')} (got "${type}")`);
    }
    inputs.businessType = type;
  }
  for (const key of NUMERIC_INPUTS) {
    const given = flags[key];
    if (given === undefined) continue;
    const range = INPUT_RANGES[key];
    const value = DECIMAL.test(given.trim()) ? Number(given) : Number.NaN;
    if (!isInRange(value, range)) {
      throw new UsageError(`--${INPUT_PARAMS[key]} must be a number, ${describeRange(range)} (got "${given}")`);
    }
    inputs[key] = value;
  }
  return inputs;
}

/** `--json` and `--csv` as one choice; commander has already refused both together. */
function formatOf(options: { json?: boolean; csv?: boolean }): OutputFormat {
  return options.json ? 'json' : options.csv ? 'csv' : 'table';
}

const INPUT_KEYS: readonly InputKey[] = ['businessType', ...NUMERIC_INPUTS];

function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvRow = (fields: (string | number | null)[]): string => `${fields.map(csvField).join(',')}\n`;
const csvHeader = [...INPUT_KEYS, ...OUTPUTS, 'recommendation'];
const csvValues = (result: RoiResult) => [
  ...INPUT_KEYS.map((key) => result.inputs[key]),
  ...OUTPUTS.map((key) => result.outputs[key]),
  result.recommendation,
];

// cli-table3 is only needed for the default output, so `--json` and `--csv` never load it.
async function newTable(head: string[]) {
  const { default: Table } = await import('cli-table3');
  return new Table({ head, style: { head: [], border: [] } });
}

const outputLabel = (key: (typeof OUTPUTS)[number]): string => {
  const copy = roiContent.outputs[key];
  return copy.unit ? `${copy.label} (${copy.unit})` : copy.label;
};

/** One case as text: a two-part table, JSON with unrounded numbers, or a CSV header and row. */
export async function renderResult(result: RoiResult, format: OutputFormat, title?: string): Promise<string> {
  if (format === 'json') return `${JSON.stringify(result, null, 2)}\n`;
  if (format === 'csv') return csvRow(csvHeader) + csvRow(csvValues(result));
  const table = await newTable(['', title ?? roiContent.spreadsheet.yourCase]);
  table.push([{ colSpan: 2, content: roiContent.spreadsheet.inputsHeading }]);
  table.push([roiContent.businessTypeField.label, formatInput('businessType', result.inputs)]);
  for (const key of NUMERIC_INPUTS) {
    const copy = roiContent.fields[key];
    table.push([`${copy.label} (${copy.unit})`, formatInput(key, result.inputs)]);
  }
  table.push([{ colSpan: 2, content: roiContent.spreadsheet.resultsHeading }]);
  for (const key of OUTPUTS) table.push([outputLabel(key), formatOutput(key, result.outputs[key])]);
  table.push([roiContent.page.recommendationHeading, result.recommendation]);
  return `${table.toString()}\n${result.recommendation}: ${roiContent.recommendations[result.recommendation]}\n`;
}

/** Every sample scenario with its results. */
export function scenarioResults() {
  return scenarios.map((scenario) => ({ id: scenario.id, name: scenario.name, ...evaluateRoi(scenario.inputs) }));
}

export async function renderScenarios(format: OutputFormat): Promise<string> {
  const results = scenarioResults();
  if (format === 'json') return `${JSON.stringify(results, null, 2)}\n`;
  if (format === 'csv') {
    return csvRow(['id', 'name', ...csvHeader]) + results.map((r) => csvRow([r.id, r.name, ...csvValues(r)])).join('');
  }
  const shown = [
    'hoursSavedPerWeek',
    'monthlySavings',
    'annualSavings',
    'implementationROI',
    'breakEvenMonths',
  ] as const;
  const table = await newTable(['id', roiContent.businessTypeField.label, ...shown.map(outputLabel), '']);
  for (const r of results) {
    table.push([
      r.id,
      formatInput('businessType', r.inputs),
      ...shown.map((k) => formatOutput(k, r.outputs[k])),
      r.recommendation,
    ]);
  }
  return `${table.toString()}\n`;
}

export async function renderSensitivity(result: Sensitivity, format: OutputFormat): Promise<string> {
  if (format === 'json') return `${JSON.stringify(result, null, 2)}\n`;
  if (format === 'csv') {
    const keys = ['expectedTimeReduction', 'averageHourlyWage', 'breakEvenMonths', 'implementationROI'] as const;
    return (
      csvRow([...keys]) +
      result.grid
        .flat()
        .map((cell) => csvRow(keys.map((key) => cell[key])))
        .join('')
    );
  }
  const reductionLabel = roiContent.fields.expectedTimeReduction.label;
  const wageHead = result.wages.map((wage) =>
    formatInput('averageHourlyWage', { ...result.inputs, averageHourlyWage: wage }),
  );
  const grids: string[] = [];
  for (const key of ['breakEvenMonths', 'implementationROI'] as const) {
    const table = await newTable([`${reductionLabel} ↓  ${roiContent.fields.averageHourlyWage.label} →`, ...wageHead]);
    result.grid.forEach((row, index) => {
      table.push([`${result.reductions[index]}%`, ...row.map((cell) => formatOutput(key, cell[key]))]);
    });
    grids.push(`${outputLabel(key)}\n${table.toString()}\n`);
  }
  return grids.join('\n');
}

/** Runs one action: a UsageError becomes one stderr line and exit code 2, with nothing on stdout. */
async function run(produce: () => Promise<string>): Promise<void> {
  try {
    process.stdout.write(await produce());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = USAGE_EXIT_CODE;
  }
}

/** The input flags, with their defaults and ranges in --help, shared by `roi` and `roi sensitivity`. */
function addInputOptions(command: Command): Command {
  command.option(
    '--scenario <id>',
    `start from a sample scenario (${scenarios.map((s) => s.id).join(', ')}); other flags override it`,
  );
  command.option(
    `--${INPUT_PARAMS.businessType} <type>`,
    `${roiContent.businessTypeField.label}, one of ${BUSINESS_TYPES.join(', ')} (default: ${ROI_DEFAULTS.businessType})`,
  );
  for (const key of NUMERIC_INPUTS) {
    const copy = roiContent.fields[key];
    command.option(
      `--${INPUT_PARAMS[key]} <number>`,
      `${copy.label} (${copy.unit}), ${describeRange(INPUT_RANGES[key])} (default: ${ROI_DEFAULTS[key]})`,
    );
  }
  return command;
}

/** Commander's camelCase option names (`taskShare`) back to the SPEC §3 input names. */
function inputFlags(options: Record<string, unknown>): RawInputFlags {
  const flags: RawInputFlags = {};
  if (typeof options.scenario === 'string') flags.scenario = options.scenario;
  for (const key of INPUT_KEYS) {
    const attribute = INPUT_PARAMS[key].replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase());
    const value = options[attribute];
    if (typeof value === 'string') flags[key] = value;
  }
  return flags;
}

// The parent `roi` owns every flag: cli/index.ts does not enable positional options, so commander hands
// `roi scenarios --json` to `roi` first. The subcommands read them with `optsWithGlobals()`.
const scenariosCommand = new Command('scenarios')
  .configureHelp({ showGlobalOptions: true })
  .description('the four sample scenarios with their results (takes --json or --csv)')
  .action((_options: unknown, command: Command) =>
    run(async () => {
      const options = command.optsWithGlobals();
      const stray = Object.keys(inputFlags(options))[0] as keyof RawInputFlags | undefined;
      if (stray)
        throw new UsageError(
          `roi scenarios takes no --${stray === 'scenario' ? stray : INPUT_PARAMS[stray]} (run: roi --scenario <id>)`,
        );
      return renderScenarios(formatOf(options));
    }),
  );

const sensitivityCommand = new Command('sensitivity')
  .configureHelp({ showGlobalOptions: true })
  .description(
    'how break-even and first-year ROI move as expected time reduction (±10, ±20 points) and hourly wage (±10%, ±20%) vary around the case given by the input flags (takes --json or --csv)',
  )
  .action((_options: unknown, command: Command) =>
    run(async () => {
      const options = command.optsWithGlobals();
      return renderSensitivity(sensitivity(resolveInputs(inputFlags(options))), formatOf(options));
    }),
  );

export const roiCommand = addInputOptions(
  new Command('roi').description('calculate automation ROI for a case, with the same engine as the website'),
)
  .addOption(new Option('--json', 'print JSON with unrounded numbers (null for N/A)').conflicts('csv'))
  .addOption(new Option('--csv', 'print CSV: a header row, then one row per case').conflicts('json'))
  .action((options: Record<string, unknown>) => {
    const title = typeof options.scenario === 'string' ? findScenario(options.scenario)?.name : undefined;
    return run(async () => renderResult(evaluateRoi(resolveInputs(inputFlags(options))), formatOf(options), title));
  })
  .addCommand(scenariosCommand)
  .addCommand(sensitivityCommand);
