import { useCallback, useEffect, useState } from 'react';
import {
  DARK_QUERY,
  THEME_STORAGE_KEY,
  applyPreference,
  readPreference,
  storePreference,
  type ThemePreference,
} from '../../lib/theme.ts';

/**
 * The visitor's theme preference. The pre-paint script already applied it; this keeps it applied when the
 * visitor changes it, when the OS switches while on "system", and when another tab changes it.
 */
export function useThemePreference(): [ThemePreference, (next: ThemePreference) => void] {
  // The server cannot know the stored choice; render "system" and read the real one after hydration.
  const [preference, setPreferenceState] = useState<ThemePreference>('system');

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const sync = () => {
      const current = readPreference(window.localStorage);
      setPreferenceState(current);
      applyPreference(document.documentElement, current, media.matches);
    };
    sync();
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) sync();
    };
    media.addEventListener('change', sync);
    window.addEventListener('storage', onStorage);
    return () => {
      media.removeEventListener('change', sync);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const setPreference = useCallback((next: ThemePreference) => {
    storePreference(window.localStorage, next);
    setPreferenceState(next);
    applyPreference(document.documentElement, next, window.matchMedia(DARK_QUERY).matches);
  }, []);

  return [preference, setPreference];
}
