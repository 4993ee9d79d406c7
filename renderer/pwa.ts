/**
 * Starts the PWA on the client (docs/decisions/0010-offline-with-a-service-worker.md; docs/architecture.md, "The PWA
 * map"): the shell follows the connection and the install offer at once; the service worker is registered once the page
 * is idle and the code of the island the page is for has arrived, with workbox-window loaded only then, so neither
 * weighs on first paint or on a first touch. Not in development: a worker there would serve stale modules.
 */
import { listenToWorker } from '../components/pwa/messages.ts';
import { watchBrowser } from '../components/pwa/store.ts';
import { FIRST_TOUCH_GLOBAL } from '../lib/islands.ts';

/** The head script's word that the island code it asked for has arrived; none without it (a policy refused it). */
const codeArrived = (): Promise<unknown> =>
  (window as unknown as Record<string, { codeArrived?: Promise<unknown> } | undefined>)[FIRST_TOUCH_GLOBAL]
    ?.codeArrived ?? Promise.resolve();

export function startPwa(): void {
  watchBrowser();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  listenToWorker();
  const start = () =>
    void import('../components/pwa/register.ts')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 1);
  // Not while the code of the island the page is for still crosses the link (renderer/head.js): the worker's script
  // and its precache would share a phone's link with it, and the visitor's first touch waits for that code.
  const whenIdle = () => void codeArrived().then(idle);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
