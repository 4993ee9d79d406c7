import {
  troubleshooting,
  type Troubleshooting,
  type TroubleshootingCategory,
  type TroubleshootingIssue,
} from '../../content/docs/troubleshooting.ts';
import { notProse } from '../mdx/Prose.css.ts';
import { Accordion } from '../ui/accordion/Accordion.tsx';
import { Badge, severityTone } from '../ui/badge/index.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon/index.ts';
import { TextList } from '../ui/list/index.ts';
import * as styles from './TroubleshootingGuide.css.ts';

type Labels = Troubleshooting['labels'];

/** One problem; `id` (its category's id and its place there) names its accordion and prefixes the sections' ids. */
function Issue({ issue, id, labels }: { issue: TroubleshootingIssue; id: string; labels: Labels }) {
  return (
    <li className={styles.issue}>
      <div className={styles.issueHeader}>
        <h4 className={styles.issueTitle}>{issue.problem}</h4>
        <Badge tone={severityTone(issue.severity)}>
          {labels.severity}: {issue.severity}
        </Badge>
      </div>
      <Accordion
        name={id}
        level={5}
        items={[
          {
            id: `${id}-symptoms`,
            title: labels.symptoms,
            content: <TextList className={styles.list} items={issue.symptoms} />,
          },
          {
            id: `${id}-causes`,
            title: labels.causes,
            content: <TextList className={styles.list} items={issue.causes} />,
          },
          {
            id: `${id}-solutions`,
            title: labels.solutions,
            content: (
              <ol className={styles.solutions}>
                {issue.solutions.map((solution) => (
                  <li key={solution.step}>
                    <strong className={styles.step}>{solution.step}</strong>
                    {solution.details}
                  </li>
                ))}
              </ol>
            ),
          },
          {
            id: `${id}-prevention`,
            title: labels.prevention,
            content: <TextList className={styles.list} items={issue.prevention} />,
          },
        ]}
      />
    </li>
  );
}

function Category({ category, labels }: { category: TroubleshootingCategory; labels: Labels }) {
  return (
    <div id={category.id} className={styles.category}>
      <div className={styles.categoryHeader}>
        <span className={styles.categoryIcon({ color: category.color })}>
          <Icon name={category.icon} />
        </span>
        <h3 className={styles.categoryTitle}>{category.title}</h3>
        <p className={styles.categoryText}>{category.description}</p>
      </div>
      <ul className={styles.issues}>
        {category.issues.map((issue, index) => (
          <Issue key={issue.problem} issue={issue} id={`${category.id}-${index + 1}`} labels={labels} />
        ))}
      </ul>
    </div>
  );
}

/**
 * MDX `<TroubleshootingGuide categories={…} />`: the four categories of detailed guides. Each problem shows
 * its severity (High and Medium styled, others the default badge) and a single-open accordion of Symptoms,
 * Common Causes, Step-by-Step Solutions and Prevention Tips; the sections' text stays server HTML.
 */
export function TroubleshootingGuide({ categories }: { categories: TroubleshootingCategory[] }) {
  return (
    <div className={cx(notProse, styles.root)}>
      {categories.map((category) => (
        <Category key={category.id} category={category} labels={troubleshooting.labels} />
      ))}
    </div>
  );
}
