/**
 * The site on Cloudflare (docs/decisions/0020-one-form-handler-two-hosts.md): static assets from dist/client, served by
 * the platform with our `_headers`, and this Worker for the form API, the trailing-slash redirect and the webhook
 * copies. wrangler.jsonc routes only `/api/forms/*` and paths ending in `/` here (`run_worker_first`); every other
 * request is a file, `404.html` with status 404, or `/pricing` → `pricing.html`, as on any static host. It imports no
 * Node module: the handler, the store and the deliveries are the web-standard ones the Node server runs (lib/inbox/).
 * @see https://developers.cloudflare.com/workers/static-assets/routing/worker-script/
 */
import { type D1Database, d1Inbox } from '../lib/inbox/d1.ts';
import { deliverDue, deliverOne } from '../lib/inbox/delivery.ts';
import { FORMS_PREFIX, createFormApi, pruneRateLimits } from '../lib/inbox/handler.ts';
import { formApiSettings, localHosts } from '../lib/inbox/settings.ts';
import type { InboxStore } from '../lib/inbox/store.ts';
import { BASE_SECURITY_HEADERS, DOWNLOADS_PATH, trailingSlashTarget } from '../lib/http.ts';

/** The bindings of wrangler.jsonc, and its vars and secrets (INBOX_*, SITE_*_WEBHOOK). */
export interface Env {
  INBOX: D1Database;
  ASSETS: { fetch(request: Request): Promise<Response> };
  [variable: string]: unknown;
}

/** The part of the Workers runtime's ExecutionContext used here. */
export interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

const log = (message: string, error?: unknown) => console.error(`inbox: ${message}`, error ?? '');

/** Copies tried per scheduled run: two D1 queries and a fetch each, within a Worker's budget of 50. */
const COPIES_PER_RUN = 10;

let warnedNoKey = false;
/** The settings from the env, with a warning (once an isolate) when the clients' counters have no key. */
function settingsOf(env: Env) {
  const settings = formApiSettings(env);
  if (settings.clientKey === '' && !warnedNoKey) {
    warnedNoKey = true;
    console.warn('inbox: INBOX_CLIENT_KEY is not set: the rate-limit counters hash client addresses without a key');
  }
  return settings;
}

const deliveryOptions = (env: Env, store: InboxStore) => ({
  store,
  webhooks: settingsOf(env).webhooks,
  secret: settingsOf(env).webhookSecret,
  log: (message: string) => console.warn(message),
});

/**
 * How long what is left of a refused post's body is read before its answer goes out. (An object: workerd
 * takes each export of a Worker's main module for a handler, and will not start with a number.)
 */
export const REST_OF_BODY = { ms: 1000 };

/**
 * Read and drop what is left of a request body, for at most REST_OF_BODY.ms, before the answer goes out. A
 * refusal (413 past the API's 32 KB, 415, 429 …) comes before the body is read, and a Worker cannot read it
 * once it has answered (workerd refuses); workerd's HTTP server (KJ's) then takes at most 64 KiB or a second
 * more of it and closes the connection, so a client still sending loses the answer. wrangler dev has two
 * such servers in its chain: a 10 MB post cut off at a megabyte got the local front's 502 or wrangler's 500
 * "Network connection lost" 7 times in 10 (and a 40 KB post refused unread, about 1 in 700 under load). So
 * the rest is read to its end, however large: on this machine 10 MB arrives in a few hundred milliseconds.
 * wrangler's own fix, a middleware that reads the whole body first (turned off in lib/cloudflare.ts), never
 * answers a body that is not coming; this waits a second at most, so such a post is still refused. A body
 * already read (or with nothing left) costs one read.
 */
export async function readRest(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (!body || body.locked) return;
  const reader = body.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), REST_OF_BODY.ms)));
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), deadline]);
      if (chunk === 'late' || chunk.done) return;
    }
  } catch {
    // The client went away: there is no one left to answer.
  } finally {
    // The reader stays locked: a read still pending past the deadline must not be rejected, and nothing
    // reads this body again.
    clearTimeout(timer);
  }
}

export default {
  async fetch(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith(FORMS_PREFIX)) {
      const store = d1Inbox(env.INBOX);
      const api = createFormApi({
        // Read per request: a bad value in wrangler.jsonc or a secret fails each post with a 500 and a log line.
        settings: () => settingsOf(env),
        store: async () => store,
        // Deployed, none: Cloudflare sends only its route's and custom domain's requests here. On this
        // machine, the names the local front listens on, as the Node server checks them.
        ownHosts: () => localHosts(env),
        // The new copy goes out after the answer, within this invocation; the schedule retries what fails.
        onQueued: (id) =>
          context.waitUntil(
            deliverOne(deliveryOptions(env, store), id).catch((error: unknown) => log('webhook copy not sent', error)),
          ),
        log,
        info: (message) => console.log(`inbox: ${message}`),
      });
      // Cloudflare sets CF-Connecting-IP to the visitor's address on every request that reaches a Worker,
      // replacing any the client sent (on this machine, the local front does: cli/server/edge.ts).
      const response = await api(request, { address: request.headers.get('CF-Connecting-IP') ?? '' });
      await readRest(request.body);
      return response;
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      // A download is linked by its file name (`guide.html`), which the platform's html_handling would answer with
      // a 307 to `guide`: the file is served where it is linked, as on the Node server and any static host.
      if (url.pathname.startsWith(`${DOWNLOADS_PATH}/`) && url.pathname.endsWith('.html'))
        return env.ASSETS.fetch(new Request(new URL(url.pathname.slice(0, -'.html'.length), url), request));
      const target = trailingSlashTarget(url.pathname, url.search);
      if (target !== null)
        return new Response(null, { status: 308, headers: { ...BASE_SECURITY_HEADERS, Location: target } });
    }
    return env.ASSETS.fetch(request);
  },

  /** The Cron Trigger (wrangler.jsonc): copies that came due, and rate-limit counters past their window. */
  async scheduled(_controller: unknown, env: Env, context: ExecutionContext): Promise<void> {
    const store = d1Inbox(env.INBOX);
    context.waitUntil(
      Promise.all([
        (async () => deliverDue(deliveryOptions(env, store), { max: COPIES_PER_RUN }))().catch((error: unknown) =>
          log('webhook copies not sent', error),
        ),
        pruneRateLimits(store, new Date()).catch((error) => log('pruning rate limits failed', error)),
      ]),
    );
  },
};
