import { gettingStarted, type TimelinePhase } from '../../content/docs/getting-started.ts';
import { notProse } from '../mdx/Prose.css.ts';
import { cx } from '../ui/cx.ts';
import { Progress } from '../ui/progress/Progress.tsx';
import * as styles from './Timeline.css.ts';

/**
 * MDX `<Timeline phases={…} />`: the project's phases in order, each with a progress bar showing how far
 * through the project you are when it ends (25, 50, 75, 100: loading until the last, which is complete).
 */
export function Timeline({ phases }: { phases: TimelinePhase[] }) {
  const { labels } = gettingStarted;
  return (
    <ol className={cx(notProse, styles.root)}>
      {phases.map((phase) => (
        <li key={phase.phase} className={styles.phase}>
          <h3 className={styles.title}>{phase.phase}</h3>
          <p className={styles.duration}>{phase.duration}</p>
          <p className={styles.description}>{phase.description}</p>
          <Progress label={labels.progress} value={phase.progress} max={100} />
        </li>
      ))}
    </ol>
  );
}
