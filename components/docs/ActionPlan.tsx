import { gettingStarted, type ActionPlanDay } from '../../content/docs/getting-started.ts';
import { visuallyHidden } from '../a11y.css.ts';
import { notProse } from '../mdx/Prose.css.ts';
import { cx } from '../ui/cx.ts';
import { TextList } from '../ui/list/index.ts';
import * as styles from './ActionPlan.css.ts';

/** MDX `<ActionPlan days={…} />`: the first week, one card per day with what to do, in order. */
export function ActionPlan({ days }: { days: ActionPlanDay[] }) {
  const { labels } = gettingStarted;
  return (
    <ol className={cx(notProse, styles.root)}>
      {days.map((day) => (
        <li key={day.day} className={styles.day}>
          <h3 className={styles.title}>
            <span className={styles.label}>
              {labels.day.replace('{day}', String(day.day))}
              <span className={visuallyHidden}>: </span>
            </span>
            {day.title}
          </h3>
          <TextList items={day.actions} ordered className={styles.actions} />
        </li>
      ))}
    </ol>
  );
}
