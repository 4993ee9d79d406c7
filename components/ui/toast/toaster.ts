/**
 * The site's toast API (docs/product.md#behaviour: up to 3 visible, 4000 ms, bottom-right, Alt+T).
 * Any component or module may call `notify`. Ark UI's toast machinery (about 14 KB gzip) is not needed at
 * first paint, so this module only queues requests; startToaster() (mount.ts) loads the real toaster on the
 * first one, or on the first Alt+T.
 */

export const TOAST_DEFAULTS = { max: 3, duration: 4000, placement: 'bottom-end', hotkey: ['altKey', 'KeyT'] } as const;

export type ToastType = 'loading' | 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  title: string;
  description?: string;
  /** Milliseconds; `Infinity` keeps it until dismissed. Loading toasts stay until updated. */
  duration?: number;
  action?: { label: string; onClick: () => void };
  /** Reuse an id to update a toast in place (a loading toast becoming a success). */
  id?: string;
}

export type ToastRequest =
  { kind: 'show'; id: string; type: ToastType; notice: Notice } | { kind: 'dismiss'; id?: string };

type Sink = (request: ToastRequest) => void;

const pending: ToastRequest[] = [];
let sink: Sink | undefined;
let onFirstRequest: (() => void) | undefined;
let counter = 0;

function send(request: ToastRequest): void {
  if (sink) {
    sink(request);
    return;
  }
  pending.push(request);
  onFirstRequest?.();
}

/** Show a toast; returns its id so it can be updated or dismissed. */
export function notify(type: ToastType, notice: Notice): string {
  const id = notice.id ?? `toast-${++counter}`;
  send({ kind: 'show', id, type, notice });
  return id;
}

export const dismiss = (id?: string): void => send({ kind: 'dismiss', id });

/** Called by startToaster(): learn when the first toast is requested. */
export function whenRequested(callback: () => void): () => void {
  onFirstRequest = callback;
  if (pending.length) callback();
  return () => {
    if (onFirstRequest === callback) onFirstRequest = undefined;
  };
}

/** Called by the loaded toaster: deliver queued and future requests to it. */
export function connect(next: Sink): () => void {
  sink = next;
  for (const request of pending.splice(0)) next(request);
  return () => {
    if (sink === next) sink = undefined;
  };
}
