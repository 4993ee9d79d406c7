/**
 * Copies each stored submission to the firm's automation webhook (n8n, Make, Zapier) from the server, after it
 * is safely in the inbox (DESIGN decision 7), so no webhook address ships to browsers. A failed copy is
 * retried with back-off (30 s doubling to an hour) until it succeeds or a day has passed since the
 * submission, then marked failed; `inbox list` and `inbox show` tell delivered, pending and failed apart.
 */
import type { FormType } from '../../lib/forms.ts';
import type { Inbox, StoredSubmission } from './inbox.ts';

export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** How often due retries are looked for. */
export const POLL_MS = 15_000;
/** A webhook that does not answer within this is a failed attempt. */
export const ATTEMPT_TIMEOUT_MS = 15_000;

/** The wait before the attempt after `attempts` failed ones. */
export const backoff = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

export interface ForwarderOptions {
  inbox: Inbox;
  /** The webhook of each form; '' means none, and such submissions are never queued. */
  webhooks: Record<FormType, string>;
  fetch?: typeof fetch;
  now?: () => Date;
  log?: (message: string) => void;
}

export class Forwarder {
  private readonly options: Required<ForwarderOptions>;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  /** Asked to run while running: go round once more, so nothing stored meanwhile waits for the next poll. */
  private again = false;

  constructor(options: ForwarderOptions) {
    this.options = {
      fetch: (...args) => fetch(...args),
      now: () => new Date(),
      log: (message) => process.stderr.write(`${message}\n`),
      ...options,
    };
  }

  /** Whether a new submission of `form` should be queued. */
  wants(form: FormType): boolean {
    return this.options.webhooks[form] !== '';
  }

  start(): void {
    this.timer ??= setInterval(() => void this.run(), POLL_MS);
    this.timer.unref();
    void this.run();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Deliver everything due now; one run at a time. Resolves when the current run is over. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.deliverDue();
      } while (this.again);
    })().finally(() => (this.running = undefined));
    return this.running;
  }

  private async deliverDue(): Promise<void> {
    const { inbox, now } = this.options;
    for (const submission of inbox.due(now())) await this.attempt(submission);
  }

  private async attempt(submission: StoredSubmission): Promise<void> {
    const { inbox, now, log } = this.options;
    const url = this.options.webhooks[submission.form];
    let error: string;
    try {
      const response = await this.options.fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(submission.payload),
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      if (response.ok) {
        inbox.markDelivered(submission.id, now());
        return;
      }
      error = `the webhook answered ${response.status}`;
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    const age = now().getTime() - new Date(submission.createdAt).getTime();
    const next = age >= GIVE_UP_AFTER_MS ? null : new Date(now().getTime() + backoff(submission.attempts + 1));
    inbox.markAttemptFailed(submission.id, error, next);
    log(
      next
        ? `inbox: submission ${submission.id} not yet copied to the ${submission.form} webhook (${error}); next try ${next.toISOString()}`
        : `inbox: gave up copying submission ${submission.id} to the ${submission.form} webhook after a day (${error})`,
    );
  }
}
