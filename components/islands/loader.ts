/**
 * The browser half of islands (see Island.tsx): finds the <site-island> markers in the pre-rendered HTML and
 * wakes each when it is due (types.ts WAKE_TIMES): `load` at once, `idle` when the browser has nothing better
 * to do, `visible` when it scrolls near the viewport, `interaction` when a visitor first reaches for it,
 * `signal` when the page's code asks, `query` at once if the address has a query and on interaction if not.
 * Only then are the component's module and React DOM imported. A module that fails to load is tried once more
 * (importWithRetry.ts); if it fails again, the island keeps its server HTML and is logged once. No React here, so the entry is tiny.
 */
import { importWithRetry } from './importWithRetry.ts';
import { islands, isIslandName } from './registry.ts';
import { ISLAND_TAG } from '../../lib/islands.ts';

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
  try {
    if (!isIslandName(name)) throw new Error(`no island is registered as "${name}"`);
    const [{ hydrateIsland }, module] = await Promise.all([
      loadOnce('hydrateIsland', () => import('./hydrateIsland.ts')),
      loadOnce<{ default: unknown }>(name, islands[name]),
    ]);
    await hydrateIsland(marker, module.default as Parameters<typeof hydrateIsland>[1]);
    // Focus given before React listened (reaching for the island is what woke it) is told to it now: a
    // control that tracks its focused part (tabs, menus) moves from there with the keys.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && marker.contains(focused))
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    marker.dataset.state = 'hydrated';
  } catch (error: unknown) {
    marker.dataset.state = 'failed';
    if (!logged.has(name)) {
      logged.add(name);
      console.error(`Island "${name}" could not load; its pre-rendered HTML stays as it is.`, error);
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
// (a phone), focus (the keyboard), a key.
const APPROACH_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * Whether a visitor reached the island before this script ran (scripts load after the page): focus is inside
 * it, or a field in it no longer holds what the page was built with. Its approach events are gone by then.
 */
function usedAlready(marker: HTMLElement): boolean {
  if (marker.contains(document.activeElement)) return true;
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
  return [...marker.querySelectorAll('input, textarea, select')].some(changed);
}

/**
 * The keys a control moves by (tabs, menus, radio groups): with no handler yet they would only scroll the
 * page, so pressed on an island that is still loading they are held and given back in order. Enter and Space
 * are not: on a button the browser turns them into a click, which is held as a click.
 */
const MOVING_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Inputs on which the moving keys do nothing of the browser's own (a radio moves its choice: not here). */
const KEYLESS_INPUTS = ['button', 'checkbox', 'reset', 'submit'];

/** Where the browser itself answers the moving keys: a field's caret, a select's or radio group's choice. */
const answersKeysItself = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !KEYLESS_INPUTS.includes(target.type)));

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Wait for a key's effect: until focus leaves `from` (a control moves it a frame or two later), 5 frames at most. */
async function focusMoved(from: Element | null): Promise<void> {
  for (let frame = 0; frame < 5 && document.activeElement === from; frame += 1) await nextFrame();
}

/**
 * Wake on the first sign of use, and keep what the visitor did meanwhile for after hydration: until then a
 * click or an arrow key on the island's server HTML would reach no handler (an open menu, a pressed theme, the
 * next tab would be lost), so the last click and the moving keys are held and dispatched again once React
 * listens: the click on the same element, each key on the element that has focus then, once the key before
 * it has moved the focus. Angular's event replay does the same.
 */
function whenApproached(marker: HTMLElement): void {
  if (usedAlready(marker)) return void wake(marker);
  let held: MouseEvent | undefined;
  const keys: KeyboardEvent[] = [];
  let waking = false;
  const holdClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held = event; // the last one: clicks made while it loads stand for one choice, not a sequence to repeat
    approach();
  };
  const holdKey = (event: KeyboardEvent) => {
    if (!MOVING_KEYS.has(event.key) || answersKeysItself(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    keys.push(event);
    approach();
  };
  function approach() {
    if (waking) return;
    waking = true;
    for (const type of APPROACH_EVENTS) marker.removeEventListener(type, approach);
    void wake(marker).finally(async () => {
      marker.removeEventListener('click', holdClick, true);
      marker.removeEventListener('keydown', holdKey, true);
      const click = held;
      held = undefined;
      click?.target?.dispatchEvent(new MouseEvent('click', click));
      await nextFrame();
      for (const key of keys.splice(0)) {
        const focused = marker.contains(document.activeElement) ? document.activeElement : key.target;
        focused?.dispatchEvent(new KeyboardEvent('keydown', key));
        await focusMoved(document.activeElement);
      }
    });
  }
  for (const type of APPROACH_EVENTS) marker.addEventListener(type, approach, { passive: true });
  marker.addEventListener('click', holdClick, true);
  marker.addEventListener('keydown', holdKey, true);
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
  const markers = [...root.querySelectorAll<HTMLElement>(ISLAND_TAG)].filter(
    (marker) => !marker.parentElement?.closest(ISLAND_TAG),
  );
  const due: Promise<void>[] = [];
  for (const marker of markers) {
    const when = marker.dataset.when;
    if (when === 'visible') whenVisible(marker, () => void wake(marker));
    else if (when === 'interaction' || (when === 'query' && !window.location.search)) whenApproached(marker);
    else if (when === 'signal') whenSignalled(marker);
    else if (when === 'idle') due.push(whenIdle().then(() => wake(marker)));
    else due.push(wake(marker));
  }
  await Promise.all(due);
  document.documentElement.setAttribute('data-hydrated', '');
}
