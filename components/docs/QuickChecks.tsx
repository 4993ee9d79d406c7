import type { QuickCheckItem } from '../../content/docs/troubleshooting.ts';
import { notProse } from '../mdx/Prose.css.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon/index.ts';
import { TextList } from '../ui/list/index.ts';
import * as styles from './QuickChecks.css.ts';

/** MDX `<QuickChecks items={…} />`: what you are seeing, and the checks to try first, in order. */
export function QuickChecks({ items }: { items: QuickCheckItem[] }) {
  return (
    <ul className={cx(notProse, styles.root)}>
      {items.map((item) => (
        <li key={item.issue} className={styles.item}>
          <h3 className={styles.title}>
            <span className={styles.icon}>
              <Icon name="search" size={20} />
            </span>
            {item.issue}
          </h3>
          <TextList items={item.quickCheck} ordered className={styles.checks} />
        </li>
      ))}
    </ul>
  );
}
