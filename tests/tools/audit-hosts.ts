/**
 * npm test's audits, of the site as each host serves it (docs/decisions/0031-audits-read-what-the-server-sends.md): the
 * built dist/client under the real `brightwork serve --target <host>`, started once for the step, audited through
 * `--url` as if it were production. `node tests/tools/audit-hosts.ts node` runs every page audit over every page (`audit
 * all --url`, its findings also to reports/audits.sarif for code scanning) and `audit http`; `... cloudflare` runs
 * `audit http` in full and the page audits over three pages (CLOUDFLARE_SAMPLE), since a second whole a11y and
 * Lighthouse run would cost CI about ten minutes. Exits non-zero if any audit failed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Target, TARGETS, removeFiles, startHost } from './hosts.ts';

/**
 * The pages the Cloudflare target's page audits read: the home page, an article (a page of prose, built from MDX)
 * and the not-found page. The Node host has every audit over every page; here what can differ is the host's
 * serving (headers, compression, the Worker's routes), which `audit http` reads in full, so a page of each of the
 * two ways pages are made is enough for the page audits, Lighthouse included. The one place this narrowing is
 * written.
 */
export const CLOUDFLARE_SAMPLE = ['/', '/blog/workflow-automation-roi', '/404'];

const CLI = fileURLToPath(new URL('../../cli/index.ts', import.meta.url));

/** `brightwork <args>` with its output shown as it comes; resolves to its exit code. */
const cli = (args: string[]) =>
  new Promise<number>((resolve) => {
    process.stdout.write(`\n$ brightwork ${args.join(' ')}\n`);
    const child = spawn(process.execPath, [CLI, ...args], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });

/** The audits of one host: each command's exit code, in order. */
export function auditsFor(target: Target, url: string): string[][] {
  const all =
    target === 'node'
      ? ['audit', 'all', '--url', url, '--sarif', 'reports/audits.sarif']
      : [
          'audit',
          'all',
          '--url',
          url,
          '--route',
          CLOUDFLARE_SAMPLE.join(','),
          '--out-dir',
          'reports/lighthouse-cloudflare',
        ];
  return [['audit', 'http', '--url', url], all];
}

async function main(target: string | undefined): Promise<number> {
  if (!TARGETS.includes(target as Target)) {
    process.stderr.write(`usage: node tests/tools/audit-hosts.ts ${TARGETS.join('|')}\n`);
    return 2;
  }
  const dir = mkdtempSync(path.join(tmpdir(), `audit-${target}-`));
  const files = { dir, root: path.resolve('dist/client'), inbox: path.join(dir, 'inbox.sqlite') };
  const host = await startHost(target as Target, { files });
  process.stdout.write(`${target} host: ${host.url}\n`);
  let failed = 0;
  try {
    for (const args of auditsFor(target as Target, host.url)) if ((await cli(args)) !== 0) failed += 1;
  } finally {
    await host.stop();
    removeFiles(files);
  }
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv[2]);
