/**
 * The Node server's timer for webhook copies (lib/inbox/delivery.ts): a run after each stored submission,
 * one at start-up for anything left from before a restart, and one every 15 seconds for retries that come
 * due. The Worker has its Cron Trigger instead (worker/index.ts).
 */
import { type DeliveryOptions, deliverDue } from '../../lib/inbox/delivery.ts';

/** How often due retries are looked for. */
export const POLL_MS = 15_000;

export class Forwarder {
  private readonly options: DeliveryOptions;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  /** Asked to run while running: go round once more, so nothing stored meanwhile waits for the next poll. */
  private again = false;

  constructor(options: DeliveryOptions) {
    this.options = { log: (message) => process.stderr.write(`${message}\n`), ...options };
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
        try {
          await deliverDue(this.options);
        } catch (error) {
          // The next poll tries again; a database that cannot be read now is no reason to stop for good.
          this.options.log?.(
            `inbox: webhook copies not sent: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      } while (this.again);
    })().finally(() => (this.running = undefined));
    return this.running;
  }
}
