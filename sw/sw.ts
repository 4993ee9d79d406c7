/**
 * The service worker (docs/decisions/0010-offline-with-a-service-worker.md; docs/architecture.md, "The PWA map").
 * scripts/build-sw.ts compiles it after pre-rendering and injects the precache manifest: every page, asset, icon, font,
 * download and data file of the build.
 *
 * Caching. Pages and hashed assets are both answered from the precache, i.e. cache-first:
 * - a page and the hashed scripts it references come from the same build, so a visitor never gets new
 *   HTML pointing at scripts the old precache lacks, or old HTML with new scripts;
 * - on a weak connection ("lie-fi") a network-first page would wait for a time-out before falling back;
 *   from the precache it opens at once;
 * - freshness comes from updates instead: each navigation (and an hourly timer in the page) checks for a new
 *   worker, which precaches the new build and then offers "A new version of this site is available" with a
 *   Reload button. Network-first HTML would show new pages under an old worker and make that prompt a lie.
 * Hashed /assets never change under one name, so cache-first needs no revision for them.
 * Anything not precached goes to the network; a navigation that fails there gets the 404 page.
 */
import { QueueStore, Queue, StorableRequest } from 'workbox-background-sync';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  OUTBOX_QUEUE,
  QUEUED_STATUS,
  isOutboxEndpoint,
  isPageToWorker,
  outboxMetadata,
  queuedBody,
  replayAfterOnline,
  replayOutbox,
  type OutboxMeta,
  type OutboxNotice,
  type OutboxStore,
  type WorkerToPage,
} from '../lib/pwa/outbox.ts';
import { NOT_FOUND_PAGE, precacheCandidates } from '../lib/pwa/urls.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** The form endpoints (content/site.ts), passed in by the build: the worker has no environment of its own. */
declare const __OUTBOX_ENDPOINTS__: string[];

// ---- The outbox -------------------------------------------------------------------------------------------

const queueStore = new QueueStore(OUTBOX_QUEUE);

const store: OutboxStore = {
  async items() {
    const entries = await queueStore.getAll();
    return entries.map((entry) => ({
      id: entry.id,
      timestamp: entry.timestamp,
      metadata: entry.metadata as OutboxMeta,
      request: () => new StorableRequest(entry.requestData).toRequest(),
    }));
  },
  remove: (id) => queueStore.deleteEntry(id),
  // Add the new copy before deleting the old one: a worker stopped in between leaves a duplicate, which the
  // inbox stores once (submissionId), rather than losing the message.
  async reschedule(item, metadata) {
    await queue.pushRequest({ request: item.request(), timestamp: item.timestamp, metadata: { ...metadata } });
    await queueStore.deleteEntry(item.id);
  },
};

async function windows(): Promise<readonly WindowClient[]> {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function broadcast(message: WorkerToPage): Promise<number> {
  const clients = await windows();
  for (const client of clients) client.postMessage(message);
  return clients.length;
}

const broadcastCount = async () => broadcast({ type: 'outbox:count', count: await queueStore.size() });

// News of the outbox (sent, refused, expired) is kept until a page confirms it has shown it: Chromium fires
// `sync` with every tab closed and at browser start-up, and a page that is still loading may not listen
// yet. Each page that says hello gets what is kept; pages show a notice once per id.
const NOTICES = 'outbox-notices';
const noticeKey = (id: string) => `/__outbox-notice/${encodeURIComponent(id)}`;

async function announce(notice: OutboxNotice): Promise<void> {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await (await caches.open(NOTICES)).put(noticeKey(id), Response.json({ id, notice }));
  await broadcast({ type: 'outbox:notice', id, notice });
}

async function resendNotices(): Promise<void> {
  if (!(await caches.has(NOTICES))) return;
  const cache = await caches.open(NOTICES);
  for (const key of await cache.keys()) {
    const kept = (await (await cache.match(key))?.json()) as { id: string; notice: OutboxNotice } | undefined;
    if (kept) await broadcast({ type: 'outbox:notice', ...kept });
  }
}

async function forgetNotice(id: string): Promise<void> {
  if (await caches.has(NOTICES)) await (await caches.open(NOTICES)).delete(noticeKey(id));
}

/**
 * Whether the site itself answers: a request that fails while this succeeds means that message's endpoint is
 * down, not the connection. robots.txt is small and never precached, so this really asks the network.
 */
async function siteReachable(): Promise<boolean> {
  try {
    return (await fetch(new URL('/robots.txt', self.location.origin), { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** Whether the last replay found no connection (lib/pwa/outbox.ts replayAfterOnline). */
let connectionDown = false;

async function replayOnce(): Promise<void> {
  if ((await queueStore.size()) === 0) return;
  const result = await replayOutbox(store, (request) => fetch(request), Date.now, siteReachable);
  connectionDown = result.offline;
  if (result.delivered > 0) await announce({ kind: 'sent' });
  for (const firstLine of result.rejected) await announce({ kind: 'rejected', firstLine });
  for (const firstLine of result.expired) await announce({ kind: 'expired', firstLine });
  for (const firstLine of result.unreachable) await announce({ kind: 'unreachable', firstLine });
  await broadcastCount();
}

// One replay at a time: `sync`, start-up and pages' `online` messages can arrive together. A request during
// a replay runs one more pass after it, so nothing queued meanwhile waits for the next trigger.
let running: Promise<void> | undefined;
let again = false;
function replay(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await replayOnce();
      } while (again);
    } finally {
      running = undefined;
    }
  })();
  return running;
}

const hasBackgroundSync = 'sync' in self.registration;

// Created after everything its `onSync` uses: without Background Sync, Workbox calls it at once.
// Our own expiry (7 days, with a notice) runs first; maxRetentionTime only stops Workbox dropping items silently.
const queue = new Queue(OUTBOX_QUEUE, { maxRetentionTime: 60 * 24 * 365, onSync });

/** The `sync` handler: rejecting while items remain makes the browser schedule another `sync` later. */
async function onSync(): Promise<void> {
  await replay();
  const left = await queueStore.size();
  if (left > 0 && hasBackgroundSync) throw new Error(`outbox: ${left} message(s) still waiting`);
}

async function sendOrQueue(request: Request): Promise<Response> {
  const copy = request.clone();
  try {
    // Any HTTP answer, 5xx included, goes back to the page as it is: only a missing network is queued.
    return await fetch(request);
  } catch {
    let body: unknown = null;
    try {
      body = await copy.clone().json();
    } catch {
      // Not JSON: kept all the same, without a first line.
    }
    const form = new URL(request.url).pathname.split('/').pop() ?? '';
    await queue.pushRequest({ request: copy, metadata: { ...outboxMetadata(form, body) } });
    await broadcastCount();
    return Response.json(queuedBody, { status: QUEUED_STATUS });
  }
}

// Before Workbox's listeners, so the form POSTs are ours.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'POST' || !isOutboxEndpoint(request.url, __OUTBOX_ENDPOINTS__, self.location.origin)) return;
  event.respondWith(sendOrQueue(request));
});

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  // workbox-window's messageSkipWaiting(), sent only when the visitor presses Reload.
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
    return;
  }
  if (!isPageToWorker(data)) return;
  event.waitUntil(
    (async () => {
      if (data.type === 'outbox:ack') {
        await forgetNotice(data.id);
        return;
      }
      if (data.type === 'outbox:hello') {
        await resendNotices();
        await broadcastCount();
      }
      if (data.type === 'outbox:replay') {
        // Sent on the page's `online` event, which can come before the network carries requests.
        await replayAfterOnline(
          async () => {
            await replay();
            return connectionDown;
          },
          () => queueStore.size(),
          (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        );
        return;
      }
      await replay();
    })(),
  );
});

// ---- Precache and pages -----------------------------------------------------------------------------------

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, { urlManipulation: ({ url }) => precacheCandidates(url) });

// A navigation the precache cannot answer (an unknown path) goes to the network; offline it gets the 404
// page with status 404, never the home page.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const page = await matchPrecache(NOT_FOUND_PAGE);
      if (!page) throw error;
      return new Response(page.body, { status: 404, statusText: 'Not Found', headers: page.headers });
    }
  },
);

self.addEventListener('activate', (event) => {
  // Take over the pages of the first visit at once, so they work offline without a reload. Updates never
  // get here before the visitor asks (SKIP_WAITING).
  event.waitUntil(self.clients.claim().then(replay));
});

// Replay when the worker starts (browsers without Background Sync have nothing else); only the active
// worker does, so a new version installing beside it never sends the same items at the same time.
if (self.serviceWorker?.state === 'activated') void replay();
