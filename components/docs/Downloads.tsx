import type { DownloadId } from '../../content/docs/hub.ts';
import { getDownload } from '../../lib/downloads.ts';
import { notProse } from '../mdx/Prose.css.ts';
import { Badge } from '../ui/badge/index.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon/index.ts';
import { DownloadLink } from './DownloadLink.tsx';
import * as styles from './Downloads.css.ts';
import { FileSize } from './FileSize.tsx';

/**
 * MDX `<Downloads ids={…} />`: the site's files by id (lib/downloads.ts), each with its title, description,
 * format, the size of the file actually served and a button that opens it in a new window.
 */
export function Downloads({ ids }: { ids: DownloadId[] }) {
  return (
    <ul className={cx(notProse, styles.root)}>
      {ids.map((id) => {
        const download = getDownload(id);
        return (
          <li key={id} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={download.icon} />
            </span>
            <h3 className={styles.title}>{download.title}</h3>
            <p className={styles.description}>{download.description}</p>
            <p className={styles.meta}>
              <Badge>{download.format}</Badge>
              <Badge tone="muted">
                <FileSize id={id} />
              </Badge>
            </p>
            <div className={styles.action}>
              <DownloadLink id={id} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
