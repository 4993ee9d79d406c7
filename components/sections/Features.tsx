import type { Card, SectionHeading, SourcedFigure } from '../../content/schema.ts';
import { Tick } from '../ui/icon/index.ts';
import * as styles from './Features.css.ts';
import * as section from './Section.css.ts';
import { Section } from './Section.tsx';

/** A ticked list of benefits, two or three to a row. */
export function Benefits({
  heading,
  items,
  bases,
}: {
  heading: SectionHeading;
  items: Card[];
  bases?: SourcedFigure[] | undefined;
}) {
  return (
    <Section heading={heading} bases={bases}>
      <ul className={section.grid({ columns: 3 })}>
        {items.map((item) => (
          <li key={item.title} className={styles.benefit}>
            <Tick />
            <div>
              <h3>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
