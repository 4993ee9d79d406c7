/**
 * The form API's contract, every row of the API table (docs/forms-and-inbox.md): JSON and form posts, the origin
 * check and CORS, deduplication under concurrency. Runs once on each host (vitest.config.ts: `contract:node`,
 * `contract:cloudflare`); the limits and a webhook copy across a restart are limits.test.ts, a file of its own so
 * vitest runs the halves side by side. (A crash in the middle of a burst, on both hosts:
 * tests/tools/load-forms.test.ts.)
 */
import type { ClientRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { submissionsCsv } from '../../cli/commands/inbox.ts';
import { forms } from '../../content/forms.ts';
import { CLIENT_LIMITS } from '../../cli/server/app.ts';
import { FIELDS, HONEYPOT_FIELD, confirmationPath, newSubmissionId } from '../../lib/forms.ts';
import { BODY_LIMIT } from '../../lib/inbox/settings.ts';
import { contactPayload, supportPayload } from '../fixtures/forms.ts';
import {
  ALLOWED,
  contactFields,
  contractTarget,
  formPost,
  hostPerSuite,
  post,
  rawPost,
  serverErrors,
  storedWith,
} from './api.ts';

const target = contractTarget();
/** The request timeout the main suite's host is given, so a body that never finishes is cut off in seconds. */
const REQUEST_MS = 4000;

describe(`the form API on ${target}`, { timeout: 30_000 }, () => {
  describe('every answer of the API table', () => {
    // A request timeout of seconds, not the default 30 (serve.test.ts checks that one): the slow-body case below
    // waits it out.
    const host = hostPerSuite(target, { INBOX_ALLOWED_ORIGINS: `https://www.example.co.uk, ${ALLOWED}/` }, [
      '--request-timeout',
      String(REQUEST_MS),
    ]);

    it('201 stores a contact enquiry and a support ticket, exactly as validated', async () => {
      const enquiry = contactPayload({
        company: 'Acme, "the best" Ltd',
        message: 'We re-key 160 invoices a month 🚀',
      });
      const response = await post(host(), 'contact', enquiry);
      expect(response.status).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      // No row id: the client holds its submissionId, and a sequence would tell a bot or a rival how many came.
      expect(await response.json()).toEqual({ ok: true });
      const { [HONEYPOT_FIELD]: _honeypot, ...expected } = enquiry;
      const [row] = await storedWith(host(), enquiry.submissionId);
      expect(row).toMatchObject({ form: 'contact', payload: expected, delivery: 'none' });

      const ticket = supportPayload();
      expect((await post(host(), 'support', ticket)).status).toBe(201);
      expect((await storedWith(host(), ticket.submissionId)).map((stored) => stored.form)).toEqual(['support']);
    });

    it('200 for the same submissionId again (any case, a later submittedAt); 409 for another message', async () => {
      const ticket = supportPayload();
      const first = await post(host(), 'support', ticket);
      const again = await post(host(), 'support', ticket);
      const upper = await post(host(), 'support', { ...ticket, submissionId: ticket.submissionId.toUpperCase() });
      const later = await post(host(), 'support', {
        ...ticket,
        submittedAt: new Date(Date.now() + 60_000).toISOString(),
      });
      expect([first.status, again.status, upper.status, later.status]).toEqual([201, 200, 200, 200]);
      for (const response of [again, upper, later]) expect(await response.json()).toEqual({ ok: true });
      const other = await post(host(), 'support', { ...ticket, message: 'A completely different message.' });
      expect(other.status).toBe(409);
      expect(await other.json()).toEqual({ ok: false, error: serverErrors.conflict });
      expect((await storedWith(host(), ticket.submissionId)).map((row) => row.payload.message)).toEqual([
        ticket.message,
      ]);
    });

    it('stores one row when the same submissionId arrives 20 times at once', async () => {
      const ticket = supportPayload();
      const responses = await Promise.all(Array.from({ length: 20 }, () => post(host(), 'support', ticket)));
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(19);
      expect(await storedWith(host(), ticket.submissionId)).toHaveLength(1);
    });

    it('400 for malformed JSON or an empty body, stored nothing', async () => {
      const before = (await host().rows()).length;
      for (const body of ['{"name":', '', 'undefined']) {
        const response = await post(host(), 'contact', body);
        expect(response.status, body).toBe(400);
        expect(await response.json()).toEqual({ ok: false, error: serverErrors.malformed });
      }
      expect(await host().rows()).toHaveLength(before);
    });

    it('400 for a body that is not UTF-8, raw or percent-escaped, never stored with U+FFFD in its place', async () => {
      const before = (await host().rows()).length;
      const json = new TextEncoder().encode(JSON.stringify({ ...supportPayload(), name: 'Jane XX' }));
      // "XX" becomes 0xC3 0x28: a lead byte with no continuation.
      const at = json.indexOf(0x58);
      json.set([0xc3, 0x28], at);
      const fields = new URLSearchParams(Object.entries(supportPayload()).map(([k, v]) => [k, String(v)]));
      const urlencoded = `${fields.toString()}&name=Jane%FF%FE`;
      for (const [body, type] of [
        [json, 'application/json'],
        [urlencoded, 'application/x-www-form-urlencoded'],
      ] as const) {
        const response = await fetch(`${host().url}/api/forms/support`, {
          method: 'POST',
          headers: { 'content-type': type, accept: 'application/json' },
          body,
        });
        expect(response.status, type).toBe(400);
        // A form post (no scripts) is answered with a page, as every error of a form post is.
        if (type === 'application/json') {
          expect(await response.json()).toEqual({ ok: false, error: serverErrors.malformed });
        } else {
          expect(response.headers.get('content-type')).toMatch(/^text\/html/);
          expect(await response.text()).toContain(serverErrors.malformed);
        }
      }
      expect(await host().rows()).toHaveLength(before);
    });

    it('422 naming the field for a lone surrogate, an invisible character or a field of nothing else', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ name: 'Jane\ud800 Smith' }, { name: forms.controlCharacters }],
        [{ message: 'The invoice workflow stopped \udc00 at 9am.' }, { message: forms.controlCharacters }],
        [{ name: 'Jane\u200b Smith' }, { name: forms.controlCharacters }],
        [{ email: 'jane\u2028@example.com' }, { email: forms.controlCharacters }],
        [{ name: '\u200b\u200b\u200b' }, { name: FIELDS.support.name.message }],
        [{ email: `${'a'.repeat(65)}@example.com` }, { email: FIELDS.support.email.message }],
      ];
      for (const [fields, errors] of cases) {
        const response = await post(host(), 'support', { ...supportPayload(), ...fields });
        expect(response.status, JSON.stringify(fields)).toBe(422);
        expect(((await response.json()) as { errors: unknown }).errors).toEqual(errors);
      }
    });

    it('413 for a body over 32 KB; exactly 32 KB is read', async () => {
      const payload = contactPayload();
      const base = JSON.stringify(payload);
      // Unknown keys are dropped by the schema, so padding changes the size and nothing else.
      const padded = (size: number) =>
        `${base.slice(0, -1)},"padding":"${'x'.repeat(size - Buffer.byteLength(base) - 13)}"}`;
      expect(Buffer.byteLength(padded(BODY_LIMIT))).toBe(BODY_LIMIT);
      expect((await post(host(), 'contact', padded(BODY_LIMIT))).status).toBe(201);
      const second = contactPayload();
      const over = `${JSON.stringify(second).slice(0, -1)},"padding":"${'x'.repeat(BODY_LIMIT)}"}`;
      const response = await post(host(), 'contact', over);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ ok: false, error: serverErrors.tooLarge });
      expect(await storedWith(host(), second.submissionId)).toEqual([]);
      // 10 MB in chunks with no length up front, as a stream, three times: answered 413 with the API's headers,
      // never a reset or a 502 (wrangler dev's chain dropped such an answer 7 times in 10 when the Worker left
      // the rest of the body unread).
      const chunk = new Uint8Array(64 * 1024).fill(0x20);
      for (let i = 0; i < 3; i++) {
        let chunks = 0;
        const streamed = await fetch(`${host().url}/api/forms/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: new ReadableStream({ pull: (body) => (chunks++ < 160 ? body.enqueue(chunk) : body.close()) }),
          duplex: 'half',
        } as RequestInit);
        expect(streamed.headers.get('content-security-policy')).toContain("default-src 'none'");
        expect([streamed.status, await streamed.json()]).toEqual([413, { ok: false, error: serverErrors.tooLarge }]);
      }
    });

    it('415 for anything but JSON or a form post, a type the server cannot parse too', async () => {
      const ticket = supportPayload();
      const body = JSON.stringify(ticket);
      for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/json, text/plain', 'json']) {
        const response = await post(host(), 'support', body, { 'content-type': type });
        expect(response.status, type).toBe(415);
        expect(await response.json()).toEqual({ ok: false, error: serverErrors.unsupportedType });
      }
      const untyped = await fetch(`${host().url}/api/forms/support`, { method: 'POST', body: new Blob([body]) });
      expect(untyped.status).toBe(415);
      expect(await storedWith(host(), ticket.submissionId)).toEqual([]);
      const withCharset = await post(host(), 'support', body, { 'content-type': 'application/json; charset=utf-8' });
      expect(withCharset.status).toBe(201);
    });

    it('422 with one message per invalid field, storing nothing', async () => {
      const enquiry = { ...contactPayload(), firstName: 'Z', email: 'nope', phone: '12' };
      const response = await post(host(), 'contact', enquiry);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        ok: false,
        error: serverErrors.invalid,
        errors: {
          firstName: 'First name must be at least 2 characters',
          email: 'Please enter a valid email address',
          phone: 'Please enter a valid phone number',
        },
      });
      expect((await post(host(), 'support', contactPayload())).status).toBe(422);
      const notRecord = await post(host(), 'support', '[1,2,3]');
      expect(notRecord.status).toBe(422);
      expect(await notRecord.json()).toMatchObject({ errors: { '': serverErrors.malformed } });
      const noId = await post(host(), 'support', { ...supportPayload(), submissionId: undefined });
      expect(await noId.json()).toMatchObject({ errors: { submissionId: forms.payloadMessages.submissionId } });
      const hostile = await post(host(), 'support', { ...supportPayload(), name: 'Eve\u001b[2J\u202e' });
      expect(hostile.status).toBe(422);
      expect(((await hostile.json()) as { errors: unknown }).errors).toEqual({ name: forms.controlCharacters });
      expect(await storedWith(host(), enquiry.submissionId)).toEqual([]);
      // Control characters are kept in a message (its line breaks are real); every view escapes them.
      expect(
        (await post(host(), 'support', { ...supportPayload(), message: 'Line one\nLine two \u001b[31mred' })).status,
      ).toBe(201);
    });

    it('stores a message whose later lines are formulas verbatim, and `inbox export --csv` guards every line', async () => {
      const message = 'Please call me back.\n=HYPERLINK("http://evil.example","invoice")\r\n+1+1\n@SUM(1,2)';
      const ticket = supportPayload({ message });
      expect((await post(host(), 'support', ticket)).status).toBe(201);
      const rows = await storedWith(host(), ticket.submissionId);
      expect(rows.map((row) => row.payload.message)).toEqual([message]);
      // The export of what this host stored, as `cli inbox export --csv` prints it.
      expect(submissionsCsv(rows)).toContain(
        `"Please call me back.\n'=HYPERLINK(""http://evil.example"",""invoice"")\n'+1+1\n'@SUM(1,2)"`,
      );
    });

    it('404 for an unknown form (any method, any body), 405 with Allow for a known form without POST', async () => {
      for (const [method, type] of [
        ['POST', 'application/json'],
        ['POST', 'text/plain'],
        ['GET', undefined],
      ] as const) {
        const response = await fetch(`${host().url}/api/forms/newsletter`, {
          method,
          ...(type ? { headers: { 'content-type': type }, body: '{}' } : {}),
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ ok: false, error: serverErrors.unknownForm });
      }
      const get = await fetch(`${host().url}/api/forms/contact`);
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await get.json()).toEqual({ ok: false, error: serverErrors.methodNotAllowed });
    });

    it('answers a filled honeypot exactly as a success, with nothing in it to tell the two apart, and stores nothing', async () => {
      const bot = supportPayload();
      const shown = async (body: Record<string, unknown>) => {
        const response = await post(host(), 'support', body);
        const headers = [...response.headers].filter(([name]) => name !== 'date');
        return { status: response.status, headers, body: await response.text() };
      };
      const botAnswer = await shown({ ...bot, [HONEYPOT_FIELD]: 'https://spam.example' });
      // Nothing an answer carries (no row id) predicts the next one's.
      expect(botAnswer).toEqual(await shown(supportPayload()));
      expect(await shown(supportPayload())).toEqual(botAnswer);
      // Even an invalid bot submission gets no validation hints.
      expect((await post(host(), 'support', { [HONEYPOT_FIELD]: 'x', email: 'nope' })).status).toBe(201);
      expect(await storedWith(host(), bot.submissionId)).toEqual([]);
    });

    describe('a form posted without JavaScript', () => {
      it('is stored once and answered with a 303 to its confirmation page, however often it is sent', async () => {
        const fields = contactFields();
        for (let i = 0; i < 3; i++) {
          const response = await formPost(host(), 'contact', fields);
          expect(response.status).toBe(303);
          expect(response.headers.get('location')).toBe(confirmationPath('contact'));
        }
        const rows = (await host().rows()).filter((row) => row.email === fields.email);
        expect(rows).toHaveLength(1);
        expect(rows[0]?.payload).toMatchObject({
          formType: 'contact',
          source: 'website',
          firstName: fields.firstName,
        });
        // A version-8 UUID made from the form and its fields on the day.
        expect(rows[0]?.submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      });

      it('uses a submissionId the form carries', async () => {
        const id = newSubmissionId();
        const { submissionId: _id, ...ticket } = supportPayload();
        const response = await formPost(host(), 'support', {
          ...(ticket as Record<string, string>),
          submissionId: id,
        });
        expect(response.headers.get('location')).toBe('/contact-support/sent');
        expect((await storedWith(host(), id)).map((row) => row.form)).toEqual(['support']);
      });

      it('with invalid fields, answers 422 with a page listing each field and the spec’s message, and the form again holding what was sent, escaped', async () => {
        const fields = contactFields({
          firstName: '<script>x</script>',
          email: 'nope',
          message: 'A & B <b>bold</b> plan "quoted"',
        });
        const response = await formPost(host(), 'contact', fields);
        expect(response.status).toBe(422);
        expect(response.headers.get('content-type')).toContain('text/html');
        // The page runs nothing and loads nothing, whichever host sends it; its form posts back here.
        expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
        expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
        const page = await response.text();
        expect(page).toContain(`<strong>${FIELDS.contact.email.label}</strong>: ${FIELDS.contact.email.message}`);
        expect(page).toContain(forms.invalidPage.back);
        expect(page).toContain('href="/contact"');
        expect(page).not.toContain('<script>');
        expect(page).not.toContain('<b>');
        // Every value comes back in its control, escaped; the invalid ones are marked.
        expect(page).toContain('<form method="post" action="/api/forms/contact">');
        expect(page).toContain(
          'name="firstName" required autocomplete="given-name" minlength="2" maxlength="100" value="&lt;script&gt;x&lt;/script&gt;"',
        );
        expect(page).toMatch(/name="email" [^>]*aria-invalid="true" aria-describedby="fix-email-error" value="nope">/);
        expect(page).toContain(`<strong id="fix-email-error">${FIELDS.contact.email.message}</strong>`);
        expect(page).toContain('>A &amp; B &lt;b&gt;bold&lt;/b&gt; plan &quot;quoted&quot;</textarea>');
        expect(page).toContain(`<option value="${fields.companySize}" selected>`);
        expect(page).toMatch(/<input type="hidden" name="submissionId" value="[0-9a-f-]{36}">/);
        expect((await host().rows()).filter((row) => row.email === 'nope')).toEqual([]);
      });

      it('stores the form corrected on the 422 page once, however often it is sent', async () => {
        const email = `no-js.fixed.${newSubmissionId()}@example.co.uk`;
        const page = await (await formPost(host(), 'contact', contactFields({ email: 'nope' }))).text();
        const submissionId = /name="submissionId" value="([^"]+)"/.exec(page)?.[1];
        expect(submissionId).toBeDefined();
        for (let i = 0; i < 2; i++) {
          const fixed = await formPost(host(), 'contact', {
            ...contactFields({ email }),
            submissionId: submissionId!,
          });
          expect(fixed.status).toBe(303);
        }
        expect((await host().rows()).filter((row) => row.email === email)).toHaveLength(1);
      });

      it('from another site is refused with a page, not stored', async () => {
        const fields = contactFields();
        const response = await formPost(host(), 'contact', fields, { origin: 'https://evil.example' });
        expect(response.status).toBe(403);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect((await host().rows()).filter((row) => row.email === fields.email)).toEqual([]);
      });

      it('with the honeypot filled, looks exactly like a success and is not stored', async () => {
        const fields = contactFields({ [HONEYPOT_FIELD]: 'buy now' });
        const bot = await formPost(host(), 'contact', fields);
        expect(bot.status).toBe(303);
        expect(bot.headers.get('location')).toBe(confirmationPath('contact'));
        expect((await host().rows()).filter((row) => row.email === fields.email)).toEqual([]);
      });
    });

    describe('origins', () => {
      it('403 for a cross-origin post, storing nothing; same-origin and Origin-less posts pass', async () => {
        const refused = contactPayload();
        const evil = await post(host(), 'contact', refused, { origin: 'https://evil.example' });
        expect(evil.status).toBe(403);
        expect(await evil.json()).toEqual({ ok: false, error: serverErrors.forbiddenOrigin });
        expect(evil.headers.get('access-control-allow-origin')).toBeNull();
        expect((await post(host(), 'contact', refused, { origin: 'null' })).status).toBe(403);
        expect(await storedWith(host(), refused.submissionId)).toEqual([]);
        expect((await post(host(), 'contact', contactPayload(), { origin: new URL(host().url).origin })).status).toBe(
          201,
        );
        expect((await post(host(), 'contact', contactPayload())).status).toBe(201);
      });

      it('INBOX_ALLOWED_ORIGINS lets a separately hosted site post, with CORS headers and a preflight', async () => {
        const preflight = await fetch(`${host().url}/api/forms/support`, {
          method: 'OPTIONS',
          headers: {
            origin: ALLOWED,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED);
        expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
        expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
        const ticket = supportPayload();
        const response = await post(host(), 'support', ticket, { origin: ALLOWED });
        expect(response.status).toBe(201);
        expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
        expect(response.headers.get('vary')).toContain('Origin');
        // Error answers carry the header too, so the other site can show the message.
        const invalid = await post(host(), 'support', { submissionId: newSubmissionId() }, { origin: ALLOWED });
        expect(invalid.status).toBe(422);
        expect(invalid.headers.get('access-control-allow-origin')).toBe(ALLOWED);

        const refused = await fetch(`${host().url}/api/forms/support`, {
          method: 'OPTIONS',
          headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
        });
        expect(refused.status).toBe(403);
        expect(refused.headers.get('access-control-allow-origin')).toBeNull();
        expect(await storedWith(host(), ticket.submissionId)).toHaveLength(1);
      });
    });

    it('403 for a Host the server does not answer to, even with an Origin to match; 400 for one no URL can be made of, an empty one too', async () => {
      const ticket = supportPayload();
      const body = JSON.stringify(ticket);
      const rebound = await rawPost(
        host(),
        '/api/forms/support',
        {
          host: 'evil.example',
          origin: 'http://evil.example',
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
        (request) => void request.end(body),
        10_000,
      );
      expect(rebound.status).toBe(403);
      expect(rebound.contentType).toMatch(/^application\/json/);
      expect(JSON.parse(rebound.body)).toEqual({ ok: false, error: serverErrors.forbiddenOrigin });
      // An empty Host once read as the URL `http:///api/forms/support`, the host `api`: Node's 404.
      for (const name of ['evil example', '']) {
        const unreadable = await rawPost(
          host(),
          '/api/forms/support',
          { host: name, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
          (request) => void request.end(body),
          10_000,
        );
        expect([unreadable.status, JSON.parse(unreadable.body)], name).toEqual([
          400,
          { ok: false, error: serverErrors.malformed },
        ]);
      }
      expect(await storedWith(host(), ticket.submissionId)).toEqual([]);
    });

    it(
      'answers a post whose body never arrives: a refusal at once, a body declared or trickled and never finished within the Node server’s request timeout',
      { timeout: REQUEST_MS + 30_000 },
      async () => {
        const json = { 'content-type': 'application/json' };
        const cut = (length: number, headers: Record<string, string>, path = '/api/forms/support', body = '{') =>
          rawPost(
            host(),
            path,
            { ...headers, 'content-length': String(length) },
            (request) => void (body && request.write(body)),
            10_000,
          );
        // Refused on the headers alone: the answer does not wait for a body that is not coming, whether a byte
        // of it came or none did (1 GiB declared, nothing sent: the local front once held such a post's head back).
        for (const [length, body] of [
          [BODY_LIMIT * 4, '{'],
          [2 ** 30, ''],
        ] as const) {
          const tooLarge = await cut(length, json, '/api/forms/support', body);
          expect([tooLarge.status, JSON.parse(tooLarge.body)], `${length} declared`).toEqual([
            413,
            { ok: false, error: serverErrors.tooLarge },
          ]);
          // At once: the Worker reads what is left of a refused body for a second at most (worker/index.ts).
          expect(tooLarge.ms).toBeLessThan(5000);
        }
        expect((await cut(100, { 'content-type': 'text/plain' })).status).toBe(415);
        expect((await cut(100, json, '/api/forms/newsletter')).status).toBe(404);
        // A body that stops short of its length, and one trickled a byte every 2 s: each is cut off with an
        // error once the server's request timeout (--request-timeout here) has passed, and nothing is stored.
        const before = (await host().rows()).length;
        const limit = REQUEST_MS + CLIENT_LIMITS.checkMs + 10_000;
        const trickle = async (request: ClientRequest) => {
          for (const byte of JSON.stringify(supportPayload())) {
            if (request.destroyed) return;
            request.write(byte);
            await new Promise((resolve) => setTimeout(resolve, 2000));
          }
        };
        const [short, trickled] = await Promise.all([
          rawPost(
            host(),
            '/api/forms/support',
            { ...json, 'content-length': '500' },
            (request) => void request.write('{"name":'),
            limit,
          ),
          rawPost(host(), '/api/forms/support', { ...json, 'content-length': '500' }, trickle, limit),
        ]);
        for (const answer of [short, trickled]) {
          expect(answer.status, answer.body).toBeGreaterThanOrEqual(400);
          expect(answer.ms).toBeGreaterThanOrEqual(REQUEST_MS - 1000);
        }
        expect(await host().rows()).toHaveLength(before);
      },
    );

    it('serves the site beside the API: pages, the 404 page, _headers applied but not served, and a trailing slash redirected on-site with 308', async () => {
      const home = await fetch(host().url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<title>Home</title>');
      const missing = await fetch(`${host().url}/nope`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<title>Not found</title>');
      // The static host's configuration is applied, never served as a file.
      expect(home.headers.get('x-contract-fixture')).toBe('yes');
      expect((await fetch(`${host().url}/_headers`)).status).toBe(404);
      const slash = await fetch(`${host().url}/pricing/?a=1`, { redirect: 'manual' });
      expect(slash.status).toBe(308);
      expect(slash.headers.get('location')).toBe('/pricing?a=1');
      for (const path of ['//evil.example/', '/%5Cevil.example/']) {
        const redirect = await fetch(`${host().url}${path}`, { redirect: 'manual' });
        expect(redirect.status, path).toBe(308);
        expect(new URL(redirect.headers.get('location') ?? '', 'http://site.test').origin, path).toBe(
          'http://site.test',
        );
      }
    });
  });
});
