/**
 * Theme preference: light, dark or system (default), stored under the localStorage key `theme` and applied
 * to `<html data-theme>` before first paint by PREPAINT_SCRIPT, so no page flashes the wrong theme.
 */

export const THEME_STORAGE_KEY = 'theme';
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type Theme = 'light' | 'dark';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function parsePreference(value: string | null | undefined): ThemePreference {
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/**
 * Runs inline in <head> before the stylesheet paints. Kept tiny and dependency-free; its sha256 is allowed by
 * the CSP (lib/headers.ts), so any edit here changes the hash automatically. It also marks the document as
 * scripted (`data-js`) so styles can keep content visible when JavaScript is off.
 */
export const PREPAINT_SCRIPT = `(function(){var d=document.documentElement,p;d.setAttribute("data-js","");try{p=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}if(p!=="light"&&p!=="dark")p="system";d.setAttribute("data-theme-preference",p);d.setAttribute("data-theme",p==="system"?(matchMedia("${DARK_QUERY}").matches?"dark":"light"):p)})()`;

export function readPreference(storage: Pick<Storage, 'getItem'> | undefined): ThemePreference {
  try {
    return parsePreference(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system'; // storage can throw when blocked (private modes, disabled cookies)
  }
}

export function storePreference(storage: Pick<Storage, 'setItem'> | undefined, preference: ThemePreference): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not persisted, but still applied for this page.
  }
}

/** Set the document's theme attributes for a preference. */
export function applyPreference(root: HTMLElement, preference: ThemePreference, systemPrefersDark: boolean): Theme {
  const theme = resolveTheme(preference, systemPrefersDark);
  root.setAttribute('data-theme-preference', preference);
  root.setAttribute('data-theme', theme);
  return theme;
}
