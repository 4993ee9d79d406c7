/**
 * The site on Cloudflare (DESIGN decision 18): static assets from dist/client, served by the platform with
 * our `_headers`, and this Worker for the form API, the trailing-slash redirect and the webhook copies.
 * wrangler.jsonc routes only `/api/forms/*` and paths ending in `/` here (`run_worker_first`); every other
 * request is a file, `404.html` with status 404, or `/pricing` → `pricing.html`, as on any static host.
 * It imports no Node module: the handler, the store and the deliveries are the web-standard ones the Node
 * server runs (lib/inbox/).
 * @see https://developers.cloudflare.com/workers/static-assets/routing/worker-script/
 */
import { forms } from '../content/forms.ts';
import { type D1Database, d1Inbox } from '../lib/inbox/d1.ts';
import { deliverDue } from '../lib/inbox/delivery.ts';
import { FORMS_PREFIX, createFormApi, pruneRateLimits } from '../lib/inbox/handler.ts';
import { formApiSettings } from '../lib/inbox/settings.ts';
import { BASE_SECURITY_HEADERS, trailingSlashTarget } from '../lib/http.ts';

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

/** What the Worker needs of its env, read per invocation: a bad setting fails every form post, loudly. */
function inbox(env: Env) {
  const settings = formApiSettings(env);
  const store = d1Inbox(env.INBOX);
  const deliver = () =>
    deliverDue({ store, webhooks: settings.webhooks, log: (message) => console.warn(message) }).catch((error) =>
      log('webhook copies not sent', error),
    );
  return { settings, store, deliver };
}

export default {
  async fetch(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith(FORMS_PREFIX)) {
      let parts: ReturnType<typeof inbox>;
      try {
        parts = inbox(env);
      } catch (error) {
        // A bad setting (a limit that is not a number, a webhook that is not a URL) in wrangler.jsonc or a secret.
        log('the Worker is misconfigured', error);
        return Response.json({ ok: false, error: forms.serverErrors.storageFailed }, { status: 500 });
      }
      const { settings, store, deliver } = parts;
      const api = createFormApi({
        settings,
        store: async () => store,
        // The copy goes out after the answer, within this invocation; the schedule retries what fails.
        onQueued: () => context.waitUntil(deliver()),
        log,
      });
      // Cloudflare sets CF-Connecting-IP to the visitor's address on every request that reaches a Worker.
      return api(request, { address: request.headers.get('CF-Connecting-IP') ?? '' });
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const target = trailingSlashTarget(url.pathname, url.search);
      if (target !== null)
        return new Response(null, { status: 308, headers: { ...BASE_SECURITY_HEADERS, Location: target } });
    }
    return env.ASSETS.fetch(request);
  },

  /** The Cron Trigger (wrangler.jsonc): copies that came due, and rate-limit counters past their window. */
  async scheduled(_controller: unknown, env: Env, context: ExecutionContext): Promise<void> {
    const { store, deliver } = inbox(env);
    context.waitUntil(
      Promise.all([
        deliver(),
        pruneRateLimits(store, new Date()).catch((error) => log('pruning rate limits failed', error)),
      ]),
    );
  },
};
