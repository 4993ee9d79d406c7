import type { Card } from '../../content/schema.ts';
import { notProse } from '../mdx/Prose.css.ts';
import { Cards } from '../sections/CardGrid.tsx';
import { cx } from '../ui/cx.ts';
import * as styles from './ProseCardGrid.css.ts';

/** MDX `<CardGrid cards={…} columns={3} />`: the shared cards inside a docs page's text, titles as h3. */
export function CardGrid({ cards, columns = 3 }: { cards: Card[]; columns?: 2 | 3 | 4 }) {
  return (
    <div className={cx(notProse, styles.root)}>
      <Cards cards={cards} columns={columns} />
    </div>
  );
}
