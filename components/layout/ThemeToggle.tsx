import { THEME_PREFERENCES, type ThemePreference } from '../../lib/theme.ts';
import { LineIcon } from '../ui/icon/LineIcon.tsx';
import * as styles from './ThemeToggle.css.ts';

const ICONS: Record<ThemePreference, string> = {
  light:
    'M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  dark: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  system: 'M3 5h18v11H3zM8 20h8m-4-4v4',
};

/**
 * Light / dark / system: a group of three toggle buttons, the current one pressed. Server HTML with no island:
 * the page's head script (renderer/head.js) presses the stored choice and answers a tap from the first frame,
 * so the theme changes at once, before and without the page's modules. Hidden without scripts, which the
 * buttons need.
 */
export function ThemeToggle({ label, names }: { label: string; names: Record<ThemePreference, string> }) {
  return (
    <div role="group" aria-label={label} className={styles.root} data-requires-js="">
      {THEME_PREFERENCES.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          aria-pressed={option === 'system'}
          data-theme-option={option}
          aria-label={names[option]}
          title={names[option]}
        >
          <LineIcon d={ICONS[option]} size={18} />
        </button>
      ))}
    </div>
  );
}
