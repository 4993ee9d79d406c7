import { stack } from '../system/layout.css.ts';
import { Tick } from '../ui/icon/index.ts';
import { cx } from '../ui/cx.ts';
import { TextList } from '../ui/list/index.ts';
import * as styles from './TickList.css.ts';

/**
 * A list of points, each after a tick: what a package, a tier, a support level, a module or a card includes.
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
    <TextList
      items={items}
      marker={<Tick />}
      className={cx(stack({ gap, list: true }), className)}
      itemClassName={styles.item}
    />
  );
}
