import { useId } from 'react';
import type { Priority } from '../../content/forms.ts';
import { responseTargets, supportLevels } from '../../content/supportLevels.ts';
import * as styles from './Contact.css.ts';
import { ResponseTargets } from './ResponseTargets.tsx';
import * as section from './Section.css.ts';

/**
 * The four support priorities (docs/product.md#support-form) with Premium's targets on the cards, then the table of
 * every level's targets (content/supportLevels.ts), so whoever raises a ticket sees what applies to them.
 */
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
          <li key={priority.value} className={`${section.card} ${styles.priority({ level: priority.value })}`}>
            <p className={styles.code}>{priority.code}</p>
            <h3>{priority.label}</h3>
            <p className={styles.response}>{priority.response}</p>
            <p>{priority.description}</p>
          </li>
        ))}
      </ul>
      <ResponseTargets copy={responseTargets} levels={supportLevels} priorities={priorities} />
    </section>
  );
}
