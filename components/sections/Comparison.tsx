import type { ComparisonSection } from '../../content/schema.ts';
import * as styles from './Comparison.css.ts';
import { Copy } from './Notes.tsx';
import { Section } from './Section.tsx';

/** Two columns side by side: the cost of the problem against the result of the solution. */
export function Comparison({ heading, problem, solution }: ComparisonSection) {
  return (
    <Section heading={heading}>
      <div className={styles.grid}>
        {(
          [
            ['problem', problem],
            ['solution', solution],
          ] as const
        ).map(([tone, column]) => (
          <div key={tone} className={styles.column({ tone })}>
            <h3>{column.title}</h3>
            <ul className={styles.list}>
              {column.items.map((item) => (
                <li key={item.text} className={styles.item}>
                  <span className={styles.value}>
                    <Copy text={item.value} />
                  </span>
                  <span>{item.text}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
