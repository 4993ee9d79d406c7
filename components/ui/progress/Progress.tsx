/**
 * A progress bar: HTML's `<progress>`, labelled, with its value as text beside it, fed through the spec's rules
 * (lib/progress.ts) so a bad `max` or `value` is corrected and logged rather than thrown. It has no behaviour of its
 * own, so it ships no script: a `<progress>` with no value is the indeterminate bar.
 */
import { useId } from 'react';
import { normaliseProgress } from '../../../lib/progress.ts';
import * as styles from './Progress.css.ts';

export function Progress({ label, value, max }: { label: string; value: unknown; max?: unknown }) {
  const progress = normaliseProgress(value, max);
  const id = useId();
  const percent = progress.value === null ? '' : `${Math.round((progress.value / progress.max) * 100)}%`;
  return (
    <div className={styles.root} data-progress="" data-state={progress.state}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <span className={styles.value} aria-hidden="true">
        {percent}
      </span>
      <progress className={styles.bar} id={id} max={progress.max} value={progress.value ?? undefined}>
        {percent}
      </progress>
    </div>
  );
}
