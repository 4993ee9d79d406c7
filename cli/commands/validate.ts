/**
 * `cli validate`, in two phases (cli/validate/index.ts): the content, before anything is built (every module and MDX
 * file against its schema, then counts, links, fragments and written payloads), and with `--built` the built pages
 * (claims against their records and notes, placeholders, ratings, dates, reading times; cli/validate/pages.ts). One
 * line per problem, `file › path: rule message`; exit 1 on any problem. The build runs the first as its first step and
 * the second as its last, so either kind of problem fails the build naming where it is.
 *
 *   validate [--built [--root dir]] [--format text|json|github|sarif|junit] [--json] [--today YYYY-MM-DD]
 *
 * The checks live in cli/validate/; this file parses options and prints.
 */
import { Command } from 'commander';
import path from 'node:path';
import * as v from 'valibot';
import type { ValidationReport } from '../validate/index.ts';
import { type Problem, RULE_HELP, formatProblem } from '../validate/problem.ts';
import { EXIT, UsageError, reportErrors } from '../../lib/errors.ts';
import type { Finding, ToolFindings } from '../output/findings.ts';
import { FORMATS } from '../output/formats.ts';
import { parseOptions, realDay } from '../options.ts';
import { safeJson, visible } from '../output/terminal.ts';

const OptionsSchema = v.object({
  json: v.optional(v.boolean(), false),
  format: v.optional(v.picklist(FORMATS, `must be one of ${FORMATS.join(', ')}`)),
  built: v.optional(v.boolean(), false),
  root: v.optional(v.pipe(v.string(), v.minLength(1)), 'dist/client'),
  today: v.optional(realDay),
});

const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

/** The report as terminal text: problems, notes, summary. */
export function renderReport(report: ValidationReport): string {
  const lines: string[] = report.problems.map((p) => visible(formatProblem(p)));
  if (report.notes.length > 0) lines.push('', 'Notes:', ...report.notes.map((note) => `  ${visible(note)}`));
  const failures = report.problems.length;
  const read = Object.entries(report.checked).map(([what, count]) => plural(count, what.replace(/s$/, ''), what));
  lines.push(
    '',
    `Checked ${read.join(', ')}.`,
    `${failures === 0 ? 'PASS' : 'FAIL'} validate: ${plural(failures, 'problem')} (${(report.durationMs / 1000).toFixed(1)} s)`,
  );
  return `${lines.join('\n')}\n`;
}

/** A problem as a finding: at its file, on its line when the path is one (`line 12`), else naming the field. */
function problemFinding(p: Problem): Finding {
  const line = /^line (\d+)$/.exec(p.path)?.[1];
  return {
    tool: 'validate',
    rule: p.rule,
    level: 'error',
    message: line ? `${p.rule} ${p.message}` : `${p.path}: ${p.rule} ${p.message}`,
    file: p.file,
    ...(line ? { line: Number(line) } : {}),
    help: RULE_HELP[p.rule],
  };
}

/** The report's findings, one JUnit case per content file, each problem an error. */
export function validateFindings(report: ValidationReport, files: string[]): ToolFindings {
  return {
    tool: 'validate',
    cases: files,
    findings: report.problems.map(problemFinding),
    durationMs: report.durationMs,
    root: 'content/',
  };
}

async function runValidate(raw: unknown): Promise<ValidationReport> {
  const options = parseOptions(OptionsSchema, raw);
  if (options.json && options.format && options.format !== 'json') {
    throw new UsageError(`--json and --format ${options.format} disagree: give one`);
  }
  const format = options.format ?? (options.json ? 'json' : 'text');
  // The content validated is this project's, wherever the command is typed (from docs/, say): the checks read
  // content/ and their file names are the project's paths.
  process.chdir(path.resolve(import.meta.dirname, '../..'));
  // Loaded when run: the checks import every content module, which other commands should not pay for.
  const { validate, validateBuilt } = await import('../validate/index.ts');
  // Noon, so the local day is the day given whatever the time zone.
  const now = options.today ? new Date(`${options.today}T12:00:00`) : new Date();
  const started = performance.now();
  const built = options.built ? await validateBuilt({ root: options.root, now }) : undefined;
  const report: ValidationReport = built
    ? { ...built, ok: built.problems.length === 0, notes: [], durationMs: 0 }
    : await validate();
  if (built) report.durationMs = Math.round(performance.now() - started);
  if (format === 'json') process.stdout.write(`${safeJson(report)}\n`);
  else if (format === 'text') process.stdout.write(renderReport(report));
  else {
    const { contentMdxFiles, contentModuleFiles } = await import('../validate/index.ts');
    const tools = [validateFindings(report, [...contentModuleFiles(), ...contentMdxFiles()])];
    const output = await import('../output/findings.ts');
    if (format === 'github') process.stdout.write(output.formatGithub(tools));
    else if (format === 'junit') process.stdout.write(output.formatJunit(tools));
    else process.stdout.write(output.formatSarif(tools, (await import('../version.ts')).version));
  }
  if (!report.ok) process.exitCode = EXIT.findings;
  return report;
}

export const validateCommand = new Command('validate')
  .description(
    'check every content module and MDX file against its schema, then counts, links, anchors and payloads; with --built, the built pages',
  )
  .option(
    '--built',
    'check the built pages: claims and their notes, placeholders, ratings, dates, reading times',
    false,
  )
  .option('--root <dir>', 'with --built, the built site to read', 'dist/client')
  .option('--format <format>', `report as ${FORMATS.join(', ')} (github: workflow annotations; sarif: 2.1.0)`)
  .option('--json', 'the same as --format json', false)
  .option('--today <date>', 'with --built, check "not in the future" against this day (YYYY-MM-DD) instead of today')
  .addHelpText(
    'after',
    `
Each problem is one line, "file › field path: rule message", and makes the exit code 1:
  content/caseStudies.ts › [2].results[1].value: schema must not be empty
Rules: schema, import, mdx, link, anchor, count, payload; with --built: claim, placeholder, rating, date, readtime.

Examples:
  $ npx brightwork validate
  $ npx brightwork validate --json | jq '.problems[] | select(.rule == "link")'
  $ npx brightwork validate --built
  $ npx brightwork validate --format github`,
  )
  .action(
    reportErrors(async (options: Record<string, unknown>) => {
      await runValidate(options);
    }),
  );
