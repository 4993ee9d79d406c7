import { Children, isValidElement, type ReactNode, type TableHTMLAttributes } from 'react';
import { ScrollRegion } from '../ui/scroll/index.ts';
import * as styles from './Prose.css.ts';
import { textOf } from './text.ts';

/** The text of every header cell, in order. */
function headerCells(node: ReactNode): string[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    if (child.type === 'th') return [textOf(child.props.children).trim()];
    return headerCells(child.props.children);
  });
}

/** A Markdown table, in a box that scrolls sideways on narrow screens, named after the table's column headings. */
export function Table({ children, ...rest }: TableHTMLAttributes<HTMLTableElement> & { children?: ReactNode }) {
  const columns = headerCells(children).join(', ');
  return (
    <ScrollRegion className={styles.tableWrap} label={`Table: ${columns}`}>
      <table className={styles.table} {...rest}>
        {children}
      </table>
    </ScrollRegion>
  );
}
