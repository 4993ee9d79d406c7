import { stack } from '../system/layout.css.ts';
import { Tick } from '../ui/icon/index.ts';
import { cx } from '../ui/cx.ts';
import { Copy } from './Notes.tsx';
import * as styles from './TickList.css.ts';

/**
 * A list of points, each after a tick: what a package, a tier, a support level, a module or a card includes. A
 * point may cite a noted figure (`cite`, content/schema.ts).
 * `className` sets only the list's margin: the stack primitive owns its layout.
 */
export function TickList({
  items,
  gap = 'xs',
  className,
}: {
  items: readonly string[];
  gap?: 'xs' | 'sm';
  className?: string;
}) {
  return (
    <ul className={cx(stack({ gap, list: true }), className)}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <Tick />
          {/* One flex item, so a note's reference follows its figure rather than standing apart. */}
          <span>
            <Copy text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
