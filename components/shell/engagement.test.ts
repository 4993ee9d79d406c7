import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// engagement.ts keeps module state (once engaged, always engaged): each test loads a fresh copy against a
// fresh stand-in for `window`.
async function load() {
  vi.resetModules();
  vi.stubGlobal('window', Object.assign(new EventTarget(), { setTimeout }));
  return import('./engagement.ts');
}

const fire = (type: string) => window.dispatchEvent(new Event(type));

/** A fresh copy with one callback waiting for the visitor's first gesture. */
async function waiting() {
  const engagement = await load();
  const callback = vi.fn();
  engagement.afterEngagement(callback);
  return { ...engagement, callback };
}

describe('afterEngagement', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the end of the first press, and one task more, so the press ends where it began', async () => {
    const { callback: shown } = await waiting();
    fire('pointerdown');
    vi.runAllTimers();
    expect(shown).not.toHaveBeenCalled(); // not mid-press: a toast now would move what is under the pointer
    fire('pointerup');
    expect(shown).not.toHaveBeenCalled(); // the click that follows pointerup comes first
    vi.runAllTimers();
    expect(shown).toHaveBeenCalledOnce();
  });

  it.each([
    ['a key once it is released', 'keydown', 'keyup'],
    ['a cancelled press as an ended one', 'touchstart', 'touchcancel'],
  ])('counts %s', async (_, start, end) => {
    const { callback } = await waiting();
    fire(start);
    fire(end);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('takes a wheel turn at once, and calls later callbacks straight away', async () => {
    const { afterEngagement, callback: first } = await waiting();
    fire('scroll');
    expect(first).not.toHaveBeenCalled(); // the browser scrolls by itself: not a sign
    fire('wheel');
    expect(first).toHaveBeenCalledOnce();
    const later = vi.fn();
    afterEngagement(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('shows each waiting notice once, however many gestures follow', async () => {
    const { afterEngagement, callback: shown } = await waiting();
    afterEngagement(shown);
    for (let i = 0; i < 3; i += 1) {
      fire('pointerdown');
      fire('pointerup');
      vi.runAllTimers();
    }
    expect(shown).toHaveBeenCalledTimes(2);
  });
});
