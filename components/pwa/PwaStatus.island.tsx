import { pendingLabel } from './copy.ts';
import { InstallButton } from './InstallButton.tsx';
import { usePwaState } from './usePwaState.ts';
import * as styles from './PwaStatus.css.ts';

export type PwaStatusProps = {
  /** content/pwa.ts `status`. */
  copy: { offline: string; pendingOne: string; pendingMany: string; install: string; regionLabel: string };
};

/**
 * The shell's offline indicator, outbox count and install offer (an island). Empty in the pre-rendered HTML
 * and whenever there is nothing to say; the status region is always there so screen readers announce
 * changes.
 */
export default function PwaStatus({ copy }: PwaStatusProps) {
  const { online, pending } = usePwaState();
  const waiting = pendingLabel(pending, copy);
  return (
    <div className={styles.dock} data-pwa-status="">
      <div role="status" aria-label={copy.regionLabel} className={styles.status}>
        {online ? null : (
          <span className={styles.pill.offline} data-pwa="offline">
            <span className={styles.dot.offline} aria-hidden="true" />
            {copy.offline}
          </span>
        )}
        {waiting ? (
          <span className={styles.pill.pending} data-pwa="pending">
            <span className={styles.dot.pending} aria-hidden="true" />
            {waiting}
          </span>
        ) : null}
      </div>
      <InstallButton label={copy.install} />
    </div>
  );
}
