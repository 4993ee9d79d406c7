import type { GuidesPage } from '../../content/guides.ts';
import { labels } from '../../content/labels.ts';
import { formatMinutes } from '../../lib/format.ts';
import * as section from '../sections/Section.css.ts';
import { Section } from '../sections/Section.tsx';
import { Badge, guideDifficultyTone } from '../ui/badge/index.ts';
import { TextList } from '../ui/list/index.ts';
import * as styles from './Guides.css.ts';
import { RequestLink } from './RequestLink.tsx';

/**
 * The step-by-step guides: difficulty and time, topics, and a request link to /contact naming the guide
 * (the guides are sent, not published here). Each card is anchored by its id.
 */
export function GuideCards({ heading, items, requestLabel, requestHref: href }: GuidesPage['guides']) {
  return (
    <Section heading={heading} tone="muted" id="guides">
      <ul className={section.grid({ columns: 3 })}>
        {items.map((guide) => (
          <li key={guide.id} id={guide.id} className={`${section.card} ${styles.card}`}>
            <p className={styles.badges}>
              <Badge tone={guideDifficultyTone(guide.difficulty)}>{guide.difficulty}</Badge>
              <Badge tone="muted">{formatMinutes(guide.minutes, labels.minutes)}</Badge>
            </p>
            <h3 className={styles.title}>{guide.title}</h3>
            <p className={styles.text}>{guide.description}</p>
            <TextList items={guide.topics} className={styles.topics} />
            <RequestLink label={requestLabel} href={href} title={guide.title} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
