/**
 * Copies each stored submission to the firm's automation webhook (n8n, Make, Zapier) from the server, after
 * it is safely in the inbox (DESIGN decision 7), so no webhook address ships to browsers. A failed copy is
 * retried with back-off (30 s doubling to an hour) until it succeeds or a day has passed since the
 * submission, then marked failed; `inbox list` and `inbox show` tell delivered, pending and failed apart.
 *
 * Both hosts run this: the Node server after each save and on a timer (cli/server/forwarder.ts), the Worker
 * the new copy after each save and the rest on its Cron Trigger (worker/index.ts). Each copy is claimed in
 * the store, one at a time, before it is sent, and its outcome recorded only while the claim holds, so two
 * runs (two instances, or a save's run beside the schedule's) never send the same copy.
 */
import type { FormType } from '../forms.ts';
import type { InboxStore, StoredSubmission } from './store.ts';

export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;
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
  fetch?: typeof fetch;
  now?: () => Date;
  log?: (message: string) => void;
}

/** Whether a new submission of `form` should be queued for its webhook. */
export const wantsDelivery = (webhooks: Webhooks, form: FormType): boolean => webhooks[form] !== '';

/**
 * Send the copies that are due now, oldest first, at most `max` of them (a Worker invocation has a budget of
 * subrequests and D1 queries: each copy takes two queries and one fetch); returns how many were attempted.
 */
export async function deliverDue(options: DeliveryOptions, { max = Infinity }: { max?: number } = {}): Promise<number> {
  const now = options.now ?? (() => new Date());
  let attempted = 0;
  while (attempted < max) {
    const claimed = await options.store.claim(now(), new Date(now().getTime() + CLAIM_MS));
    if (!claimed) break;
    await attempt(claimed, options, now);
    attempted++;
  }
  return attempted;
}

/** Send copy `id` now if it is due (a submission just stored); the schedule takes it if this fails. */
export async function deliverOne(options: DeliveryOptions, id: number): Promise<boolean> {
  const now = options.now ?? (() => new Date());
  const claimed = await options.store.claim(now(), new Date(now().getTime() + CLAIM_MS), id);
  if (claimed) await attempt(claimed, options, now);
  return claimed !== undefined;
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
      const response = await (options.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(submission.payload),
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
      error = cause instanceof Error ? cause.message : String(cause);
    }
  }
  const age = now().getTime() - new Date(submission.createdAt).getTime();
  const next = age >= GIVE_UP_AFTER_MS ? null : new Date(now().getTime() + backoff(submission.attempts + 1));
  // A claim that lapsed mid-attempt belongs to another run now, which records its own outcome.
  if (!(await store.markAttemptFailed(submission.id, error, next, submission.nextAttemptAt))) return;
  log(
    next
      ? `inbox: submission ${submission.id} not yet copied to the ${submission.form} webhook (${error}); next try ${next.toISOString()}`
      : `inbox: gave up copying submission ${submission.id} to the ${submission.form} webhook after a day (${error})`,
  );
}
