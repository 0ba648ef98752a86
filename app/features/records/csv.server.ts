/**
 * The records' CSV downloads: every row of the page's filtered range (the same state, read from
 * the same URL parameters), fetched 100 at a time through the same operation, with the platform's
 * totals of the whole range, as the page shows them.
 */
import { csvResponse } from '../../components/data-table/csv.server';
import type { Column, TotalsRow } from '../../components/data-table/columns';
import type { Language } from '../../i18n/config';
import { namespaces } from '../../i18n/namespaces.server';
import { resources } from '../../i18n/resources';
import { createTranslate, type Translate } from '../../i18n/translate';

/** The most rows one download holds; a longer period is refused with a message (pages are 31 days). */
export const CSV_MAX_ROWS = 10_000;
const PAGE_SIZE = 100;

/** `t` with the common words and the records namespace, on the server. */
export function recordsTranslate(locale: Language): Translate {
  return createTranslate({ ...resources[locale].common, ...namespaces[locale].reports, ...namespaces[locale].records } as Parameters<
    typeof createTranslate
  >[0]);
}

interface Page<Row> {
  items: readonly Row[];
  total: number;
}

/**
 * Reads every page of a report (`fetchPage(page, size)` answers null when the gateway could not),
 * then answers the CSV; 502 when a page failed, 413 when the period holds too many rows.
 */
export async function reportCsv<Row, P extends Page<Row>>({
  fetchPage,
  columns,
  totals,
  filename,
  t,
}: {
  fetchPage: (page: number, pageSize: number) => Promise<P | null | undefined>;
  columns: readonly Column<Row>[];
  totals: (first: P) => TotalsRow[];
  filename: string;
  t: Translate;
}): Promise<Response> {
  const first = await fetchPage(1, PAGE_SIZE);
  if (!first)
    return new Response('The records could not be loaded. Try again in a moment.', { status: 502, headers: { 'Cache-Control': 'private, no-store' } });
  if (first.total > CSV_MAX_ROWS)
    return new Response(t('records.csvTooLarge', { max: CSV_MAX_ROWS }), {
      status: 413,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  const rows = [...first.items];
  for (let page = 2; rows.length < first.total && page <= Math.ceil(CSV_MAX_ROWS / PAGE_SIZE); page++) {
    const next = await fetchPage(page, PAGE_SIZE);
    if (!next)
      return new Response('The records could not be loaded. Try again in a moment.', { status: 502, headers: { 'Cache-Control': 'private, no-store' } });
    if (next.items.length === 0) break;
    rows.push(...next.items);
  }
  return csvResponse(columns, rows, { filename, totals: totals(first) });
}
