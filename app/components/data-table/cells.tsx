import type { ReactNode } from 'react';
import { cellText, type CellValue, type Column, type TotalsRow } from './columns';

/**
 * The cells both tables draw alike (<DataTable> for reports, <SmallTable> for fixed tables), so a
 * figure, its alignment and a totals row look the same in either.
 */

/** The class of a column's cells: `align-end` for figures (the tables' CSS aligns them), and any class of its own. */
export function cellClass(column: { align?: 'start' | 'end'; className?: string }): string | undefined {
  return [column.align === 'end' ? 'align-end' : null, column.className].filter(Boolean).join(' ') || undefined;
}

/** What drawing a cell needs of a column: a report's Column, or a SmallTable's. */
export type CellColumn<Row> = Pick<Column<Row>, 'id' | 'header' | 'align' | 'render' | 'text' | 'names'> & { className?: string };

/** A names column's cells say they hold names: a translator (a browser's, or ADR 041's leak test) leaves them alone. */
export const cellTranslate = (column: { names?: boolean }): 'no' | undefined => (column.names ? 'no' : undefined);

/** A cell's content: the column's own rendering, else its value as text. `row` is null in a totals row. */
export function renderCell<Row>(column: CellColumn<Row>, value: CellValue, row: Row | null): ReactNode {
  // cellText reads only the column's `text`.
  return column.render ? column.render(value, row) : cellText(column as Column<Row>, value);
}

/** The totals rows: each labelled in the first column (unless that column holds a figure), a figure under each column it names. */
export function TotalsFoot<Row>({ columns, totals }: { columns: readonly CellColumn<Row>[]; totals: readonly TotalsRow[] }) {
  return (
    <tfoot>
      {totals.map((row) => (
        <tr key={row.label}>
          {columns.map((column, index) =>
            index === 0 && !(column.id in row.values) ? (
              <th key={column.id} scope="row">
                {row.label}
              </th>
            ) : (
              <td key={column.id} className={cellClass(column)} data-label={column.id in row.values ? column.header : undefined}>
                {column.id in row.values ? renderCell(column, row.values[column.id], null) : null}
              </td>
            ),
          )}
        </tr>
      ))}
    </tfoot>
  );
}
