/**
 * Service-worker registration and its conversation with the page (docs/decisions/0010-offline-with-a-service-worker.md;
 * docs/architecture.md, "The PWA map"), loaded after the page is idle so workbox-window costs nothing at first paint.
 * Updates never reload by themselves: a waiting worker only offers a Reload button, and the page reloads once the new
 * worker controls it after that press (or after a short wait, see below).
 * @see https://developer.chrome.com/docs/workbox/modules/workbox-window
 */
import { Workbox } from 'workbox-window';
import { afterEngagement } from '../shell/engagement.ts';
import { shellData } from '../shell/shellData.ts';
import { notify } from '../ui/toast/index.ts';
import { tellWorker } from './messages.ts';

const OFFLINE_READY_KEY = 'pwa-offline-ready';
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How long Reload waits for the new worker to take control before it navigates anyway. */
const RELOAD_FALLBACK_MS = 3000;

function remembered(key: string): boolean {
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return true; // storage blocked: the notice cannot be shown once only, so it is not shown
  }
}

function rememberOnce(key: string): boolean {
  try {
    if (localStorage.getItem(key)) return false;
    localStorage.setItem(key, new Date().toISOString());
    return true;
  } catch {
    return false; // storage blocked: rather no toast than one on every page
  }
}

/**
 * Ask for a new worker. Offline (or with the server gone) fetching sw.js fails and `update()` rejects: there is
 * nothing to update to then, and the next check tries again, so the rejection is expected, not an error.
 */
function checkForUpdate(wb: Workbox): void {
  wb.update().catch(() => undefined);
}

export async function registerServiceWorker(): Promise<void> {
  const { pwa } = shellData();
  const wb = new Workbox('/sw.js');
  const wasControlled = Boolean(navigator.serviceWorker.controller);

  wb.addEventListener('waiting', () => {
    // Only a page an older worker controls has a new version to reload into. On a first visit Firefox can report
    // the first worker as waiting when the visitor moves on while it installs: nothing controls the page then.
    if (!navigator.serviceWorker.controller) return;
    notify('info', {
      id: 'pwa-update',
      title: pwa.update.title,
      ...(pwa.update.description ? { description: pwa.update.description } : {}),
      duration: Infinity,
      action: {
        label: pwa.update.action,
        onClick: () => {
          // Reload once the new worker is in control, so the reloaded page comes from the new precache.
          let reloading = false;
          const reload = () => {
            if (reloading) return;
            reloading = true;
            window.location.reload();
          };
          wb.addEventListener('controlling', reload);
          wb.messageSkipWaiting();
          // Chromium activates a worker that skips waiting only once the old one reports itself idle, and that
          // report can fail to come for minutes (seen under load: the press did nothing). A navigation makes
          // the browser activate the waiting worker before it answers, so the page still comes from the new
          // build: reload anyway after a short wait.
          window.setTimeout(reload, RELOAD_FALLBACK_MS);
        },
      },
    });
  });

  // "Ready offline", once per browser: when the first worker takes over, or on a later page if the visitor
  // left before the notice could be seen. It waits for them to be using the page (shell/engagement.ts).
  const noticeOfflineReady = () =>
    afterEngagement(() => {
      if (rememberOnce(OFFLINE_READY_KEY)) notify('success', { ...pwa.offlineReady });
    });
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate && !wasControlled) noticeOfflineReady();
  });

  const registration = await wb.register();
  // The first visit's page is claimed by the worker on activation; later pages are controlled from the start.
  navigator.serviceWorker.ready.then(() => tellWorker({ type: 'outbox:hello' })).catch(() => undefined);
  wb.addEventListener('controlling', () => tellWorker({ type: 'outbox:hello' }));
  if (registration && wasControlled && !remembered(OFFLINE_READY_KEY)) noticeOfflineReady();
  // Every page load is a navigation (server routing), after which the browser checks for a new worker itself (the
  // spec's soft update, in all three engines). A second check of the page's own at load fetched sw.js twice a page,
  // and WebKit logged it as an error whenever the visitor moved on before it finished. The page checks only for
  // what navigation does not see: a page left open.
  window.setInterval(() => checkForUpdate(wb), UPDATE_CHECK_MS);
}
