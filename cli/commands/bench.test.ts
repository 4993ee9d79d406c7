import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureSite, removeFixtures } from '../../tests/fixtures/auditSites.ts';
import { EXIT } from '../../lib/errors.ts';

afterEach(removeFixtures);

const bench = (...args: string[]) =>
  spawnSync(process.execPath, ['cli/index.ts', 'bench', ...args], { encoding: 'utf8', timeout: 30_000 });

// Only what fails before anything is built or timed: a full run takes minutes (npm run bench).
describe.concurrent('cli bench (spawned)', { timeout: 30_000 }, () => {
  it('refuses a bad --runs as a usage error', () => {
    const result = bench('--skip-build', '--runs', '0');
    expect(result.status).toBe(EXIT.cannotRun);
    expect(result.stderr).toBe('--runs: must be a whole number, 1 to 50 (got "0")\n');
  });

  it('refuses --compare with a file that is missing or not a saved run, before measuring anything', () => {
    const fixture = fixtureSite({ 'other.json': '{"audit":"html"}' });
    const missing = bench('--skip-build', '--compare', `${fixture.root}/none.json`);
    expect(missing.status).toBe(EXIT.cannotRun);
    expect(missing.stderr).toMatch(/^--compare: cannot read .*none\.json \(ENOENT\)\n$/);
    const other = bench('--skip-build', '--compare', `${fixture.root}/other.json`);
    expect(other.status).toBe(EXIT.cannotRun);
    expect(other.stderr).toMatch(/other\.json is not a bench result of schema bench\/1\n$/);
  });

  it('says there is no build to measure', () => {
    const fixture = fixtureSite({});
    const result = bench('--skip-build', '--root', fixture.root, '--out', `${fixture.root}/bench.json`);
    expect(result.status).toBe(EXIT.cannotRun);
    expect(result.stderr).toMatch(/^no built site in .* \(no index\.html\): run npm run build/);
  });
});
