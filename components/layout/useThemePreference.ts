import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  DARK_QUERY,
  THEME_STORAGE_KEY,
  applyPreference,
  readPreference,
  storePreference,
  type ThemePreference,
} from '../../lib/theme.ts';

const CHANGE_EVENT = 'themepreferencechange';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const getSnapshot = (): ThemePreference => readPreference(window.localStorage);
// The server cannot know the stored choice; hydration starts from "system" and then reads the real one.
const getServerSnapshot = (): ThemePreference => 'system';

/**
 * The visitor's theme preference. The pre-paint script already applied it; this keeps it applied when the
 * visitor changes it, when the OS switches while on "system", and when another tab changes it.
 */
export function useThemePreference(): [ThemePreference, (next: ThemePreference) => void] {
  const preference = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const apply = () => applyPreference(document.documentElement, preference, media.matches);
    apply();
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [preference]);

  const setPreference = useCallback((next: ThemePreference) => {
    storePreference(window.localStorage, next);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);

  return [preference, setPreference];
}
