import { Form, Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '#app/i18n/react';
import { SectionSkeleton } from '#app/components/DeferredSection';
import { SectionError } from '#app/components/SectionError';
import { cellClass, cellTranslate, renderCell, TotalsFoot } from './cells';
import type { Column, Totals, TotalsRow } from './columns';
import { Pager } from './Pager';
import { pageCount, PAGE_SIZES, sortHref, type TableState } from './table-state';

export interface DataTableProps<Row> {
  /** Already translated; names the table for screen readers and the error. */
  caption: string;
  columns: readonly Column<Row>[];
  /** This page's rows; null when they could not be loaded (the error state). */
  rows: readonly Row[] | null;
  rowKey: (row: Row) => string;
  state: TableState;
  /** How many rows match the filters in all (for the pager). */
  total: number;
  /**
   * The totals row: the report's own totals, or sumColumns() of this page (labelled "Total"); or
   * several labelled rows (money in, money out, net…), each in the columns it names.
   */
  totals?: Totals | readonly TotalsRow[];
  /** The rows are still on their way (a streamed section): the filters show, the table is a placeholder. */
  loading?: boolean;
  /** Filter fields; they go into a GET form with the page size, so applying them is a plain link too. */
  filters?: ReactNode;
  /** Where the CSV of the same report is (a resource route); the current filters are added. */
  csvHref?: string;
}

/**
 * The one report table: a real <table> with its caption, sortable headers as links, a totals row,
 * empty and error states, and paging links (<Pager>), all held in the URL. In a narrow space (a
 * phone) its rows reflow into cards, each figure under its column's name (components.css); it stays
 * a native table with its implicit roles (ADR 053: no role repeated on its elements). A fixed table without
 * sort, paging or filters is a <SmallTable>, with the same columns and markup.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, state, total, totals, loading, filters, csvHref }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const pages = pageCount(total, state.pageSize);
  const first = total === 0 ? 0 : (state.page - 1) * state.pageSize + 1;
  const last = Math.min(total, state.page * state.pageSize);
  const query = new URLSearchParams(search);
  query.delete('page');
  const footer: readonly TotalsRow[] = totals === undefined ? [] : isTotalsRows(totals) ? totals : [{ label: t('table.total'), values: totals }];
  return (
    <div className="data-table">
      {filters ? (
        <Form method="get" className="data-table__filters" aria-label={t('table.filters')}>
          {filters}
          <label className="field field--compact">
            <span>{t('table.pageSize')}</span>
            <select name="size" defaultValue={state.pageSize}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
          {state.sort ? <input type="hidden" name="dir" value={state.dir} /> : null}
          <button type="submit" className="button button--small">
            {t('table.apply')}
          </button>
        </Form>
      ) : null}
      {loading ? (
        <SectionSkeleton label={caption} lines={6} />
      ) : rows === null ? (
        <SectionError what={caption} />
      ) : (
        // Focusable, so a table wider than the page scrolls from the keyboard too (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container is not interactive but must take focus
        <div className="data-table__scroll" tabIndex={0}>
          <table>
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => {
                  const sorted = state.sort === column.id;
                  return (
                    <th
                      key={column.id}

                      scope="col"
                      className={cellClass(column)}
                      aria-sort={sorted ? (state.dir === 'asc' ? 'ascending' : 'descending') : column.sortable ? 'none' : undefined}
                    >
                      {column.sortable ? (
                        <Link to={sortHref(pathname, search, state, column.id)} aria-label={t('table.sortBy', { column: column.header })}>
                          {column.header}
                          {sorted ? <span aria-hidden="true">{state.dir === 'asc' ? ' ▲' : ' ▼'}</span> : null}
                        </Link>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className="data-table__empty">
                    {t('table.empty')}
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.id} className={cellClass(column)} data-label={column.header} translate={cellTranslate(column)}>
                        {renderCell(column, column.value(row), row)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
            {footer.length > 0 && rows.length > 0 ? <TotalsFoot columns={columns} totals={footer} /> : null}
          </table>
        </div>
      )}
      <div className="data-table__footer">
        {!loading && rows !== null && total > 0 ? <p className="muted">{t('table.rows', { from: first, to: last, total })}</p> : null}
        {!loading ? <Pager page={state.page} pages={pages} /> : null}
        {csvHref && !loading && rows?.length ? (
          <a className="button button--small button--ghost" href={`${csvHref}${query.toString() ? `?${query}` : ''}`} download>
            {t('table.download')}
          </a>
        ) : null}
      </div>
    </div>
  );
}

const isTotalsRows = (totals: Totals | readonly TotalsRow[]): totals is readonly TotalsRow[] => Array.isArray(totals);
