import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll';

export interface Column<Row> {
  header: ReactNode;
  cell(row: Row, index: number): ReactNode;
  className?: string;
}

interface Props<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  /** The text of an empty answer; shown only once rows have loaded (undefined rows: not loaded yet). */
  empty: ReactNode;
  /** The table's name in the reader's language (its heading), which names its keyboard-scrollable box. */
  label: string;
  /** Whether the name is also the table's caption, shown or for screen readers only; none when a heading says it. */
  caption?: 'shown' | 'hidden';
  /** Rows of an earlier answer while the new one loads: dimmed and marked busy, never taken for the answer. */
  stale?: boolean;
}

/** The app's one table: a header per column, a cell per row and column, the empty text over all columns. */
export function DataTable<Row extends { id: string | number }>({
  columns,
  rows,
  empty,
  label,
  caption,
  stale = false,
}: Props<Row>) {
  return (
    <TableScroll label={label} stale={stale}>
      <table className="data-table">
        {caption && <caption className={caption === 'hidden' ? 'visually-hidden' : undefined}>{label}</caption>}
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="empty">
                {empty}
              </td>
            </tr>
          )}
          {rows?.map((row, index) => (
            <tr key={row.id}>
              {columns.map((c, i) => (
                <td key={i} className={c.className}>
                  {c.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
