/**
 * The local server serves the pre-rendered site as a static host does, and as the service worker does
 * offline: the three must agree on which file answers a URL, including a section index beside its own
 * folder (`docs.html` next to `docs/`), and none may redirect off-site.
 */
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer as createHttpServer, request } from 'node:http';
import { type AddressInfo, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import serveHandler from 'serve-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFileForPath } from '../../lib/pwa/urls.ts';
import { CLIENT_LIMITS, createServer } from './app.ts';

let dir: string;
let app: FastifyInstance;
let staticHost: Server;
let staticOrigin: string;

const page = (title: string) => `<!doctype html><title>${title}</title>`;
const FILES: Record<string, string> = {
  'index.html': page('Home'),
  '404.html': page('Not found'),
  'docs.html': page('Docs hub'),
  'docs/getting-started.html': page('Getting started'),
  'blog.html': page('Blog'),
  'blog/rss.xml': '<rss/>',
  'assets/app.123.js': 'console.log(1)',
  // Over the 1 KB below which nothing is compressed, with its brotli copy from the build (scripts/compress.ts),
  // planted with other text so that which of the two was sent shows.
  'assets/big.456.js': `console.log("${'original '.repeat(200)}")`,
  'assets/big.456.js.br': 'COPY',
  _headers: '/*\n  X-Frame-Options: DENY\n',
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'serve-test-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file.endsWith('.br') ? brotliCompressSync(text) : text);
  }
  app = await createServer({ root: dir });
  // A plain static host with clean URLs (Vercel's `serve`), as a third opinion.
  staticHost = createHttpServer(
    (request, response) => void serveHandler(request, response, { public: dir, cleanUrls: true }),
  );
  await new Promise<void>((resolve) => staticHost.listen(0, '127.0.0.1', resolve));
  staticOrigin = `http://127.0.0.1:${(staticHost.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => staticHost.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('which file answers a URL', () => {
  const cases: [string, string][] = [
    ['/', 'Home'],
    ['/docs', 'Docs hub'],
    ['/docs/getting-started', 'Getting started'],
    ['/blog', 'Blog'],
  ];

  for (const [url, title] of cases) {
    it(`${url} is "${title}" on this server, on a static host and in the service worker's mapping`, async () => {
      const ours = await app.inject({ method: 'GET', url });
      expect(ours.statusCode).toBe(200);
      expect(titleOf(ours.body)).toBe(title);

      const theirs = await fetch(`${staticOrigin}${url}`);
      expect(theirs.status).toBe(200);
      expect(titleOf(await theirs.text())).toBe(title);

      const file = pageFileForPath(url).slice(1);
      expect(titleOf(FILES[file] ?? '')).toBe(title);
    });
  }

  it('serves files as they are and unknown paths with the 404 page and status', async () => {
    expect((await app.inject({ url: '/blog/rss.xml' })).body).toBe('<rss/>');
    const missing = await app.inject({ url: '/docs/nope' });
    expect(missing.statusCode).toBe(404);
    expect(titleOf(missing.body)).toBe('Not found');
    expect(pageFileForPath('/docs/nope')).toBe('/docs/nope.html');
  });

  it('never serves outside the site or a dotfile', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/.env', '/docs/%00']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    // The static host's configuration is read, never served.
    expect((await app.inject({ url: '/_headers' })).statusCode).toBe(404);
    // A URL that is not valid percent-encoding is a bad request.
    expect((await app.inject({ url: '/%E0%A4%A' })).statusCode).toBe(400);
  });
});

describe('compression', () => {
  const big = (encoding: string) => app.inject({ url: '/assets/big.456.js', headers: { 'accept-encoding': encoding } });

  it("sends a file's brotli copy from the build when the browser accepts brotli, as a static host's brotli_static", async () => {
    const answer = await big('gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe('COPY');
  });

  it('compresses the file itself for a browser without brotli, and sends it as it is to one that asks for neither', async () => {
    const gzip = await big('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(FILES['assets/big.456.js']);
    expect((await big('identity')).body).toBe(FILES['assets/big.456.js']);
  });

  it('never serves a copy at its own URL', async () => {
    expect((await app.inject({ url: '/assets/big.456.js.br' })).statusCode).toBe(404);
  });
});

describe('redirects and caching', () => {
  it('drops a trailing slash with 308, keeping the query', async () => {
    const response = await app.inject({ url: '/docs/?a=1' });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/docs?a=1');
  });

  it('never redirects off-site: //evil.example/ and /\\evil.example/ stay on this origin', async () => {
    // Sent byte for byte over a socket: inject() and fetch() would parse `/\\evil.example/` as a URL first
    // and ask for `/` on evil.example, as a browser's address bar does; a raw request line reaches the server.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const rawGet = (target: string) =>
      new Promise<{ status: number; location: string }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: target }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, location: String(response.headers.location ?? '') });
        })
          .on('error', reject)
          .end();
      });
    for (const url of [
      '//evil.example/',
      '///evil.example/',
      '//evil.example//',
      '/\\evil.example/',
      '/\\/evil.example/',
    ]) {
      const { status, location } = await rawGet(url);
      expect(status, url).toBe(308);
      expect(location, url).toMatch(/^\/[^/\\]/);
      expect(new URL(location, 'http://site.test').origin, url).toBe('http://site.test');
    }
  });

  it('caches a hashed asset as immutable, but not a 404 under /assets/', async () => {
    expect((await app.inject({ url: '/assets/app.123.js' })).headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ url: '/assets/app.999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).not.toContain('immutable');
  });
});

describe('client limits', () => {
  it('are CLIENT_LIMITS by default: a request has 30 s to arrive in full (tests that wait it out set it shorter)', () => {
    expect(CLIENT_LIMITS.requestMs).toBe(30_000);
    expect(app.server.requestTimeout).toBe(CLIENT_LIMITS.requestMs);
    expect(app.server.headersTimeout).toBe(CLIENT_LIMITS.headersMs);
    expect(app.initialConfig.connectionTimeout).toBe(CLIENT_LIMITS.idleMs);
    expect(app.initialConfig.keepAliveTimeout).toBe(CLIENT_LIMITS.keepAliveMs);
  });
});

describe('slow clients', () => {
  let slowApp: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    slowApp = await createServer({
      root: dir,
      trustProxy: false,
      limits: { headersMs: 500, requestMs: 1_000, idleMs: 3_000, checkMs: 200, perClient: 4 },
    });
    await slowApp.listen({ port: 0, host: '127.0.0.1' });
    port = (slowApp.server.address() as AddressInfo).port;
  });
  afterAll(() => slowApp.close());

  /** A raw connection that sends `head`, then a byte every 100 ms; resolves with what came back and when. */
  const trickle = (head: string) =>
    new Promise<{ answer: string; ms: number }>((resolve) => {
      const started = performance.now();
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.write(head);
      const drip = setInterval(() => socket.write('x'), 100);
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        resolve({ answer, ms: performance.now() - started });
      });
    });

  it('cuts a body trickled in past the request timeout with 408, serving other visitors meanwhile', async () => {
    const slow = trickle(
      `POST /api/forms/support HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n`,
    );
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { answer, ms } = await slow;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Cut within the timeout plus Node's check interval, with room for a busy machine.
    expect(ms).toBeLessThan(10_000);
  });

  it('cuts headers that never end, and refuses a page request with a body instead of waiting for it', async () => {
    const { answer } = await trickle('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    const withBody = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n');
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
    });
    expect(withBody).toMatch(/^HTTP\/1\.1 400/);
  });

  it('closes connections from one client beyond its bound, and serves it again once they close', async () => {
    const sockets = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket));
            socket.on('error', () => undefined);
          }),
      ),
    );
    const closed = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<boolean>((resolve) => {
            socket.once('close', () => resolve(true));
            setTimeout(() => resolve(false), 500);
          }),
      ),
    );
    // At most four stay open (an earlier test's keep-alive connection may hold one of them).
    expect(closed.filter((wasClosed) => !wasClosed).length).toBeLessThanOrEqual(4);
    expect(closed.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });
});
