// Sums the unit (vitest) and browser (Playwright) results into the one closing line CI reads, and writes the
// run's timings to reports/timings.json: each step of npm test (scripts/test.sh's reports/steps.jsonl), each test
// file of each runner (and Playwright project), the slowest first, and the machine they ran on (reports/machine.json,
// and Lighthouse's benchmarkIndex when it ran). The summary names the slowest 20 files: a slow change is found by
// reading that file, not by comparing hours.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// A missing report means that runner did not get to run: count nothing for it (the step itself failed).
const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const unit = read('reports/vitest.json') ?? {
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
};
const playwright = read('reports/playwright.json');
const e2e = playwright?.stats ?? { expected: 0, flaky: 0, unexpected: 0, skipped: 0 };

// CI keeps only the end of a long log, so the failures are named here, where it is read: the browser test
// (file:line, project, title) with the first line of its error, and each unit test file that failed.
const firstLine = (text = '') => stripVTControlCharacters(text).trim().split('\n')[0].slice(0, 200);
/** Each browser test of this status (file:line, project, title) with the first line of its error. */
function* browserTests(suite, status, titles = []) {
  const path = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      if (test.status === status) {
        const error = test.results.map((result) => result.error?.message).find(Boolean);
        yield `${spec.file}:${spec.line} [${test.projectName}] ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`;
      }
  for (const child of suite.suites ?? []) yield* browserTests(child, status, path);
}
const flaky = (playwright?.suites ?? []).flatMap((suite) => [...browserTests(suite, 'flaky')]);
const failures = [
  ...(unit.testResults ?? [])
    .filter((file) => file.status === 'failed')
    .flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        ),
    ),
  ...(playwright?.suites ?? []).flatMap((suite) => [...browserTests(suite, 'unexpected')]),
  ...(playwright?.errors ?? []).map((error) => `browser run: ${firstLine(error.message)}`),
];

const rows = [
  ['unit', unit.numPassedTests, unit.numFailedTests, unit.numPendingTests + unit.numTodoTests],
  ['browser', e2e.expected + e2e.flaky, e2e.unexpected, e2e.skipped],
];
for (const [name, passed, failed, skipped] of rows)
  console.log(`${name}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
const total = rows.reduce((sum, [, p, f, s]) => [sum[0] + p, sum[1] + f, sum[2] + s], [0, 0, 0]);
if (total[0] === 0) {
  console.error('No test ran.');
  process.exitCode = 1;
}
if (total[1] > 0) process.exitCode = 1;
if (failures.length > 0) console.log(`Failed tests:\n${failures.map((line) => `  ${line}`).join('\n')}`);
// Passed on their retry: not failures, but each is a test that once failed, with its trace in test-results/.
if (flaky.length > 0)
  console.log(
    `Flaky (failed, then passed on retry; trace in test-results/):\n${flaky.map((line) => `  ${line}`).join('\n')}`,
  );

// ---- Timings ----------------------------------------------------------------------------------------------
const lines = (file) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
const steps = lines('reports/steps.jsonl').map((line) => JSON.parse(line));
const relative = (file) => path.relative(process.cwd(), file).split(path.sep).join('/');
const files = [];
for (const file of unit.testResults ?? [])
  files.push({
    runner: 'vitest',
    file: relative(file.name),
    seconds: Math.round((file.endTime - file.startTime) / 100) / 10,
    tests: file.assertionResults?.length ?? 0,
  });
function* browserFiles(suite, file = suite.file) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests) yield { file: relative(path.join(playwright.config.rootDir, file)), test };
  for (const child of suite.suites ?? []) yield* browserFiles(child, file);
}
const byFile = new Map();
for (const suite of playwright?.suites ?? [])
  for (const { file, test } of browserFiles(suite)) {
    const key = `${file}\t${test.projectName}`;
    const entry = byFile.get(key) ?? { runner: 'playwright', file, project: test.projectName, seconds: 0, tests: 0 };
    entry.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
    entry.tests += 1;
    byFile.set(key, entry);
  }
for (const entry of byFile.values()) files.push({ ...entry, seconds: Math.round(entry.seconds * 10) / 10 });
files.sort((a, b) => b.seconds - a.seconds);
// Lighthouse's own measure of the machine, from the reports `audit lighthouse` wrote.
const benchmarkIndexes = ['reports/lighthouse']
  .filter((folder) => existsSync(folder))
  .flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.json') && name !== 'summary.json')
      .map((name) => path.join(folder, name)),
  )
  .map((file) => read(file)?.environment?.benchmarkIndex)
  .filter((value) => typeof value === 'number')
  .sort((a, b) => a - b);
const machine = {
  ...(read('reports/machine.json') ?? {}),
  ...(benchmarkIndexes.length > 0
    ? { lighthouseBenchmarkIndex: benchmarkIndexes[Math.floor(benchmarkIndexes.length / 2)] }
    : {}),
};
const timings = {
  machine,
  // A step run beside another (the static checks beside the build) is not counted twice.
  seconds: steps.reduce((sum, step) => sum + (step.beside ? 0 : step.seconds), 0),
  // The CPU time of every step (a step beside another is inside that one's): the run can take no less than this
  // over the cores, whatever runs side by side.
  cpuSeconds: steps.reduce((sum, step) => sum + (step.beside ? 0 : (step.cpuSeconds ?? 0)), 0),
  steps,
  tests: { unit: rows[0].slice(1), browser: rows[1].slice(1) },
  files,
};
writeFileSync('reports/timings.json', `${JSON.stringify(timings, null, 1)}\n`);
if (steps.length > 0) {
  console.log(
    `Steps (${timings.seconds} s in all; how busy the cores were, and the CPU time used; reports/timings.json):`,
  );
  for (const step of steps)
    console.log(
      `  ${String(step.seconds).padStart(5)} s  ${step.cpuBusyPercent == null ? '    ' : `${String(step.cpuBusyPercent).padStart(3)}%`}  ${step.cpuSeconds == null ? '       ' : `${String(step.cpuSeconds).padStart(5)} s`}  ${step.ok ? '' : 'FAILED  '}${step.name}`,
    );
  if (timings.cpuSeconds > 0 && machine.cpus)
    console.log(
      `  CPU time ${timings.cpuSeconds} s: on ${machine.cpus} cores no less than ${Math.round(timings.cpuSeconds / machine.cpus)} s, whatever runs side by side`,
    );
}
if (files.length > 0) {
  console.log('Slowest 20 test files:');
  for (const file of files.slice(0, 20))
    console.log(
      `  ${file.seconds.toFixed(1).padStart(6)} s  ${file.file}${file.project ? ` [${file.project}]` : ''} (${file.tests} tests)`,
    );
}
if (machine.cpuProbeMs)
  console.log(
    `Machine: ${machine.cpus} cores, CPU probe ${machine.cpuProbeMs} ms${machine.lighthouseBenchmarkIndex ? `, Lighthouse benchmarkIndex ${machine.lighthouseBenchmarkIndex}` : ''}`,
  );
console.log(`${total[0]} passed, ${total[1]} failed, ${total[2]} skipped`);
