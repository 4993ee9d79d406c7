import {
  implementationGuides,
  type ImplementationGuide,
  type ImplementationGuides,
} from '../../content/docs/implementation-guides.ts';
import { notProse } from '../mdx/Prose.css.ts';
import { StepList } from '../sections/Steps.tsx';
import { BadgeList } from '../ui/badge/index.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon/index.ts';
import { Copy } from '../sections/Notes.tsx';
import * as styles from './Guide.css.ts';

/**
 * MDX `<Guide guide={…} />`: one implementation guide under its page heading: what it does, the tools and
 * time it takes, the build step by step, the common pitfalls, the results to expect and its case study.
 */
export function Guide({
  guide,
  labels = implementationGuides.labels,
}: {
  guide: ImplementationGuide;
  labels?: ImplementationGuides['labels'];
}) {
  return (
    <div id={guide.id} className={cx(notProse, styles.root)}>
      <p className={styles.summary}>{guide.summary}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Icon name="plug" size={16} />
            {labels.tools}
          </dt>
          <dd className={styles.value}>
            <BadgeList items={guide.tools} tone="secondary" className={styles.tools} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Icon name="clock" size={16} />
            {labels.timeToImplement}
          </dt>
          <dd className={styles.value}>{guide.timeToImplement}</dd>
        </div>
      </dl>

      <h3 className={styles.heading}>{labels.steps}</h3>
      <StepList steps={guide.steps} columns={2} level={4} />

      <h3 className={styles.heading}>{labels.pitfalls}</h3>
      <ul className={styles.pitfalls}>
        {guide.pitfalls.map((pitfall) => (
          <li key={pitfall.mistake} className={styles.pitfall}>
            <strong>{pitfall.mistake}</strong>
            {pitfall.fix}
          </li>
        ))}
      </ul>

      <h3 className={styles.heading}>{labels.results}</h3>
      <ul className={styles.results}>
        {guide.results.map((result) => (
          <li key={result.metric} className={styles.result}>
            <span className={styles.resultValue}>
              <Copy text={result.value} />
            </span>
            <span className={styles.resultMetric}>{result.metric}</span>
            <span className={styles.resultDetail}>{result.detail}</span>
          </li>
        ))}
      </ul>

      {guide.caseStudy ? (
        <p className={styles.caseStudy}>
          <a href={guide.caseStudy.href}>{guide.caseStudy.label}</a>
        </p>
      ) : null}
    </div>
  );
}
