import { useSyncExternalStore } from 'react';
import type { ThemePreference } from '../../lib/theme.ts';
import { choosePreference, getPreference, subscribePreference } from './themeState.ts';

// The server cannot know the stored choice; hydration starts from "system" and then reads the real one.
const getServerSnapshot = (): ThemePreference => 'system';

/** The visitor's theme preference and the way to change it (themeState.ts applies and follows it). */
export function useThemePreference(): [ThemePreference, (next: ThemePreference) => void] {
  const preference = useSyncExternalStore(subscribePreference, getPreference, getServerSnapshot);
  return [preference, choosePreference];
}
