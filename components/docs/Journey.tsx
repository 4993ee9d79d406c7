import { gettingStarted, type JourneyStep } from '../../content/docs/getting-started.ts';
import { notProse } from '../mdx/Prose.css.ts';
import { Accordion } from '../ui/accordion/Accordion.tsx';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon/index.ts';
import { TextList } from '../ui/list/index.ts';
import * as styles from './Journey.css.ts';

function Part({ title, items, className }: { title: string; items: string[]; className?: string }) {
  return (
    <div className={cx(styles.part, className)}>
      <h4 className={styles.partTitle}>{title}</h4>
      {items.length === 1 ? <p>{items[0]}</p> : <TextList items={items} />}
    </div>
  );
}

/**
 * MDX `<Journey steps={…} />`: the journey from audit to results as a single-open accordion. Each step opens
 * to its duration, what it is, its objective, what happens, your preparation and its outcomes; with
 * scripts off too (native <details>).
 */
export function Journey({ steps }: { steps: JourneyStep[] }) {
  const { labels } = gettingStarted;
  return (
    <div className={cx(notProse, styles.root)}>
      <Accordion
        name="journey"
        level={3}
        items={steps.map((step) => ({
          id: `step-${step.step}`,
          title: `${labels.step.replace('{step}', String(step.step))}: ${step.title}`,
          content: (
            <>
              <p className={styles.meta}>
                <Icon name="clock" size={18} />
                {step.duration}
              </p>
              <p className={styles.description}>{step.description}</p>
              <div className={styles.details}>
                <Part title={labels.objective} items={[step.details.objective]} className={styles.objective} />
                <Part title={labels.whatHappens} items={step.details.whatHappens} />
                <Part title={labels.yourPreparation} items={step.details.yourPreparation} />
                <Part title={labels.outcomes} items={step.details.outcomes} />
              </div>
            </>
          ),
        }))}
      />
    </div>
  );
}
