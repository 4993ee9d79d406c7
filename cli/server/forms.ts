/**
 * The form API on the Node server: fastify hands every request under `/api/forms/` to the web-standard
 * handler (lib/inbox/handler.ts) that the Cloudflare Worker runs too, with the local SQLite inbox as its
 * store and the forwarder copying stored submissions to the firm's webhooks. Encapsulated on purpose (no
 * fastify-plugin): its body handling applies to these routes only, never to the static pages.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { Readable } from 'node:stream';
import { forms } from '../../content/forms.ts';
import { API_HEADERS, createFormApi, pruneRateLimits } from '../../lib/inbox/handler.ts';
import { type FormApiSettings, formApiSettings } from '../../lib/inbox/settings.ts';
import { clientKeyFile } from '../../lib/inbox/clientKey.ts';
import { inboxPath, openSqliteInbox, tightenInboxFiles } from '../../lib/inbox/sqlite.ts';
import type { InboxStore } from '../../lib/inbox/store.ts';
import { Forwarder } from './forwarder.ts';

export interface FormsOptions extends Partial<FormApiSettings> {
  /** SQLite file. Default: `INBOX_DB`, else data/inbox.sqlite. */
  dbPath?: string;
  /** The server believes a proxy's X-Forwarded-Host (TRUST_PROXY): then the Host is not checked here. */
  trustsProxy?: boolean;
  /** For tests: the forwarder's fetch and the clock. */
  forwarder?: { fetch?: typeof fetch; now?: () => Date };
}

/** The inbox settings from the environment, refusing bad values at start-up rather than per request. */
function formsOptionsFromEnv(
  env: Record<string, string | undefined> = process.env,
): FormApiSettings & { dbPath: string } {
  return { ...formApiSettings(env), dbPath: inboxPath(env) };
}

/**
 * The `host:port`s a server listening at `address` answers to: localhost and the loopback addresses, the
 * machine's name, and the bound address, or every interface's when bound to all of them.
 */
export function listeningHosts(address: AddressInfo | string | null): string[] | null {
  if (address === null || typeof address === 'string') return null;
  const { port } = address;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const addresses = wildcard
    ? Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((item) => item.address))
    : [address.address];
  const names = ['localhost', '127.0.0.1', '::1', os.hostname(), ...addresses];
  return [...new Set(names.map((name) => `${name.includes(':') ? `[${name}]` : name}:${port}`.toLowerCase()))];
}

/** How often rate-limit counters past their window are forgotten. */
const PRUNE_MS = 5 * 60_000;

/** Errors reach stderr even when request logging is off (`serve` without --log). */
const logError = (message: string, error?: unknown) =>
  process.stderr.write(
    `${new Date().toISOString()} inbox: ${message}${error ? `: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}` : ''}\n`,
  );

/** The fastify request as a web `Request`, its body still unread (the handler reads it with its own limit). */
function toRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // request.protocol and request.host honour the trusted proxies (TRUST_PROXY), as the same-origin check must.
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * A post whose Host no URL can be made of (empty, `evil example`) is malformed: 400 in the API's shape, here
 * and at the local front of the Cloudflare target (cli/server/edge.ts), where workerd would answer a bare 500.
 * (An empty one must be caught before a URL is made: `http:///api/forms/contact` reads as the host `api`.)
 * Returns the reply when it refused, else undefined.
 */
export function refuseUnreadableHost(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (URL.canParse(`http://${request.host}/`)) return undefined;
  reply.code(400).headers({ ...API_HEADERS, 'content-type': 'application/json; charset=utf-8' });
  return reply.send(JSON.stringify({ ok: false, error: forms.serverErrors.malformed }));
}

type Route = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Hand every request body to `route` unread, whatever its Content-Type: the handler (or the Worker behind the
 * local front) applies the API's own limits and answers 400, 413 and 415 in the API's shape. fastify refuses a
 * Content-Type it cannot read (`application/json, text/plain`, `a b`) with its own 415 body before any route
 * runs; such a request goes to `route` too.
 */
export function passBodiesUnread(app: FastifyInstance, route: Route): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  app.setErrorHandler((error, request, reply) => {
    if ((error as { code?: unknown }).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return route(request, reply);
    throw error;
  });
}

async function send(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => void reply.header(name, value));
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

export async function formsInbox(app: FastifyInstance, options: FormsOptions = {}): Promise<void> {
  const { dbPath, forwarder: forwarderOptions, trustsProxy = false, ...overrides } = options;
  const settings = { ...formsOptionsFromEnv(), ...overrides, ...(dbPath ? { dbPath } : {}) };
  const now = forwarderOptions?.now ?? (() => new Date());

  let store: Promise<InboxStore> | undefined;
  let forwarder: Forwarder | undefined;
  let clientKey = settings.clientKey;
  let pruning: ReturnType<typeof setInterval> | undefined;
  /** Opened on the first post, so serving the site alone never creates a database. */
  const openStore = (): Promise<InboxStore> => {
    store ??= (async () => {
      const opened = openSqliteInbox(settings.dbPath, { create: true });
      clientKey = clientKeyFile(`${settings.dbPath}.key`, clientKey);
      pruning ??= setInterval(
        () =>
          void pruneRateLimits(opened, now()).catch((error: unknown) => logError('pruning rate limits failed', error)),
        PRUNE_MS,
      );
      pruning.unref();
      if (settings.webhooks.contact || settings.webhooks.support) {
        forwarder = new Forwarder({
          store: opened,
          webhooks: settings.webhooks,
          secret: settings.webhookSecret,
          now,
          log: (message) => logError(message),
          ...(forwarderOptions?.fetch ? { fetch: forwarderOptions.fetch } : {}),
        });
        forwarder.start();
      }
      return opened;
    })();
    // A failed open (a file where the folder should be) is tried again by the next post.
    store.catch(() => (store = undefined));
    return store;
  };
  // An inbox that a copy, a restore or a umask left readable by others is closed to them before anything else.
  for (const file of tightenInboxFiles(settings.dbPath)) logError(`made ${file} readable by its owner only (0600)`);
  // Copies still waiting from before a restart go out now, not with the next post.
  if (existsSync(settings.dbPath) && (settings.webhooks.contact || settings.webhooks.support)) {
    await openStore().catch((error: unknown) => logError('could not open the inbox', error));
  }
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    await forwarder?.stop();
    await (await store?.catch(() => undefined))?.close();
  });

  const api = createFormApi({
    settings,
    store: openStore,
    // Behind a trusted proxy the forwarded host is the proxy's word; on a direct connection, only the names
    // this server listens on count as its own.
    ownHosts: () => (trustsProxy ? null : listeningHosts(app.server.address())),
    clientKey: () => clientKey,
    now,
    onQueued: () => void forwarder?.run(),
    log: logError,
    info: (message) => app.log.info(message),
  });

  const route = async (request: FastifyRequest, reply: FastifyReply) =>
    refuseUnreadableHost(request, reply) ?? send(reply, await api(toRequest(request), { address: request.ip }));
  passBodiesUnread(app, route);
  app.all('/api/forms/*', route);
}
