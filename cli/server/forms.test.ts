import type { FastifyInstance } from 'fastify';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forms } from '../../content/forms.ts';
import { HONEYPOT_FIELD, newSubmissionId } from '../../lib/forms.ts';
import { contactPayload as validContact, supportPayload as validSupport } from '../../tests/fixtures/forms.ts';
import { createServer } from './app.ts';
import { BODY_LIMIT } from './forms.ts';

let dir: string;
let root: string;
let dbPath: string;
let app: FastifyInstance | undefined;
/** Servers spawned by a test, killed afterwards even when the test fails. */
const children: ChildProcess[] = [];
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (running(child) ? child.once('exit', () => resolve()) : resolve()));

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'inbox-test-'));
  // A minimal site, so these tests need no build.
  root = path.join(dir, 'site');
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
  // In a folder that does not exist yet: the server must create it on first use.
  dbPath = path.join(dir, 'data', 'inbox.sqlite');
});

afterEach(async () => {
  for (const child of children.splice(0)) if (running(child)) child.kill('SIGKILL');
  await app?.close();
  app = undefined;
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

async function start(
  env: { INBOX_RATE_LIMIT?: string; INBOX_ALLOWED_ORIGINS?: string } = {},
): Promise<FastifyInstance> {
  vi.stubEnv('INBOX_DB', dbPath);
  vi.stubEnv('INBOX_RATE_LIMIT', env.INBOX_RATE_LIMIT ?? '1000');
  vi.stubEnv('INBOX_ALLOWED_ORIGINS', env.INBOX_ALLOWED_ORIGINS ?? '');
  app = await createServer({ root });
  return app;
}

// Payload-level overrides (wrong formType, missing fields…) on top of valid submissions.
function contactPayload(overrides: Record<string, unknown> = {}) {
  return {
    ...validContact({ company: 'Acme, "the best" Ltd', message: 'We re-key 160 invoices a month 🚀', phone: '' }),
    ...overrides,
  };
}

function supportPayload(overrides: Record<string, unknown> = {}) {
  return { ...validSupport(), ...overrides };
}

const post = (server: FastifyInstance, form: string, body: unknown, headers: Record<string, string> = {}) =>
  server.inject({
    method: 'POST',
    url: `/api/forms/${form}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Rows in the inbox, read straight from SQLite (0 when the file was never created). */
function rows(): { submission_id: string; form: string; payload: string }[] {
  if (!existsSync(dbPath)) return [];
  const db = new DatabaseSync(dbPath);
  try {
    return db.prepare('SELECT submission_id, form, payload FROM submissions ORDER BY id').all() as never;
  } finally {
    db.close();
  }
}

describe('POST /api/forms/{contact,support}', () => {
  it('201 stores a new contact enquiry, creating the database and its folder on first use', async () => {
    const server = await start();
    expect((await server.inject({ url: '/' })).statusCode).toBe(200);
    expect(existsSync(dbPath)).toBe(false);

    const payload = contactPayload();
    const response = await post(server, 'contact', payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true, id: 1 });
    expect(response.headers['cache-control']).toBe('no-store');
    const { [HONEYPOT_FIELD]: _honeypot, ...expected } = payload;
    expect(rows().map((row) => JSON.parse(row.payload) as unknown)).toEqual([expected]);
  });

  it('201 stores a support ticket', async () => {
    const server = await start();
    const response = await post(server, 'support', supportPayload());
    expect(response.statusCode).toBe(201);
    expect(rows().map((row) => row.form)).toEqual(['support']);
  });

  it('200 with the same id for a repeated submissionId, stored once (whatever the id case)', async () => {
    const server = await start();
    const payload = supportPayload();
    const first = await post(server, 'support', payload);
    const again = await post(server, 'support', payload);
    const upper = await post(server, 'support', { ...payload, submissionId: payload.submissionId.toUpperCase() });
    expect([first.statusCode, again.statusCode, upper.statusCode]).toEqual([201, 200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(upper.json()).toEqual(first.json());
    expect(rows()).toHaveLength(1);
  });

  it('400 for malformed JSON or an empty JSON body', async () => {
    const server = await start();
    for (const body of ['{"name":', '', 'undefined']) {
      const response = await post(server, 'contact', body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json()).toEqual({ ok: false, error: forms.serverErrors.malformed });
    }
    expect(existsSync(dbPath)).toBe(false);
  });

  it('413 for a body over 32 KB; exactly 32 KB is read', async () => {
    const server = await start();
    const base = JSON.stringify(contactPayload());
    // Unknown keys are dropped by the schema, so padding changes the size and nothing else.
    const padded = (size: number) =>
      `${base.slice(0, -1)},"padding":"${'x'.repeat(size - Buffer.byteLength(base) - 13)}"}`;
    expect(Buffer.byteLength(padded(BODY_LIMIT))).toBe(BODY_LIMIT);
    expect((await post(server, 'contact', padded(BODY_LIMIT))).statusCode).toBe(201);
    const response = await post(server, 'contact', padded(BODY_LIMIT + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ ok: false, error: forms.serverErrors.tooLarge });
    expect(rows()).toHaveLength(1);
  });

  it('415 for anything but JSON or a form post', async () => {
    const server = await start();
    const body = JSON.stringify(supportPayload());
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const response = await post(server, 'support', body, { 'content-type': type });
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ ok: false, error: forms.serverErrors.unsupportedType });
    }
    const untyped = await server.inject({ method: 'POST', url: '/api/forms/support', payload: body });
    expect(untyped.statusCode).toBe(415);
    const withCharset = await post(server, 'support', body, { 'content-type': 'application/json; charset=utf-8' });
    expect(withCharset.statusCode).toBe(201);
    expect(rows()).toHaveLength(1);
  });

  it('422 with one message per invalid field, and nothing stored', async () => {
    const server = await start();
    const response = await post(server, 'contact', contactPayload({ firstName: 'Z', email: 'nope', phone: '12' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      ok: false,
      error: forms.serverErrors.invalid,
      errors: {
        firstName: 'First name must be at least 2 characters',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number',
      },
    });
    const wrongForm = await post(server, 'support', contactPayload());
    expect(wrongForm.statusCode).toBe(422);
    const notRecord = await post(server, 'support', '[1,2,3]');
    expect(notRecord.statusCode).toBe(422);
    expect(notRecord.json()).toMatchObject({ errors: { '': forms.serverErrors.malformed } });
    const noId = await post(server, 'support', supportPayload({ submissionId: undefined }));
    expect(noId.json()).toMatchObject({ errors: { submissionId: forms.payloadMessages.submissionId } });
    expect(existsSync(dbPath)).toBe(false);
  });

  it('404 for an unknown form (any method, any body), 405 for a known form without POST', async () => {
    const server = await start();
    for (const [method, type] of [
      ['POST', 'application/json'],
      ['POST', 'text/plain'],
      ['GET', undefined],
    ] as const) {
      const response = await server.inject({
        method,
        url: '/api/forms/newsletter',
        ...(type ? { headers: { 'content-type': type }, payload: '{}' } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ ok: false, error: forms.serverErrors.unknownForm });
    }
    const get = await server.inject({ url: '/api/forms/contact' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST, OPTIONS');
    expect(existsSync(dbPath)).toBe(false);
  });

  it('a filled honeypot is answered as a success and never stored', async () => {
    const server = await start();
    const response = await post(server, 'contact', contactPayload({ [HONEYPOT_FIELD]: 'https://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ok: true });
    // Even an invalid bot submission gets no validation hints.
    const invalid = await post(server, 'support', { [HONEYPOT_FIELD]: 'x', email: 'nope' });
    expect(invalid.statusCode).toBe(201);
    expect(rows()).toHaveLength(0);
  });
});

describe('rate limit', () => {
  it('429 with Retry-After past INBOX_RATE_LIMIT posts a minute; nothing of it stored; pages unaffected', async () => {
    const server = await start({ INBOX_RATE_LIMIT: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(server, 'support', supportPayload())).statusCode);
    // Rejected requests count too: a flood of bad posts cannot dodge the limit.
    const limited = await post(server, 'support', supportPayload());
    const limitedBad = await post(server, 'contact', '{bad');
    expect(statuses).toEqual([201, 201, 201]);
    expect(limited.statusCode).toBe(429);
    expect(limitedBad.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ ok: false, error: forms.serverErrors.rateLimited });
    expect(rows()).toHaveLength(3);
    for (let i = 0; i < 20; i++) {
      const page = await server.inject({ url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['retry-after']).toBeUndefined();
    }
    expect((await server.inject({ url: '/missing' })).statusCode).toBe(404);
  });

  it('counts per client', async () => {
    const server = await start({ INBOX_RATE_LIMIT: '1' });
    const from = (ip: string) =>
      server.inject({
        method: 'POST',
        url: '/api/forms/support',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(supportPayload()),
      });
    expect((await from('10.0.0.1')).statusCode).toBe(201);
    expect((await from('10.0.0.1')).statusCode).toBe(429);
    expect((await from('10.0.0.2')).statusCode).toBe(201);
  });

  it('refuses a bad INBOX_RATE_LIMIT at start-up', async () => {
    for (const value of ['0', '-5', 'lots', '2.5']) {
      vi.stubEnv('INBOX_RATE_LIMIT', value);
      await expect(createServer({ root })).rejects.toThrow(/INBOX_RATE_LIMIT/);
    }
  });
});

describe('origins', () => {
  it('403 for a cross-origin post, nothing stored; same-origin and Origin-less posts pass', async () => {
    const server = await start();
    const evil = await post(server, 'contact', contactPayload(), { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ ok: false, error: forms.serverErrors.forbiddenOrigin });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect((await post(server, 'contact', contactPayload(), { origin: 'null' })).statusCode).toBe(403);
    expect(rows()).toHaveLength(0);
    // inject's Host is localhost:80, so the page's own origin is http://localhost.
    expect((await post(server, 'contact', contactPayload(), { origin: 'http://localhost' })).statusCode).toBe(201);
    expect((await post(server, 'contact', contactPayload())).statusCode).toBe(201);
    expect(rows()).toHaveLength(2);
  });

  it('INBOX_ALLOWED_ORIGINS lets a separately hosted site post, with CORS headers and a preflight', async () => {
    const server = await start({ INBOX_ALLOWED_ORIGINS: 'https://www.example.co.uk, https://staging.example.co.uk/' });
    const origin = 'https://staging.example.co.uk';
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/api/forms/support',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    const response = await post(server, 'support', supportPayload(), { origin });
    expect(response.statusCode).toBe(201);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers.vary).toContain('Origin');
    // Error answers carry the header too, so the other site can show the message.
    const invalid = await post(server, 'support', { submissionId: newSubmissionId() }, { origin });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.headers['access-control-allow-origin']).toBe(origin);

    const refused = await server.inject({
      method: 'OPTIONS',
      url: '/api/forms/support',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect((await post(server, 'support', supportPayload(), { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(rows()).toHaveLength(1);
  });
});

describe('durability', () => {
  /** `cli serve` in its own process, so it can be killed outright (SIGKILL) like a crash or power cut. */
  async function spawnServer(): Promise<{ child: ChildProcess; url: string }> {
    // node itself (it runs the TypeScript sources): one process, so SIGKILL reaches the server itself.
    const child = spawn(process.execPath, ['cli/index.ts', 'serve', '--root', root, '--port', '0'], {
      env: { ...process.env, INBOX_DB: dbPath, INBOX_RATE_LIMIT: '100000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
    });
    return { child, url };
  }

  it('a crash in the middle of a burst loses nothing that was acknowledged', { timeout: 60_000 }, async () => {
    const total = 400;
    const payloads = Array.from({ length: total }, (_, i) => (i % 2 ? contactPayload() : supportPayload()));
    const first = await spawnServer();
    let acknowledged = 0;
    const acked = new Set<string>();
    const failed: typeof payloads = [];
    const send = async (url: string, payload: (typeof payloads)[number]) => {
      const response = await fetch(`${url}/api/forms/${payload.formType}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return response.status;
    };
    await Promise.all(
      payloads.map(async (payload) => {
        try {
          const status = await send(first.url, payload);
          if (status === 201 || status === 200) {
            acked.add(payload.submissionId);
            // Kill the server once a quarter of the burst is in, with the rest still in flight.
            if (++acknowledged === total / 4) first.child.kill('SIGKILL');
          } else failed.push(payload);
        } catch {
          failed.push(payload);
        }
      }),
    );
    await exited(first.child);
    expect(acked.size).toBeGreaterThanOrEqual(total / 4);
    expect(failed.length).toBeGreaterThan(0);

    const stored = new Set(rows().map((row) => row.submission_id));
    for (const id of acked) expect(stored.has(id), id).toBe(true);

    // The visitor's page (or service worker) retries what failed; the same submissionIds are stored once.
    const second = await spawnServer();
    try {
      const statuses = await Promise.all(failed.map((payload) => send(second.url, payload)));
      expect(statuses.every((status) => status === 201 || status === 200)).toBe(true);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
    const final = rows();
    expect(final).toHaveLength(total);
    expect(new Set(final.map((row) => row.submission_id))).toEqual(new Set(payloads.map((p) => p.submissionId)));
  });
});
