/**
 * What the form API's contract (answers.test.ts, limits.test.ts) sends and reads, on either host
 * (docs/decisions/0020-one-form-handler-two-hosts.md): the Node server (`serve --target node`, SQLite) or the
 * Cloudflare Worker on the real Workers runtime (`serve --target cloudflare`, workerd and D1 through wrangler).
 * Each test file runs once per host: vitest.config.ts has a project for each, which names it in FORMS_TARGET.
 * What each host stored is read back through the store `cli inbox` uses.
 */
import { type ClientRequest, request as httpRequest } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { forms } from '../../content/forms.ts';
import { HONEYPOT_FIELD, newSubmissionId } from '../../lib/forms.ts';
import { contactPayload, supportPayload } from '../fixtures/forms.ts';
import { type Host, TARGETS, type Target, removeFiles, startHost } from '../tools/hosts.ts';

/** The host this test file runs against, as its vitest project names it. */
export function contractTarget(): Target {
  const target = process.env.FORMS_TARGET;
  if (!TARGETS.includes(target as Target))
    throw new Error(`FORMS_TARGET must be one of ${TARGETS.join(', ')} (vitest.config.ts sets it per project)`);
  return target as Target;
}

export const { serverErrors } = forms;
/** Starting wrangler and workerd takes a few seconds; a crash and a restart, twice that. */
export const START_MS = 90_000;
export const ALLOWED = 'https://staging.example.co.uk';

export type Body = string | Record<string, unknown>;

/** A POST to a form as a page's script sends it (JSON), or with another content type. */
export const post = (host: Host, form: string, body: Body, headers: Record<string, string> = {}) =>
  fetch(`${host.url}/api/forms/${form}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });

/** A browser's form post without scripts: the fields as application/x-www-form-urlencoded. */
export const formPost = (
  host: Host,
  form: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  post(host, form, new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    ...headers,
  });

/**
 * The header a trusted proxy names a visitor's address by, for a host started with TRUST_PROXY: the Node
 * server reads it, and so does the Cloudflare target's local front, which passes the address on to the
 * Worker as CF-Connecting-IP (as Cloudflare's edge does, overwriting any the client sent).
 */
export const clientAddress = (address: string) => ({ 'x-forwarded-for': address });

/** What a raw HTTP/1.1 exchange came to: the status (0: the connection closed unanswered) and when. */
interface RawAnswer {
  status: number;
  body: string;
  contentType: string;
  ms: number;
}

/**
 * A POST over a socket of its own, for what fetch cannot send: any Host, a Content-Length the body never
 * reaches, a body trickled in. `send` writes the body (and may wait between writes); the request is never
 * ended by this function, so the server sees a client still sending until it answers or gives up.
 */
export function rawPost(
  host: Host,
  path: string,
  headers: Record<string, string>,
  send: (request: ClientRequest) => Promise<void> | void,
  giveUpMs: number,
): Promise<RawAnswer> {
  const started = Date.now();
  const url = new URL(host.url);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: Omit<RawAnswer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...answer, ms: Date.now() - started });
    };
    const request = httpRequest(
      // A Host given, even an empty one, is sent as it is.
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers,
        agent: false,
        setHost: !('host' in headers),
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          settle({ status: response.statusCode ?? 0, body, contentType: response.headers['content-type'] ?? '' }),
        );
        response.on('error', () =>
          settle({ status: response.statusCode ?? 0, body, contentType: response.headers['content-type'] ?? '' }),
        );
      },
    );
    request.on('error', () => settle({ status: 0, body: '', contentType: '' }));
    const timer = setTimeout(() => settle({ status: -1, body: 'held', contentType: '' }), giveUpMs);
    request.flushHeaders();
    void Promise.resolve(send(request)).catch(() => undefined);
  });
}

/** A support ticket (or another body) posted by the visitor at this address, behind a trusted proxy. */
export const ticketFrom = (host: Host, address: string, body: Body = supportPayload()) =>
  post(host, 'support', body, clientAddress(address));

/** The visitor's fields only, as a form without scripts sends them (no submissionId, no formType). */
export function contactFields(overrides: Record<string, string> = {}): Record<string, string> {
  const {
    submissionId: _id,
    submittedAt: _at,
    formType: _type,
    source: _source,
    ...fields
  } = contactPayload({
    email: `no-js.${newSubmissionId()}@example.co.uk`,
  });
  return { ...(fields as Record<string, string>), [HONEYPOT_FIELD]: '', ...overrides };
}

/** Stored rows carrying this submissionId. */
export const storedWith = async (host: Host, submissionId: string) =>
  (await host.rows()).filter((row) => row.submissionId === submissionId);

/**
 * A host of the target started with these settings before a describe block's tests, and stopped, its files
 * removed, after them; read it inside a test as `host()`.
 */
export function hostPerSuite(target: Target, env: Record<string, string>, args: string[] = []): () => Host {
  let host: Host | undefined;
  beforeAll(async () => {
    host = await startHost(target, { env, args });
  }, START_MS);
  afterAll(async () => {
    await host?.stop();
    if (host) removeFiles(host.files);
  });
  return () => {
    if (!host) throw new Error(`the ${target} host did not start`);
    return host;
  };
}
