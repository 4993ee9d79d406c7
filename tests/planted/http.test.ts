/**
 * `audit http` holds both hosts to one standard and catches a defect planted on each: the built site served by
 * the real `serve --target node` and `serve --target cloudflare`, reached through a small proxy of this test's
 * own that plants, on the way out, a security header removed and the CSP weakened, a hashed asset served
 * `no-cache`, a page and a file that keeps its name cached without revalidation, the sitemap sent uncompressed, the
 * service worker sent as text, an unknown path answered 200 and a redirect chain. Through the proxy with no plant the
 * audit passes; with them it fails naming each URL and header. The same proxy sends one page with bytes added, which
 * the byte-for-byte check of both hosts (tests/tools/audit-hosts.ts) must name, as it must a page whose compressed
 * copy (scripts/compress.ts) the Node host sends is stale. The plants live here, never in a server a deployment could
 * switch them on in.
 * Runs after the build (tests/tools/run.sh), over dist/client.
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer, request } from 'node:http';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditHttp } from '../../cli/audit/http.ts';
import { loadAuditConfig } from '../../cli/audit/config.ts';
import { NOT_FOUND_PROBE, readLiveSite } from '../../cli/audit/live.ts';
import type { AuditReport } from '../../cli/audit/shared.ts';
import { createServer as createSite } from '../../cli/server/app.ts';
import { COMPRESSED_SUFFIX } from '../../lib/http.ts';
import { differingFiles } from '../tools/audit-hosts.ts';
import { type Host, type Target, hostFiles, removeFiles, startHost } from '../tools/hosts.ts';

/** Whether the proxy changes answers on the way out. */
type Plants = { on: boolean };

/** What the proxy adds to the end of /privacy (plants on): a page not as built. */
const INJECTED = '<script>/* planted by a host */</script>';

/** A proxy in front of `upstream` that passes everything through, or (plants on) spoils nine answers. */
async function plantingProxy(upstream: string, plants: Plants): Promise<{ url: string; server: Server }> {
  const target = new URL(upstream);
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const pathname = (incoming.url ?? '/').split('?')[0] ?? '/';
    if (plants.on && pathname === NOT_FOUND_PROBE) {
      outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void outgoing.end('<!doctype html><title>Home</title><p>Anything goes</p>');
    }
    // A trailing slash sent round by a second hop before it lands.
    if (plants.on && pathname.length > 1 && pathname.endsWith('/')) {
      outgoing.writeHead(301, { location: `/hop?to=${encodeURIComponent(pathname.slice(0, -1))}` });
      return void outgoing.end();
    }
    if (plants.on && pathname === '/hop') {
      const to = new URL(incoming.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
      outgoing.writeHead(308, { location: to });
      return void outgoing.end();
    }
    const { url, method } = incoming;
    const sent = { ...incoming.headers };
    // The sitemap sent as stored, whatever compression the client asks for; /privacy likewise, to add to it.
    if (plants.on && (pathname === '/sitemap.xml' || pathname === '/privacy')) delete sent['accept-encoding'];
    const forward = request(
      { host: target.hostname, port: target.port, path: url, method, headers: sent },
      (answer) => {
        const headers = { ...answer.headers };
        if (plants.on && pathname === '/') {
          delete headers['x-content-type-options'];
          const csp = String(headers['content-security-policy']);
          headers['content-security-policy'] = csp.replace('script-src', "script-src 'unsafe-inline'");
        }
        if (plants.on && pathname.startsWith('/assets/')) headers['cache-control'] = 'no-cache';
        // A worker script sent as text, which browsers refuse to install.
        if (plants.on && pathname === '/sw.js') headers['content-type'] = 'text/plain; charset=utf-8';
        // A page and a file that keeps its name, each kept by caches without asking.
        if (plants.on && (pathname === '/about' || pathname === '/robots.txt'))
          headers['cache-control'] = 'public, max-age=3600';
        const injecting = plants.on && pathname === '/privacy';
        if (injecting) delete headers['content-length'];
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing, { end: !injecting });
        if (injecting) answer.on('end', () => outgoing.end(INJECTED));
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const audit = async (url: string): Promise<AuditReport> =>
  auditHttp({ live: await readLiveSite(url), config: loadAuditConfig().http });

/** Error findings of `rule` whose message names `url` and `header`. */
const named = (report: AuditReport, rule: string, url: string, header: string) =>
  report.findings.filter(
    (f) => f.level === 'error' && f.rule === rule && f.message.startsWith(url) && f.message.includes(`: ${header}: `),
  );

const root = path.resolve('dist/client');

describe.each<Target>(['node', 'cloudflare'])('audit http on the %s host', { timeout: 120_000 }, (target) => {
  let host: Host | undefined;
  let proxy: { url: string; server: Server } | undefined;
  const plants: Plants = { on: false };
  beforeAll(async () => {
    host = await startHost(target, { files: { ...hostFiles(), root } });
    proxy = await plantingProxy(host.url, plants);
  }, 120_000);
  afterAll(async () => {
    proxy?.server.close();
    await host?.stop();
    if (host) removeFiles(host.files);
  });

  it('passes the host as it serves the build: every rule met', async () => {
    plants.on = false;
    const report = await audit(proxy?.url ?? '');
    expect(report.findings.filter((f) => f.level === 'error')).toEqual([]);
    expect(report.ok).toBe(true);
    expect(await differingFiles(root, proxy?.url ?? '')).toEqual([]);
  });

  it('fails each planted defect, naming its URL and header', async () => {
    plants.on = true;
    const base = proxy?.url ?? '';
    const report = await audit(base);
    expect(report.ok).toBe(false);
    // A header removed from / and its CSP weakened: each named against lib/headers.ts.
    expect(
      named(report, 'security-headers', `${base}/`, 'x-content-type-options').filter((f) => f.route === '/'),
    ).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/: missing \(lib\/headers\.ts sends "nosniff"\)$/) }),
    ]);
    expect(
      named(report, 'security-headers', `${base}/`, 'content-security-policy').filter((f) => f.route === '/'),
    ).toEqual([expect.objectContaining({ message: expect.stringMatching(/script-src also allows 'unsafe-inline'$/) })]);
    // Every hashed asset served no-cache.
    expect(named(report, 'cache-immutable', `${base}/assets/`, 'Cache-Control')).not.toEqual([]);
    // The service worker sent as text.
    expect(named(report, 'content-type', `${base}/sw.js`, 'Content-Type')).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/"text\/plain; charset=utf-8", not text\/javascript/) }),
    ]);
    // The unknown path answered 200.
    expect(named(report, 'not-found', `${base}${NOT_FOUND_PROBE}`, 'status')).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/answered 200, not 404/) }),
    ]);
    // A page, and a file that keeps its name, cached for an hour without revalidation.
    expect(named(report, 'cache-revalidate', `${base}/about`, 'Cache-Control')).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/lets a cache reuse an old page without asking$/) }),
    ]);
    expect(named(report, 'cache-revalidate', `${base}/robots.txt`, 'Cache-Control')).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/a file that keeps its name must be revalidated$/) }),
    ]);
    // The sitemap sent uncompressed, whichever compression was asked for.
    expect(named(report, 'compression', `${base}/sitemap.xml`, 'Content-Encoding')).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^.+"\(none\)" for \d+ bytes of .+, asked for br, gzip$/),
      }),
      expect.objectContaining({ message: expect.stringMatching(/^.+"\(none\)" for \d+ bytes of .+, asked for gzip$/) }),
    ]);
    // The trailing slash redirected in two hops.
    expect(named(report, 'redirect', base, 'Location')).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/a trailing slash: .+ 301 → \/hop\?to=.+ 308 → .+ 200; one hop/),
      }),
    ]);
  });

  it('names a page sent other than as built, byte for byte', async () => {
    plants.on = true;
    const differing = await differingFiles(root, proxy?.url ?? '');
    const privacy = differing.find((line) => line.startsWith('/privacy '));
    expect(privacy).toMatch(/^\/privacy \(privacy\.html\): HTTP 200, \d+ bytes sent, not the privacy\.html built$/);
    const sent = Number(privacy?.match(/(\d+) bytes/)?.[1]);
    expect(sent).toBe(statSync(path.join(root, 'privacy.html')).size + Buffer.byteLength(INJECTED));
  });
});

describe('the byte-for-byte check on the Node host', () => {
  it("names a page whose compressed copy is another page's, as a build step after compressing would leave it", async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'stale-copy-'));
    const page = (title: string) => `<!doctype html><title>${title}</title><p>${'Words. '.repeat(300)}</p>`;
    for (const [file, text] of Object.entries({ 'index.html': page('Home'), '404.html': page('Not found') }))
      writeFileSync(path.join(site, file), text);
    writeFileSync(path.join(site, 'about.html'), page('About'));
    writeFileSync(path.join(site, `about.html${COMPRESSED_SUFFIX}`), brotliCompressSync(page('Home')));
    const app = await createSite({ root: site, inboxPath: path.join(site, '..', `${path.basename(site)}.sqlite`) });
    try {
      const differing = await differingFiles(site, await app.listen({ port: 0, host: '127.0.0.1' }));
      expect(differing).toEqual([expect.stringMatching(/^\/about \(about\.html\): HTTP 200, \d+ bytes sent/)]);
    } finally {
      await app.close();
      rmSync(site, { recursive: true, force: true });
    }
  });
});
