/**
 * npm test's audits, of the site as each host serves it (docs/decisions/0031-audits-read-what-the-server-sends.md): the
 * built dist/client under the real `brightwork serve --target <host>`, started once for the step, audited through
 * `--url` as if it were production. `node tests/tools/audit-hosts.ts node` runs every page audit over every page (`audit
 * all --url`, its findings also to reports/audits.sarif for code scanning) and `audit http`. The pages are the same
 * bytes on both hosts, so `... cloudflare` runs what is the host's own: `audit http` and `audit links` (its routes,
 * redirects and statuses as links meet them); the page audits of those bytes are the Node host's. Both check that
 * the host serves each built page's HTML byte for byte as built (the Node host from its compressed copies). Exits
 * non-zero if any audit or page failed.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPRESSED_SUFFIX } from '../../lib/http.ts';
import { type Target, TARGETS, hostFiles, removeFiles, startHost } from './hosts.ts';

const CLI = fileURLToPath(new URL('../../cli/index.ts', import.meta.url));

/** `brightwork <args>` with its output shown as it comes; resolves to its exit code. */
const cli = (args: string[]) =>
  new Promise<number>((resolve) => {
    process.stdout.write(`\n$ brightwork ${args.join(' ')}\n`);
    const child = spawn(process.execPath, [CLI, ...args], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });

/** The audits of one host, in order. */
const auditsFor = (target: Target, url: string): string[][] => [
  ['audit', 'http', '--url', url],
  target === 'node'
    ? ['audit', 'all', '--url', url, '--sarif', 'reports/audits.sarif']
    : ['audit', 'links', '--url', url],
];

/**
 * Each built HTML file, and each file with a compressed copy (scripts/compress.ts), as the host sends it at its URL
 * (404.html at a path that does not exist), byte for byte: a host that rewrites, injects or serves another file
 * there, or a copy left from before a file changed, is named with the file. Returns the files that differ.
 */
export async function differingFiles(root: string, url: string): Promise<string[]> {
  const all = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const copied = new Set(all.filter((file) => file.endsWith(COMPRESSED_SUFFIX)));
  const files = all.filter(
    (file) => !file.startsWith('.') && (file.endsWith('.html') || copied.has(`${file}${COMPRESSED_SUFFIX}`)),
  );
  const differing: string[] = [];
  for (const file of files.sort()) {
    const at =
      file === '404.html'
        ? '/audit-probe/no-such-page'
        : file.startsWith('downloads/') || !file.endsWith('.html')
          ? `/${file}`
          : `/${file === 'index.html' ? '' : file.replace(/\.html$/, '')}`;
    // As a browser asks: Node's fetch alone asks for no brotli, and would never be sent the Node host's copies.
    const response = await fetch(`${url}${at}`, { headers: { 'accept-encoding': 'br, gzip, deflate' } });
    const sent = Buffer.from(await response.arrayBuffer());
    if (!sent.equals(readFileSync(path.join(root, file))))
      differing.push(`${at} (${file}): HTTP ${response.status}, ${sent.length} bytes sent, not the ${file} built`);
  }
  process.stdout.write(`\n${files.length - differing.length} of ${files.length} built files served as built\n`);
  return differing;
}

async function main(target: string | undefined): Promise<number> {
  if (!TARGETS.includes(target as Target)) {
    process.stderr.write(`usage: node tests/tools/audit-hosts.ts ${TARGETS.join('|')}\n`);
    return 2;
  }
  const files = { ...hostFiles(), root: path.resolve('dist/client') };
  const host = await startHost(target as Target, { files });
  process.stdout.write(`${target} host: ${host.url}\n`);
  let failed = 0;
  try {
    for (const args of auditsFor(target as Target, host.url)) if ((await cli(args)) !== 0) failed += 1;
    // On both: the Node host sends each page's compressed copy from the build (scripts/compress.ts), which must be
    // the page as built, and Cloudflare serves its own copy of the files.
    for (const page of await differingFiles(files.root, host.url)) {
      process.stdout.write(`FAIL ${page}\n`);
      failed += 1;
    }
  } finally {
    await host.stop();
    removeFiles(files);
  }
  return failed === 0 ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main(process.argv[2]);
