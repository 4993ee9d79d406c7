/**
 * Starts the PWA on the client (docs/decisions/0010-offline-with-a-service-worker.md; docs/architecture.md, "The PWA
 * map"): the shell follows the connection and the install offer at once; the service worker is registered once the page
 * is idle, with workbox-window loaded only then, so neither weighs on first paint. Not in development: a worker there
 * would serve stale modules.
 */
import { listenToWorker } from '../components/pwa/messages.ts';
import { watchBrowser } from '../components/pwa/store.ts';

export function startPwa(): void {
  watchBrowser();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  listenToWorker();
  const start = () =>
    void import('../components/pwa/register.ts')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.warn('service worker registration failed', error));
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
