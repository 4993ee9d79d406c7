/**
 * The form inbox API: `POST /api/forms/contact` and `/api/forms/support` (DESIGN decisions 7 and 15).
 * Encapsulated on purpose (no fastify-plugin): its rate limits, body limit and error shape apply to these
 * routes only, never to the static pages.
 *
 * A page with scripts posts JSON and reads a JSON answer; a browser without them posts the form itself
 * (`application/x-www-form-urlencoded`) and gets a redirect to the form's confirmation page (303) or a small
 * HTML page saying what to fix. Both go through the same validation, honeypot and deduplication.
 *
 * | status | when                                                        | JSON body                        |
 * |--------|-------------------------------------------------------------|----------------------------------|
 * | 201    | stored (or a filled honeypot, answered the same, not kept)  | `{ ok: true, id }`               |
 * | 200    | this submissionId was stored before with the same message   | `{ ok: true, id }`, the first id |
 * | 303    | form post without scripts: stored, see the confirmation     | (redirect)                       |
 * | 400    | the body cannot be read                                     | `{ ok: false, error }`           |
 * | 403    | cross-origin and not in INBOX_ALLOWED_ORIGINS               | `{ ok: false, error }`           |
 * | 404    | no such form                                                | `{ ok: false, error }`           |
 * | 405    | a known form with a method other than POST                  | `{ ok: false, error }`           |
 * | 409    | this submissionId was stored before with another message    | `{ ok: false, error }`           |
 * | 413    | body over 32 KB                                             | `{ ok: false, error }`           |
 * | 415    | neither JSON nor a form post                                | `{ ok: false, error }`           |
 * | 422    | fails the form's schema                                     | `{ ok: false, error, errors }`   |
 * | 429    | over INBOX_RATE_LIMIT posts a minute from one client        | `{ ok: false, error }`, Retry-After |
 * | 500    | the database could not be written                           | `{ ok: false, error }`           |
 * | 503    | over INBOX_GLOBAL_RATE_LIMIT, or the inbox is at INBOX_MAX_BYTES | `{ ok: false, error }`, Retry-After |
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { forms } from '../../content/forms.ts';
import { site } from '../../content/site.ts';
import {
  type FieldErrors,
  type FormType,
  confirmationPath,
  isFormType,
  isHoneypotFilled,
  validatePayload,
} from '../../lib/forms.ts';
import { invalidPage, problemPage } from './formPages.ts';
import { Forwarder } from './forwarder.ts';
import { Inbox, InboxFullError, inboxPath } from './inbox.ts';

/** Largest body accepted: any valid submission fits several times over. */
export const BODY_LIMIT = 32 * 1024;
export const DEFAULT_RATE_LIMIT = 30;
/** Posts a minute from all clients together: beyond it the inbox is overloaded, whoever sends. */
export const DEFAULT_GLOBAL_RATE_LIMIT = 600;
/** The inbox file's size cap: far beyond any real inbox, short of filling a disk. */
export const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export interface FormsOptions {
  /** SQLite file. Default: `INBOX_DB`, else data/inbox.sqlite. */
  dbPath?: string;
  /** Posts per minute per client. Default: `INBOX_RATE_LIMIT`, else 30. */
  rateLimitPerMinute?: number;
  /** Posts per minute from everyone. Default: `INBOX_GLOBAL_RATE_LIMIT`, else 600. */
  globalRatePerMinute?: number;
  /** The inbox file's size cap in bytes. Default: `INBOX_MAX_BYTES`, else 256 MB. */
  maxBytes?: number;
  /** Other origins allowed to post (a separately hosted site). Default: `INBOX_ALLOWED_ORIGINS`, comma-separated. */
  allowedOrigins?: string[];
  /**
   * The site's public origin, when the server runs behind a proxy or CDN that changes the Host it sees.
   * Default: `INBOX_PUBLIC_ORIGIN`, else the request's own scheme and host.
   */
  publicOrigin?: string | null;
  /** Where stored submissions are copied (content/site.ts webhooks); '' for none. */
  webhooks?: Record<FormType, string>;
  /** For tests: the forwarder's fetch and clock. */
  forwarder?: { fetch?: typeof fetch; now?: () => Date };
}

const positiveInteger = (name: string, raw: string | undefined, fallback: number): number => {
  const value = raw?.trim() ? Number(raw.trim()) : fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number, 1 or more (got "${raw}")`);
  return value;
};

/** Read the inbox settings from the environment, refusing bad values at start-up rather than per request. */
export function formsOptionsFromEnv(
  env: Record<string, string | undefined> = process.env,
): Required<Omit<FormsOptions, 'forwarder'>> {
  const allowedOrigins = (env.INBOX_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .map((origin) => {
      const normalised = normaliseOrigin(origin);
      if (normalised === null) throw new Error(`INBOX_ALLOWED_ORIGINS: "${origin}" is not an origin`);
      return normalised;
    });
  const rawPublic = env.INBOX_PUBLIC_ORIGIN?.trim();
  const publicOrigin = rawPublic ? normaliseOrigin(rawPublic) : null;
  if (rawPublic && publicOrigin === null) throw new Error(`INBOX_PUBLIC_ORIGIN: "${rawPublic}" is not an origin`);
  return {
    dbPath: inboxPath(env),
    rateLimitPerMinute: positiveInteger('INBOX_RATE_LIMIT', env.INBOX_RATE_LIMIT, DEFAULT_RATE_LIMIT),
    globalRatePerMinute: positiveInteger(
      'INBOX_GLOBAL_RATE_LIMIT',
      env.INBOX_GLOBAL_RATE_LIMIT,
      DEFAULT_GLOBAL_RATE_LIMIT,
    ),
    maxBytes: positiveInteger('INBOX_MAX_BYTES', env.INBOX_MAX_BYTES, DEFAULT_MAX_BYTES),
    allowedOrigins,
    publicOrigin,
    webhooks: { contact: site.webhooks.contact, support: site.webhooks.support },
  };
}

function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The submission id of a form posted without scripts and without one: made from the form and its fields on
 * the day, so the same form sent twice (a double click, a resubmit from history) is stored once.
 */
export function serverSubmissionId(form: FormType, fields: Record<string, unknown>, now: Date): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([form, now.toISOString().slice(0, 10), Object.entries(fields).sort()]))
    .digest('hex');
  // Laid out as an RFC 9562 version-8 UUID (custom), so it passes the same schema as a browser's id.
  const variant = ((parseInt(hash.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-8${hash.slice(13, 16)}-${variant}${hash.slice(18, 20)}-${hash.slice(20, 32)}`;
}

const { serverErrors } = forms;

/** Errors reach stderr even when request logging is off (`serve` without --log). */
const logError = (message: string, error?: unknown) =>
  process.stderr.write(
    `${new Date().toISOString()} inbox: ${message}${error ? `: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}` : ''}\n`,
  );

/** Requests a minute from everyone together, counted in a sliding minute. */
class GlobalLimit {
  private readonly times: number[] = [];
  private readonly max: number;
  constructor(max: number) {
    this.max = max;
  }
  /** Seconds to wait, or 0 when this request may proceed (and is counted). */
  take(now = Date.now()): number {
    while (this.times.length > 0 && (this.times[0] ?? 0) <= now - 60_000) this.times.shift();
    if (this.times.length >= this.max) return Math.max(1, Math.ceil(((this.times[0] ?? now) + 60_000 - now) / 1000));
    this.times.push(now);
    return 0;
  }
}

export async function formsInbox(app: FastifyInstance, options: FormsOptions = {}): Promise<void> {
  const settings = { ...formsOptionsFromEnv(), ...options };
  // One clock for storing and forwarding, so a new submission is due for its webhook at once.
  const clock = options.forwarder?.now ?? (() => new Date());
  const allowed = new Set(settings.allowedOrigins);
  const globalLimit = new GlobalLimit(settings.globalRatePerMinute);

  // Opened on the first post, so serving the site alone never creates a database.
  let inbox: Inbox | undefined;
  let forwarder: Forwarder | undefined;
  const openInbox = (): Inbox => {
    if (inbox) return inbox;
    inbox = Inbox.open(settings.dbPath, { create: true });
    if (settings.webhooks.contact || settings.webhooks.support) {
      forwarder = new Forwarder({ inbox, webhooks: settings.webhooks, ...options.forwarder, log: (m) => logError(m) });
      forwarder.start();
    }
    return inbox;
  };
  app.addHook('onClose', async () => {
    await forwarder?.stop();
    inbox?.close();
  });

  /** This site's origin: the configured public one, else what the request says (through trusted proxies). */
  const ownOrigin = (request: FastifyRequest) =>
    settings.publicOrigin ?? normaliseOrigin(`${request.protocol}://${request.host}`);

  /** null: same-origin or no Origin header (curl, server-to-server). */
  const crossOrigin = (request: FastifyRequest): string | null => {
    const origin = request.headers.origin;
    if (origin === undefined) return null;
    return normaliseOrigin(origin) === ownOrigin(request) ? null : origin;
  };
  const isAllowed = (origin: string): boolean => {
    const normalised = normaliseOrigin(origin);
    return normalised !== null && allowed.has(normalised);
  };

  const isFormPost = (request: FastifyRequest): boolean =>
    (request.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() === FORM_CONTENT_TYPE;
  const formOf = (request: FastifyRequest): FormType =>
    request.url.startsWith('/api/forms/support') ? 'support' : 'contact';

  /** A refusal, in the shape the client asked in: JSON for scripts, a small HTML page for a form post. */
  const fail = (request: FastifyRequest, reply: FastifyReply, status: number, error: string, errors?: FieldErrors) => {
    if (isFormPost(request)) {
      const form = formOf(request);
      const html = status === 422 && errors ? invalidPage(form, errors) : problemPage(form, error);
      return reply.code(status).type('text/html; charset=utf-8').send(html);
    }
    return reply.code(status).send({ ok: false, error, ...(errors ? { errors } : {}) });
  };

  // Browsers post forms without scripts as application/x-www-form-urlencoded: one string per field (the last
  // value wins for a repeated name). Nothing else in such a body is meaningful to the schemas.
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  await app.register(rateLimit, {
    max: settings.rateLimitPerMinute,
    timeWindow: 60_000,
    // Thrown into the error handler below, which gives it the API's error shape.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(serverErrors.rateLimited), { statusCode: context.statusCode }),
  });

  app.addHook('onRequest', async (request, reply) => {
    // Answers are about one submission and must never be replayed from a cache.
    reply.header('Cache-Control', 'no-store');
    const origin = crossOrigin(request);
    if (origin !== null && isAllowed(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
    }
  });

  // preParsing runs after the rate limit's onRequest hook, so refused requests still count against it,
  // and before the body is read, so a refused body is never parsed.
  app.addHook('preParsing', async (request, reply) => {
    const origin = crossOrigin(request);
    if (origin !== null && !isAllowed(origin)) return fail(request, reply, 403, serverErrors.forbiddenOrigin);
    if (request.method === 'POST') {
      const wait = globalLimit.take();
      if (wait > 0) return fail(request, reply.header('Retry-After', String(wait)), 503, serverErrors.unavailable);
    }
  });
  const requireFormBody = async (request: FastifyRequest, reply: FastifyReply) => {
    const [mediaType = ''] = (request.headers['content-type'] ?? '').split(';', 1);
    const type = mediaType.trim().toLowerCase();
    if (type !== 'application/json' && type !== FORM_CONTENT_TYPE) {
      return fail(request, reply, 415, serverErrors.unsupportedType);
    }
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return fail(request, reply, 429, serverErrors.rateLimited);
    if (status === 413) return fail(request, reply, 413, serverErrors.tooLarge);
    if (status === 415) return fail(request, reply, 415, serverErrors.unsupportedType);
    if (status === 400) return fail(request, reply, 400, serverErrors.malformed);
    if (error instanceof InboxFullError) {
      logError('refusing submissions', error.message);
      return fail(request, reply.header('Retry-After', '3600'), 503, serverErrors.unavailable);
    }
    logError(`${request.method} ${request.url} failed`, error);
    return fail(request, reply, 500, serverErrors.storageFailed);
  });

  /** Success, as the client expects it: a redirect to the confirmation for a form post, JSON otherwise. */
  const succeed = (request: FastifyRequest, reply: FastifyReply, form: FormType, status: 200 | 201, id: number) =>
    isFormPost(request) ? reply.redirect(confirmationPath(form), 303) : reply.code(status).send({ ok: true, id });

  const handle = (form: FormType) => async (request: FastifyRequest, reply: FastifyReply) => {
    let body = request.body;
    // A bot gets exactly the answer a person would, and nothing of it is kept or validated (errors would
    // coach it): the same status, and the id the next real submission will get.
    if (isHoneypotFilled(body)) {
      request.log.info({ form }, 'honeypot filled; submission discarded');
      return succeed(request, reply, form, 201, inbox || existsSync(settings.dbPath) ? openInbox().nextId() : 1);
    }
    if (isFormPost(request) && typeof body === 'object' && body !== null && !('submissionId' in body)) {
      body = { ...body, submissionId: serverSubmissionId(form, body as Record<string, unknown>, clock()) };
    }
    const result = validatePayload(form, body);
    if (!result.ok) return fail(request, reply, 422, serverErrors.invalid, result.errors);
    const saved = openInbox().save(form, result.data, {
      now: clock(),
      deliver: forwarder?.wants(form) ?? false,
      maxBytes: settings.maxBytes,
    });
    if (saved.outcome === 'conflict') return fail(request, reply, 409, serverErrors.conflict);
    if (saved.outcome === 'created') void forwarder?.run();
    return succeed(request, reply, form, saved.outcome === 'created' ? 201 : 200, saved.id);
  };

  for (const form of ['contact', 'support'] as const) {
    app.post(`/api/forms/${form}`, { bodyLimit: BODY_LIMIT, preParsing: requireFormBody }, handle(form));
  }

  // CORS preflight for a site hosted elsewhere. Browsers cache it (Max-Age), so it is not rate limited.
  app.options('/api/forms/:form', { config: { rateLimit: false } }, async (request, reply) => {
    const { form } = request.params as { form: string };
    if (!isFormType(form)) return fail(request, reply, 404, serverErrors.unknownForm);
    const origin = crossOrigin(request);
    if (origin !== null && !isAllowed(origin)) return fail(request, reply, 403, serverErrors.forbiddenOrigin);
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'POST, OPTIONS')
      .header('Access-Control-Allow-Headers', 'Content-Type, Accept')
      .header('Access-Control-Max-Age', '600')
      .send();
  });

  // Anything else under /api/forms/ answers in the API's shape rather than with the site's 404 page.
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/forms/*',
    // Answered before any body is read, whatever its type.
    onRequest: async (request, reply) => {
      const form = (request.params as { '*': string })['*'];
      if (isFormType(form)) {
        return fail(request, reply.header('Allow', 'POST, OPTIONS'), 405, serverErrors.methodNotAllowed);
      }
      return fail(request, reply, 404, serverErrors.unknownForm);
    },
    handler: async () => undefined,
  });
}
