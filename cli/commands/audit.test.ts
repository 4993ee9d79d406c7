/**
 * `audit all` as CI runs it: every audit reported even when one throws, progress on stderr only, and the
 * command line checked (audit names and routes). The audits themselves are tested beside them in cli/audit/.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AddressInfo, createServer } from 'node:net';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { junitCases, sarifErrors } from '../../tests/fixtures/findings.ts';
import { fixtureSite, page, removeFixtures } from '../../tests/fixtures/auditSites.ts';
import type { AuditName } from '../audit/config.ts';
import { type AuditReport, finish } from '../audit/shared.ts';
import {
  type AuditOptions,
  type AuditStreams,
  type Runner,
  chooseAudits,
  outputFormat,
  runAudits,
  runners,
} from './audit.ts';

afterEach(() => {
  removeFixtures();
  process.exitCode = undefined;
});

/** A stand-in audit that passes after a progress line per page, recording that it ran. */
const passing =
  (name: AuditName, ran: string[]): Runner =>
  async ({ progress, only }) => {
    ran.push(name);
    const routes = only ?? ['/', '/about'];
    for (const route of routes) progress?.(`${name} ${route}: ok`);
    const pages = routes.map((route) => ({
      route,
      file: `${route.slice(1) || 'index'}.html`,
      read: { things: 1 },
      expected: { things: 1 },
    }));
    return finish(name, performance.now(), pages, []);
  };

function capture(): AuditStreams & { stdout: () => string; stderr: () => string } {
  let out = '';
  let err = '';
  return {
    out: (text) => (out += text),
    err: (text) => (err += text),
    stdout: () => out,
    stderr: () => err,
  };
}

const options = (extra: Partial<AuditOptions> = {}): AuditOptions => ({
  root: fixtureSite({ 'index.html': page('Home') }).root,
  config: 'audit.config.json',
  json: false,
  quiet: false,
  ...extra,
});

describe('audit all', () => {
  it('runs every audit when one cannot run (html, with no Java), reports it failed in every format and exits 2', async () => {
    const saved = process.env.JAVA_HOME;
    const inGithub = process.env.GITHUB_ACTIONS;
    process.env.JAVA_HOME = '/nonexistent-java-home';
    delete process.env.GITHUB_ACTIONS;
    try {
      const ran: string[] = [];
      // html is the real audit: its Nu checker needs Java, which is not at $JAVA_HOME, so it throws.
      const run = { ...runners, links: passing('links', ran), seo: passing('seo', ran), a11y: passing('a11y', ran) };
      const text = capture();
      const reports = await runAudits(['links', 'seo', 'html', 'a11y'], options(), { run, streams: text });
      expect(ran).toEqual(['links', 'seo', 'a11y']);
      expect(reports.map((r) => `${r.audit} ${r.ok}`)).toEqual(['links true', 'seo true', 'html false', 'a11y true']);
      expect(reports[2]?.error).toMatch(/audit html needs Java 17 .*nonexistent-java-home/);
      expect(process.exitCode).toBe(2);
      expect(text.stdout()).toMatch(/│ html\s+│\s+0 │\s+– │\s+– │\s+[\d.]+ s │ ERROR/);
      expect(text.stdout()).toMatch(/│ links\s+│\s+2 │ 2 things │\s+0 │/);
      expect(text.stdout()).toMatch(/FAIL audit html: could not run: audit html needs Java/);
      expect(text.stdout()).toMatch(/FAIL audit all: 1 of 4 audits failed\n$/);
      // Every format says which site it read: here the built files of --root.
      expect(text.stdout()).toMatch(/^== summary ==\nSite: .+audit-fixture-\w+ \(the built files\)$/m);

      // In a GitHub Actions job the text report carries its findings as annotations too (.github/workflows/ci.yml).
      process.env.GITHUB_ACTIONS = 'true';
      const actions = capture();
      await runAudits(['seo', 'html'], options(), { run, streams: actions });
      expect(actions.stdout()).toMatch(
        /FAIL audit all: 1 of 2 audits failed\n::notice title=audited site::read .+\n::error title=html failed::html: audit html/,
      );
      delete process.env.GITHUB_ACTIONS;

      const json = capture();
      await runAudits(['links', 'seo', 'html', 'a11y'], options({ json: true }), { run, streams: json });
      const parsed = JSON.parse(json.stdout()) as { ok: boolean; audits: AuditReport[] };
      expect(parsed.ok).toBe(false);
      expect(parsed.audits.find((a) => a.audit === 'html')?.error).toMatch(/needs Java/);
      expect(parsed).toMatchObject({ site: expect.stringMatching(/audit-fixture-/) });
      expect(parsed.audits.map((a) => a.site)).toEqual(Array(4).fill(parsed.audits[0]?.site));

      const [github, sarif, junit] = [capture(), capture(), capture()];
      await runAudits(['seo', 'html'], options({ format: 'github' }), { run, streams: github });
      expect(github.stdout()).toMatch(/^::error title=html failed::html: audit html needs Java/m);
      expect(github.stdout()).toMatch(/^::notice title=audited site::read .+audit-fixture-/m);
      await runAudits(['seo', 'html'], options({ format: 'sarif' }), { run, streams: sarif });
      const log = JSON.parse(sarif.stdout()) as { runs: { results: { ruleId: string }[] }[] };
      expect(sarifErrors(log)).toEqual([]);
      expect(log.runs[1]?.results.map((r) => r.ruleId)).toEqual(['tool-error']);
      const runs = (log as { runs: { properties?: { site?: string } }[] }).runs;
      expect(runs.map((r) => r.properties?.site)).toEqual([
        expect.stringMatching(/audit-fixture-/),
        expect.any(String),
      ]);
      // --sarif writes the same log to a file beside a text report, for code scanning.
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'sarif-')), 'out', 'audits.sarif');
      await runAudits(['seo', 'html'], options({ sarif: file }), { run, streams: capture() });
      const written = JSON.parse(readFileSync(file, 'utf8')) as typeof log;
      expect(sarifErrors(written)).toEqual([]);
      expect(written.runs.map((r) => r.results.map((x) => x.ruleId))).toEqual(
        log.runs.map((r) => r.results.map((x) => x.ruleId)),
      );
      await runAudits(['seo', 'html'], options({ format: 'junit' }), { run, streams: junit });
      expect(junitCases(junit.stdout()).map((c) => `${c.suite} ${c.name} ${c.error ? 'ERROR' : 'pass'}`)).toEqual([
        'seo / pass',
        'seo /about pass',
        'html html ERROR',
      ]);
      expect(junit.stdout()).toMatch(/<property name="site" value="[^"]+audit-fixture-\w+"\/>/);
    } finally {
      if (saved === undefined) delete process.env.JAVA_HOME;
      else process.env.JAVA_HOME = saved;
      if (inGithub === undefined) delete process.env.GITHUB_ACTIONS;
      else process.env.GITHUB_ACTIONS = inGithub;
    }
  }, 60_000);

  it('fails an audit that needs a server when nothing answers at --url, and still runs the others', async () => {
    const ran: string[] = [];
    const streams = capture();
    // links is the real audit; the port was free a moment ago, so nothing listens on it.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const run = { ...runners, seo: passing('seo', ran) };
    const url = `http://127.0.0.1:${port}`;
    const reports = await runAudits(['links', 'seo'], options({ url, quiet: true }), { run, streams });
    expect(ran).toEqual(['seo']);
    expect(reports[0]?.error).toBe(`no server answers at ${url} (--url): connect ECONNREFUSED 127.0.0.1:${port}`);
    expect(process.exitCode).toBe(2);
    expect(streams.stderr()).toBe('');
  }, 30_000);

  it('writes progress to stderr, a line per audit and per page, and only the report to stdout', async () => {
    const ran: string[] = [];
    const run = { ...runners, seo: passing('seo', ran), budget: passing('budget', ran) };
    const streams = capture();
    await runAudits(['seo', 'budget'], options({ format: 'json' }), { run, streams });
    expect(JSON.parse(streams.stdout())).toMatchObject({ ok: true, audits: [{ audit: 'seo' }, { audit: 'budget' }] });
    expect(streams.stderr().split('\n')).toEqual([
      'audit seo: started',
      'seo /: ok',
      'seo /about: ok',
      expect.stringMatching(/^PASS audit seo: 2 pages/),
      'audit budget: started',
      'budget /: ok',
      'budget /about: ok',
      expect.stringMatching(/^PASS audit budget: 2 pages/),
      '',
    ]);
    expect(process.exitCode).toBeUndefined();

    const quiet = capture();
    await runAudits(['seo'], options({ format: 'sarif', quiet: true }), { run, streams: quiet });
    expect(quiet.stderr()).toBe('');
    expect(sarifErrors(JSON.parse(quiet.stdout()))).toEqual([]);
  });

  it('--only, --skip and --route choose audits and pages', async () => {
    const ran: string[] = [];
    const run = Object.fromEntries(
      (['links', 'seo', 'html', 'a11y', 'budget'] as const).map((name) => [name, passing(name, ran)]),
    ) as Record<AuditName, Runner>;
    const streams = capture();
    await runAudits(
      ['links', 'seo', 'html', 'a11y', 'budget'],
      options({
        skip: ['html'],
        route: ['/pricing/'],
        root: fixtureSite({
          'index.html': page('Home', '<a href="/pricing">Pricing</a>'),
          'pricing.html': page('Pricing'),
        }).root,
      }),
      {
        run,
        streams,
      },
    );
    expect(ran).toEqual(['links', 'seo', 'a11y', 'budget']);
    expect(streams.stderr()).toMatch(/^a11y \/pricing: ok$/m);
    expect(chooseAudits(['links', 'seo', 'html'], ['seo', 'html'], ['html'])).toEqual(['seo']);
  });

  it('names a wrong audit, route or format as a usage error', async () => {
    expect(() => chooseAudits(['links', 'seo'], ['seo', 'nope'])).toThrow(
      '--only: no audit "nope" (audits: links, seo',
    );
    expect(() => chooseAudits(['links'], undefined, ['links'])).toThrow('--only and --skip leave no audit to run');
    expect(() => outputFormat({ json: true, format: 'sarif' })).toThrow('--json and --format sarif disagree');
    expect(outputFormat({ json: true })).toBe('json');
    await expect(runAudits(['seo'], options({ route: ['/no-such-page'] }))).rejects.toThrow(
      '--route: no audited page "/no-such-page"',
    );
  });
});

describe('the cli, as a process', () => {
  const cli = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['cli/index.ts', ...args]).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('keeps stdout parseable JSON while progress goes to stderr', { timeout: 60_000 }, async () => {
    const root = fixtureSite({ 'index.html': page('Home') }).root;
    const result = await cli('audit', 'seo', '--root', root, '--format', 'json');
    expect('code' in result ? result.code : 0).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ audit: 'seo', ok: false });
    expect(result.stderr).toMatch(/^audit seo: started\n/);
    expect(result.stderr).toMatch(/^FAIL audit seo: /m);
  });

  it.each([
    [['audit', 'all', '--only', 'links,nope'], /--only: no audit "nope"/],
    [['audit', 'a11y', '--route', '/no-such-page'], /--route: no audited page "\/no-such-page"/],
    [['audit', 'seo', '--format', 'xml'], /--format: must be one of text, json, github, sarif, junit \(got "xml"\)/],
    [['validate', '--format', 'xml'], /--format: must be one of text, json, github, sarif, junit \(got "xml"\)/],
  ])('exits 2 on %j', { timeout: 30_000 }, async (args, message) => {
    const result = await cli(...args);
    expect('code' in result ? result.code : 0).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
