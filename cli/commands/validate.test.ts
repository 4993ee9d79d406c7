import { describe, expect, it } from 'vitest';
import type { ValidationReport } from '../validate/index.ts';
import { runCli } from '../../tests/fixtures/cli.ts';
import { readFormats } from '../../tests/fixtures/findings.ts';
import { renderReport, validateFindings } from './validate.ts';

const cli = (...args: string[]) => runCli(['validate', ...args]);
/** A built site of one page, with one planted defect (a date after the day given). */
const BUILT = 'cli/validate/fixtures/built';

const report = (over: Partial<ValidationReport> = {}): ValidationReport => ({
  ok: true,
  problems: [],
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
    const parsed = JSON.parse(stdout) as ValidationReport;
    expect(Object.keys(parsed).sort()).toEqual(['checked', 'durationMs', 'notes', 'ok', 'problems'].sort());
    expect(parsed).toMatchObject({ ok: true, problems: [] });
    expect(parsed.checked.links).toBeGreaterThan(100);
  });

  it('exits 1 and prints one "file › path: rule message" line per problem', async () => {
    // Checked as of a day before the planted page's date, that date is a problem.
    const { code, stdout } = await cli('--built', '--root', BUILT, '--today', '2025-01-01');
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /^cli\/validate\/fixtures\/built\/planted\.html › \/planted: date 2025-01-15 is in the future \(today is 2025-01-01\)$/m,
    );
    expect(stdout).toMatch(/^FAIL validate: 1 problem \(\d+\.\d s\)$/m);
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
    for (const line of stdout.trimEnd().split('\n')) expect(line).toMatch(/^::error /);
  });

  it('has --help with an example', async () => {
    const { code, stdout } = await cli('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('Examples:\n  $ npx brightwork validate');
  });
});

describe('renderReport', () => {
  it('prints each problem on its line, then the notes, and ends with the verdict', () => {
    const problem = { file: 'content/home.ts', path: 'home.pricing.more.href', rule: 'link' as const, message: 'm' };
    const text = renderReport(report({ ok: false, problems: [problem], notes: ['a note'] }));
    expect(text).toContain('content/home.ts › home.pricing.more.href: link m\n');
    expect(text).toContain('Notes:\n  a note\n');
    expect(text.trimEnd().split('\n').at(-1)).toBe('FAIL validate: 1 problem (0.4 s)');
    expect(renderReport(report()).trimEnd().split('\n').at(-1)).toBe('PASS validate: 0 problems (0.4 s)');
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

  it('places a problem on its line when it has one, names the field when not', () => {
    const tools = [
      validateFindings(report({ ok: false, problems: [link, field] }), ['content/home.ts', 'content/blog/x.mdx']),
    ];
    const { github, sarifErrors, results, junit } = readFormats(tools);
    expect(github).toEqual([
      '::error file=content/blog/x.mdx,line=12,title=validate link::link to /nowhere: no such route',
      '::error file=content/home.ts,title=validate link::home.pricing.more.href: link m',
    ]);
    expect(sarifErrors).toEqual([]);
    expect(results.map((r) => `${r.ruleId} ${r.level}`)).toEqual(['link error', 'link error']);
    expect(junit.map((c) => `${c.name} ${c.failure ? 'FAIL' : 'pass'}`)).toEqual([
      'content/home.ts FAIL',
      'content/blog/x.mdx FAIL',
    ]);
    expect(junit[0]?.failure?.message).toBe('link: home.pricing.more.href: link m');
  });
});
