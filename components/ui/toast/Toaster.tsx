import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { TOAST_DEFAULTS, connect, type ToastType } from './toaster.ts';
import * as styles from './Toaster.css.ts';

const store = createToaster({
  placement: TOAST_DEFAULTS.placement,
  max: TOAST_DEFAULTS.max,
  duration: TOAST_DEFAULTS.duration,
  hotkey: [...TOAST_DEFAULTS.hotkey],
  gap: 12,
});

const TYPES = new Set<ToastType>(['loading', 'success', 'info', 'warning', 'error']);
const asType = (value: unknown): ToastType => (TYPES.has(value as ToastType) ? (value as ToastType) : 'info');

/** The Ark UI toaster, loaded on the first toast or Alt+T (see mount.ts). */
function Toaster({ dismiss, onReady }: { dismiss: string; onReady: () => void }) {
  useEffect(() => {
    // Ark's toast group subscribes to the store in an effect that runs after this one; a toast created
    // before that is never shown, so hand over the queue one task later.
    let disconnect: (() => void) | undefined;
    const timer = setTimeout(() => {
      disconnect = connect((request) => {
        if (request.kind === 'dismiss') {
          store.dismiss(request.id);
          return;
        }
        const { id, type, notice } = request;
        const options = {
          id,
          type,
          title: notice.title,
          description: notice.description,
          duration: notice.duration ?? (type === 'loading' ? Infinity : TOAST_DEFAULTS.duration),
          action: notice.action,
          closable: true,
        };
        if (store.isVisible(id)) store.update(id, options);
        else store.create(options);
      });
      onReady();
    });
    return () => {
      clearTimeout(timer);
      disconnect?.();
    };
  }, [onReady]);

  return (
    <ArkToaster toaster={store}>
      {(toast) => (
        <Toast.Root className={styles.root({ type: asType(toast.type) })}>
          <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
          {toast.description ? (
            <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
          ) : null}
          {toast.action ? (
            <Toast.ActionTrigger className={styles.action}>{toast.action.label}</Toast.ActionTrigger>
          ) : null}
          <Toast.CloseTrigger className={styles.close} aria-label={dismiss}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  );
}

/** Mount the toaster in a root of its own at the end of the body; resolves once it takes requests. */
export function mountToaster(labels: { dismiss: string }): Promise<void> {
  const container = document.createElement('div');
  container.dataset.printHidden = '';
  container.dataset.toaster = '';
  document.body.append(container);
  return new Promise((resolve) => createRoot(container).render(<Toaster dismiss={labels.dismiss} onReady={resolve} />));
}
