/**
 * What the service worker tells the page: the outbox count and its news (sent, refused, expired), each
 * notice acknowledged so the worker stops keeping it. Attached before hydration, not with the lazily loaded
 * registration: browsers start delivering a page's worker messages once its HTML is parsed, and a message
 * with no listener yet is lost (the worker then sends the notice again to the next page).
 */
import { isWorkerToPage, type PageToWorker } from '../../lib/pwa/outbox.ts';
import { shellData } from '../shell/shellData.ts';
import { notify } from '../ui/toast/index.ts';
import { noticeToast } from './copy.ts';
import { setPwaState } from './store.ts';

export function tellWorker(message: PageToWorker): void {
  navigator.serviceWorker.controller?.postMessage(message);
}

export function listenToWorker(): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (!isWorkerToPage(data)) return;
    if (data.type === 'outbox:count') {
      setPwaState({ pending: data.count });
      return;
    }
    const sent = data.notice.kind === 'sent';
    // The worker may send the same notice again until it hears back; the id makes that one toast.
    notify(sent ? 'success' : 'warning', {
      ...noticeToast(data.notice, shellData().pwa.outbox, shellData().email),
      id: `outbox-${data.id}`,
      // A refused or expired message must be sent again: that notice stays until dismissed.
      ...(sent ? {} : { duration: Infinity }),
    });
    tellWorker({ type: 'outbox:ack', id: data.id });
  });
  navigator.serviceWorker.startMessages();
  // Browsers without Background Sync replay only when asked; Chromium replays on `sync` too (harmless twice).
  window.addEventListener('online', () => tellWorker({ type: 'outbox:replay' }));
}
