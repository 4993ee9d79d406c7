/**
 * The outbox (docs/decisions/0010-offline-with-a-service-worker.md; docs/architecture.md, "The PWA map"): a form POST
 * that fails for lack of network is kept in IndexedDB by the service worker (workbox-background-sync) and replayed
 * later. This module is its framework-free half: the messages the worker and the pages exchange, and the replay's
 * bookkeeping, written against a small store interface so it can be tested without a browser. It imports no content, so
 * the worker's bundle stays free of valibot; the pages' copy lives in components/pwa/copy.ts.
 *
 * Delivery is at-least-once by construction (an item leaves the store only after the inbox has answered,
 * so a worker killed mid-request replays it again) and exactly-once at the inbox, which stores each
 * `submissionId` once (docs/decisions/0009-forms-post-to-our-own-inbox.md).
 */
/** Name of the workbox-background-sync queue (its sync tag is `workbox-background-sync:outbox`). */
export const OUTBOX_QUEUE = 'outbox';

/** Items older than this (7 days waiting) are dropped, with a notice, never kept for ever. */
export const OUTBOX_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** First retry after a 5xx waits this long; each further one doubles, up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 15_000;
export const RETRY_MAX_MS = 60 * 60 * 1000;

/** What the service worker answers a page whose POST it has queued. */
export const QUEUED_STATUS = 202;
export const queuedBody = { ok: true, queued: true } as const;

/** Messages from a page to the worker. */
export type PageToWorker =
  /** A page has loaded: send it the count and any notices kept while no page was open, and replay what is due. */
  | { type: 'outbox:hello' }
  /** A page saw the `online` event: replay now (browsers without Background Sync rely on this). */
  | { type: 'outbox:replay' }
  /** A page has shown a notice: the worker forgets it. Until then it is sent again to each page that loads. */
  | { type: 'outbox:ack'; id: string };

export type OutboxNotice =
  | { kind: 'sent' }
  | { kind: 'rejected'; firstLine: string }
  | { kind: 'expired'; firstLine: string }
  /** The site answers but the message's endpoint never did: the visitor is told to send it another way. */
  | { kind: 'unreachable'; firstLine: string };

/** Messages from the worker to its pages. */
export type WorkerToPage =
  { type: 'outbox:count'; count: number } | { type: 'outbox:notice'; id: string; notice: OutboxNotice };

export function isWorkerToPage(data: unknown): data is WorkerToPage {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return type === 'outbox:count' || type === 'outbox:notice';
}

export function isPageToWorker(data: unknown): data is PageToWorker {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  if (type === 'outbox:ack') return typeof (data as { id?: unknown }).id === 'string';
  return type === 'outbox:hello' || type === 'outbox:replay';
}

/** Kept beside each queued request. */
export interface OutboxMeta {
  form: string;
  submissionId: string;
  /** The message's first line, so a visitor told it failed knows which one to send again. */
  firstLine: string;
  attempts: number;
  /** Not replayed before this time (ms since epoch), after a 5xx or an unreachable endpoint. */
  retryAt: number;
  /** Tries whose request failed while the site itself answered (the endpoint, not the connection, is down). */
  unreachable?: number;
  /** When the first of those was (ms since epoch). */
  firstUnreachableAt?: number | null;
}

/**
 * An endpoint that stays unreachable while the site answers (a cross-origin endpoint refusing CORS, a host
 * that is gone) is given up after this many tries spread over at least UNREACHABLE_WINDOW_MS.
 */
const UNREACHABLE_TRIES = 3;
export const UNREACHABLE_WINDOW_MS = 10 * 60 * 1000;
/** The wait between those tries. */
export const UNREACHABLE_RETRY_MS = 5 * 60 * 1000;

const FIRST_LINE_MAX = 60;

/** The first non-empty line of a form's message (or of its name, failing that), shortened for a toast. */
export function firstLineOf(body: unknown): string {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = [record.message, record.name, record.firstName].find((value) => typeof value === 'string') as
    string | undefined;
  const line =
    (text ?? '')
      .split(/\r?\n/)
      .find((part) => part.trim() !== '')
      ?.trim() ?? '';
  return line.length > FIRST_LINE_MAX ? `${line.slice(0, FIRST_LINE_MAX - 1).trimEnd()}…` : line;
}

export function outboxMetadata(form: string, body: unknown): OutboxMeta {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    form,
    submissionId: typeof record.submissionId === 'string' ? record.submissionId : '',
    firstLine: firstLineOf(body),
    attempts: 0,
    retryAt: 0,
  };
}

export type ReplayOutcome = 'delivered' | 'rejected' | 'retry';

/**
 * What an HTTP answer means for a queued item. Any 2xx (or 3xx) is delivered; a 5xx, 408 or 429 is the
 * inbox being unwell and is retried later; any other 4xx will never succeed, so the item is dropped and the
 * visitor told.
 */
export function classifyReplay(status: number): ReplayOutcome {
  if (status < 400) return 'delivered';
  if (status >= 500 || status === 408 || status === 429) return 'retry';
  return 'rejected';
}

/** Wait before the next attempt after `attempts` failed ones: 15 s, 30 s, 1 min… up to an hour. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

const isExpired = (timestamp: number, now: number): boolean => now - timestamp > OUTBOX_MAX_AGE_MS;

export interface StoredItem {
  id: number;
  /** When it was queued (ms since epoch). */
  timestamp: number;
  metadata: OutboxMeta;
  /** A fresh copy of the stored request. */
  request: () => Request;
}

/** The queue as the replay needs it; in the worker, workbox-background-sync's QueueStore. */
export interface OutboxStore {
  /** Oldest first. */
  items(): Promise<StoredItem[]>;
  remove(id: number): Promise<void>;
  /** Keep the item with new metadata (after a 5xx). */
  reschedule(item: StoredItem, metadata: OutboxMeta): Promise<void>;
}

export interface ReplayResult {
  delivered: number;
  rejected: string[];
  expired: string[];
  /** Given up: the site answered, the endpoint never did. */
  unreachable: string[];
  /** The connection failed during the replay: the rest waits for the next trigger. */
  offline: boolean;
}

/**
 * Send every due item once, oldest first. A 5xx reschedules only that item, with back-off. A request that
 * fails without an answer is told apart by asking whether the site itself answers (`siteReachable`): if not,
 * the connection is gone (a train that reports itself online) and the replay stops, keeping everything; if it
 * does, only this item's endpoint is down, so it is rescheduled and the others go on, and after
 * UNREACHABLE_TRIES tries over UNREACHABLE_WINDOW_MS it is given up with a notice. No item holds back another.
 */
export async function replayOutbox(
  store: OutboxStore,
  send: (request: Request) => Promise<Response>,
  now: () => number = Date.now,
  siteReachable: () => Promise<boolean> = async () => false,
): Promise<ReplayResult> {
  const result: ReplayResult = { delivered: 0, rejected: [], expired: [], unreachable: [], offline: false };
  for (const item of await store.items()) {
    const { metadata } = item;
    if (isExpired(item.timestamp, now())) {
      await store.remove(item.id);
      result.expired.push(metadata.firstLine);
      continue;
    }
    if (metadata.retryAt > now()) continue;
    let response: Response | undefined;
    try {
      response = await send(item.request());
    } catch {
      if (!(await siteReachable())) {
        result.offline = true;
        break;
      }
      try {
        // The site answers, yet the send failed: the connection may have come back between the two (the
        // `online` event fires as the network returns, and a send already on its way fails). A second send
        // tells that apart from an endpoint that is down, which would otherwise wait its back-off.
        response = await send(item.request());
      } catch {
        // Down: handled below.
      }
    }
    if (response === undefined) {
      const tries = (metadata.unreachable ?? 0) + 1;
      const since = metadata.firstUnreachableAt ?? now();
      if (tries >= UNREACHABLE_TRIES && now() - since >= UNREACHABLE_WINDOW_MS) {
        await store.remove(item.id);
        result.unreachable.push(metadata.firstLine);
      } else {
        await store.reschedule(item, {
          ...metadata,
          unreachable: tries,
          firstUnreachableAt: since,
          retryAt: now() + UNREACHABLE_RETRY_MS,
        });
      }
      continue;
    }
    const outcome = classifyReplay(response.status);
    if (outcome === 'retry') {
      const attempts = metadata.attempts + 1;
      await store.reschedule(item, { ...metadata, attempts, retryAt: now() + retryDelay(attempts) });
      continue;
    }
    await store.remove(item.id);
    if (outcome === 'delivered') result.delivered++;
    else result.rejected.push(metadata.firstLine);
  }
  return result;
}

/** Whether a request URL is one of the form endpoints (relative ones resolved against the site). */
export function isOutboxEndpoint(url: string, endpoints: readonly string[], origin: string): boolean {
  const target = new URL(url);
  target.search = '';
  target.hash = '';
  return endpoints.some((endpoint) => endpoint !== '' && new URL(endpoint, origin).href === target.href);
}

/**
 * How long after a page's `online` message a replay that found no connection is tried again: the event fires as
 * the connection returns, sometimes before it carries requests, and then the replay finds the site unreachable.
 * Browsers with Background Sync try again by themselves; the others (Firefox, Safari) would keep the message
 * until the visitor's next page. Seen in the browser suite, where the page's `online` event came before the
 * worker's network was back.
 */
export const ONLINE_RETRY_MS = [500, 1_000, 2_000, 4_000] as const;

/**
 * Replay once, then again after each of `delays` while the last replay found no connection and messages wait.
 * `replay` resolves to whether it found the connection down.
 */
export async function replayAfterOnline(
  replay: () => Promise<boolean>,
  waiting: () => Promise<number>,
  sleep: (ms: number) => Promise<void>,
  delays: readonly number[] = ONLINE_RETRY_MS,
): Promise<void> {
  let down = await replay();
  for (const delay of delays) {
    if (!down || (await waiting()) === 0) return;
    await sleep(delay);
    down = await replay();
  }
}
