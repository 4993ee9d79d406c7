import { describe, expect, it, vi } from 'vitest';

// A fresh module per test: the queue is module state.
const load = async () => {
  vi.resetModules();
  return import('./toaster.ts');
};

describe('toast queue', () => {
  it('asks for the toaster on the first request and delivers queued toasts in order once connected', async () => {
    const { notify, dismiss, whenRequested, connect } = await load();
    const requested = vi.fn();
    whenRequested(requested);
    const id = notify('success', { title: 'Message sent!' });
    dismiss(id);
    expect(requested).toHaveBeenCalledTimes(2);

    const received: unknown[] = [];
    connect((request) => received.push(request));
    expect(received).toEqual([
      { kind: 'show', id, type: 'success', notice: { title: 'Message sent!' } },
      { kind: 'dismiss', id },
    ]);
    notify('error', { title: 'Error', id: 'fixed' });
    expect(received.at(-1)).toMatchObject({ kind: 'show', id: 'fixed', type: 'error' });
  });

  it('uses the defaults of docs/product.md#behaviour', async () => {
    const { TOAST_DEFAULTS } = await load();
    expect(TOAST_DEFAULTS).toEqual({ max: 3, duration: 4000, placement: 'bottom-end', hotkey: ['altKey', 'KeyT'] });
  });
});
