import type { MilestonesSection } from '../../content/schema.ts';
import * as styles from './Milestones.css.ts';
import { Copy } from './Notes.tsx';
import { Section, type Toned } from './Section.tsx';

/** Dated events on a vertical timeline, oldest first. */
export function Milestones({ heading, items, tone }: MilestonesSection & Toned) {
  return (
    <Section heading={heading} tone={tone}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.year + item.event} className={styles.item}>
            <span className={styles.year}>{item.year}</span>
            <p className={styles.event}>
              <Copy text={item.event} />
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
