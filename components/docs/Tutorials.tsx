import { useId } from 'react';
import type { DocsHub } from '../../content/docs/hub.ts';
import { labels } from '../../content/labels.ts';
import { formatMinutes } from '../../lib/format.ts';
import { requestHref, requestName } from '../../lib/forms.ts';
import * as section from '../sections/Section.css.ts';
import { Section } from '../sections/Section.tsx';
import { Badge, tutorialDifficultyTone } from '../ui/badge/index.ts';
import { ButtonLink } from '../ui/button/index.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon/index.ts';
import * as styles from './Tutorials.css.ts';

/**
 * The docs hub's video tutorials (docs/product.md#documentation-hub): duration and difficulty badges (Beginner default,
 * Intermediate secondary, anything else destructive). There are no video files, so the spec's "Watch" is a link to the
 * contact page naming the tutorial; its accessible name says the recording is sent on request, and the note under the
 * cards describes it.
 */
export function Tutorials({ videos }: { videos: DocsHub['videos'] }) {
  const noteId = useId();
  return (
    <Section heading={videos.heading} tone="muted" id="video-tutorials">
      <ul className={section.grid({ columns: 3 })}>
        {videos.tutorials.map((tutorial) => (
          <li key={tutorial.title} className={cx(section.card, styles.card)}>
            <div className={styles.top}>
              <span className={styles.icon}>
                <Icon name="video" />
              </span>
              <p className={styles.badges}>
                <Badge tone="muted">{formatMinutes(tutorial.duration, labels.minutes)}</Badge>
                <Badge tone={tutorialDifficultyTone(tutorial.difficulty)}>{tutorial.difficulty}</Badge>
              </p>
            </div>
            <h3 className={styles.title}>{tutorial.title}</h3>
            <p className={styles.text}>{tutorial.description}</p>
            <div className={styles.action}>
              <ButtonLink
                href={requestHref(videos.requestHref, tutorial.title)}
                size="sm"
                tone="secondary"
                aria-label={requestName(videos.action, tutorial.title)}
                aria-describedby={noteId}
              >
                <Icon name="video" size={18} />
                {videos.action.label}
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
      <p id={noteId} className={styles.note}>
        {videos.requestNote}
      </p>
    </Section>
  );
}
