/**
 * The local front of `serve --target cloudflare` (docs/decisions/0020-one-form-handler-two-hosts.md): what Cloudflare's
 * edge does before a request reaches the deployed Worker, done here before it reaches `wrangler dev`, which does none
 * of it.
 * - The client's address is the socket's, or a trusted proxy's X-Forwarded-For (TRUST_PROXY, the Node
 *   server's rule), and is sent on as CF-Connecting-IP, replacing whatever the client sent: the edge
 *   overwrites that header, but workerd keeps a client's own and the limits would count each forged value
 *   as a new client.
 * - A slow client is cut off as the Node server cuts it off (CLIENT_LIMITS, the same fastify options): a
 *   body trickled in or declared and never sent is answered 408, not held; workerd has no such limit.
 * - Which names it answers to is the Node server's rule too (`listeningHosts`, none checked behind a
 *   trusted proxy); the Worker is told them (lib/cloudflare.ts) and refuses another Host with the API's 403,
 *   as the deployed Worker only ever sees its own route or custom domain. A Host no URL can be made of
 *   (an empty one too) gets the Node server's 400 here, where workerd would answer a bare 500.
 * Everything else, bodies and answers included, passes through untouched, as it streams.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { FORMS_PREFIX } from '../../lib/inbox/handler.ts';
import {
  CLIENT_LIMITS,
  type ClientLimits,
  boundConnectionsPerClient,
  clientLimitOptions,
  trustProxyFromEnv,
  trustsAnyProxy,
} from './app.ts';
import { listeningHosts, passBodiesUnread, refuseUnreadableHost } from './forms.ts';

/** Headers about one connection, not the request: never passed on by a proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'];

const withoutHopHeaders = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

export interface EdgeOptions {
  /**
   * Where `wrangler dev` listens (loopback), read for each request: the front listens first, and learns the
   * Worker's port only once wrangler has started on a port of the system's choosing.
   */
  upstream: () => URL | undefined;
  /** Default: CLIENT_LIMITS, the Node server's. */
  limits?: Partial<ClientLimits>;
  /** Default: `TRUST_PROXY`, read as the Node server reads it. */
  trustProxy?: ReturnType<typeof trustProxyFromEnv>;
}

export interface Edge {
  app: FastifyInstance;
  /**
   * The `host:port`s the Worker is to answer to once this listens, lower-cased: the Node server's for the
   * same address; null behind a trusted proxy (its forwarded host is believed, as on Node).
   */
  ownHosts(): string[] | null;
}

export async function createEdge(options: EdgeOptions): Promise<Edge> {
  const trustProxy = options.trustProxy ?? trustProxyFromEnv();
  const trustsProxy = trustsAnyProxy(trustProxy);
  const limits = { ...CLIENT_LIMITS, ...options.limits };
  const app = Fastify({ logger: false, ...clientLimitOptions(limits, trustProxy) });
  if (!trustsProxy) boundConnectionsPerClient(app, limits.perClient);

  const forward = (request: FastifyRequest, reply: FastifyReply): void => {
    if (request.url.startsWith(FORMS_PREFIX) && refuseUnreadableHost(request, reply)) return;
    const worker = options.upstream();
    if (worker === undefined) {
      void reply
        .code(502)
        .type('text/plain; charset=utf-8')
        .send('The local Worker (wrangler dev) has not started yet.');
      return;
    }
    reply.hijack();
    const client = request.raw;
    const answer = reply.raw;
    const headers = { ...withoutHopHeaders(client.headers), 'cf-connecting-ip': request.ip };
    const upstream = httpRequest(
      {
        host: worker.hostname,
        port: worker.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.statusMessage, withoutHopHeaders(response.headers));
        response.pipe(answer);
      },
    );
    upstream.on('error', () => {
      if (!answer.headersSent) answer.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      answer.end(answer.headersSent ? undefined : 'The local Worker (wrangler dev) did not answer.');
    });
    // A client cut off (the request timeout) or gone: the Worker's read of the body fails and it stops,
    // rather than waiting for bytes that will never come.
    answer.once('close', () => {
      if (!answer.writableFinished) upstream.destroy();
    });
    // The headers go at once: Node sends a request's head with its first body bytes, so a post that declares
    // a body and sends none never reached the Worker, whose refusal (413 on the declared length) it is to make.
    upstream.flushHeaders();
    client.pipe(upstream);
  };
  // Bodies stream through unread, whatever their Content-Type: the Worker applies the API's own limits to them.
  passBodiesUnread(app, forward);
  app.all('/*', forward);

  return { app, ownHosts: () => (trustsProxy ? null : listeningHosts(app.server.address())) };
}
