/**
 * Sending a form: the submission's id, the POST of its payload to the form's endpoint and the reading of the
 * answer (docs/product.md#messages). Content-free, as a form island ships it to the browser.
 */
import type { FieldErrors, FormType, Outgoing, Payload } from './fields.ts';

/**
 * A new submission id. Made once per submission and kept across retries, so the inbox stores it once.
 * `crypto.randomUUID` exists only in secure contexts; a page served over plain http from another host
 * falls back to the same version-4 layout built from `getRandomValues`.
 */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = Array.from(crypto.getRandomValues(new Uint8Array(16)));
  // Version 4, variant 10xx (RFC 9562 §5.4).
  const hex = bytes
    .map((byte, i) => (i === 6 ? (byte & 0x0f) | 0x40 : i === 8 ? (byte & 0x3f) | 0x80 : byte))
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The inbox API's answer, as the page needs it for its toast. */
export type SubmitResult =
  | {
      ok: true;
      status: number;
      /**
       * Not sent yet: the service worker kept it in its outbox because there was no network, and will send
       * it later (docs/decisions/0010-offline-with-a-service-worker.md; lib/pwa/outbox.ts).
       */
      queued: boolean;
    }
  | { ok: false; status: number; message: string; errors: FieldErrors };

/**
 * Read an endpoint's response: success for any 2xx, otherwise the server's own message (or `fallback`, the form's
 * default failure text, docs/product.md#messages) and its per-field errors. Webhook endpoints (n8n, Make, Zapier)
 * answer with bodies of their own, so anything unreadable falls back rather than failing.
 */
export async function readSubmitResponse(fallback: string, response: Response): Promise<SubmitResult> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the status alone decides.
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (response.ok) {
    const queued = response.status === 202 && record.queued === true;
    return { ok: true, status: response.status, queued };
  }
  const message = typeof record.error === 'string' && record.error.trim() !== '' ? record.error : fallback;
  const errors: FieldErrors = {};
  if (typeof record.errors === 'object' && record.errors !== null) {
    for (const [field, text] of Object.entries(record.errors)) if (typeof text === 'string') errors[field] = text;
  }
  return { ok: false, status: response.status, message, errors };
}

/**
 * Post a payload as JSON to `endpoint` and read the answer. Every HTTP answer resolves. A network failure reaches the
 * page as a `queued` result when the service worker has kept the message in its outbox
 * (docs/decisions/0010-offline-with-a-service-worker.md "Offline"; lib/pwa/outbox.ts), and rejects only without a
 * worker (the first visit, or a browser without one).
 */
export async function submitPayload(
  endpoint: string,
  payload: Outgoing<Payload<FormType>>,
  fallback: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  const response = await fetchImpl(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  return readSubmitResponse(fallback, response);
}
