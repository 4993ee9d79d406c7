// Sums the unit (vitest) and browser (Playwright) results into the one closing line CI reads.
import { readFileSync } from 'node:fs';

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
const e2e = read('reports/playwright.json')?.stats ?? { expected: 0, flaky: 0, unexpected: 0, skipped: 0 };

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
console.log(`${total[0]} passed, ${total[1]} failed, ${total[2]} skipped`);
