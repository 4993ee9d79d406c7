/**
 * The form API's limits on each host (vitest.config.ts: `contract:node`, `contract:cloudflare`): per client, for
 * everyone, per person rather than address, the storage allowance and the size cap; and a webhook copy that
 * survives a restart. Each block starts a host of its own (six starts of wrangler and workerd on the Cloudflare
 * target).
 */
import { createHmac } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { supportPayload } from '../fixtures/forms.ts';
import { type HostFiles, execOn, hostFiles, removeFiles, startHost } from '../tools/hosts.ts';
import {
  type Body,
  START_MS,
  clientAddress,
  contractTarget,
  hostPerSuite,
  post,
  serverErrors,
  storedWith,
  ticketFrom,
} from './api.ts';

const target = contractTarget();

describe(`the form API on ${target}`, { timeout: 30_000 }, () => {
  describe('limits', () => {
    const host = hostPerSuite(target, { INBOX_RATE_LIMIT: '3', INBOX_GLOBAL_RATE_LIMIT: '6', TRUST_PROXY: 'true' });
    const from = (address: string, body?: Body) => ticketFrom(host(), address, body);

    it('429 with Retry-After past INBOX_RATE_LIMIT posts a minute from one client (refused posts count too); others go on; pages are unaffected', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await from('203.0.113.1')).status);
      expect(statuses).toEqual([201, 201, 201]);
      const limited = await from('203.0.113.1');
      const limitedBad = await from('203.0.113.1', '{bad');
      expect([limited.status, limitedBad.status]).toEqual([429, 429]);
      const wait = Number(limited.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await limited.json()).toEqual({ ok: false, error: serverErrors.rateLimited });
      // Bad posts from a second client count against it as well.
      expect((await from('203.0.113.2', '{bad')).status).toBe(400);
      expect((await from('203.0.113.2')).status).toBe(201);
      for (let i = 0; i < 10; i++) {
        const page = await fetch(host().url, {
          headers: clientAddress('203.0.113.1'),
        });
        expect(page.status).toBe(200);
        expect(page.headers.get('retry-after')).toBeNull();
      }
    });

    it('503 with Retry-After past INBOX_GLOBAL_RATE_LIMIT, whoever sends, counting only what each client’s limit let through', async () => {
      // Five posts passed their clients' limits above; the sixth fills the global minute.
      expect((await from('203.0.113.3')).status).toBe(201);
      const refused = await from('203.0.113.4');
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ ok: false, error: serverErrors.unavailable });
      expect(await host().rows()).toHaveLength(5);
    });
  });

  describe('limits count people, not addresses', () => {
    const host = hostPerSuite(target, { INBOX_RATE_LIMIT: '2', INBOX_GLOBAL_RATE_LIMIT: '100', TRUST_PROXY: 'true' });
    const from = async (address: string) => (await ticketFrom(host(), address)).status;

    it('an IPv6 client is its /64: new addresses in it share one limit, the next /64 has its own', async () => {
      expect(await from('2001:db8:1:2::1')).toBe(201);
      expect(await from('2001:db8:1:2:aaaa:bbbb:cccc:2')).toBe(201);
      expect(await from('2001:0db8:0001:0002::3')).toBe(429);
      expect(await from('2001:db8:1:3::1')).toBe(201);
    });

    it('a client naming itself with a new CF-Connecting-IP each time is still one client', async () => {
      const statuses: number[] = [];
      for (const address of ['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.14', '192.0.2.15']) {
        statuses.push((await post(host(), 'support', supportPayload(), { 'cf-connecting-ip': address })).status);
      }
      expect(statuses).toEqual([201, 201, 429, 429, 429]);
    });

    it('an IPv4 client written as IPv6 is the same client', async () => {
      expect(await from('::ffff:198.51.100.9')).toBe(201);
      expect(await from('198.51.100.9')).toBe(201);
      expect(await from('::ffff:198.51.100.9')).toBe(429);
      expect(await from('198.51.100.10')).toBe(201);
    });
  });

  describe('the per-client storage allowance', () => {
    // Room for two tickets a day from one client, not three; the rate limits are out of the way.
    const ticketBytes = new TextEncoder().encode(JSON.stringify(supportPayload())).byteLength;
    const host = hostPerSuite(target, {
      INBOX_RATE_LIMIT: '100',
      INBOX_GLOBAL_RATE_LIMIT: '100',
      INBOX_CLIENT_BYTES_PER_DAY: String(Math.round(2.5 * ticketBytes)),
      TRUST_PROXY: 'true',
    });
    const from = (address: string) => ticketFrom(host(), address);

    it('429 with a Retry-After of hours once one client has stored its allowance for the day; others go on storing', async () => {
      expect([(await from('203.0.113.7')).status, (await from('203.0.113.7')).status]).toEqual([201, 201]);
      const refused = await from('203.0.113.7');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
      expect(await refused.json()).toEqual({ ok: false, error: serverErrors.rateLimited });
      expect((await from('203.0.113.8')).status).toBe(201);
      expect(await host().rows()).toHaveLength(3);
    });

    it('200 for a retry of a stored submission once the allowance is spent, storing nothing new', async () => {
      const ticket = supportPayload();
      expect((await ticketFrom(host(), '203.0.113.9', ticket)).status).toBe(201);
      expect((await from('203.0.113.9')).status).toBe(201);
      expect((await from('203.0.113.9')).status).toBe(429);
      const before = (await host().rows()).length;
      const retry = await ticketFrom(host(), '203.0.113.9', ticket);
      expect([retry.status, await retry.json()]).toEqual([200, { ok: true }]);
      expect(await host().rows()).toHaveLength(before);
    });
  });

  describe('the size cap', () => {
    // Any inbox is larger than this once its schema is in place.
    const host = hostPerSuite(target, { INBOX_MAX_BYTES: '4096' });

    it('answers 503 with Retry-After, storing nothing', async () => {
      const response = await post(host(), 'support', supportPayload());
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('3600');
      expect(await response.json()).toEqual({ ok: false, error: serverErrors.unavailable });
      expect(await host().rows()).toEqual([]);
    });
  });

  it(
    'a webhook copy under way at a crash is counted as tried, and sent again after the restart under the same key, each attempt signed',
    { timeout: 4 * START_MS },
    async () => {
      // The firm's webhook: takes the first copy but never answers it (the server is killed meanwhile), takes
      // the next.
      const received: string[] = [];
      const signatures: boolean[] = [];
      const ids = new Set<string>();
      const secret = 'contract-webhook-secret';
      const webhook: Server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          received.push((JSON.parse(body) as { submissionId: string }).submissionId);
          // Checked the way a receiver would, with Node's own crypto rather than the code that signed it.
          const id = String(request.headers['webhook-id']);
          const timestamp = String(request.headers['webhook-timestamp']);
          const expected = createHmac('sha256', secret).update(`${id}.${timestamp}.${body}`).digest('base64');
          signatures.push(
            request.headers['webhook-signature'] === `v1,${expected}` &&
              Math.abs(Date.now() / 1000 - Number(timestamp)) < 300,
          );
          ids.add(id);
          if (received.length > 1) response.writeHead(200).end();
        });
      });
      await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
      const files: HostFiles = hostFiles();
      const env = {
        SITE_SUPPORT_WEBHOOK: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`,
        SITE_WEBHOOK_SECRET: secret,
      };
      try {
        const ticket = supportPayload();
        const first = await startHost(target, { files, env });
        try {
          expect((await post(first, 'support', ticket)).status).toBe(201);
          await expect.poll(() => received, { timeout: 20_000 }).toEqual([ticket.submissionId]);
        } finally {
          // SIGKILL while the webhook holds the copy: the outcome is never recorded.
          await first.kill();
        }
        // The attempt was counted before the copy went, alike in SQLite and D1 (it once read `attempts: 0`);
        // the copy is taken again when its claim lapses.
        const [killed] = await storedWith(first, ticket.submissionId);
        await first.stop();
        expect(killed).toMatchObject({ delivery: 'pending', attempts: 1, lastError: '' });
        expect(Date.parse(killed?.nextAttemptAt ?? '')).toBeGreaterThan(Date.now());
        // While the server is down the claim lapses, as if its minute had passed.
        await execOn(
          target,
          files,
          `UPDATE submissions SET next_attempt_at = '2000-01-01T00:00:00.000Z' WHERE delivery = 'pending'`,
        );
        const second = await startHost(target, { files, env });
        try {
          // At start the Node server resumes waiting copies, and `serve` runs the Worker's schedule: the copy
          // goes at once, and once.
          await expect
            .poll(async () => (await storedWith(second, ticket.submissionId))[0]?.delivery, {
              timeout: 20_000,
              interval: 250,
            })
            .toBe('delivered');
          expect(received).toEqual([ticket.submissionId, ticket.submissionId]);
          // Both attempts signed, under one message id a receiver can drop a repeat by.
          expect(signatures).toEqual([true, true]);
          expect([...ids]).toEqual([`msg_${ticket.submissionId}`]);
          const [row] = await storedWith(second, ticket.submissionId);
          expect(row).toMatchObject({ attempts: 2, lastError: '', nextAttemptAt: null });
        } finally {
          await second.stop();
        }
      } finally {
        webhook.closeAllConnections();
        await new Promise((resolve) => webhook.close(resolve));
        removeFiles(files);
      }
    },
  );
});
