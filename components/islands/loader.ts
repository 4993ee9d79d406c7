/**
 * The browser half of islands (see Island.tsx): finds the <site-island> markers in the pre-rendered HTML and
 * wakes each when it is due (types.ts WAKE_TIMES): `load` at once, `idle` when the browser has nothing better
 * to do, `visible` when it scrolls near the viewport, `interaction` when a visitor first reaches for it,
 * `signal` when the page's code asks, `query` at once if the address has a query and on interaction if not.
 * Only then are the component's module and React DOM imported. A module that fails to load is tried once more
 * (importWithRetry.ts); if it fails again, or the island throws, the head script gives it up: it keeps its server
 * HTML, which then shows what works without its script. No React here, so the entry is tiny.
 *
 * Whatever the wake time, a first touch is never lost: a click or a moving key on an island that has not woken is
 * held by the page's head script (renderer/head.js) from the first frame, the island is woken at once, and the
 * events are given back once it listens (giveBack).
 */
import { importWithRetry } from './importWithRetry.ts';
import { islands, isIslandName } from './registry.ts';
import { FIRST_TOUCH_GLOBAL, ISLAND_TAG } from '../../lib/islands.ts';

const logged = new Set<string>();

/** One load (and one retry) per module and page, however many islands share it: five accordions, one try. */
const modules = new Map<string, Promise<unknown>>();
function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!modules.has(key)) modules.set(key, importWithRetry(load));
  return modules.get(key) as Promise<T>;
}

async function wake(marker: HTMLElement): Promise<void> {
  const name = marker.dataset.island ?? '';
  if (marker.dataset.state) return;
  marker.dataset.state = 'loading';
  marker.removeAttribute('data-wanted');
  // An island in its slots whose code came with the page (`withPage`: the calculator in the ROI page's tabs) wakes
  // with it: a visitor reaching for the tabs is about to use it, and a sample scenario's link is then taken in place
  // rather than followed. The other way round, reaching for the inner island wakes it alone (`owns`).
  for (const inner of marker.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-with-page]`)) void wake(inner);
  try {
    if (!isIslandName(name)) throw new Error(`no island is registered as "${name}"`);
    const [{ hydrateIsland }, module] = await Promise.all([
      loadOnce('hydrateIsland', () => import('./hydrateIsland.ts')),
      loadOnce<{ default: unknown }>(name, islands[name]),
    ]);
    // Given up on while its code came (renderer/head.js: a held touch went to the browser): it stays as it is.
    if (marker.dataset.state === 'failed') return;
    marker.dataset.state = 'hydrating';
    await hydrateIsland(marker, module.default as Parameters<typeof hydrateIsland>[1]);
    // Focus given before React listened (reaching for the island is what woke it) is told to it now: a
    // control that tracks its focused part (tabs, menus) moves from there with the keys.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && owns(marker, focused))
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    marker.dataset.state = 'hydrated';
  } catch (error: unknown) {
    if (!logged.has(name)) {
      logged.add(name);
      console.warn(`Island "${name}" could not load; its pre-rendered HTML stays as it is.`, error);
    }
    // The head script marks it failed (styles then say what still works) and gives held clicks to the browser.
    giveUp(marker);
    return;
  }
  await giveBack(marker);
}

/**
 * What renderer/head.js hands over (its `window.__firstTouch`): the hook through which it asks for an island at
 * once (`wake`, set here), the clicks and moving keys it held for an island, taken oldest first (`take`), and
 * giving an island up (`giveUp`): it is marked failed and its held clicks go to the browser.
 */
interface FirstTouch {
  wake: ((island: HTMLElement) => void) | null;
  take?: (island: HTMLElement) => Event[];
  giveUp?: (island: HTMLElement) => void;
}
const firstTouch = (): FirstTouch =>
  ((window as unknown as Record<string, FirstTouch | undefined>)[FIRST_TOUCH_GLOBAL] ??= { wake: null });

/** Without the head script (a policy that refused it) nothing was held: only the mark is left to set. */
function giveUp(marker: HTMLElement): void {
  const touch = firstTouch();
  if (touch.giveUp) touch.giveUp(marker);
  else marker.dataset.state = 'failed';
}

/**
 * Whether `node` is the island's own, not in an island placed in one of its slots (Island.tsx): reaching for the
 * calculator must not wake the tabs around it.
 */
const owns = (marker: HTMLElement, node: EventTarget | null): boolean =>
  node instanceof Element && node.closest(ISLAND_TAG) === marker;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Wait for a key's effect: until focus leaves `from` (a control moves it a frame or two later), 5 frames at most. */
async function focusMoved(from: Element | null): Promise<void> {
  for (let frame = 0; frame < 5 && document.activeElement === from; frame += 1) await nextFrame();
}

/**
 * Give an island that has just woken the events held for it, in the order they came: each click on the element
 * it was made on, each key on the element that has focus then, once the key before it has moved the focus.
 */
async function giveBack(marker: HTMLElement): Promise<void> {
  for (const event of firstTouch().take?.(marker) ?? []) {
    if (event instanceof KeyboardEvent) {
      const focused = owns(marker, document.activeElement) ? document.activeElement : event.target;
      focused?.dispatchEvent(new KeyboardEvent('keydown', event));
      await focusMoved(document.activeElement);
    } else {
      event.target?.dispatchEvent(new MouseEvent('click', event as MouseEvent));
      await nextFrame();
    }
  }
}

const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });

function whenVisible(marker: HTMLElement, callback: () => void): void {
  if (!('IntersectionObserver' in window)) return callback();
  // The marker itself is `display: contents` (no box), so watch what it renders, or, when that is only text
  // (the footer's year), the element around it.
  const target = marker.firstElementChild ?? marker.parentElement ?? marker;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: '300px 0px' },
  );
  observer.observe(target);
}

// What reaching for a control looks like before its click: a pointer over it (a mouse), a touch or press
// (a phone), focus (the keyboard), a key. The pointer over it starts the download before the click comes.
const APPROACH_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * Whether a visitor reached the island before this script ran (scripts load after the page): focus is inside
 * it, or a field in it no longer holds what the page was built with (typed, or restored by the browser on a
 * return to the page, which fires no event).
 */
function usedAlready(marker: HTMLElement): boolean {
  if (owns(marker, document.activeElement)) return true;
  const changed = (control: Element) => {
    if (control instanceof HTMLSelectElement) {
      // With no option marked selected, a select shows its first.
      const initial = [...control.options].findLastIndex((option) => option.defaultSelected);
      return control.selectedIndex !== Math.max(initial, 0);
    }
    if (control instanceof HTMLInputElement && control.checked !== control.defaultChecked) return true;
    return (
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
      control.value !== control.defaultValue
    );
  };
  return [...marker.querySelectorAll('input, textarea, select')].some(
    (control) => owns(marker, control) && changed(control),
  );
}

/** Wake on the first sign of use (the head script holds what the visitor does meanwhile). */
function whenApproached(marker: HTMLElement): void {
  const approach = (event: Event) => {
    if (!owns(marker, event.target)) return;
    for (const type of APPROACH_EVENTS) marker.removeEventListener(type, approach);
    void wake(marker);
  };
  for (const type of APPROACH_EVENTS) marker.addEventListener(type, approach, { passive: true });
}

const signalled = new Set<string>();
const waiting = new Map<string, HTMLElement[]>();

/**
 * Wake the `signal` islands of that name: the page's code has something for them to show (the PWA status once
 * the browser is offline, the outbox holds a message or installation is offered). Signals sent before the
 * islands are found are kept.
 */
export function signalIsland(name: string): void {
  signalled.add(name);
  for (const marker of waiting.get(name) ?? []) void wake(marker);
  waiting.delete(name);
}

function whenSignalled(marker: HTMLElement): void {
  const name = marker.dataset.island ?? '';
  if (signalled.has(name)) return void wake(marker);
  waiting.set(name, [...(waiting.get(name) ?? []), marker]);
}

/**
 * Wake every island of the page on its schedule. Resolves once the `load` and `idle` islands have hydrated
 * (or failed), and marks that moment on <html data-hydrated> for tests and styles.
 */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  // Islands in another's slots too: each wakes on its own schedule.
  const markers = [...root.querySelectorAll<HTMLElement>(ISLAND_TAG)];
  const due: Promise<void>[] = [];
  // From now on the head script hands an island it holds a first touch for straight here.
  firstTouch().wake = (marker) => void wake(marker);
  for (const marker of markers) {
    const when = marker.dataset.when;
    // Touched before this script ran (the head script marked it, or held an event for it): at once.
    if (marker.hasAttribute('data-wanted') || usedAlready(marker)) due.push(wake(marker));
    else if (when === 'visible') whenVisible(marker, () => void wake(marker));
    else if (when === 'interaction' || (when === 'query' && !window.location.search)) whenApproached(marker);
    else if (when === 'signal') whenSignalled(marker);
    else if (when === 'idle') due.push(whenIdle().then(() => wake(marker)));
    else due.push(wake(marker));
  }
  await Promise.all(due);
  document.documentElement.setAttribute('data-hydrated', '');
}
