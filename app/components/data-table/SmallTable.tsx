import type { HTMLAttributes, ReactNode } from 'react';
import { cellClass, cellTranslate, renderCell, TotalsFoot } from './cells';
import type { Column, TotalsRow } from './columns';

/**
 * A column of a small table: a report column (columns.ts), so DataTable's columns serve here too,
 * whose cell may instead be drawn from the whole row with `show` (a link, a form, an amount with
 * its currency), written in place where the row's type is known. A header of '' leaves the header
 * cell empty (a column of buttons whose rows say what they do).
 */
export type SmallColumn<Row> = Omit<Column<Row>, 'value'> & {
  /** The datum, as in a report column: shown by `render`, else as text, and the column a totals row names. */
  value?: Column<Row>['value'];
  /** Or the cell from the whole row. */
  show?: (row: Row) => ReactNode;
  /** A class of the column's cells besides the alignment (a page's own layout of a cell, such as its actions). */
  className?: string;
  /** The header is read by screen readers only (a column of buttons that each say what they do). */
  hideHeader?: boolean;
};

export interface SmallTableProps<Row> {
  /** Already translated; names the table (its caption). Or `labelledBy`. */
  caption?: string;
  /** The caption is for screen readers only (a heading above already says it on screen). */
  hideCaption?: boolean;
  /** The id of the heading that names the table, when it has no caption. */
  labelledBy?: string;
  /** The row type comes from `rows`, so a column written in place knows its row. */
  columns: readonly SmallColumn<NoInfer<Row>>[];
  rows: readonly Row[];
  /** A row's key; its position is there for rows without an id of their own. */
  rowKey: (row: Row, index: number) => string;
  /** The first column's cells head their rows (th scope="row"): what a row is about (a session's device, a wallet). */
  rowHeader?: boolean;
  /** Attributes of a row's <tr> (the member's own row in a leaderboard, a row's data-* name). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string };
  /** Labelled totals rows under the rows, each figure in the column it names. */
  totals?: readonly TotalsRow[];
  /** A class of the <table> for a page's own look (the lottery's draws). */
  className?: string;
}

/**
 * A fixed table (a few rows, no sort, no paging, no filters): <DataTable>'s columns, markup and
 * classes, so it reads, scrolls and reflows into cards on a phone like a report. A page decides itself what to show when there
 * are no rows; a list that pages puts a <Pager> under it.
 */
export function SmallTable<Row>({ caption, hideCaption, labelledBy, columns, rows, rowKey, rowHeader, rowProps, totals, className }: SmallTableProps<Row>) {
  return (
    <div className="data-table">
      {/* Focusable, so a table wider than the page scrolls from the keyboard too (axe: scrollable-region-focusable), as in DataTable. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container is not interactive but must take focus */}
      <div className="data-table__scroll" tabIndex={0}>
        <table className={className} aria-labelledby={labelledBy}>
          {caption ? <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption> : null}
          <thead>
            <tr>
              {columns.map((column) =>
                column.header === '' ? (
                  <td key={column.id} />
                ) : (
                  <th key={column.id} scope="col" className={column.align === 'end' ? 'align-end' : undefined}>
                    {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={rowKey(row, rowIndex)} {...rowProps?.(row)}>
                {columns.map((column, index) =>
                  rowHeader && index === 0 ? (
                    <th key={column.id} scope="row" className={cellClass(column)} translate={cellTranslate(column)}>
                      {cell(column, row)}
                    </th>
                  ) : (
                    <td key={column.id} className={cellClass(column)} data-label={cardLabel(column)} translate={cellTranslate(column)}>
                      {cell(column, row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {totals?.length ? <TotalsFoot columns={columns} totals={totals} /> : null}
        </table>
      </div>
    </div>
  );
}

/** The name a cell shows beside its figure when the table reflows into cards: none for a column of buttons. */
const cardLabel = (column: { header: string; hideHeader?: boolean }) => (column.hideHeader || column.header === '' ? undefined : column.header);

const cell = <Row,>(column: SmallColumn<Row>, row: Row): ReactNode => (column.show ? column.show(row) : renderCell(column, column.value?.(row), row));
