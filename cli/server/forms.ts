/**
 * The form inbox API: `POST /api/forms/contact` and `/api/forms/support` (DESIGN decision 7, issue 4).
 * Encapsulated on purpose (no fastify-plugin): its rate limit, body limit and error shape apply to these
 * routes only, never to the static pages.
 *
 * | status | when                                                | body                                   |
 * |--------|-----------------------------------------------------|----------------------------------------|
 * | 201    | stored (or a filled honeypot, which is not stored) | `{ ok: true, id }`                     |
 * | 200    | this submissionId was stored before                 | `{ ok: true, id }` with the first id   |
 * | 400    | the body is not JSON                                | `{ ok: false, error }`                 |
 * | 403    | cross-origin and not in INBOX_ALLOWED_ORIGINS       | `{ ok: false, error }`                 |
 * | 404    | no such form                                        | `{ ok: false, error }`                 |
 * | 405    | a known form with a method other than POST          | `{ ok: false, error }`                 |
 * | 413    | body over 32 KB                                     | `{ ok: false, error }`                 |
 * | 415    | not application/json                                | `{ ok: false, error }`                 |
 * | 422    | fails the form's schema                             | `{ ok: false, error, errors }`         |
 * | 429    | over INBOX_RATE_LIMIT posts a minute from one IP    | `{ ok: false, error }` + Retry-After   |
 * | 500    | the database could not be written                   | `{ ok: false, error }`                 |
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forms } from '../../content/forms.ts';
import { type FieldErrors, type FormType, isFormType, isHoneypotFilled, validatePayload } from '../../lib/forms.ts';
import { Inbox, inboxPath } from './inbox.ts';

/** Largest body accepted: any valid submission fits several times over. */
export const BODY_LIMIT = 32 * 1024;
export const DEFAULT_RATE_LIMIT = 30;

export interface FormsOptions {
  /** SQLite file. Default: `INBOX_DB`, else data/inbox.sqlite. */
  dbPath?: string;
  /** Posts per minute per client IP. Default: `INBOX_RATE_LIMIT`, else 30. */
  rateLimitPerMinute?: number;
  /** Other origins allowed to post (a separately hosted site). Default: `INBOX_ALLOWED_ORIGINS`, comma-separated. */
  allowedOrigins?: string[];
}

/** Read the inbox settings from the environment, refusing bad values at start-up rather than per request. */
export function formsOptionsFromEnv(env: Record<string, string | undefined> = process.env): Required<FormsOptions> {
  const rawLimit = env.INBOX_RATE_LIMIT?.trim();
  const rateLimitPerMinute = rawLimit ? Number(rawLimit) : DEFAULT_RATE_LIMIT;
  if (!Number.isInteger(rateLimitPerMinute) || rateLimitPerMinute < 1) {
    throw new Error(`INBOX_RATE_LIMIT must be a whole number of posts per minute, 1 or more (got "${rawLimit}")`);
  }
  const allowedOrigins = (env.INBOX_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .map((origin) => {
      const normalised = normaliseOrigin(origin);
      if (normalised === null) throw new Error(`INBOX_ALLOWED_ORIGINS: "${origin}" is not an origin`);
      return normalised;
    });
  return { dbPath: inboxPath(env), rateLimitPerMinute, allowedOrigins };
}

function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

const { serverErrors } = forms;

type ErrorBody = { ok: false; error: string; errors?: FieldErrors };
const fail = (reply: FastifyReply, status: number, error: string, errors?: FieldErrors) =>
  reply.code(status).send({ ok: false, error, ...(errors ? { errors } : {}) } satisfies ErrorBody);

export async function formsInbox(app: FastifyInstance, options: FormsOptions = {}): Promise<void> {
  const settings = { ...formsOptionsFromEnv(), ...options };
  const allowed = new Set(settings.allowedOrigins);

  // Opened on the first post, so serving the site alone never creates a database.
  let inbox: Inbox | undefined;
  const openInbox = (): Inbox => (inbox ??= Inbox.open(settings.dbPath, { create: true }));
  app.addHook('onClose', async () => inbox?.close());

  /** null: same-origin or no Origin header (curl, server-to-server). */
  const crossOrigin = (request: FastifyRequest): string | null => {
    const origin = request.headers.origin;
    if (origin === undefined) return null;
    const own = normaliseOrigin(`${request.protocol}://${request.host}`);
    return normaliseOrigin(origin) === own ? null : origin;
  };
  const isAllowed = (origin: string): boolean => {
    const normalised = normaliseOrigin(origin);
    return normalised !== null && allowed.has(normalised);
  };

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
    if (origin !== null && !isAllowed(origin)) return fail(reply, 403, serverErrors.forbiddenOrigin);
  });
  const requireJson = async (request: FastifyRequest, reply: FastifyReply) => {
    const [mediaType = ''] = (request.headers['content-type'] ?? '').split(';', 1);
    if (mediaType.trim().toLowerCase() !== 'application/json') return fail(reply, 415, serverErrors.unsupportedType);
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return fail(reply, 429, serverErrors.rateLimited);
    if (status === 413) return fail(reply, 413, serverErrors.tooLarge);
    if (status === 415) return fail(reply, 415, serverErrors.unsupportedType);
    if (status === 400) return fail(reply, 400, serverErrors.malformed);
    request.log.error(error, 'form inbox failed');
    return fail(reply, 500, serverErrors.storageFailed);
  });

  const handle = (form: FormType) => async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body;
    // A bot gets the answer a person would, and nothing of it is kept or validated (errors would coach it).
    if (isHoneypotFilled(body)) {
      request.log.info({ form }, 'honeypot filled; submission discarded');
      return reply.code(201).send({ ok: true, id: 0 });
    }
    const result = validatePayload(form, body);
    if (!result.ok) return fail(reply, 422, serverErrors.invalid, result.errors);
    const saved = openInbox().save(form, result.data);
    return reply.code(saved.created ? 201 : 200).send({ ok: true, id: saved.id });
  };

  for (const form of ['contact', 'support'] as const) {
    app.post(`/api/forms/${form}`, { bodyLimit: BODY_LIMIT, preParsing: requireJson }, handle(form));
  }

  // CORS preflight for a site hosted elsewhere. Browsers cache it (Max-Age), so it is not rate limited.
  app.options('/api/forms/:form', { config: { rateLimit: false } }, async (request, reply) => {
    const { form } = request.params as { form: string };
    if (!isFormType(form)) return fail(reply, 404, serverErrors.unknownForm);
    const origin = crossOrigin(request);
    if (origin !== null && !isAllowed(origin)) return fail(reply, 403, serverErrors.forbiddenOrigin);
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
      if (isFormType(form)) return fail(reply.header('Allow', 'POST, OPTIONS'), 405, serverErrors.methodNotAllowed);
      return fail(reply, 404, serverErrors.unknownForm);
    },
    handler: async () => undefined,
  });
}
