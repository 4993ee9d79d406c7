/**
 * `bench`: what the site costs and how fast the tools are, as a table and as JSON to compare runs with
 * (`npm run bench`; not a test, as timings vary with the machine and its load). The logic is in cli/bench/.
 *
 *   bench [--skip-build] [--root dist/client] [--runs 5] [--out reports/bench.json] [--compare FILE] [--json]
 */
import { Command } from 'commander';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import type { BenchResult } from '../bench/report.ts';
import { UsageError, reportErrors } from '../../lib/errors.ts';
import { parseOptions, wholeNumber } from '../options.ts';

const BenchOptionsSchema = v.object({
  root: v.pipe(v.string(), v.nonEmpty('must be a folder')),
  skipBuild: v.boolean(),
  runs: wholeNumber(1, 50),
  out: v.pipe(v.string(), v.nonEmpty('must be a file path')),
  compare: v.optional(v.pipe(v.string(), v.nonEmpty('must be a file path'))),
  json: v.boolean(),
});

/** The saved run to compare with, read before this run writes --out (which may be the same file). */
function readSaved(file: string, parseSavedBench: (text: string) => BenchResult | string): BenchResult {
  let text: string;
  try {
    text = readFileSync(path.resolve(file), 'utf8');
  } catch (error) {
    throw new UsageError(`--compare: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  const saved = parseSavedBench(text);
  if (typeof saved === 'string') throw new UsageError(`--compare: ${file} is ${saved}`);
  return saved;
}

export const benchCommand = new Command('bench')
  .description('build time, bytes per page (raw, gzip, brotli), precache size and CLI start-up, saved as JSON')
  .option('--skip-build', 'measure the existing build; build time is then not measured', false)
  .option('--root <dir>', 'folder of the built site', 'dist/client')
  .option('--runs <n>', 'fresh processes per start-up timing (the median is reported)', '5')
  .option('--out <file>', 'where to write the JSON of this run', 'reports/bench.json')
  .option('--compare <file>', 'print the change of every metric against a saved run')
  .option('--json', 'print the JSON of this run only (with the comparison, if asked for)', false)
  .addHelpText(
    'after',
    `
Examples:
  $ npm run bench    (build, measure, write reports/bench.json)
  $ npx brightwork bench --skip-build --compare reports/bench-before.json`,
  )
  .action(
    reportErrors(async (raw: unknown) => {
      const options = parseOptions(BenchOptionsSchema, raw);
      // Loaded on use, so the other commands do not pay for the bench's imports at start-up.
      const [{ compareBench, formatBench, formatComparison, parseSavedBench }, { PROJECT_ROOT, runBench }] =
        await Promise.all([import('../bench/report.ts'), import('../bench/run.ts')]);
      const saved = options.compare ? readSaved(options.compare, parseSavedBench) : undefined;
      const tty = process.stdout.isTTY === true && !options.json;
      const result = await runBench({
        root: options.root,
        skipBuild: options.skipBuild,
        runs: options.runs,
        ...(tty ? { progress: (line: string) => process.stderr.write(`${line}\n`) } : {}),
      });
      const out = path.resolve(PROJECT_ROOT, options.out);
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
      const deltas = saved ? compareBench(saved, result) : undefined;
      if (options.json) {
        const comparison = deltas ? { comparison: { file: options.compare, deltas } } : {};
        process.stdout.write(`${JSON.stringify({ ...result, ...comparison }, null, 2)}\n`);
      } else {
        process.stdout.write(formatBench(result));
        if (saved && deltas) process.stdout.write(`\n${formatComparison(deltas, saved, options.compare ?? '')}`);
        const shown = path.relative(process.cwd(), out);
        process.stdout.write(`\nSaved ${shown.startsWith('..') ? out : shown}\n`);
      }
      // The figures are printed and saved all the same, but a failed build is not a result to rely on.
      if (result.build.measured && result.build.exitCode !== 0) process.exitCode = 1;
    }),
  );
