import { TickList } from '../sections/TickList.tsx';
import { useId } from 'react';
import {
  trainingResources,
  type TrainingModule,
  type TrainingResources,
} from '../../content/docs/training-resources.ts';
import { labels as sharedLabels } from '../../content/labels.ts';
import { formatMinutes } from '../../lib/format.ts';
import { requestHref, requestName } from '../../lib/forms.ts';
import { notProse } from '../mdx/Prose.css.ts';
import { NoteRef } from '../sections/Notes.tsx';
import { Badge, guideDifficultyTone } from '../ui/badge/index.ts';
import { ButtonLink } from '../ui/button/index.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon/index.ts';
import * as styles from './Modules.css.ts';

/**
 * MDX `<Modules modules={…} />`: the training modules with duration, level, format and topics, the popular
 * ones badged. Each module's "Start Training" (the spec's label) is a link to the contact page that names the
 * module (the form starts its message with it); its accessible name says sessions are booked on request, and
 * the note under the cards says what happens next.
 */
export function Modules({
  modules,
  labels = trainingResources.labels,
  action = trainingResources.action,
  href = trainingResources.requestHref,
  note = trainingResources.requestNote,
}: {
  modules: TrainingModule[];
  labels?: TrainingResources['labels'];
  action?: TrainingResources['action'];
  href?: string;
  note?: string;
}) {
  const noteId = useId();
  return (
    <div className={cx(notProse, styles.root)}>
      <ul className={styles.grid}>
        {modules.map((module) => (
          <li key={module.id} id={module.id} className={styles.card({ popular: Boolean(module.popular) })}>
            <p className={styles.badges}>
              {module.popular ? (
                <Badge tone="accent">
                  {labels.popular}
                  <NoteRef figure={module.popular} />
                </Badge>
              ) : null}
              <Badge tone={guideDifficultyTone(module.level)}>{module.level}</Badge>
              <Badge tone="muted">{formatMinutes(module.duration, sharedLabels.minutes)}</Badge>
            </p>
            <h3 className={styles.title}>{module.title}</h3>
            <p className={styles.description}>{module.description}</p>
            <p className={styles.format}>
              <Icon name="video" size={18} />
              {module.format}
            </p>
            <h4 className={styles.topicsTitle}>{labels.topics}</h4>
            <TickList items={module.topics} className={styles.topics} />
            <div className={styles.action}>
              <ButtonLink
                href={requestHref(href, module.title)}
                tone={module.popular ? 'primary' : 'secondary'}
                size="sm"
                aria-label={requestName(action, module.title)}
                aria-describedby={noteId}
              >
                {action.label}
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
      <p id={noteId} className={styles.note}>
        {note}
      </p>
    </div>
  );
}
