/**
 * The shell's view of the PWA: whether the browser is online, how many messages wait in the service
 * worker's outbox, and whether the browser offers installation. A tiny external store without React (the
 * page's entry starts it before any island wakes); usePwaState.ts is its React hook.
 */
import { EARLY_INSTALL_OFFER } from '../../lib/pwa/installOffer.ts';
import { afterEngagement } from '../shell/engagement.ts';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  online: boolean;
  /** Messages waiting in the outbox, as the worker last reported. */
  pending: number;
  /** Set only after `beforeinstallprompt`: the install button exists only then. */
  installPrompt: InstallPromptEvent | null;
}

// The pre-rendered HTML shows nothing: online, no outbox, no install offer. The browser's real state is
// applied right after hydration, so server and client render the same first.
const SERVER_STATE: PwaState = { online: true, pending: 0, installPrompt: null };
let state: PwaState = SERVER_STATE;

export const getState = (): PwaState => state;
export const getServerState = (): PwaState => SERVER_STATE;
const listeners = new Set<() => void>();

export function setPwaState(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let watching = false;

/**
 * Follow the connection and the install offer. Called once from the client entry, before hydration:
 * `beforeinstallprompt` may fire early, and is not fired again for a page that missed it.
 */
export function watchBrowser(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  setPwaState({ online: navigator.onLine });
  window.addEventListener('online', () => setPwaState({ online: true }));
  window.addEventListener('offline', () => setPwaState({ online: false }));
  // The offer made before this module ran, kept by the head script, then any made later.
  const early = (window as unknown as Record<string, unknown>)[EARLY_INSTALL_OFFER];
  if (early instanceof Event) offerInstall(early as InstallPromptEvent);
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: our button makes the offer instead.
    event.preventDefault();
    offerInstall(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setPwaState({ installPrompt: null }));
}

/** The Install button appears once the visitor is using the page, not on arrival (shell/engagement.ts). */
function offerInstall(event: InstallPromptEvent): void {
  afterEngagement(() => setPwaState({ installPrompt: event }));
}

/** Whether the shell has anything to show: the status dock is empty (and its island asleep) until then. */
export const hasNews = (pwa: PwaState): boolean => !pwa.online || pwa.pending > 0 || pwa.installPrompt !== null;

/** Call `callback` once, as soon as there is news (at once if there already is). */
export function whenNews(callback: () => void): void {
  if (hasNews(state)) return callback();
  const stop = subscribe(() => {
    if (!hasNews(state)) return;
    stop();
    callback();
  });
}
