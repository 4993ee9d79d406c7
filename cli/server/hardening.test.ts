/**
 * The inbox beyond the JSON API (issue 9): form posts without JavaScript, conflicting retries, the global
 * limit and size cap, owner-only files, errors on stderr, proxies, and copies to the firm's webhook.
 */
import type { FastifyInstance } from 'fastify';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forms } from '../../content/forms.ts';
import { HONEYPOT_FIELD, confirmationPath, newSubmissionId } from '../../lib/forms.ts';
import { contactPayload, supportPayload } from '../../tests/fixtures/forms.ts';
import { createServer } from './app.ts';
import { GIVE_UP_AFTER_MS, backoff } from './forwarder.ts';
import { Inbox } from './inbox.ts';

let dir: string;
let root: string;
let dbPath: string;
let app: FastifyInstance | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'inbox-hardening-'));
  root = path.join(dir, 'site');
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
  dbPath = path.join(dir, 'data', 'inbox.sqlite');
  vi.stubEnv('INBOX_DB', dbPath);
  vi.stubEnv('INBOX_RATE_LIMIT', '1000');
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const start = async (options: Parameters<typeof createServer>[0] extends infer O ? Partial<O> : never = {}) => {
  app = await createServer({ root, ...options });
  return app;
};

/** A browser's form post: the fields as application/x-www-form-urlencoded. */
const formPost = (
  server: FastifyInstance,
  form: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  server.inject({
    method: 'POST',
    url: `/api/forms/${form}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const json = (server: FastifyInstance, form: string, body: unknown, headers: Record<string, string> = {}) =>
  server.inject({
    method: 'POST',
    url: `/api/forms/${form}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

/** The visitor's fields only, as a form without scripts sends them (no submissionId, no formType). */
function contactFields(overrides: Record<string, string> = {}): Record<string, string> {
  const { submissionId: _id, submittedAt: _at, formType: _type, source: _source, ...fields } = contactPayload();
  return { ...(fields as Record<string, string>), [HONEYPOT_FIELD]: '', ...overrides };
}

function stored(): { submission_id: string; payload: Record<string, unknown>; delivery: string }[] {
  if (!existsSync(dbPath)) return [];
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return (db.prepare('SELECT submission_id, payload, delivery FROM submissions ORDER BY id').all() as never[]).map(
      (row: { submission_id: string; payload: string; delivery: string }) => ({
        ...row,
        payload: JSON.parse(row.payload),
      }),
    );
  } finally {
    db.close();
  }
}

describe('a form posted without JavaScript', () => {
  it('is stored once and answered with a 303 to its confirmation page, however often it is sent', async () => {
    const server = await start();
    for (let i = 0; i < 3; i++) {
      const response = await formPost(server, 'contact', contactFields());
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(confirmationPath('contact'));
    }
    const rows = stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({
      formType: 'contact',
      source: 'website',
      firstName: contactFields().firstName,
    });
    expect(rows[0]?.submission_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('uses a submissionId the form carries', async () => {
    const server = await start();
    const id = newSubmissionId();
    const { submissionId: _id, ...ticket } = supportPayload();
    await formPost(server, 'support', { ...(ticket as Record<string, string>), submissionId: id });
    expect(stored().map((row) => row.submission_id)).toEqual([id]);
    expect(confirmationPath('support')).toBe('/contact-support/sent');
  });

  it('with invalid fields, answers 422 with a page listing each field and the spec’s message, echoing nothing typed', async () => {
    const server = await start();
    const response = await formPost(
      server,
      'contact',
      contactFields({ firstName: '<script>x</script>', email: 'nope' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(
      `<strong>${forms.contact.fields.email.label}</strong>: ${forms.contact.messages.email}`,
    );
    expect(response.body).toContain(forms.invalidPage.back);
    expect(response.body).toContain('href="/contact"');
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('nope');
    expect(stored()).toEqual([]);
  });

  it('from another site is refused with a page, not stored', async () => {
    const server = await start();
    const response = await formPost(server, 'contact', contactFields(), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('text/html');
    expect(stored()).toEqual([]);
  });

  it('with the honeypot filled, looks exactly like a success and is not stored', async () => {
    const server = await start();
    const real = await formPost(server, 'contact', contactFields());
    const bot = await formPost(
      server,
      'contact',
      contactFields({ [HONEYPOT_FIELD]: 'buy now', message: 'Spam spam spam spam' }),
    );
    expect(bot.statusCode).toBe(real.statusCode);
    expect(bot.headers.location).toBe(real.headers.location);
    expect(stored()).toHaveLength(1);
  });
});

describe('the JSON API', () => {
  it('answers a honeypot exactly as a success: 201 and the id the next submission gets', async () => {
    const server = await start();
    const bot = await json(server, 'support', { ...supportPayload(), [HONEYPOT_FIELD]: 'x' });
    const person = await json(server, 'support', supportPayload());
    expect(bot.statusCode).toBe(201);
    expect(bot.json()).toEqual(person.json());
    expect(stored()).toHaveLength(1);
  });

  it('keeps the first message when a submissionId comes back with another (409), but takes a retry of the same one', async () => {
    const server = await start();
    const first = supportPayload();
    expect((await json(server, 'support', first)).statusCode).toBe(201);
    const retry = await json(server, 'support', { ...first, submittedAt: new Date(Date.now() + 60_000).toISOString() });
    expect(retry.statusCode).toBe(200);
    const other = await json(server, 'support', { ...first, message: 'A completely different message.' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ ok: false, error: forms.serverErrors.conflict });
    expect(stored().map((row) => row.payload.message)).toEqual([first.message]);
  });

  it('refuses control characters in every field but the message', async () => {
    const server = await start();
    const hostile = await json(server, 'support', { ...supportPayload(), name: 'Eve\u001b[2J\u202e' });
    expect(hostile.statusCode).toBe(422);
    expect(hostile.json().errors).toEqual({ name: forms.controlCharacters });
    const message = await json(server, 'support', { ...supportPayload(), message: 'Line one\nLine two \u001b[31mred' });
    expect(message.statusCode).toBe(201);
  });
});

describe('limits', () => {
  it('answers 503 with Retry-After beyond the global limit, whoever sends', async () => {
    vi.stubEnv('INBOX_GLOBAL_RATE_LIMIT', '3');
    const server = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await json(server, 'support', supportPayload(), { 'x-forwarded-for': `10.0.0.${i}` });
      statuses.push(response.statusCode);
      if (response.statusCode === 503) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 503]);
  });

  it('answers 503 with Retry-After at the size cap, storing nothing half-written', async () => {
    const server = await start();
    expect((await json(server, 'support', supportPayload())).statusCode).toBe(201);
    await app?.close();
    vi.stubEnv('INBOX_MAX_BYTES', '4096');
    const capped = await start();
    const response = await json(capped, 'support', supportPayload());
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('3600');
    expect(response.json()).toEqual({ ok: false, error: forms.serverErrors.unavailable });
    expect(stored()).toHaveLength(1);
  });

  it('counts each visitor behind a trusted proxy, and trusts the configured public origin', async () => {
    vi.stubEnv('INBOX_RATE_LIMIT', '2');
    vi.stubEnv('INBOX_PUBLIC_ORIGIN', 'https://www.example.co.uk');
    const server = await start({ trustProxy: true });
    const from = (ip: string) =>
      json(server, 'support', supportPayload(), {
        'x-forwarded-for': ip,
        origin: 'https://www.example.co.uk',
        host: 'internal:8080',
      });
    expect([(await from('203.0.113.1')).statusCode, (await from('203.0.113.1')).statusCode]).toEqual([201, 201]);
    expect((await from('203.0.113.1')).statusCode).toBe(429);
    expect((await from('203.0.113.2')).statusCode).toBe(201);
  });
});

describe('the inbox file', () => {
  it('is created readable and writable by its owner only', async () => {
    const server = await start();
    await json(server, 'support', supportPayload());
    expect(statSync(dbPath).mode & 0o777).toBe(0o600);
  });

  it('logs a failure to stderr even without --log', async () => {
    writeFileSync(path.join(dir, 'data'), 'not a folder');
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      errors.push(String(chunk));
      return true;
    });
    const server = await start();
    const response = await json(server, 'support', supportPayload());
    expect(response.statusCode).toBe(500);
    expect(errors.join('')).toMatch(/inbox: POST \/api\/forms\/support failed/);
  });
});

describe('copies to the firm’s webhook, from the server', () => {
  it('delivers each stored submission once, retrying with back-off and giving up after a day', async () => {
    const calls: { url: string; body: unknown }[] = [];
    let answer = 500;
    let now = new Date();
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(null, { status: answer });
    }) as unknown as typeof globalThis.fetch;
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { formsInbox } = await import('./forms.ts');
    const Fastify = (await import('fastify')).default;
    app = Fastify();
    await app.register(formsInbox, {
      dbPath,
      webhooks: { contact: '', support: 'https://hooks.example.com/support' },
      forwarder: { fetch, now: () => now },
    });
    const payload = supportPayload();
    expect((await json(app, 'support', payload)).statusCode).toBe(201);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: 'https://hooks.example.com/support',
      body: { submissionId: payload.submissionId },
    });
    expect(calls[0]?.body).not.toHaveProperty(HONEYPOT_FIELD);

    const inbox = () => Inbox.open(dbPath);
    const state = () => {
      const reader = inbox();
      try {
        return reader.list()[0];
      } finally {
        reader.close();
      }
    };
    await vi.waitFor(() => expect(state()?.delivery).toBe('pending'));
    expect(state()?.attempts).toBe(1);
    expect(state()?.nextAttemptAt).toBe(new Date(now.getTime() + backoff(1)).toISOString());

    // Not due yet: nothing is sent.
    const { Forwarder } = await import('./forwarder.ts');
    const reader = inbox();
    const forwarder = new Forwarder({
      inbox: reader,
      webhooks: { contact: '', support: 'https://hooks.example.com/support' },
      fetch,
      now: () => now,
      log: () => undefined,
    });
    await forwarder.run();
    expect(calls).toHaveLength(1);

    // Due, and the webhook is back: delivered.
    now = new Date(now.getTime() + backoff(1));
    answer = 200;
    await forwarder.run();
    expect(calls).toHaveLength(2);
    expect(state()?.delivery).toBe('delivered');
    await forwarder.run();
    expect(calls).toHaveLength(2);

    // A second submission whose webhook never answers is given up after a day.
    answer = 503;
    const second = supportPayload();
    reader.save('support', second, { now, deliver: true });
    await forwarder.run();
    now = new Date(now.getTime() + GIVE_UP_AFTER_MS);
    const latest = () => reader.get(second.submissionId);
    const due = latest()?.nextAttemptAt;
    expect(due).toBeTruthy();
    await forwarder.run();
    expect(latest()?.delivery).toBe('failed');
    expect(latest()?.lastError).toBe('the webhook answered 503');
    await forwarder.stop();
    reader.close();
  });

  it('queues nothing when no webhook is configured', async () => {
    const server = await start();
    await json(server, 'contact', contactPayload());
    expect(stored()[0]?.delivery).toBe('none');
  });
});
