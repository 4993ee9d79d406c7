/**
 * Theme preference: light, dark or system (default), stored under the localStorage key `theme`. The page's head
 * script (renderer/head.js) applies it to `<html data-theme>` before first paint, so no page flashes the wrong
 * theme, answers the header's theme buttons and follows the OS and other tabs; these names are its contract,
 * checked against it by renderer/head.test.ts.
 */

export const THEME_STORAGE_KEY = 'theme';
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type Theme = 'light' | 'dark';
