// Sums the unit (vitest) and browser (Playwright) results into the one closing line CI reads.
import { readFileSync } from 'node:fs';
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
function* failedBrowserTests(suite, titles = []) {
  const path = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      if (test.status === 'unexpected') {
        const error = test.results.map((result) => result.error?.message).find(Boolean);
        yield `${spec.file}:${spec.line} [${test.projectName}] ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`;
      }
  for (const child of suite.suites ?? []) yield* failedBrowserTests(child, path);
}
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
  ...(playwright?.suites ?? []).flatMap((suite) => [...failedBrowserTests(suite)]),
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
console.log(`${total[0]} passed, ${total[1]} failed, ${total[2]} skipped`);
