import type { DocsHub } from '../../content/docs/hub.ts';
import { downloads } from '../../lib/downloads.ts';
import { visuallyHidden } from '../a11y.css.ts';
import { Section } from '../sections/Section.tsx';
import { FileSize } from './FileSize.tsx';
import * as styles from './OfflineList.css.ts';

/**
 * The docs hub's offline note: which pages and downloads a visitor can open with no connection once the
 * service worker is installed (all of them: it precaches every page and every file under /downloads/).
 */
export function OfflineList({
  offline,
  pages,
  newWindow,
}: {
  offline: DocsHub['offline'];
  /** The pages available offline: the hub and each docs guide. */
  pages: { href: string; title: string }[];
  newWindow: string;
}) {
  return (
    <Section heading={{ title: offline.title }} id="offline" icon="download">
      <p className={styles.text}>{offline.text}</p>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.href} className={styles.item}>
            <a href={page.href}>{page.title}</a>
          </li>
        ))}
        {downloads.map((download) => (
          <li key={download.id} className={styles.item}>
            <a href={download.url} target="_blank" rel="noopener">
              {download.title}
              <span className={visuallyHidden}> {newWindow}</span>
            </a>{' '}
            <span className={styles.meta}>
              ({download.format}, <FileSize id={download.id} />)
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
