/**
 * Our progress bar: Ark UI's, fed through the spec's rules (lib/progress.ts) so a bad `max` or `value` is
 * corrected and logged rather than thrown. Rendered on the server; it has no behaviour of its own.
 * @see https://ark-ui.com/docs/components/progress
 */
import { Progress as Ark } from '@ark-ui/react/progress';
import { normaliseProgress } from '../../../lib/progress.ts';
import * as styles from './Progress.css.ts';

export function Progress({ label, value, max }: { label: string; value: unknown; max?: unknown }) {
  const progress = normaliseProgress(value, max);
  return (
    <Ark.Root className={styles.root} value={progress.value} max={progress.max} data-state={progress.state}>
      <Ark.Label className={styles.label}>{label}</Ark.Label>
      <Ark.ValueText className={styles.value} />
      <Ark.Track className={styles.track}>
        <Ark.Range className={styles.range} />
      </Ark.Track>
    </Ark.Root>
  );
}
