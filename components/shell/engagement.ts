/**
 * The visitor's first sign of using the page: a press, a tap, a key or a scroll of the wheel. Notices that can
 * wait (the install offer, "ready offline") wait for it, as Chrome's guidance on promoting installation
 * advises: made while nobody is using the page, a four-second notice is missed, and an offer on arrival
 * interrupts. Scroll events are not a sign: the browser scrolls by itself (anchors, restored positions).
 *
 * The notices come once that first gesture is over, never in the middle of it: a toast raised on pointerdown
 * moves the toasts already shown, so the press that began on the update prompt's Reload button ended beside
 * it and was lost (seen in the browser tests). A press ends with its click, which the browser dispatches
 * right after pointerup, so the notices wait for the end of the gesture and then one more task.
 * @see https://web.dev/articles/promote-install
 */
const SIGNS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** What ends the gesture a sign began (a wheel turn has no end to wait for). */
const ENDS = ['pointerup', 'pointercancel', 'keyup', 'touchend', 'touchcancel'] as const;
const options = { capture: true, passive: true } as const;

let engaged = false;
let listening = false;
const waiting: (() => void)[] = [];

function release(): void {
  engaged = true;
  for (const callback of waiting.splice(0)) callback();
}

function onEnd(): void {
  for (const type of ENDS) window.removeEventListener(type, onEnd, options);
  window.setTimeout(release, 0);
}

function onSign(event: Event): void {
  for (const type of SIGNS) window.removeEventListener(type, onSign, options);
  if (event.type === 'wheel') {
    release();
    return;
  }
  for (const type of ENDS) window.addEventListener(type, onEnd, options);
}

/** Call `callback` once the visitor has engaged with the page (at once if they already have). */
export function afterEngagement(callback: () => void): void {
  if (engaged) return callback();
  waiting.push(callback);
  if (listening) return;
  listening = true;
  for (const type of SIGNS) window.addEventListener(type, onSign, options);
}
