import { useId } from 'react';
import type { Priority } from '../../content/forms.ts';
import * as styles from './Contact.css.ts';
import * as section from './Section.css.ts';

/** The four support priorities with their response times (SPEC §9). */
export function PriorityCards({
  title,
  intro,
  priorities,
}: {
  title: string;
  intro: string;
  priorities: readonly Priority[];
}) {
  const headingId = useId();
  return (
    <section className={styles.priorities} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{intro}</p>
      <ul className={section.grid({ columns: 2 })}>
        {priorities.map((priority) => (
          <li
            key={priority.value}
            className={`${section.card} ${styles.priority({ level: priority.value as 'p1' | 'p2' | 'p3' | 'p4' })}`}
          >
            <p className={styles.code}>{priority.code}</p>
            <h3>{priority.label}</h3>
            <p className={styles.response}>{priority.response}</p>
            <p>{priority.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
