/** `serve --target cloudflare`: what of wrangler's own output reaches the terminal, and how it stops. */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../tests/fixtures/cli.ts';
import { hostFiles, removeFiles } from '../../tests/tools/hosts.ts';
import { withoutScheduleAdvice } from './serve.ts';

/** The processes `pid` started, and theirs, read from /proc (Linux). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const parent = Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(name)]);
    } catch {
      // A process that ended while it was read.
    }
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0;) {
    const children = parents.get(queue.shift()!) ?? [];
    found.push(...children);
    queue.push(...children);
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('serve --target cloudflare', () => {
  it('drops wrangler’s advice to fire the schedule by hand (serve fires it), and nothing else', () => {
    const advice = [
      '▲ [WARNING] Scheduled Workers are not automatically triggered during local development.\n',
      '\n',
      '  To manually trigger a scheduled event, run:\n',
      '    curl "http://127.0.0.1:8796/cdn-cgi/local/scheduled"\n',
      '  For more details, see https://developers.cloudflare.com/workers/configuration/cron-triggers/#test-cron-triggers-locally\n',
      '✘ [ERROR] Something real\n',
    ].join('');
    expect(withoutScheduleAdvice(advice)).toBe('✘ [ERROR] Something real\n');
    expect(withoutScheduleAdvice('\n[wrangler:info] GET / 200 OK\n')).toBe('\n[wrangler:info] GET / 200 OK\n');
  });

  // Only serve hears the signal here, as from a service manager or `kill`: a terminal's Ctrl+C reaches the whole
  // process group. Stopped while wrangler started, serve once left wrangler and workerd running on the D1 state.
  for (const when of ['while wrangler starts', 'once it serves'] as const) {
    it(`stops with exit 0 on SIGTERM ${when}, leaving nothing it started running`, async () => {
      const files = hostFiles();
      const child = spawn(
        process.execPath,
        [path.join(ROOT, 'cli/index.ts'), 'serve', '--target', 'cloudflare', '--root', files.root, '--port', '0'],
        {
          cwd: ROOT,
          env: { ...process.env, INBOX_D1_STATE: path.join(files.dir, 'd1') },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      let started: number[] = [];
      try {
        // Not vacuous: the signal comes once workerd runs, and (for the first) before serve says it serves.
        await expect
          .poll(
            () =>
              descendants(child.pid!).some((pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('workerd')),
            {
              timeout: 30_000,
              interval: 20,
            },
          )
          .toBe(true);
        if (when === 'once it serves') await expect.poll(() => output, { timeout: 30_000 }).toContain('Serving');
        else expect(output).not.toContain('Serving');
        started = descendants(child.pid!);
        child.kill('SIGTERM');
        expect(await exit, output).toBe(0);
        await expect.poll(() => started.filter(alive), { timeout: 10_000 }).toEqual([]);
      } finally {
        for (const pid of [child.pid!, ...started].filter(alive)) process.kill(pid, 'SIGKILL');
        removeFiles(files);
      }
    });
  }
});
