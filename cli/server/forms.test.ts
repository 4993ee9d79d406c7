/**
 * The form API on the Node server, beyond the contract both hosts keep (tests/contract/): the inbox file
 * and its permissions, errors on stderr, proxies, and settings refused at start-up.
 */
import type { FastifyInstance } from 'fastify';
import { createHash, createHmac } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSqliteInbox } from '../../lib/inbox/sqlite.ts';
import { contactPayload, supportPayload } from '../../tests/fixtures/forms.ts';
import { createServer } from './app.ts';

let dir: string;
let root: string;
let dbPath: string;
let app: FastifyInstance | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'inbox-node-'));
  // A minimal site, so these tests need no build.
  root = path.join(dir, 'site');
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
  // In a folder that does not exist yet: the server must create it on first use.
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

const start = async (options: Partial<Parameters<typeof createServer>[0]> = {}) => {
  app = await createServer({ root, ...options });
  return app;
};

/** A JSON post to a form, as a page's script sends it; `remoteAddress` is the client's, as the socket gives it. */
const json = (
  server: FastifyInstance,
  form: string,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) =>
  server.inject({
    method: 'POST',
    url: `/api/forms/${form}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

async function storedEmails(): Promise<string[]> {
  const inbox = openSqliteInbox(dbPath);
  try {
    return (await inbox.list()).map((row) => row.email);
  } finally {
    await inbox.close();
  }
}

describe('the inbox file', () => {
  it('is not created by serving pages, and is created with its folder by the first post, readable by its owner only', async () => {
    const server = await start();
    expect((await server.inject({ url: '/' })).statusCode).toBe(200);
    expect((await server.inject({ url: '/api/forms/newsletter' })).statusCode).toBe(404);
    expect(existsSync(dbPath)).toBe(false);
    const response = await json(server, 'contact', contactPayload());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(statSync(dbPath).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(dbPath)).mode & 0o777).toBe(0o700);
  });

  it('logs a failure to stderr even without --log, and answers 500', async () => {
    writeFileSync(path.join(dir, 'data'), 'not a folder');
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      errors.push(String(chunk));
      return true;
    });
    const server = await start();
    const response = await json(server, 'support', supportPayload());
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ ok: false });
    expect(errors.join('')).toMatch(/inbox: POST \/api\/forms\/support failed/);
  });

  it('is refused at start inside the served folder, naming both paths', async () => {
    const inside = path.join(root, 'inbox.sqlite');
    vi.stubEnv('INBOX_DB', inside);
    await expect(start()).rejects.toThrow(`INBOX_DB is ${inside}, inside the served folder ${root}`);
  });

  it('is made readable by its owner only at start if a copy left it open to others, and the server says so', async () => {
    await (await start()).close();
    app = undefined;
    const first = await start();
    expect((await json(first, 'support', supportPayload())).statusCode).toBe(201);
    await first.close();
    app = undefined;
    chmodSync(dbPath, 0o644);
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      errors.push(String(chunk));
      return true;
    });
    await start();
    expect(statSync(dbPath).mode & 0o777).toBe(0o600);
    expect(errors.join('')).toContain(`made ${dbPath} (was 0644) readable by its owner only (0600)`);
  });
});

describe('the Host a post names', () => {
  it('without INBOX_PUBLIC_ORIGIN or a trusted proxy, only a name this server listens on counts as this site (DNS rebinding)', async () => {
    const server = await start({ trustProxy: false });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    const post = (host: string, origin?: string) =>
      json(server, 'support', supportPayload(), { host, ...(origin ? { origin } : {}) });
    // A page at http://rebound.example:PORT whose name now resolves to 127.0.0.1 posts "same-origin".
    const rebound = await post(`rebound.example:${port}`, `http://rebound.example:${port}`);
    expect(rebound.statusCode).toBe(403);
    expect((await post(`rebound.example:${port}`)).statusCode).toBe(403);
    expect((await post(`localhost:${port}`, `http://localhost:${port}`)).statusCode).toBe(201);
    expect((await post(`127.0.0.1:${port}`)).statusCode).toBe(201);
    expect(await storedEmails()).toHaveLength(2);
  });

  it('trusts the Host once INBOX_PUBLIC_ORIGIN names the site', async () => {
    vi.stubEnv('INBOX_PUBLIC_ORIGIN', 'https://www.example.co.uk');
    const server = await start({ trustProxy: false });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const response = await json(server, 'support', supportPayload(), {
      host: 'internal:8080',
      origin: 'https://www.example.co.uk',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('the rate-limit counters', () => {
  /** The counters as stored in the inbox file: their keys, and every row as text. */
  function rateLimits(): { keys: string[]; dump: string } {
    const db = new DatabaseSync(dbPath, { readOnly: true });
    try {
      const rows = db.prepare('SELECT * FROM rate_limits').all() as { key: string }[];
      return { keys: rows.map((row) => row.key), dump: JSON.stringify(rows) };
    } finally {
      db.close();
    }
  }

  it('name a client by a keyed hash of its address, the key kept beside the inbox (owner-only), never the address', async () => {
    const server = await start();
    const response = await json(server, 'support', supportPayload(), {}, '203.0.113.9');
    expect(response.statusCode).toBe(201);
    const keyFile = `${dbPath}.key`;
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = readFileSync(keyFile, 'utf8').trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const { keys, dump } = rateLimits();
    expect(keys).toContain(`client:${createHmac('sha256', key).update('203.0.113.9').digest('hex')}`);
    expect(keys).not.toContain(`client:${createHash('sha256').update('203.0.113.9').digest('hex')}`);
    expect(dump).not.toContain('203.0.113.9');
  });

  it('use INBOX_CLIENT_KEY when it is set', async () => {
    vi.stubEnv('INBOX_CLIENT_KEY', 'a-key-from-the-environment');
    const server = await start();
    await json(server, 'support', supportPayload(), {}, '203.0.113.9');
    expect(existsSync(`${dbPath}.key`)).toBe(false);
    const { keys } = rateLimits();
    expect(keys).toContain(
      `client:${createHmac('sha256', 'a-key-from-the-environment').update('203.0.113.9').digest('hex')}`,
    );
  });
});

describe('behind a proxy', () => {
  it('counts each visitor behind a trusted proxy, and trusts the configured public origin', async () => {
    vi.stubEnv('INBOX_RATE_LIMIT', '2');
    vi.stubEnv('INBOX_PUBLIC_ORIGIN', 'https://www.example.co.uk');
    const server = await start({ trustProxy: true });
    const from = (ip: string) =>
      json(server, 'support', supportPayload({ email: `${ip}@example.com` }), {
        'x-forwarded-for': ip,
        origin: 'https://www.example.co.uk',
        host: 'internal:8080',
      });
    expect([(await from('203.0.113.1')).statusCode, (await from('203.0.113.1')).statusCode]).toEqual([201, 201]);
    expect((await from('203.0.113.1')).statusCode).toBe(429);
    expect((await from('203.0.113.2')).statusCode).toBe(201);
    expect(await storedEmails()).toHaveLength(3);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: one client cannot pose as many', async () => {
    vi.stubEnv('INBOX_RATE_LIMIT', '1');
    const server = await start();
    const first = await json(server, 'support', supportPayload(), { 'x-forwarded-for': '203.0.113.1' });
    const second = await json(server, 'support', supportPayload(), { 'x-forwarded-for': '203.0.113.2' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 429]);
  });
});

describe('settings', () => {
  it('refuses a bad limit, origin or webhook at start-up, naming the variable', async () => {
    for (const [name, value] of [
      ['INBOX_RATE_LIMIT', '0'],
      ['INBOX_RATE_LIMIT', '-5'],
      ['INBOX_RATE_LIMIT', 'lots'],
      ['INBOX_GLOBAL_RATE_LIMIT', '2.5'],
      ['INBOX_MAX_BYTES', 'big'],
      ['INBOX_ALLOWED_ORIGINS', 'not a url'],
      ['INBOX_PUBLIC_ORIGIN', 'ftp://example.com'],
      ['SITE_CONTACT_WEBHOOK', 'hooks.example.com/x'],
    ] as const) {
      vi.stubEnv(name, value);
      await expect(createServer({ root }), `${name}=${value}`).rejects.toThrow(name);
      vi.unstubAllEnvs();
      vi.stubEnv('INBOX_DB', dbPath);
    }
  });
});
