import type { MilestonesSection } from '../../content/schema.ts';
import * as styles from './Milestones.css.ts';
import { Section, type Toned } from './Section.tsx';

/** Dated events on a vertical timeline, oldest first. */
export function Milestones({ heading, items, tone, bases }: MilestonesSection & Toned) {
  return (
    <Section heading={heading} tone={tone} bases={bases}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.year + item.event} className={styles.item}>
            <span className={styles.year}>{item.year}</span>
            <p className={styles.event}>{item.event}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
