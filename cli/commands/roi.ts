/**
 * `cli roi`: run ROI cases in the terminal with the site's engine (lib/roi.ts), for consultants in front of
 * clients. Strict where the page is forgiving: a bad flag value prints one line to stderr and exits 2, so a
 * typo never produces plausible-looking numbers.
 *
 *   roi [--scenario <id>] [--employees 12 …] [--json | --csv]
 *   roi scenarios [--json | --csv]
 *   roi sensitivity [--scenario <id>] [--wage 30 …] [--json]
 *   roi report [--scenario <id>] [--wage 30 …] --client <name> [--out <file>] [--pdf] [--date YYYY-MM-DD]
 */
import { Command, Option } from 'commander';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { roiContent } from '../../content/roi.ts';
import {
  BUSINESS_TYPES,
  INPUT_KEYS,
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
  inputLabel,
  isInRange,
  outputLabel,
  recommendationCase,
  scenarios,
  sensitivity,
  type InputRange,
  type NumericInputKey,
  type RoiInputs,
  type RoiResult,
  type Sensitivity,
} from '../../lib/roi.ts';
import { roundResult, roundSensitivity } from '../../lib/roi-engine/format.ts';
import { UsageError, reportErrors } from '../../lib/errors.ts';
import { localDay } from '../validate/dates.ts';
import { parseOptions, realDay } from '../options.ts';
import { toCsv } from '../output/csv.ts';
import { TextTable, wrapParagraph } from '../output/table.ts';

export type OutputFormat = 'table' | 'json' | 'csv';

// Plain decimal notation: Number() would also take "", "0x1F" and "1e3", none of which a consultant means.
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
// Thousands grouped by commas, as a UK amount is written: "5,000", "1,250,000.50".
const COMMA_GROUPED = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * A figure as people type it, as plain decimal text: a £ before money, a % after a percentage, thousands
 * grouped by commas or spaces ("£5,000", "5 000", "20%"). What is not a plain decimal then is refused.
 */
function plainDecimal(text: string, unit?: InputRange['unit']): string {
  let figure = text.trim();
  if (unit === 'money') figure = figure.replace(/^([+-]?)£\s*/, '$1');
  if (unit === 'percent') figure = figure.replace(/\s*%$/, '');
  // Spaces (a no-break or thin one too) only between a digit and a group of three.
  figure = figure.replace(/(?<=\d)[\s\u00a0\u2009\u202f](?=\d{3}(?:\D|$))/g, '');
  if (COMMA_GROUPED.test(figure)) figure = figure.replace(/,/g, '');
  return figure;
}

/** Commander's name for a flag (`--task-share` → `taskShare`): the key the schema below reads. */
const attribute = (flag: string) => flag.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase());

const EXAMPLES = { money: ' (such as 5000 or £5,000)', percent: ' (such as 20 or 20%)' } as const;

function decimalIn(range: InputRange) {
  const rule = `must be a number, ${describeRange(range)}${range.unit ? EXAMPLES[range.unit] : ''}`;
  // One step, so a refusal quotes what was typed ("101%"), not what was left of it.
  return v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const plain = plainDecimal(dataset.value, range.unit);
      if (DECIMAL.test(plain) && isInRange(Number(plain), range)) return Number(plain);
      addIssue({ message: rule });
      return NEVER;
    }),
  );
}

/**
 * The input flags, by commander's names, as one valibot schema (the engine's ranges, so the CLI refuses
 * exactly what RoiInputSchema would). A problem becomes `--wage: must be a number, at least 0 (got "abc")`.
 */
const InputFlagsSchema = v.object({
  scenario: v.optional(
    v.picklist(
      scenarios.map((s) => s.id),
      `must be one of ${scenarios.map((s) => s.id).join(', ')}`,
    ),
  ),
  [attribute(INPUT_PARAMS.businessType)]: v.optional(
    v.picklist(BUSINESS_TYPES, `must be one of ${BUSINESS_TYPES.join(', ')}`),
  ),
  ...Object.fromEntries(
    NUMERIC_INPUTS.map((key) => [attribute(INPUT_PARAMS[key]), v.optional(decimalIn(INPUT_RANGES[key]))]),
  ),
});

/** Raw flag values as commander hands them over: strings, by commander's option names. */
export type RawInputFlags = Record<string, unknown>;

/** The case the flags describe: defaults, or the scenario, overridden by each flag given. Throws UsageError. */
export function resolveInputs(raw: RawInputFlags): RoiInputs {
  const flags = parseOptions(InputFlagsSchema, raw) as Record<string, unknown> & { scenario?: string };
  // The schema has already refused an unknown scenario id.
  const inputs: RoiInputs = { ...((flags.scenario && findScenario(flags.scenario)?.inputs) || ROI_DEFAULTS) };
  const type = flags[attribute(INPUT_PARAMS.businessType)];
  if (typeof type === 'string') inputs.businessType = type as RoiInputs['businessType'];
  for (const key of NUMERIC_INPUTS) {
    const value = flags[attribute(INPUT_PARAMS[key])];
    if (typeof value === 'number') inputs[key as NumericInputKey] = value;
  }
  return inputs;
}

/** `--json` and `--csv` as one choice; commander has already refused both together. */
function formatOf(options: { json?: boolean; csv?: boolean }): OutputFormat {
  return options.json ? 'json' : options.csv ? 'csv' : 'table';
}

const csvHeader = [...INPUT_KEYS, ...OUTPUTS, 'recommendation'];
const csvValues = (result: RoiResult) => [
  ...INPUT_KEYS.map((key) => result.inputs[key]),
  ...OUTPUTS.map((key) => result.outputs[key]),
  result.recommendation,
];

/**
 * One case as text: a two-part table, JSON, or a CSV header and row. JSON and CSV figures keep pence for money
 * and one decimal for hours, months and percentages (roundResult), unless `raw` asks for the engine's own.
 */
export async function renderResult(
  result: RoiResult,
  format: OutputFormat,
  { title, raw = false }: { title?: string; raw?: boolean } = {},
): Promise<string> {
  const figures = raw ? result : roundResult(result);
  if (format === 'json') return `${JSON.stringify(figures, null, 2)}\n`;
  if (format === 'csv') return toCsv(csvHeader, [csvValues(figures)]);
  const table = new TextTable([roiContent.spreadsheet.itemHeading, title ?? roiContent.spreadsheet.yourCase]);
  table.push([{ colSpan: 2, content: roiContent.spreadsheet.inputsHeading }]);
  for (const key of INPUT_KEYS) table.push([inputLabel(key), formatInput(key, result.inputs)]);
  table.push([{ colSpan: 2, content: roiContent.spreadsheet.resultsHeading }]);
  for (const key of OUTPUTS) table.push([outputLabel(key), formatOutput(key, result.outputs[key])]);
  table.push([roiContent.page.recommendationHeading, result.recommendation]);
  return `${table.toString()}\n${wrapParagraph(`${result.recommendation}: ${roiContent.recommendations[recommendationCase(result)]}`)}\n`;
}

/** Every sample scenario with its results. */
function scenarioResults() {
  return scenarios.map((scenario) => ({ id: scenario.id, name: scenario.name, ...evaluateRoi(scenario.inputs) }));
}

export async function renderScenarios(format: OutputFormat, raw = false): Promise<string> {
  const results = raw || format === 'table' ? scenarioResults() : scenarioResults().map(roundResult);
  if (format === 'json') return `${JSON.stringify(results, null, 2)}\n`;
  if (format === 'csv')
    return toCsv(
      ['id', 'name', ...csvHeader],
      results.map((r) => [r.id, r.name, ...csvValues(r)]),
    );
  const shown = [
    'hoursSavedPerWeek',
    'monthlySavings',
    'annualSavings',
    'implementationROI',
    'breakEvenMonths',
  ] as const;
  // The scenario's id names its business type; the type itself is in --json and --csv.
  const table = new TextTable(
    ['id', ...shown.map(outputLabel), roiContent.page.recommendationHeading],
    ['left', ...shown.map(() => 'right' as const), 'left'],
  );
  for (const r of results) {
    table.push([r.id, ...shown.map((k) => formatOutput(k, r.outputs[k])), r.recommendation]);
  }
  return `${table.toString()}\n`;
}

export async function renderSensitivity(given: Sensitivity, format: OutputFormat, raw = false): Promise<string> {
  const result = raw || format === 'table' ? given : roundSensitivity(given);
  if (format === 'json') return `${JSON.stringify(result, null, 2)}\n`;
  if (format === 'csv') {
    const keys = ['expectedTimeReduction', 'averageHourlyWage', 'breakEvenMonths', 'implementationROI'] as const;
    return toCsv(
      keys,
      result.grid.flat().map((cell) => keys.map((key) => cell[key])),
    );
  }
  const reductionLabel = roiContent.fields.expectedTimeReduction.label;
  const wageHead = result.wages.map((wage) =>
    formatInput('averageHourlyWage', { ...result.inputs, averageHourlyWage: wage }),
  );
  const grids: string[] = [];
  for (const key of ['breakEvenMonths', 'implementationROI'] as const) {
    const table = new TextTable([`${reductionLabel} ↓ / ${roiContent.fields.averageHourlyWage.label} →`, ...wageHead]);
    result.grid.forEach((row, index) => {
      table.push([`${result.reductions[index]}%`, ...row.map((cell) => formatOutput(key, cell[key]))]);
    });
    grids.push(`${outputLabel(key)}\n${table.toString()}\n`);
  }
  return grids.join('\n');
}

/** Runs one action: a UsageError becomes one stderr line and exit code 2, with nothing on stdout. */
const run = (produce: () => Promise<string>) =>
  reportErrors(async () => {
    process.stdout.write(await produce());
  })();

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

const OUTPUT_FLAGS = new Set(['json', 'csv', 'raw']);

/** The input flags given (commander's names), without the output choice. */
function inputFlags(options: Record<string, unknown>): RawInputFlags {
  return Object.fromEntries(
    Object.entries(options).filter(([key, value]) => !OUTPUT_FLAGS.has(key) && value !== undefined),
  );
}

// The parent `roi` owns every flag: cli/index.ts does not enable positional options, so commander hands
// `roi scenarios --json` to `roi` first. The subcommands read them with `optsWithGlobals()`.
const scenariosCommand = new Command('scenarios')
  .configureHelp({ showGlobalOptions: true })
  .description('the four sample scenarios with their results (takes --json or --csv)')
  .addHelpText('after', '\nExample:\n  $ npx brightwork roi scenarios --csv > scenarios.csv\n')
  .action((_options: unknown, command: Command) =>
    run(async () => {
      const options = command.optsWithGlobals();
      const stray = Object.keys(inputFlags(options))[0];
      if (stray) {
        const flag = stray.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
        throw new UsageError(`roi scenarios takes no --${flag} (run: roi --scenario <id>)`);
      }
      return renderScenarios(formatOf(options), options.raw === true);
    }),
  );

const sensitivityCommand = new Command('sensitivity')
  .configureHelp({ showGlobalOptions: true })
  .description(
    'how break-even and first-year ROI move as expected time reduction (±10, ±20 points) and hourly wage (±10%, ±20%) vary around the case given by the input flags (takes --json or --csv)',
  )
  .addHelpText('after', '\nExample:\n  $ npx brightwork roi sensitivity --scenario small-retail\n')
  .action((_options: unknown, command: Command) =>
    run(async () => {
      const options = command.optsWithGlobals();
      return renderSensitivity(
        sensitivity(resolveInputs(inputFlags(options))),
        formatOf(options),
        options.raw === true,
      );
    }),
  );

/** `roi report`'s own flags; the case comes from the input flags `roi` owns. */
export const ReportFlagsSchema = v.object({
  client: v.pipe(
    v.string('is required: who the report is for, such as --client "Acme Ltd"'),
    v.trim(),
    v.minLength(1, 'must not be empty: who the report is for, such as --client "Acme Ltd"'),
  ),
  out: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must name a file'))),
  pdf: v.optional(v.boolean(), false),
  date: v.optional(realDay),
});

/** `acme-ltd-roi.html`: the file a report goes to when --out is not given, named after the client. */
export function defaultReportFile(client: string, pdf: boolean): string {
  const slug = client
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'client'}-roi.${pdf ? 'pdf' : 'html'}`;
}

const reportCommand = new Command('report')
  .configureHelp({ showGlobalOptions: true })
  .description(
    'write a one-page report of the case given by the input flags, for a client: HTML that prints on one A4 sheet, or a PDF',
  )
  .option('--client <name>', 'who the report is for (required)')
  .option('--out <file>', 'where to write it (default: <client>-roi.html, or .pdf with --pdf); replaced if it exists')
  .option('--pdf', 'write a PDF, printed by Chromium (/usr/bin/chromium or CHROME_PATH), instead of HTML')
  .option('--date <date>', 'the date shown on the report, YYYY-MM-DD (default: today)')
  .addHelpText(
    'after',
    '\nExamples:\n  $ npx brightwork roi report --scenario ecommerce --client "Acme Ltd" --out acme-roi.html\n  $ npx brightwork roi report --employees 25 --wage 19.5 --client "Acme Ltd" --pdf\n',
  )
  .action((_options: unknown, command: Command) =>
    run(async () => {
      // The input flags and --json/--csv belong to `roi` (see above); --client and the rest to this command.
      const given = command.parent?.opts() ?? {};
      const output = ['json', 'csv', 'raw'].find((flag) => given[flag]);
      if (output) throw new UsageError(`roi report writes HTML or PDF; it takes no --${output}`);
      // Commander leaves an absent flag out; an explicit undefined gets the schema's "is required" message.
      const flags = parseOptions(ReportFlagsSchema, { client: undefined, ...command.opts() });
      const inputs = resolveInputs(inputFlags(given));
      const scenario = typeof given.scenario === 'string' ? findScenario(given.scenario) : undefined;
      // Loaded on use, as the PDF printer is: the other roi commands do not pay for the report's modules.
      const { renderRoiReport } = await import('../output/roiReport.ts');
      const html = renderRoiReport({
        result: evaluateRoi(inputs),
        client: flags.client,
        date: flags.date ?? localDay(new Date()),
        ...(scenario ? { scenario } : {}),
      });
      const out = path.resolve(flags.out ?? defaultReportFile(flags.client, flags.pdf));
      let bytes: Uint8Array | string = html;
      if (flags.pdf) {
        const { printPdf } = await import('../output/pdf.ts');
        bytes = await printPdf(html);
      }
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, bytes);
      const shown = path.relative(process.cwd(), out);
      return `Saved ${shown.startsWith('..') ? out : shown}\n`;
    }),
  );

export const roiCommand = addInputOptions(
  new Command('roi').description('calculate automation ROI for a case, with the same engine as the website'),
)
  .addOption(new Option('--json', 'print JSON (null for N/A)').conflicts('csv'))
  .addOption(new Option('--csv', 'print CSV: a header row, then one row per case').conflicts('json'))
  .option(
    '--raw',
    'with --json or --csv: the engine’s unrounded figures (default: pence for money, one decimal for hours, months and percentages)',
  )
  .action((options: Record<string, unknown>) => {
    const title = typeof options.scenario === 'string' ? findScenario(options.scenario)?.name : undefined;
    return run(async () =>
      renderResult(evaluateRoi(resolveInputs(inputFlags(options))), formatOf(options), {
        title,
        raw: options.raw === true,
      }),
    );
  })
  .addHelpText(
    'after',
    `\nExamples:\n  $ npx brightwork roi --scenario manufacturing --wage 18\n  $ npx brightwork roi --employees 12 --implementation-cost 8000 --csv > case.csv\n  $ npx brightwork roi scenarios\n  $ npx brightwork roi sensitivity --scenario ecommerce --json\n  $ npx brightwork roi report --scenario ecommerce --client "Acme Ltd" --out acme-roi.html\n`,
  )
  .addCommand(scenariosCommand)
  .addCommand(sensitivityCommand)
  .addCommand(reportCommand);
