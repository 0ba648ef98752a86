/**
 * The report kit: one description of a report gives its page's loader, its table and its CSV twin's
 * loader (records, agent reports, contract statements alike).
 *
 * A description comes in two halves because GraphQL documents live only in server modules
 * (docs/decisions/010-server-only-documents.md):
 * - the view, here, which the browser renders too: the caption, the columns and totals (the same
 *   for the screen and the file, so a figure on screen is the figure in the CSV), a row's key and
 *   the CSV's address. `<ReportTable>`/`<ReportSection>` (ReportTable.tsx) draw it.
 * - the source, `reportSource(view, …)` in report.server.ts: the typed document and the field it
 *   reads, how the state is read from the URL (the filters and the table state, readTableState),
 *   the variables for a page, the file's name, the words the CSV needs on the server and where the
 *   brand's days start. `reportLoader` and `reportCsvLoader` serve it.
 */
import type { Column, TotalsRow } from '#app/components/data-table/columns';
import type { TableState } from '#app/components/data-table/table-state';
import type { Streamed } from '#app/components/streaming';
import type { Translate } from '#app/i18n/translate';

/** One page of a report as its operation answers it: this page's rows and how many match the filters in all. */
export interface ReportPage<Row> {
  items: readonly Row[];
  total: number;
}

/** Where a report's columns are drawn: on screen (`screen`), or in the CSV (`csvZone`). */
export interface ReportTarget<Screen = undefined> {
  /** The CSV's time zone (the brand's, docs/decisions/015): times are written in it and it is named in the header. Absent on screen, where times show in the reader's zone. */
  csvZone?: string;
  /** The language of the screen or of the file (times on screen follow it). */
  locale: string;
  /** What only the screen adds to the columns (a row's buttons), from the page; absent in the CSV. */
  screen?: Screen;
}

/** The half of a report's description the browser renders. */
export interface ReportView<Page extends ReportPage<Row>, Row, Screen = undefined> {
  /** The table's caption, a translation key: it names the table, its loading and its error state. */
  caption: string;
  columns: (t: Translate, target: ReportTarget<Screen>) => readonly Column<Row>[];
  /**
   * The totals rows under the table and at the end of the CSV: the platform's totals of the whole
   * filtered range (from `page`, the first page in the CSV), or sums of `rows` (this page's rows
   * on screen, every row in the CSV).
   */
  totals: (page: Page, t: Translate, rows: readonly Row[], columns: readonly Column<Row>[]) => readonly TotalsRow[];
  rowKey: (row: Row) => string;
  /** The CSV twin's address (the page's, with `.csv`); the page's filters are added to it. */
  csv: string;
}

/** What a report page's loader sends (reportLoader), as `<ReportSection>` reads it; the page's filters read the rest. */
export interface ReportData<Page> {
  state: { table: TableState };
  /** A filter the platform refused (said under its field); the table stays empty. */
  problem: string | null;
  /** The page of rows, streamed or already there; null when it could not be loaded (the table's error state). */
  report: Streamed<Page | null>;
}
