import * as styles from './icon.css.ts';

/** The tick beside a promise, feature or checklist item (decorative: the text carries the meaning). */
export function Tick() {
  return (
    <svg className={styles.tick} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12l5 5L20 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
