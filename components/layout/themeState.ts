/**
 * The page's theme preference, outside React: the client entry starts it on every page, so the theme follows
 * the OS (while the choice is "system") and other tabs before, and without, the theme toggle waking. The toggle
 * (an island that wakes on interaction) reads and changes the preference through here, so a choice is applied
 * in one place, and still holds for the page when storage is blocked.
 */
import {
  DARK_QUERY,
  THEME_STORAGE_KEY,
  applyPreference,
  readPreference,
  storePreference,
  type ThemePreference,
} from '../../lib/theme.ts';

let current: ThemePreference = 'system';
const listeners = new Set<() => void>();

export const getPreference = (): ThemePreference => current;

export function subscribePreference(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function apply(preference: ThemePreference): void {
  current = preference;
  applyPreference(document.documentElement, preference, window.matchMedia(DARK_QUERY).matches);
  // Until the toggle wakes its buttons are the server's HTML, which presses "system": press the real choice so
  // a screen reader hears it. Once hydrated, React owns the attribute.
  for (const button of document.querySelectorAll<HTMLElement>(
    'site-island:not([data-state="hydrated"]) [data-theme-option]',
  )) {
    button.setAttribute('aria-pressed', String(button.dataset.themeOption === preference));
  }
  for (const listener of listeners) listener();
}

/** The visitor's choice: applied now, stored for the next visit. */
export function choosePreference(preference: ThemePreference): void {
  storePreference(window.localStorage, preference);
  apply(preference);
}

let following = false;

/** Apply the stored preference and keep it applied. Called once from the client entry. */
export function followTheme(): void {
  if (following) return;
  following = true;
  apply(readPreference(window.localStorage));
  window.matchMedia(DARK_QUERY).addEventListener('change', () => apply(current));
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) apply(readPreference(window.localStorage));
  });
}
