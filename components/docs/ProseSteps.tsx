import type { Phase } from '../../content/schema.ts';
import { notProse } from '../mdx/Prose.css.ts';
import { StepList } from '../sections/Steps.tsx';
import { cx } from '../ui/cx.ts';
import * as styles from './ProseSteps.css.ts';

/** MDX `<Steps steps={…} />`: numbered steps inside a docs page's text, titles as h3. */
export function Steps({ steps, columns = 3 }: { steps: Phase[]; columns?: 2 | 3 | 4 }) {
  return (
    <div className={cx(notProse, styles.root)}>
      <StepList steps={steps} columns={columns} />
    </div>
  );
}
