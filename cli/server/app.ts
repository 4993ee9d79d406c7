/**
 * The local server behind `npm start` and the tests: serves the pre-rendered site the way a static host
 * does (clean URLs, 404.html for unknown paths, compression, the same headers as `_headers`), plus the
 * form inbox API.
 */
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import { stat } from 'node:fs/promises';
import { CACHE_REVALIDATE, cacheControl, headersFile, headersFor, parseHeadersFile } from '../../lib/headers.ts';
import { COMPRESSED_SUFFIX, trailingSlashTarget } from '../../lib/http.ts';
import { NOT_FOUND_PAGE, pageFileForPath } from '../../lib/pwa/urls.ts';
import { clientNetwork } from '../../lib/inbox/clientNetwork.ts';
import { DEFAULT_INBOX_DB, inboxPath } from '../../lib/inbox/sqlite.ts';
import { formsInbox } from './forms.ts';

export interface ServerOptions {
  /** The built site: dist/client. */
  root: string;
  /** Log each request (off in tests). */
  logger?: boolean;
  /** Timeouts and connections per client. Default: CLIENT_LIMITS. */
  limits?: Partial<ClientLimits>;
  /** The inbox file, to refuse one inside `root`. Default: `INBOX_DB`, else data/inbox.sqlite. */
  inboxPath?: string;
  /** Which proxies to believe for the client's address and the public scheme and host. Default: `TRUST_PROXY`. */
  trustProxy?: boolean | string[] | ((address: string, hop: number) => boolean);
}

/**
 * `TRUST_PROXY`: unset or "false" trusts no proxy (a direct connection); "true" trusts any (only behind a
 * proxy that always sets X-Forwarded-*); a number trusts that many hops; otherwise a comma-separated list of
 * proxy addresses or CIDR ranges. Behind a proxy or CDN the rate limits then count each visitor, not the proxy.
 */
export function trustProxyFromEnv(
  value = process.env.TRUST_PROXY,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * How long a client may take, so slow ones cannot hold the server (a body trickled in a byte at a time kept a
 * connection open for minutes, and 150 of them used up the files a process may open):
 * - `headersMs`: to send the request line and headers, else 408;
 * - `requestMs`: to send the whole request, body included, else 408;
 * - `idleMs`: a connection with nothing happening is closed;
 * - `keepAliveMs`: an idle keep-alive connection between requests is closed;
 * - `perClient`: connections open at once from one client (an IPv4 address, an IPv6 /64), without a trusted
 *   proxy (whose connections carry many visitors); more are closed at once.
 * Node checks the first two every `checkMs`.
 */
export interface ClientLimits {
  headersMs: number;
  requestMs: number;
  idleMs: number;
  keepAliveMs: number;
  perClient: number;
  checkMs: number;
}

export const CLIENT_LIMITS: ClientLimits = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 60_000,
  keepAliveMs: 5_000,
  // Six a browser, so an office of ten behind one address still gets through.
  perClient: 64,
  checkMs: 2_000,
};

/**
 * Fastify's options for these limits and proxies: the Node server's, and the local front of the Cloudflare
 * target's (cli/server/edge.ts), so a slow client is cut off alike on both.
 */
export const clientLimitOptions = (
  limits: ClientLimits,
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean),
) => ({
  trustProxy,
  requestTimeout: limits.requestMs,
  connectionTimeout: limits.idleMs,
  keepAliveTimeout: limits.keepAliveMs,
  http: { headersTimeout: limits.headersMs, connectionsCheckingInterval: limits.checkMs },
});

/** Whether a TRUST_PROXY value trusts any proxy at all. */
export const trustsAnyProxy = (trustProxy: boolean | string[] | ((address: string, hop: number) => boolean)) =>
  trustProxy !== false && !(Array.isArray(trustProxy) && trustProxy.length === 0);

/** Files in the built site that configure a static host rather than being served by it. */
const HOST_FILES = new Set(['/_headers', '/_redirects']);

/** Close a new connection from a client that already has `max` open. */
export function boundConnectionsPerClient(app: FastifyInstance, max: number): void {
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const client = clientNetwork(socket.remoteAddress ?? '');
    const count = (open.get(client) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left === 0) open.delete(client);
      else open.set(client, left);
    });
  });
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run \`npm run build\` first.`);
  }
  // An inbox among the served files could be downloaded by anyone who guessed its name.
  const inbox = path.resolve(options.inboxPath ?? inboxPath());
  if (inbox.startsWith(root + path.sep)) {
    throw new Error(
      `INBOX_DB is ${inbox}, inside the served folder ${root}: anyone could download it. Keep it outside (default ${DEFAULT_INBOX_DB}).`,
    );
  }
  const trustProxy = options.trustProxy ?? trustProxyFromEnv();
  const trustsProxy = trustsAnyProxy(trustProxy);
  const limits = { ...CLIENT_LIMITS, ...options.limits };
  const app = Fastify({ logger: options.logger ?? false, ...clientLimitOptions(limits, trustProxy) });
  if (!trustsProxy) boundConnectionsPerClient(app, limits.perClient);

  // A page is fetched, not posted to: a GET or HEAD with a body is refused rather than waited for.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const length = request.headers['content-length'];
    if (request.headers['transfer-encoding'] || (length !== undefined && length !== '0')) {
      return reply
        .code(400)
        .header('Connection', 'close')
        .type('text/plain; charset=utf-8')
        .send('A page request has no body.');
    }
  });
  // The build's own `_headers` (with the hashes of what it inlined), so this server sends exactly what a
  // static host would; a folder without one gets the defaults.
  const headersPath = path.join(root, '_headers');
  const rules = parseHeadersFile(existsSync(headersPath) ? readFileSync(headersPath, 'utf8') : headersFile());

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Pagefind's index files are gzip already and read as bytes by its own code. @fastify/compress passes
  // gzip data through untouched but still labels it with the encoding it negotiated (br), which browsers
  // then fail to decode; its documented opt-out is this request header.
  app.addHook('onRequest', async (request) => {
    if (/\.(pagefind|pf_meta|pf_fragment|pf_index)$/.test(request.url.split('?', 1)[0] ?? '')) {
      request.headers['x-no-compression'] = 'precompressed';
    }
  });

  // `/pricing/` → `/pricing` (lib/http.ts, which the Worker follows too), never off-site.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '/', query] = request.url.split('?', 2) as [string, string | undefined];
    const target = trailingSlashTarget(pathname, query);
    if (target !== null) return reply.redirect(target, 308);
  });

  app.addHook('onSend', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) {
      // Routes that set their own headers (the form API: no-store, its own policy) keep them, as on the
      // Worker, whose answers never pass through `_headers`; and only a file that exists takes the file
      // rules' caching (a 404 under /assets/ is not immutable).
      if (reply.hasHeader(name) || (name === 'Cache-Control' && reply.statusCode !== 200)) continue;
      reply.header(name, value);
    }
    if (!reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', reply.statusCode === 200 ? cacheControl(pathname) : CACHE_REVALIDATE);
    }
  });

  await app.register(formsInbox, { trustsProxy });

  // Files are looked up as a static host does (nginx: `try_files $uri $uri.html`): the exact file, else the
  // page file of lib/pwa/urls.ts, the mapping the service worker uses offline. So `/docs` is docs.html even
  // beside a docs/ folder, the same online, offline and on any static host.
  // A file's brotli copy from the build (scripts/compress.ts), when the browser accepts brotli: smaller than what
  // compressing as it leaves can afford, and no work per request.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    serveDotFiles: false,
    preCompressed: true,
  });

  const isFile = async (relative: string): Promise<boolean> => {
    const full = path.join(root, relative);
    if (!full.startsWith(root + path.sep)) return false;
    return (await stat(full).catch(() => null))?.isFile() ?? false;
  };

  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/html; charset=utf-8').sendFile(NOT_FOUND_PAGE.slice(1));

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(request.url.split('?', 1)[0] ?? '/');
      } catch {
        return notFound(reply);
      }
      if (pathname.includes('\0') || pathname.split('/').some((part) => part.startsWith('.'))) return notFound(reply);
      // The static host's own configuration (which headers go where), never a page: Cloudflare and Netlify
      // read it without serving it. Nor a compressed copy on its own: it is sent for its file.
      if (HOST_FILES.has(pathname) || pathname.endsWith(COMPRESSED_SUFFIX)) return notFound(reply);
      if (pathname !== '/' && (await isFile(pathname))) return reply.sendFile(pathname.slice(1));
      const page = pageFileForPath(pathname);
      if (await isFile(page)) return reply.sendFile(page.slice(1));
      return notFound(reply);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ ok: false, error: 'Not found' });
    }
    return notFound(reply);
  });

  return app;
}
