/**
 * Starts the site's toasts in the browser: the Ark toaster (Toaster.tsx) is loaded and mounted into its own root the
 * first time a toast is raised, or the first time the visitor presses the hotkey (docs/product.md#behaviour: Alt+T), so
 * the hotkey reaches the notifications region from the first keystroke even before any toast exists.
 */
import { importWithRetry } from '../../islands/importWithRetry.ts';
import { TOAST_DEFAULTS, whenRequested } from './toaster.ts';

let mounted: Promise<void> | undefined;

/**
 * Load and mount the toaster, trying the chunk twice as islands do. If it still does not load (no network, or the
 * page navigating away mid-load, as Firefox then reports), the queued toasts wait and the next one tries again:
 * a rejection kept here would have been unhandled, and would have silenced every toast of the page.
 */
function mount(labels: { dismiss: string }): Promise<void> {
  mounted ??= importWithRetry(() => import('./Toaster.tsx')).then(
    ({ mountToaster }) => mountToaster(labels),
    (error: unknown) => {
      mounted = undefined;
      console.warn('the notifications could not load; the next one tries again', error);
    },
  );
  return mounted;
}

const isHotkey = (event: KeyboardEvent): boolean =>
  TOAST_DEFAULTS.hotkey.every((key) => (key === 'altKey' ? event.altKey : event.code === key));

export function startToaster(labels: { dismiss: string }): void {
  whenRequested(() => void mount(labels));
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isHotkey(event)) return;
    // From now on Ark's own listener handles the hotkey; this one only bridges the first press.
    document.removeEventListener('keydown', onKeyDown, true);
    void mount(labels).then(() => {
      document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]')?.focus();
    });
  };
  document.addEventListener('keydown', onKeyDown, true);
}
