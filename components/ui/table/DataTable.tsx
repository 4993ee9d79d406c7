import type { ReactNode } from 'react';

export interface TableRow {
  /** Unique within the table. */
  key: string;
  /** The row's heading, then its cells. */
  cells: readonly [ReactNode, ...ReactNode[]];
}

/**
 * A data table: its caption, a row of column headings, then a row each, its first cell the row's heading, so
 * every cell is read with both. Its look is the caller's: `className` on the table, `captionClassName` on the
 * caption.
 */
export function DataTable({
  caption,
  columns,
  rows,
  className,
  captionClassName,
}: {
  caption: ReactNode;
  columns: readonly ReactNode[];
  rows: readonly TableRow[];
  className?: string;
  captionClassName?: string;
}) {
  return (
    <table className={className}>
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells: [heading, ...cells] }) => (
          <tr key={key}>
            <th scope="row">{heading}</th>
            {cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
