/**
 * The Node server's timer for webhook copies (lib/inbox/delivery.ts): a run after each stored submission,
 * one at start-up for anything left from before a restart, and one every 15 seconds for retries that come
 * due. The Worker has its Cron Trigger instead (worker/index.ts).
 */
import { type DeliveryOptions, deliverDue } from '../../lib/inbox/delivery.ts';

/** How often due retries are looked for. */
export const POLL_MS = 15_000;
/**
 * How long a stopping server waits for copies in flight. It claims no new one once stopping; a copy still
 * unanswered after this keeps its claim, which lapses, and the next start sends it again.
 */
const STOP_WAIT_MS = 5_000;

export class Forwarder {
  private readonly options: DeliveryOptions;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  /** Asked to run while running: go round once more, so nothing stored meanwhile waits for the next poll. */
  private again = false;
  private readonly stopping = new AbortController();

  private readonly stopWaitMs: number;

  constructor(options: DeliveryOptions, { stopWaitMs = STOP_WAIT_MS }: { stopWaitMs?: number } = {}) {
    this.options = { log: (message) => process.stderr.write(`${message}\n`), ...options };
    this.stopWaitMs = stopWaitMs;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.run(), POLL_MS);
    this.timer.unref();
    void this.run();
  }

  /** Stop claiming copies, and wait at most `stopWaitMs` (STOP_WAIT_MS) for those under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping.abort();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([this.running, new Promise((resolve) => (timer = setTimeout(resolve, this.stopWaitMs)))]);
    clearTimeout(timer);
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
          await deliverDue(this.options, { signal: this.stopping.signal });
        } catch (error) {
          // The next poll tries again; a database that cannot be read now is no reason to stop for good.
          this.options.log?.(
            `inbox: webhook copies not sent: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      } while (this.again && !this.stopping.signal.aborted);
    })().finally(() => (this.running = undefined));
    return this.running;
  }
}
