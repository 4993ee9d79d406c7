import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasNews, setPwaState, whenNews, type InstallPromptEvent } from './store.ts';

const quiet = { online: true, pending: 0, installPrompt: null };

describe('the PWA status wakes only when there is news', () => {
  afterEach(() => setPwaState(quiet));

  it('has none while online with an empty outbox and no install offer', () => {
    expect(hasNews(quiet)).toBe(false);
    expect(hasNews({ ...quiet, online: false })).toBe(true);
    expect(hasNews({ ...quiet, pending: 1 })).toBe(true);
    expect(hasNews({ ...quiet, installPrompt: new Event('beforeinstallprompt') as InstallPromptEvent })).toBe(true);
  });

  it('calls back once, when the news comes, and not for what follows', () => {
    const callback = vi.fn();
    whenNews(callback);
    setPwaState({ pending: 0 });
    expect(callback).not.toHaveBeenCalled();
    setPwaState({ online: false });
    setPwaState({ pending: 3 });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back at once when there already is news', () => {
    setPwaState({ pending: 2 });
    const callback = vi.fn();
    whenNews(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
