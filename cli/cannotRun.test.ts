/**
 * What a user can cause, from the real command: one line saying what is wrong and the fix, no stack trace,
 * and exit 2 ("could not run"), which CI tells from 1 ("ran and found problems").
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../tests/fixtures/cli.ts';
import { GRADES } from './audit/config.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'cannot-run-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One line on stderr, nothing on stdout, exit 2. */
function expectOneLine(run: { code: number; stdout: string; stderr: string }, line: string | RegExp) {
  expect(run.code, run.stderr).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr.split('\n')).toEqual([typeof line === 'string' ? line : expect.stringMatching(line), '']);
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

/** A port something already listens on, and a way to free it. */
async function busyPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.concurrent('a command that cannot run', { timeout: 30_000 }, () => {
  it('an audit with no build says to build', async () => {
    const empty = mkdtempSync(path.join(dir, 'no-build-'));
    expectOneLine(
      await runCli(['audit', 'links', '--root', empty]),
      `${empty}: no built site there (run \`npm run build\` first)`,
    );
  });

  it('serve on a port in use names the port and the way out', async () => {
    const site = mkdtempSync(path.join(dir, 'site-'));
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>x</title>');
    const busy = await busyPort();
    try {
      expectOneLine(
        await runCli(['serve', '--root', site, '--port', String(busy.port)]),
        `--port ${busy.port}: 127.0.0.1:${busy.port} is already in use (stop what runs there, or choose another --port)`,
      );
    } finally {
      await busy.close();
    }
  });

  it('a bad audit config names its file, field and what the field takes, in words', async () => {
    const config = JSON.parse(readFileSync(path.join(ROOT, 'audit.config.json'), 'utf8')) as {
      budget: Record<string, unknown>;
      http: Record<string, unknown>;
    };
    delete config.budget.waitAfterLoadMs;
    config.http.minGrade = 'Z';
    const file = path.join(dir, 'audit.config.json');
    writeFileSync(file, JSON.stringify(config));
    const run = await runCli(['audit', 'seo', '--config', file]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n').sort()).toEqual([
      `${file} › budget.waitAfterLoadMs: missing; it takes a whole number from 0 to 30000`,
      `${file} › http.minGrade: must be one of ${GRADES.map((grade) => `"${grade}"`).join(', ')}, not "Z"`,
    ]);
  });

  it('an audit of a --url where nothing answers says so, and is not a finding', async () => {
    const closed = await busyPort();
    await closed.close();
    const url = `http://127.0.0.1:${closed.port}`;
    const run = await runCli(['audit', 'links', '--url', url, '--quiet']);
    expect(run.code).toBe(2);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).toContain(`no server answers at ${url} (--url)`);
  });

  it('a reader that closes the pipe early (| head -1) ends it quietly, exit 0', async () => {
    const child = spawn(process.execPath, [path.join(ROOT, 'cli/index.ts'), 'audit', '--help'], { cwd: ROOT });
    // Closed before the help is written: every write meets a closed pipe (EPIPE).
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });
});

describe('validate typed in another folder', () => {
  it('checks this project’s content all the same', { timeout: 60_000 }, async () => {
    const run = await runCli(['validate'], { cwd: path.join(ROOT, 'docs') });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^PASS validate: 0 problems/m);
    expect(run.code).toBe(0);
  });
});
