/** One `bench` run: build (unless skipped), measure the build, time the CLI, describe the machine. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CannotRunError } from '../../lib/errors.ts';
import {
  type BuildTiming,
  STARTUP_CASES,
  finishMachine,
  machineNow,
  measurePrecache,
  measureRoutes,
  timeBuild,
  timeStartup,
} from './measure.ts';
import { BENCH_SCHEMA, type BenchResult, totalsOf } from './report.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchOptions {
  /** The built site, relative to the project. */
  root: string;
  skipBuild: boolean;
  runs: number;
  progress?: (line: string) => void;
}

export async function runBench(options: BenchOptions): Promise<BenchResult> {
  const progress = options.progress ?? (() => {});
  const startedAt = new Date().toISOString();
  // Load is read first: the build itself raises it.
  const machine = machineNow();
  let build: BuildTiming = { measured: false };
  if (!options.skipBuild) {
    progress('bench: npm run build …');
    build = timeBuild(PROJECT_ROOT);
  }
  const root = path.resolve(PROJECT_ROOT, options.root);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new CannotRunError(
      `no built site in ${options.root} (no index.html): run npm run build, or bench without --skip-build`,
    );
  }
  progress('bench: measuring pages in Chromium (as audit budget does) and the precache …');
  const routes = await measureRoutes(root);
  const precache = await measurePrecache(root);
  progress(`bench: timing CLI start-up, ${options.runs} runs each …`);
  const startup = timeStartup(STARTUP_CASES, options.runs, PROJECT_ROOT);
  return {
    schema: BENCH_SCHEMA,
    startedAt,
    root: options.root,
    machine: finishMachine(machine),
    build,
    routes,
    totals: totalsOf(routes),
    precache,
    startup,
  };
}
