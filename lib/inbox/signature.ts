/**
 * Signed webhook copies, in the Standard Webhooks format (https://www.standardwebhooks.com, the scheme of
 * Svix, and the shape of Stripe's and GitHub's): every copy carries
 *
 *   webhook-id:        msg_<the submission's id>, the same on every retry, so a receiver can drop repeats;
 *   webhook-timestamp: when this attempt was signed, in Unix seconds, so a receiver can refuse replays;
 *   webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>" under SITE_WEBHOOK_SECRET>.
 *
 * A secret written `whsec_<base64>` (as Standard Webhooks libraries make them) is those bytes; any other
 * secret is its UTF-8 text, easier to paste into n8n, Make or Zapier. WebCrypto only, so the Node server and
 * the Worker sign alike. docs/forms-and-inbox.md "Webhooks" shows a receiver checking it.
 */

/** How far a receiver should let the timestamp stray from its own clock (the Standard Webhooks default). */
export const SIGNATURE_TOLERANCE_S = 5 * 60;

export type SignatureHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };

const keyBytes = (secret: string): Uint8Array<ArrayBuffer> =>
  secret.startsWith('whsec_')
    ? Uint8Array.from(atob(secret.slice('whsec_'.length)), (c) => c.charCodeAt(0))
    : new TextEncoder().encode(secret);

const keys = new Map<string, Promise<CryptoKey>>();
const hmacKey = (secret: string, use: 'sign' | 'verify'): Promise<CryptoKey> => {
  const cacheKey = `${use}:${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = crypto.subtle.importKey('raw', keyBytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [use]);
    keys.set(cacheKey, key);
  }
  return key;
};

const base64 = (bytes: ArrayBuffer): string => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** The headers that sign `body` (sent exactly as signed) for message `id` at `now`. */
export async function signWebhook(secret: string, id: string, body: string, now: Date): Promise<SignatureHeaders> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  const signature = base64(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), signed));
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

/**
 * What a receiver does (and the tests do): true when one of the signatures is `body`'s under `secret` and the
 * timestamp is within SIGNATURE_TOLERANCE_S of `now`. Compared by WebCrypto's verify, in constant time.
 */
export async function verifyWebhook(
  secret: string,
  headers: { get(name: string): string | null },
  body: string,
  now: Date,
): Promise<boolean> {
  const id = headers.get('webhook-id');
  const timestamp = headers.get('webhook-timestamp');
  const signatures = headers.get('webhook-signature');
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_S) return false;
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  const key = await hmacKey(secret, 'verify');
  for (const entry of signatures.split(' ')) {
    const [version, value = ''] = entry.split(',', 2);
    if (version !== 'v1') continue;
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    } catch {
      continue;
    }
    if (await crypto.subtle.verify('HMAC', key, bytes, signed)) return true;
  }
  return false;
}
