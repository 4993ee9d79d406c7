/**
 * The form API, `POST /api/forms/contact` and `/api/forms/support` (docs/decisions/0009-forms-post-to-our-own-inbox.md,
 * 0017-forms-work-without-scripts.md and 0020-one-form-handler-two-hosts.md), as one web-standard handler: a `Request`
 * in, a `Response` out. The Node server (cli/server/forms.ts) and the Cloudflare Worker (worker/index.ts) both call it,
 * each passing its store, the client's address, its settings and what to do once a submission is queued for the firm's
 * webhook.
 *
 * A page with scripts posts JSON and reads a JSON answer; a browser without them posts the form itself
 * (`application/x-www-form-urlencoded`) and gets a redirect to the form's confirmation page (303) or a small
 * HTML page saying what to fix. Both go through the same validation, honeypot and deduplication.
 *
 * A success names no row: the client already holds its submission's `submissionId`, and a row id would tell
 * a bot caught by the honeypot (answered as a success, storing nothing) that the next real submission got
 * the id it was shown, and anyone how many enquiries the firm receives.
 *
 * | status | when                                                        | JSON body                        |
 * |--------|-------------------------------------------------------------|----------------------------------|
 * | 201    | stored (or a filled honeypot, answered the same, not kept)  | `{ ok: true }`                   |
 * | 200    | this submissionId was stored before with the same message   | `{ ok: true }`                   |
 * | 303    | form post without scripts: stored, see the confirmation     | (redirect)                       |
 * | 400    | the body cannot be read (not JSON, not UTF-8, cut off); the hosts answer a Host no URL can be made of alike | `{ ok: false, error }` |
 * | 403    | cross-origin and not in INBOX_ALLOWED_ORIGINS, or a Host the server does not answer to | `{ ok: false, error }` |
 * | 404    | no such form                                                | `{ ok: false, error }`           |
 * | 405    | a known form with a method other than POST                  | `{ ok: false, error }`           |
 * | 409    | this submissionId was stored before with another message    | `{ ok: false, error }`           |
 * | 413    | body over 32 KB                                             | `{ ok: false, error }`           |
 * | 415    | neither JSON nor a form post (a Content-Type fastify cannot parse too) | `{ ok: false, error }` |
 * | 422    | fails the form's schema                                     | `{ ok: false, error, errors }`   |
 * | 429    | over INBOX_RATE_LIMIT posts a minute, or INBOX_CLIENT_BYTES_PER_DAY stored, from one client | `{ ok: false, error }`, Retry-After |
 * | 500    | the database could not be written                           | `{ ok: false, error }`           |
 * | 503    | over INBOX_GLOBAL_RATE_LIMIT, the inbox at INBOX_MAX_BYTES, or a full disk | `{ ok: false, error }`, Retry-After |
 */
import { forms } from '../../content/forms.ts';
import {
  type FieldErrors,
  type FormType,
  confirmationPath,
  isFormType,
  isHoneypotFilled,
  validatePayload,
} from '../forms.ts';
import { BASE_SECURITY_HEADERS } from '../http.ts';
import { wantsDelivery } from './delivery.ts';
import { invalidPage, problemPage } from './pages.ts';
import { BODY_LIMIT, type FormApiSettings, normaliseOrigin } from './settings.ts';
import { clientNetwork } from './clientNetwork.ts';
import { InboxFullError, type InboxStore, STORED_PREFIX, isStorageFull } from './store.ts';

/** Where the API lives; the rest of the path names the form. */
export const FORMS_PREFIX = '/api/forms/';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const JSON_CONTENT_TYPE = 'application/json';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/**
 * Forget rate-limit counters whose window is over (they would restart at their next hit anyway), so the
 * table holds the last minutes' clients (and the last days' storage counters) only. The Worker's schedule
 * and the Node server's timer call it.
 */
export const pruneRateLimits = (store: InboxStore, now: Date): Promise<void> =>
  store.pruneLimits(new Date(now.getTime() - 2 * MINUTE_MS), new Date(now.getTime() - 2 * DAY_MS));

/** How long a full inbox asks clients to wait. */
const FULL_RETRY_AFTER_S = 3600;

/**
 * Headers on every answer. Answers are about one submission and must never be replayed from a cache; the
 * HTML pages run no script and load nothing, so their policy allows nothing (the Worker's answers do not
 * pass through the static host's `_headers`, so the API sets its own).
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  ...BASE_SECURITY_HEADERS,
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
};

export interface FormApiOptions {
  /** The settings, or how to read them: the Worker reads its env per request, so a bad value is a 500 then. */
  settings: FormApiSettings | (() => FormApiSettings);
  /** The store, opened on first use (the Node server creates its file with the first post). */
  store: () => Promise<InboxStore>;
  /**
   * The key of the clients' counters, read once the store is open (the Node server keeps one beside its
   * file, made with it). Default: the settings' `clientKey`.
   */
  clientKey?: () => string;
  now?: () => Date;
  /**
   * The `host:port`s this server answers to, lower-cased, when the request's Host cannot be trusted to name
   * the site (the Node server without a trusted proxy); null or absent: any. Ignored with INBOX_PUBLIC_ORIGIN.
   */
  ownHosts?: () => readonly string[] | null;
  /** Submission `id` was stored and queued for its webhook: start delivering (the host decides how). */
  onQueued?: (id: number) => void;
  /** Failures worth a person's attention. */
  log?: (message: string, error?: unknown) => void;
  /** What a request log records (a discarded honeypot submission). */
  info?: (message: string) => void;
}

/** What the host knows of the client that the request does not say. */
export interface Client {
  /** The client's address (through trusted proxies on Node; `CF-Connecting-IP` on Cloudflare). */
  address: string;
}

const { serverErrors } = forms;

const mediaType = (request: Request): string =>
  (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';

/** A body whose bytes are not UTF-8: answered 400, never stored with U+FFFD in place of what was sent. */
const NOT_UTF8 = Symbol('not UTF-8');

/**
 * Read the body, refusing more than `limit` bytes without reading further. null: too large; NOT_UTF8: bytes
 * that are not UTF-8 (the default decoder would silently replace them).
 */
async function readBody(request: Request, limit: number): Promise<string | null | typeof NOT_UTF8> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Stop reading, without cancelling: on Node, cancelling the body destroys the connection before the
      // 413 goes out; the host discards what is left once it has answered.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return NOT_UTF8;
  }
}

/**
 * An urlencoded form body as fields, or null when a percent-escape decodes to bytes that are not UTF-8
 * (`%FF`): URLSearchParams would turn them into U+FFFD without a word. The last value wins for a repeated name.
 */
function formFields(text: string): Record<string, string> | null {
  for (const part of text.split('&')) {
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** Hex SHA-256, with the platform's WebCrypto (Node and Workers alike). */
async function sha256(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

const hmacKeys = new Map<string, Promise<CryptoKey>>();

/**
 * The rate-limit counter's name for a client: HMAC-SHA-256 of its address with the secret `key`, so what is
 * stored (for a few minutes) cannot be turned back into an address by trying every IPv4 address. With no
 * key (a deployed Worker without its INBOX_CLIENT_KEY secret) a plain hash, and the host warns.
 */
export async function clientCounter(address: string, key: string): Promise<string> {
  if (key === '') return `client:${await sha256(address)}`;
  let imported = hmacKeys.get(key);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    hmacKeys.set(key, imported);
  }
  return `client:${hex(await crypto.subtle.sign('HMAC', await imported, new TextEncoder().encode(address)))}`;
}

/**
 * The submission id of a form posted without scripts and without one: made from the form and its fields on
 * the day, so the same form sent twice (a double click, a resubmit from history) is stored once.
 */
async function serverSubmissionId(form: FormType, fields: Record<string, unknown>, now: Date): Promise<string> {
  const hash = await sha256(JSON.stringify([form, now.toISOString().slice(0, 10), Object.entries(fields).sort()]));
  // Laid out as an RFC 9562 version-8 UUID (custom), so it passes the same schema as a browser's id.
  const variant = ((parseInt(hash.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-8${hash.slice(13, 16)}-${variant}${hash.slice(18, 20)}-${hash.slice(20, 32)}`;
}

/** An answer before the settings are known: the API's headers and shape, no CORS. */
function problem(
  request: Request,
  form: FormType | null,
  isFormPost: boolean,
  status: number,
  error: string,
): Response {
  const headers = new Headers(API_HEADERS);
  if (isFormPost && form !== null) {
    headers.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(request.method === 'HEAD' ? null : problemPage(form, error), { status, headers });
  }
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(request.method === 'HEAD' ? null : JSON.stringify({ ok: false, error }), { status, headers });
}

/** The form API for one host: call it with each request under `/api/forms/`. */
export function createFormApi(options: FormApiOptions): (request: Request, client: Client) => Promise<Response> {
  const given = options.settings;
  const readSettings: () => FormApiSettings = typeof given === 'function' ? given : () => given;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  const info = options.info ?? (() => undefined);

  return async (request, client) => {
    const url = new URL(request.url);
    const formName = url.pathname.startsWith(FORMS_PREFIX) ? url.pathname.slice(FORMS_PREFIX.length) : '';
    const form: FormType | null = isFormType(formName) ? formName : null;
    const isFormPost = mediaType(request) === FORM_CONTENT_TYPE;
    let settings: FormApiSettings;
    try {
      settings = readSettings();
    } catch (error) {
      // A bad setting (a limit that is not a number, a webhook that is not a URL): every post fails, loudly.
      log('the form API is misconfigured', error);
      return problem(request, form, isFormPost, 500, serverErrors.storageFailed);
    }
    const allowed = new Set(settings.allowedOrigins);

    // This site's origin: the configured public one, else the request's own (through trusted proxies).
    const ownOrigin = settings.publicOrigin ?? url.origin;
    const originHeader = request.headers.get('origin');
    // null: same-origin, or no Origin header (curl, server-to-server).
    const crossOrigin = originHeader !== null && normaliseOrigin(originHeader) !== ownOrigin ? originHeader : null;
    const crossAllowed = crossOrigin !== null && allowed.has(normaliseOrigin(crossOrigin) ?? '');

    /** Every answer: the API's headers, and CORS for an allowed origin (errors too, so its page can show them). */
    const finish = (status: number, body: BodyInit | null, headers: Record<string, string> = {}): Response => {
      const response = new Response(request.method === 'HEAD' ? null : body, { status, headers: API_HEADERS });
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      if (crossAllowed && crossOrigin !== null) {
        response.headers.set('Access-Control-Allow-Origin', crossOrigin);
        response.headers.set('Vary', 'Origin');
      }
      return response;
    };

    /** A refusal, in the shape the client asked in: JSON for scripts, a small HTML page for a form post. */
    const fail = (
      status: number,
      error: string,
      extra: { errors?: FieldErrors; headers?: Record<string, string>; sent?: Record<string, unknown> } = {},
    ) => {
      if (isFormPost && form !== null) {
        const html =
          status === 422 && extra.errors ? invalidPage(form, extra.errors, extra.sent) : problemPage(form, error);
        return finish(status, html, { 'Content-Type': 'text/html; charset=utf-8', ...extra.headers });
      }
      return finish(status, JSON.stringify({ ok: false, error, ...(extra.errors ? { errors: extra.errors } : {}) }), {
        'Content-Type': 'application/json; charset=utf-8',
        ...extra.headers,
      });
    };

    /** Success, as the client expects it: a redirect to the confirmation for a form post, JSON otherwise. */
    const succeed = (status: 200 | 201, chosen: FormType) =>
      isFormPost
        ? finish(303, null, { Location: confirmationPath(chosen) })
        : finish(status, JSON.stringify({ ok: true }), { 'Content-Type': 'application/json; charset=utf-8' });

    if (form === null) return fail(404, serverErrors.unknownForm);
    // Without a configured public origin the request's own Host stands for this site, so it must be a name
    // the server answers to: a page on another site whose name was rebound to this machine's address (DNS
    // rebinding) would otherwise pass as same-origin.
    const hosts = settings.publicOrigin === null ? (options.ownHosts?.() ?? null) : null;
    const strangeHost = hosts !== null && !hosts.includes(url.host.toLowerCase());
    const forbidden = (crossOrigin !== null && !crossAllowed) || (strangeHost && !crossAllowed);
    // CORS preflight for a site hosted elsewhere. Browsers cache it (Max-Age), so it is not rate limited.
    if (request.method === 'OPTIONS') {
      if (forbidden) return fail(403, serverErrors.forbiddenOrigin);
      return finish(204, null, {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, Accept',
        'Access-Control-Max-Age': '600',
      });
    }
    if (request.method !== 'POST') {
      return fail(405, serverErrors.methodNotAllowed, { headers: { Allow: 'POST, OPTIONS' } });
    }
    if (forbidden) return fail(403, serverErrors.forbiddenOrigin);

    try {
      const store = await options.store();
      const counter = await clientCounter(clientNetwork(client.address), options.clientKey?.() ?? settings.clientKey);
      // A database that cannot grow cannot count posts either. The post is still read, so that a retry of a
      // submission stored before is answered as ever (below); anything new is refused then, as a full disk.
      let storageFull: unknown;
      const countUnlessFull = (error: unknown) => {
        if (!isStorageFull(error)) throw error;
        storageFull = error;
        return { allowed: true } as const;
      };
      // One client's limit, then everyone's: a client over its own limit is refused without using up the
      // global allowance. Refused posts count, so a flood of bad ones cannot dodge the limit.
      const limited = await store
        .hit(
          [
            {
              key: counter,
              max: settings.rateLimitPerMinute,
              windowMs: MINUTE_MS,
            },
            { key: 'global', max: settings.globalRatePerMinute, windowMs: MINUTE_MS },
          ],
          now(),
        )
        .catch(countUnlessFull);
      if (!limited.allowed) {
        const headers = { 'Retry-After': String(limited.retryAfterSeconds) };
        return limited.index === 0
          ? fail(429, serverErrors.rateLimited, { headers })
          : fail(503, serverErrors.unavailable, { headers });
      }

      if (mediaType(request) !== JSON_CONTENT_TYPE && !isFormPost) return fail(415, serverErrors.unsupportedType);
      let text: Awaited<ReturnType<typeof readBody>>;
      try {
        text = await readBody(request, BODY_LIMIT);
      } catch {
        // The client went away or was cut off (a body too slow for the server's timeout): nothing to store,
        // nobody to answer, nothing wrong with the server.
        return fail(400, serverErrors.malformed);
      }
      if (text === null) return fail(413, serverErrors.tooLarge);
      if (text === NOT_UTF8) return fail(400, serverErrors.malformed);
      let body: unknown;
      if (isFormPost) {
        // One string per field; nothing else in such a body is meaningful to the schemas.
        body = formFields(text);
        if (body === null) return fail(400, serverErrors.malformed);
      } else {
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          return fail(400, serverErrors.malformed);
        }
      }

      // A bot gets exactly the answer a person would, and nothing of it is kept or validated (errors would
      // coach it).
      if (isHoneypotFilled(body)) {
        info(`honeypot filled; ${form} submission discarded`);
        return succeed(201, form);
      }
      if (isFormPost && typeof body === 'object' && body !== null && !('submissionId' in body)) {
        const fields = body as Record<string, unknown>;
        body = { ...fields, submissionId: await serverSubmissionId(form, fields, now()) };
      }
      const result = validatePayload(form, body);
      if (!result.ok) {
        const sent = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
        return fail(422, serverErrors.invalid, { errors: result.errors, sent });
      }

      // A retry of a submission stored before (the page's, the outbox's, a resubmitted form) stores nothing:
      // it is answered before the day's allowance is charged and whatever the disk's state, so a client
      // never learns its first attempt failed when it did not.
      const earlier = await store.earlier(result.data);
      if (earlier?.outcome === 'duplicate') return succeed(200, form);
      if (earlier?.outcome === 'conflict') return fail(409, serverErrors.conflict);
      if (storageFull !== undefined) throw storageFull;

      // What this client may store in a day: the inbox's cap is everyone's, so junk from a few addresses is
      // refused long before it could fill it for the real enquiries.
      const bytes = new TextEncoder().encode(JSON.stringify(result.data)).byteLength;
      const allowance = await store.hit(
        [{ key: `${STORED_PREFIX}${counter}`, max: settings.clientBytesPerDay, windowMs: DAY_MS, cost: bytes }],
        now(),
      );
      if (!allowance.allowed) {
        return fail(429, serverErrors.rateLimited, {
          headers: { 'Retry-After': String(allowance.retryAfterSeconds) },
        });
      }

      const deliver = wantsDelivery(settings.webhooks, form);
      const saved = await store.save(form, result.data, { now: now(), deliver, maxBytes: settings.maxBytes });
      if (saved.outcome === 'conflict') return fail(409, serverErrors.conflict);
      if (saved.outcome === 'created' && deliver) options.onQueued?.(saved.id);
      return succeed(saved.outcome === 'created' ? 201 : 200, form);
    } catch (error) {
      if (error instanceof InboxFullError) {
        log('refusing submissions', error.message);
        return fail(503, serverErrors.unavailable, { headers: { 'Retry-After': String(FULL_RETRY_AFTER_S) } });
      }
      if (isStorageFull(error)) {
        // SQLite rolled the transaction back itself; nothing of this submission is stored.
        log('refusing submissions: the database cannot grow (the disk, or D1, is full)', error);
        return fail(503, serverErrors.unavailable, { headers: { 'Retry-After': String(FULL_RETRY_AFTER_S) } });
      }
      log(`${request.method} ${url.pathname} failed`, error);
      return fail(500, serverErrors.storageFailed);
    }
  };
}
