/**
 * The local server behind `npm start` and the tests: serves the pre-rendered site the way a static host
 * does (clean URLs, 404.html for unknown paths, compression, the same headers as `_headers`), plus the
 * form inbox API.
 */
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheControl, headersFile, headersFor, parseHeadersFile } from '../../lib/headers.ts';
import { formsInbox } from './forms.ts';

export interface ServerOptions {
  /** The built site: dist/client. */
  root: string;
  /** Log each request (off in tests). */
  logger?: boolean;
}

export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run \`npm run build\` first.`);
  }
  const app = Fastify({ logger: options.logger ?? false });
  // The build's own `_headers` (with the hashes of what it inlined), so this server sends exactly what a
  // static host would; a folder without one gets the defaults.
  const headersPath = path.join(root, '_headers');
  const rules = parseHeadersFile(existsSync(headersPath) ? readFileSync(headersPath, 'utf8') : headersFile());

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  // `/pricing/` → `/pricing`, as Cloudflare Pages and Netlify (pretty URLs) do; canonical URLs have no slash.
  app.addHook('onRequest', async (request, reply) => {
    const [pathname = '/', query] = request.url.split('?', 2) as [string, string | undefined];
    if (pathname.length > 1 && pathname.endsWith('/') && (request.method === 'GET' || request.method === 'HEAD')) {
      const target = pathname.replace(/\/+$/, '') || '/';
      return reply.redirect(query ? `${target}?${query}` : target, 308);
    }
  });

  app.addHook('onSend', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) {
      // Routes that set their own caching (the inbox API: no-store) keep it.
      if (name === 'Cache-Control' && reply.hasHeader(name)) continue;
      reply.header(name, value);
    }
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', cacheControl(pathname));
  });

  await app.register(formsInbox);

  await app.register(fastifyStatic, {
    root,
    // `/pricing` serves pricing.html; `/` serves index.html.
    extensions: ['html'],
    index: ['index.html'],
    redirect: false,
    cacheControl: false,
    serveDotFiles: false,
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ ok: false, error: 'Not found' });
    }
    return reply.code(404).type('text/html; charset=utf-8').sendFile('404.html');
  });

  return app;
}
