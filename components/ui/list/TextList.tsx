import type { ReactNode } from 'react';

/**
 * A list of short texts, one `<li>` each, keyed by the text (the items of a list are distinct): checks, actions,
 * tools, notes. `marker` goes before each text (a tick); `ordered` makes it an `<ol>` where the order is the point.
 * Its look is the caller's: `className` on the list, `itemClassName` on each item.
 */
export function TextList({
  items,
  ordered = false,
  marker,
  className,
  itemClassName,
  'aria-label': ariaLabel,
}: {
  items: readonly string[];
  ordered?: boolean;
  marker?: ReactNode;
  className?: string;
  itemClassName?: string;
  'aria-label'?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} aria-label={ariaLabel}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          {marker}
          {item}
        </li>
      ))}
    </List>
  );
}
