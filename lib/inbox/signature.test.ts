import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_TOLERANCE_S, signWebhook, verifyWebhook } from './signature.ts';

const now = new Date('2026-03-02T10:00:00Z');
const body = JSON.stringify({ formType: 'support', name: 'Jane Smith', message: 'Zoë says “hi” 👍🏽' });

describe('signed webhook copies (Standard Webhooks)', () => {
  it('signs "<id>.<timestamp>.<body>" with HMAC-SHA256, as any receiver computes it', async () => {
    const headers = await signWebhook('a plain secret', 'msg_1', body, now);
    expect(headers['webhook-id']).toBe('msg_1');
    expect(headers['webhook-timestamp']).toBe('1772445600');
    const expected = createHmac('sha256', 'a plain secret').update(`msg_1.1772445600.${body}`).digest('base64');
    expect(headers['webhook-signature']).toBe(`v1,${expected}`);
  });

  it('takes a whsec_ secret as its base64 bytes: the Standard Webhooks example signs alike', async () => {
    const headers = await signWebhook(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      '{"test": 2432232314}',
      new Date(1614265330 * 1000),
    );
    expect(headers['webhook-signature']).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('verifies what it signed, and nothing altered, resigned with another secret, or replayed late', async () => {
    const headers = new Headers(await signWebhook('s3cret', 'msg_1', body, now));
    expect(await verifyWebhook('s3cret', headers, body, now)).toBe(true);
    expect(await verifyWebhook('s3cret', headers, body.replace('Jane', 'Joan'), now)).toBe(false);
    expect(await verifyWebhook('other', headers, body, now)).toBe(false);
    const late = new Date(now.getTime() + (SIGNATURE_TOLERANCE_S + 1) * 1000);
    expect(await verifyWebhook('s3cret', headers, body, late)).toBe(false);
    const forged = new Headers(headers);
    forged.set('webhook-timestamp', String(Number(headers.get('webhook-timestamp')) + 1));
    expect(await verifyWebhook('s3cret', forged, body, now)).toBe(false);
    expect(await verifyWebhook('s3cret', new Headers(), body, now)).toBe(false);
  });
});
