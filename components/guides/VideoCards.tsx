import type { GuidesPage } from '../../content/guides.ts';
import { labels } from '../../content/labels.ts';
import { formatMinutes } from '../../lib/format.ts';
import * as section from '../sections/Section.css.ts';
import { Section } from '../sections/Section.tsx';
import { Badge } from '../ui/badge/index.ts';
import * as styles from './Guides.css.ts';
import { RequestLink } from './RequestLink.tsx';

/** Video tutorials: running time and a request link to /contact naming the recording, which we send. */
export function VideoCards({ heading, items, requestLabel, requestHref: href, requestNote }: GuidesPage['videos']) {
  return (
    <Section heading={heading} tone="muted" id="videos">
      <ul className={section.grid({ columns: 2 })}>
        {items.map((video) => (
          <li key={video.title} className={`${section.card} ${styles.card}`}>
            <p className={styles.badges}>
              <Badge tone="muted">{formatMinutes(video.minutes, labels.minutes)}</Badge>
            </p>
            <h3 className={styles.title}>{video.title}</h3>
            <p className={styles.text}>{video.description}</p>
            <RequestLink label={requestLabel} href={href} title={video.title} />
          </li>
        ))}
      </ul>
      <p className={styles.note}>{requestNote}</p>
    </Section>
  );
}
