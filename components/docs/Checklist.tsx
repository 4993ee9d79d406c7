import type { PreparationCategory } from '../../content/docs/getting-started.ts';
import { notProse } from '../mdx/Prose.css.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon/index.ts';
import { TextList } from '../ui/list/index.ts';
import * as styles from './Checklist.css.ts';

/**
 * MDX `<Checklist categories={…} />`: what to prepare, by category. The items are a list with an empty box
 * drawn before each, to tick on screen or on paper; they are not form inputs, so nothing is stored or sent.
 */
export function Checklist({ categories }: { categories: PreparationCategory[] }) {
  return (
    <div className={cx(notProse, styles.root)}>
      {categories.map((category) => (
        <div key={category.category} className={styles.category}>
          <h3 className={styles.heading}>
            <span className={styles.icon}>
              <Icon name={category.icon} />
            </span>
            {category.category}
          </h3>
          <TextList items={category.items} className={styles.items} itemClassName={styles.item} />
        </div>
      ))}
    </div>
  );
}
