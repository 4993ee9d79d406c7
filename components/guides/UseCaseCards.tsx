import type { GuidesPage } from '../../content/guides.ts';
import * as section from '../sections/Section.css.ts';
import { Section } from '../sections/Section.tsx';
import { BadgeList } from '../ui/badge/index.ts';
import * as styles from './Guides.css.ts';

/** Use cases: what the automation does, and the tools it connects as badges. */
export function UseCaseCards({ heading, items }: GuidesPage['useCases']) {
  return (
    <Section heading={heading} id="use-cases">
      <ul className={section.grid({ columns: 3 })}>
        {items.map((useCase) => (
          <li key={useCase.title} className={`${section.card} ${styles.card}`}>
            <h3 className={styles.title}>{useCase.title}</h3>
            <p className={styles.text}>{useCase.description}</p>
            <BadgeList
              items={useCase.tools}
              tone="secondary"
              className={styles.tools}
              aria-label={`${useCase.title}: tools`}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
