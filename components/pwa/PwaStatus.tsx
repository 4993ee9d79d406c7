import { pwa } from '../../content/pwa.ts';
import { pendingLabel } from './copy.ts';
import { InstallButton } from './InstallButton.tsx';
import { usePwaState } from './store.ts';
import * as styles from './PwaStatus.css.ts';

/**
 * The shell's offline indicator, outbox count and install offer (issue 5). Empty in the pre-rendered HTML
 * and whenever there is nothing to say; the status region is always there so screen readers announce
 * changes.
 */
export function PwaStatus() {
  const { online, pending } = usePwaState();
  const waiting = pendingLabel(pending);
  return (
    <div className={styles.dock} data-pwa-status="">
      <div role="status" aria-label={pwa.status.regionLabel} className={styles.status}>
        {online ? null : (
          <span className={styles.pill({ tone: 'offline' })} data-pwa="offline">
            <span className={styles.dot({ tone: 'offline' })} aria-hidden="true" />
            {pwa.status.offline}
          </span>
        )}
        {waiting ? (
          <span className={styles.pill({ tone: 'pending' })} data-pwa="pending">
            <span className={styles.dot({ tone: 'pending' })} aria-hidden="true" />
            {waiting}
          </span>
        ) : null}
      </div>
      <InstallButton />
    </div>
  );
}
