import Papa from 'papaparse';
import { csvRows, type Column, type TotalsRow } from './columns';

/**
 * A report as a CSV download, from the same columns and rows the page renders (a resource route
 * answers with it). UTF-8 with a byte-order mark, so spreadsheets read Korean correctly; private,
 * since records are personal.
 */
export function csvResponse<Row>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  { filename, totals }: { filename: string; totals?: TotalsRow | readonly TotalsRow[] },
): Response {
  const body = `\uFEFF${Papa.unparse(csvRows(columns, rows, totals), { newline: '\r\n' })}\r\n`;
  const safeName = filename.replace(/[^\w.-]+/g, '_');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'Cache-Control': 'private, no-store',
    },
  });
}
