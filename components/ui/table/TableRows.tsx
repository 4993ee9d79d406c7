import type { ReactNode } from 'react';

export interface TableRow {
  /** Unique within the table. */
  key: string;
  /** The row's heading, then its cells. */
  cells: readonly [ReactNode, ...ReactNode[]];
}

/**
 * A data table's head and body, inside the caller's <table> (its class and caption are the caller's): a row of
 * column headings, then a row each, its first cell the row's heading, so every cell is read with both.
 */
export function TableRows({ columns, rows }: { columns: readonly ReactNode[]; rows: readonly TableRow[] }) {
  return (
    <>
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
    </>
  );
}
