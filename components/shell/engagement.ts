/**
 * The visitor's first sign of using the page: a press, a tap, a key or a scroll of the wheel. Notices that can
 * wait (the install offer, "ready offline") wait for it, as Chrome's guidance on promoting installation
 * advises: made while nobody is using the page, a four-second notice is missed, and an offer on arrival
 * interrupts. Scroll events are not a sign: the browser scrolls by itself (anchors, restored positions).
 * @see https://web.dev/articles/promote-install
 */
const SIGNS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

let engaged = false;
const waiting: (() => void)[] = [];

function onSign(): void {
  engaged = true;
  for (const type of SIGNS) window.removeEventListener(type, onSign, true);
  for (const callback of waiting.splice(0)) callback();
}

let listening = false;

/** Call `callback` once the visitor has engaged with the page (at once if they already have). */
export function afterEngagement(callback: () => void): void {
  if (engaged) return callback();
  waiting.push(callback);
  if (listening) return;
  listening = true;
  for (const type of SIGNS) window.addEventListener(type, onSign, { capture: true, passive: true });
}
