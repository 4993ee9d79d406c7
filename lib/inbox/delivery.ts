/**
 * Copies each stored submission to the firm's automation webhook (n8n, Make, Zapier) from the server, after it is
 * safely in the inbox (docs/decisions/0009-forms-post-to-our-own-inbox.md), so no webhook address ships to browsers. A
 * failed copy is retried with back-off (30 s doubling to an hour) until it succeeds or a day has passed since its first
 * attempt, then marked failed; `inbox list` and `inbox show` tell delivered, pending and failed apart, and `inbox
 * redeliver` queues a failed copy again.
 *
 * Both hosts run this: the Node server after each save and on a timer (cli/server/forwarder.ts), the Worker
 * the new copy after each save and the rest on its Cron Trigger (worker/index.ts). Each copy is claimed in
 * the store, one at a time, before it is sent, and its outcome recorded only while the claim holds, so two
 * runs (two instances, or a save's run beside the schedule's) never send the same copy.
 */
import type { FormType } from '../forms.ts';
import { signWebhook } from './signature.ts';
import type { InboxStore, StoredSubmission } from './store.ts';

export const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** A webhook that does not answer within this is a failed attempt. */
export const ATTEMPT_TIMEOUT_MS = 15_000;
/** How long a claim keeps a copy from other runs: one attempt, with room to spare. */
export const CLAIM_MS = 4 * ATTEMPT_TIMEOUT_MS;

/** The wait before the attempt after `attempts` failed ones. */
export const backoff = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/** The webhook of each form; '' means none, and such submissions are never queued. */
export type Webhooks = Record<FormType, string>;

export interface DeliveryOptions {
  store: InboxStore;
  webhooks: Webhooks;
  /** `SITE_WEBHOOK_SECRET`: each copy is signed with it (lib/inbox/signature.ts); '' or absent, unsigned. */
  secret?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  log?: (message: string) => void;
}

/** Whether a new submission of `form` should be queued for its webhook. */
export const wantsDelivery = (webhooks: Webhooks, form: FormType): boolean => webhooks[form] !== '';

/** Copies sent at once by one run: a backlog of slow or dead webhooks drains in parallel, but within reason. */
export const DELIVERY_CONCURRENCY = 4;

/**
 * Send the copies that are due now, oldest first, `concurrency` at a time and at most `max` in all (a Worker
 * invocation has a budget of subrequests and D1 queries: each copy takes two queries and one fetch); returns
 * how many were attempted. Once `signal` aborts (a server shutting down) no further copy is claimed.
 */
export async function deliverDue(
  options: DeliveryOptions,
  {
    max = Infinity,
    concurrency = DELIVERY_CONCURRENCY,
    signal,
  }: { max?: number; concurrency?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const now = options.now ?? (() => new Date());
  let started = 0;
  // Each lane claims its next copy when its last is done; claims are atomic in the store, so lanes (and other
  // servers) never share one.
  const lane = async (): Promise<void> => {
    while (started < max && !signal?.aborted) {
      started++;
      const claimed = await options.store.claim(now(), new Date(now().getTime() + CLAIM_MS));
      if (!claimed) {
        started--;
        return;
      }
      await attempt(claimed, options, now);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, max)) }, lane));
  return started;
}

/** Send copy `id` now if it is due (a submission just stored); the schedule takes it if this fails. */
export async function deliverOne(options: DeliveryOptions, id: number): Promise<boolean> {
  const now = options.now ?? (() => new Date());
  const claimed = await options.store.claim(now(), new Date(now().getTime() + CLAIM_MS), id);
  if (claimed) await attempt(claimed, options, now);
  return claimed !== undefined;
}

/**
 * What went wrong with an attempt, in words the firm can act on: the webhook refused the connection, its host
 * is unknown, it did not answer in time. fetch's own message ("fetch failed") says none of that; the cause
 * it wraps (Node's undici) carries the system error's code.
 */
export function failureOf(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  if (cause.name === 'TimeoutError') return `timed out: no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`;
  const inner = (cause as { cause?: unknown }).cause;
  const code = (inner as { code?: unknown } | undefined)?.code;
  switch (code) {
    case 'ECONNREFUSED':
      return 'refused: nothing listens at the webhook address (ECONNREFUSED)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the webhook's host name was not found (${code})`;
    case 'ECONNRESET':
      return 'the connection was reset before an answer (ECONNRESET)';
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
      return `the webhook's TLS certificate was refused (${code})`;
    default:
      break;
  }
  const detail = inner instanceof Error && inner.message !== cause.message ? `: ${inner.message}` : '';
  return `${cause.message}${typeof code === 'string' ? ` (${code})` : ''}${detail}`;
}

async function attempt(submission: StoredSubmission, options: DeliveryOptions, now: () => Date): Promise<void> {
  const { store, log = () => undefined } = options;
  const url = options.webhooks[submission.form];
  let error: string;
  if (url === '') {
    // Queued while a webhook was configured, which has since been removed: nowhere to send it.
    error = `no ${submission.form} webhook is configured`;
  } else {
    try {
      const body = JSON.stringify(submission.payload);
      // The same on every copy of a submission, signed or not: delivery is at least once (a server that dies
      // between the webhook's answer and recording it sends the copy again), so this is what a receiver drops
      // a repeat by (docs/forms-and-inbox.md "Webhooks").
      const key = `msg_${submission.submissionId}`;
      const signature = options.secret ? await signWebhook(options.secret, key, body, now()) : {};
      const response = await (options.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'webhook-id': key, ...signature },
        body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      // The body is not needed, but an unread one holds the connection open on some runtimes.
      await response.body?.cancel();
      if (response.ok) {
        await store.markDelivered(submission.id, now(), submission.nextAttemptAt);
        return;
      }
      error = `the webhook answered ${response.status}`;
    } catch (cause) {
      error = failureOf(cause);
    }
  }
  // The day counts from the first attempt (set by the claim), not from storage: a backlog from a stopped
  // server, or from before a webhook was set, still gets its day of retries.
  const age = now().getTime() - new Date(submission.firstAttemptAt ?? submission.createdAt).getTime();
  // The claim has counted this attempt already.
  const next = age >= GIVE_UP_AFTER_MS ? null : new Date(now().getTime() + backoff(submission.attempts));
  // A claim that lapsed mid-attempt belongs to another run now, which records its own outcome.
  if (!(await store.markAttemptFailed(submission.id, error, next, submission.nextAttemptAt))) return;
  log(
    next
      ? `inbox: submission ${submission.id} not yet copied to the ${submission.form} webhook (${error}); next try ${next.toISOString()}`
      : `inbox: gave up copying submission ${submission.id} to the ${submission.form} webhook after a day (${error})`,
  );
}
