import type { ReactNode } from 'react';

export type CellValue = string | number | null | undefined;

/**
 * One column of a report, used for the screen and for the CSV alike, so both show the same
 * figure: `value` is the datum (integer minor units for money), `render` how the screen shows it,
 * `text` how the CSV writes it.
 */
export interface Column<Row> {
  id: string;
  /** Already translated. */
  header: string;
  value: (row: Row) => CellValue;
  /** On screen; the value as text when absent. Also renders the column's total. */
  render?: (value: CellValue, row: Row | null) => ReactNode;
  /** In the CSV; the value as text when absent. Also writes the column's total. */
  text?: (value: CellValue) => string;
  align?: 'start' | 'end';
  sortable?: boolean;
  /** Summed in the totals row (integers only, such as minor units). */
  total?: boolean;
  /** The column holds names (games, vendors, accounts, banks): never translated (`translate="no"`, ADR 041). */
  names?: boolean;
}

export type Totals = Record<string, number>;

/** A labelled row of totals (the screen's footer and the CSV's last rows): "Total", or "Money in", "Net"… */
export interface TotalsRow {
  /** Already translated; written in the first column unless that column holds a total. */
  label: string;
  values: Totals;
}

/** One totals row or several, as a list. */
export const totalsRows = (totals: TotalsRow | readonly TotalsRow[] | undefined): readonly TotalsRow[] =>
  totals === undefined ? [] : isRowList(totals) ? totals : [totals];

// Array.isArray does not narrow readonly arrays.
const isRowList = (totals: TotalsRow | readonly TotalsRow[]): totals is readonly TotalsRow[] => Array.isArray(totals);

/** The sums of the columns marked `total` over these rows, exact for integers (a column whose sum leaves the safe range is left out). */
export function sumColumns<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): Totals {
  const totals: Totals = {};
  for (const column of columns) {
    if (!column.total) continue;
    let sum = 0n;
    for (const row of rows) {
      const value = column.value(row);
      if (typeof value === 'number' && Number.isSafeInteger(value)) sum += BigInt(value);
    }
    if (sum <= BigInt(Number.MAX_SAFE_INTEGER) && sum >= BigInt(Number.MIN_SAFE_INTEGER)) totals[column.id] = Number(sum);
  }
  return totals;
}

export const cellText = <Row>(column: Column<Row>, value: CellValue): string =>
  column.text ? column.text(value) : value === null || value === undefined ? '' : String(value);

/**
 * A spreadsheet runs a cell that starts like a formula (OWASP's CSV injection list): `=`, `+`, `-`,
 * `@`, a tab or a carriage return. It also reads the full-width and small forms of the four signs
 * (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫) as the signs themselves, and skips whitespace and invisible characters
 * before them (` =1+1`, a no-break or ideographic space, a zero-width space or byte-order mark, a
 * line feed). Such text is written with a leading apostrophe, which the spreadsheet shows as text.
 * Plain numbers (a negative amount) are left as they are: they only ever read as themselves.
 */
const FORMULA_SIGNS = new Set(['=', '+', '-', '@']);
/** Whitespace (\s takes in the no-break and ideographic spaces), controls and format characters (zero-width ones, the BOM). */
const LEADING_BLANKS = /^[\s\p{Cc}\p{Cf}]*/u;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function startsLikeFormula(text: string): boolean {
  if (text.startsWith('\t') || text.startsWith('\r')) return true;
  const first = text.replace(LEADING_BLANKS, '').charAt(0);
  // NFKC folds the full-width and small forms onto the ASCII sign (＝ → =, ﹣ → -).
  return first !== '' && FORMULA_SIGNS.has(first.normalize('NFKC'));
}

export function safeCsvCell(text: string): string {
  return startsLikeFormula(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** The CSV's rows: headers, one row per record, then the totals rows (each labelled in the first column). */
export function csvRows<Row>(columns: readonly Column<Row>[], rows: readonly Row[], totals?: TotalsRow | readonly TotalsRow[]): string[][] {
  const lines = [columns.map((column) => safeCsvCell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => safeCsvCell(cellText(column, column.value(row)))));
  for (const total of totalsRows(totals)) {
    lines.push(
      columns.map((column, index) =>
        column.id in total.values ? safeCsvCell(cellText(column, total.values[column.id])) : index === 0 ? safeCsvCell(total.label) : '',
      ),
    );
  }
  return lines;
}
