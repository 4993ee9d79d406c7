import type { Card, SectionHeading } from '../../content/schema.ts';
import { Tick } from '../ui/icon/index.ts';
import * as styles from './Features.css.ts';
import { Copy } from './Notes.tsx';
import * as section from './Section.css.ts';
import { Section } from './Section.tsx';

/** A ticked list of benefits, two or three to a row. */
export function Benefits({ heading, items }: { heading: SectionHeading; items: Card[] }) {
  return (
    <Section heading={heading}>
      <ul className={section.grid({ columns: 3 })}>
        {items.map((item) => (
          <li key={item.title} className={styles.benefit}>
            <Tick />
            <div>
              <h3>{item.title}</h3>
              <p className={styles.text}>
                <Copy text={item.text} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
