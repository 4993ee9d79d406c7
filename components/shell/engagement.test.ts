import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// engagement.ts keeps module state (once engaged, always engaged): each test loads a fresh copy against a
// fresh stand-in for `window`.
async function load() {
  vi.resetModules();
  vi.stubGlobal('window', Object.assign(new EventTarget(), { setTimeout }));
  return import('./engagement.ts');
}

const fire = (type: string) => window.dispatchEvent(new Event(type));

describe('afterEngagement', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the end of the first press, and one task more, so the press ends where it began', async () => {
    const { afterEngagement } = await load();
    const shown = vi.fn();
    afterEngagement(shown);
    fire('pointerdown');
    vi.runAllTimers();
    expect(shown).not.toHaveBeenCalled(); // not mid-press: a toast now would move what is under the pointer
    fire('pointerup');
    expect(shown).not.toHaveBeenCalled(); // the click that follows pointerup comes first
    vi.runAllTimers();
    expect(shown).toHaveBeenCalledOnce();
  });

  it('counts a key once it is released, and a cancelled press as an ended one', async () => {
    const { afterEngagement } = await load();
    const byKey = vi.fn();
    afterEngagement(byKey);
    fire('keydown');
    fire('keyup');
    vi.runAllTimers();
    expect(byKey).toHaveBeenCalledOnce();

    const again = await load();
    const byCancel = vi.fn();
    again.afterEngagement(byCancel);
    fire('touchstart');
    fire('touchcancel');
    vi.runAllTimers();
    expect(byCancel).toHaveBeenCalledOnce();
  });

  it('takes a wheel turn at once, and calls later callbacks straight away', async () => {
    const { afterEngagement } = await load();
    const first = vi.fn();
    afterEngagement(first);
    fire('scroll');
    expect(first).not.toHaveBeenCalled(); // the browser scrolls by itself: not a sign
    fire('wheel');
    expect(first).toHaveBeenCalledOnce();
    const later = vi.fn();
    afterEngagement(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('shows each waiting notice once, however many gestures follow', async () => {
    const { afterEngagement } = await load();
    const shown = vi.fn();
    afterEngagement(shown);
    afterEngagement(shown);
    for (let i = 0; i < 3; i += 1) {
      fire('pointerdown');
      fire('pointerup');
      vi.runAllTimers();
    }
    expect(shown).toHaveBeenCalledTimes(2);
  });
});
