import { describe, expect, it } from 'vitest';
import type { ValidationReport } from '../validate/index.ts';
import { runCli } from '../../tests/fixtures/cli.ts';
import { readFormats } from '../../tests/fixtures/findings.ts';
import { passes, renderReport, validateFindings } from './validate.ts';

const cli = (...args: string[]) => runCli(['validate', ...args]);
/** A built site of one page, with one planted defect (a date after the day given). */
const BUILT = 'cli/validate/fixtures/built';

const report = (over: Partial<ValidationReport> = {}): ValidationReport => ({
  ok: true,
  problems: [],
  warnings: [],
  pendingRoutes: [],
  notes: [],
  checked: { 'content modules': 38, 'MDX files': 18, 'collection counts': 6, links: 189, fragments: 7 },
  durationMs: 420,
  ...over,
});

// A busy machine (a build beside the tests) can slow a process start to seconds.
describe.concurrent('cli validate (spawned)', { timeout: 60_000 }, () => {
  it('passes the real content: exit 0 and the --json shape', async () => {
    const { code, stdout, stderr } = await cli('--json');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const parsed = JSON.parse(stdout) as ValidationReport & { strict: boolean };
    expect(Object.keys(parsed).sort()).toEqual(
      ['checked', 'durationMs', 'notes', 'ok', 'pendingRoutes', 'problems', 'strict', 'warnings'].sort(),
    );
    expect(parsed).toMatchObject({ ok: true, strict: false, problems: [] });
    expect(parsed.checked.links).toBeGreaterThan(100);
    for (const warning of parsed.warnings) expect(Object.keys(warning)).toEqual(['file', 'path', 'rule', 'message']);
  });

  it('exits 1 and prints one "file › path: rule message" line per problem', async () => {
    // Checked as of a day before the planted page's date, that date is a problem.
    const { code, stdout } = await cli('--built', '--root', BUILT, '--today', '2025-01-01');
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /^cli\/validate\/fixtures\/built\/planted\.html › \/planted: date 2025-01-15 is in the future \(today is 2025-01-01\)$/m,
    );
    expect(stdout).toMatch(/^FAIL validate: 1 problem, 0 warnings \(\d+\.\d s\)$/m);
  });

  it('--json on failure: ok false, problems with file, path, rule and message, nothing else on stdout', async () => {
    const { code, stdout } = await cli('--built', '--root', BUILT, '--today', '2025-01-01', '--json');
    expect(code).toBe(1);
    const parsed = JSON.parse(stdout) as ValidationReport;
    expect(parsed.ok).toBe(false);
    expect(parsed.problems[0]).toEqual({
      file: expect.any(String),
      path: expect.any(String),
      rule: 'date',
      message: expect.any(String),
    });
  });

  it('exits 2 on a bad option value, naming the flag', async () => {
    const { code, stdout, stderr } = await cli('--today', '2026-02-30');
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toBe('--today: must be a real date (got "2026-02-30")\n');
  });

  it('--format github annotates each problem at its file', async () => {
    const { code, stdout } = await cli('--built', '--root', BUILT, '--today', '2025-01-01', '--format', 'github');
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /^::error file=cli\/validate\/fixtures\/built\/planted\.html,title=validate date::\/planted: date 2025-01-15 is in the future/m,
    );
    for (const line of stdout.trimEnd().split('\n')) expect(line).toMatch(/^::(error|warning) /);
  });

  it('has --help with an example', async () => {
    const { code, stdout } = await cli('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('Examples:\n  $ npx brightwork validate');
  });
});

describe('renderReport', () => {
  it('groups the pending-route warnings by route and ends with the verdict', () => {
    const warning = { file: 'content/home.ts', path: 'home.pricing.more.href', rule: 'link' as const, message: 'm' };
    const text = renderReport(
      report({ warnings: [warning, warning], pendingRoutes: [{ route: '/pricing', links: 2 }] }),
      false,
    );
    expect(text).toContain(
      'Warnings: 2 links to pending routes, which 404 until built (--strict fails on them):\n  /pricing: 2 links\n',
    );
    expect(text).not.toContain('content/home.ts ›');
    expect(text.trimEnd().split('\n').at(-1)).toBe('PASS validate: 0 problems, 2 warnings (0.4 s)');
    for (const line of text.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
  });

  it('under --strict prints each pending-route link as a problem and fails', () => {
    const warning = { file: 'content/home.ts', path: 'home.pricing.more.href', rule: 'link' as const, message: 'm' };
    const failing = report({ warnings: [warning], pendingRoutes: [{ route: '/pricing', links: 1 }] });
    expect(passes(failing, true)).toBe(false);
    expect(passes(failing, false)).toBe(true);
    const text = renderReport(failing, true);
    expect(text).toContain('content/home.ts › home.pricing.more.href: link m\n');
    expect(text.trimEnd().split('\n').at(-1)).toBe('FAIL validate: 1 problem (0.4 s)');
  });
});

describe('validateFindings', () => {
  const link = {
    file: 'content/blog/x.mdx',
    path: 'line 12',
    rule: 'link' as const,
    message: 'to /nowhere: no such route',
  };
  const field = { file: 'content/home.ts', path: 'home.pricing.more.href', rule: 'link' as const, message: 'm' };

  it('places a problem on its line when it has one, names the field when not, warnings as warnings', () => {
    const tools = [
      validateFindings(report({ ok: false, problems: [link], warnings: [field] }), false, [
        'content/home.ts',
        'content/blog/x.mdx',
      ]),
    ];
    const { github, sarifErrors, results, junit } = readFormats(tools);
    expect(github).toEqual([
      '::error file=content/blog/x.mdx,line=12,title=validate link::link to /nowhere: no such route',
      '::warning file=content/home.ts,title=validate link::home.pricing.more.href: link m',
    ]);
    expect(sarifErrors).toEqual([]);
    expect(results.map((r) => `${r.ruleId} ${r.level}`)).toEqual(['link error', 'link warning']);
    expect(junit.map((c) => `${c.name} ${c.failure ? 'FAIL' : 'pass'}`)).toEqual([
      'content/home.ts pass',
      'content/blog/x.mdx FAIL',
    ]);
  });

  it('makes the pending-route warnings errors under --strict', () => {
    const tools = [validateFindings(report({ warnings: [field] }), true, ['content/home.ts'])];
    expect(readFormats(tools).junit[0]?.failure?.message).toBe('link: home.pricing.more.href: link m');
  });
});
