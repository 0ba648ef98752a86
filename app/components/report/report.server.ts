/**
 * The report kit's server half (see report.ts): a report's source, and from it the page's loader
 * and the CSV twin's loader. The CSV reads the same state from the same URL parameters as the page
 * and every row of it through the same operation, so a download holds exactly what the page shows.
 */
import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/cloudflare';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ExecutionResult } from 'graphql';
import type { Column, TotalsRow } from '#app/components/data-table/columns';
import { csvResponse } from '#app/components/data-table/csv.server';
import type { TableState } from '#app/components/data-table/table-state';
import { todayIn } from '#app/components/date-range/date-range';
import { sectionOf, settleUnlessStreaming } from '#app/components/deferred.server';
import type { Language } from '#app/i18n/config';
import { serverTranslate, type Namespace } from '#app/i18n/words.server';
import type { Translate } from '#app/i18n/translate';
import type { ReportPage, ReportView } from './report';

/** The most rows one download holds; a longer period is refused with a message. */
export const CSV_MAX_ROWS = 10_000;
/** A CSV reads the report this many rows at a time (the gateway's largest page). */
export const CSV_PAGE_SIZE = 100;

/** Where in its period a page of the report is asked for: the brand's zone (docs/decisions/015), the page and its size. */
export interface PageAt {
  zone: string;
  page: number;
  pageSize: number;
}

/** The server half of a report's description (report.ts has the view). */
export interface ReportServer<State extends { table: TableState }, TResult, TVariables, K extends keyof TResult & string> {
  /** The report's operation (one page of rows and the totals), and the top-level field it reads. */
  document: TypedDocumentNode<TResult, TVariables>;
  field: K;
  /** The state the URL asks for (filters and the table's paging and sort, readTableState), each part checked; `today` is in the brand's zone. */
  read: (params: URLSearchParams, today: string) => State;
  variables: (state: State, at: PageAt) => TVariables;
  /** The CSV's file name (periodFile: the report's word and its days). */
  file: (state: State, t: Translate) => string;
  /** The words the CSV needs beyond the common, table and records words (reportTranslate). */
  namespaces: readonly Namespace[];
  /** The brand's time zone, where the report's days start (docs/decisions/015). */
  timeZone: (context: AppLoadContext) => Promise<string>;
  /** Whether the report is there for this account (a contract kind the contract info hides, docs/decisions/033): a 404 otherwise. */
  exists?: (data: TResult | null | undefined) => boolean;
  /**
   * A filter the platform may refuse (a username outside the agent's team). With it in the state
   * the answer is awaited before the page is sent: the refusal is said under the field (`problem`)
   * and the table stays empty, rather than streaming in as the table's error.
   */
  refusable?: { active: (state: State) => boolean; problem: (result: ExecutionResult<TResult>) => string | null };
}

/** A report's whole description: its view and its server half, the page inside the field picked out. */
export interface ReportSource<
  Page extends ReportPage<Row>,
  Row,
  Screen,
  State extends { table: TableState },
  TResult,
  TVariables,
  K extends keyof TResult & string,
>
  extends ReportView<Page, Row, Screen>, ReportServer<State, TResult, TVariables, K> {
  page: (value: NonNullable<TResult[K]>) => Page;
}

/** The page inside the field: the field itself, or (when the field holds more, as a contract desk does) `page` picks it out. */
type PagePicker<TResult, K extends keyof TResult, Page> =
  NonNullable<TResult[K]> extends Page ? { page?: (value: NonNullable<TResult[K]>) => Page } : { page: (value: NonNullable<TResult[K]>) => Page };

/** A report's description from its view and its server half. */
export function reportSource<
  Page extends ReportPage<Row>,
  Row,
  Screen,
  State extends { table: TableState },
  TResult,
  TVariables extends Record<string, unknown>,
  K extends keyof TResult & string,
>(
  view: ReportView<Page, Row, Screen>,
  server: ReportServer<State, TResult, TVariables, K> & PagePicker<TResult, K, Page>,
): ReportSource<Page, Row, Screen, State, TResult, TVariables, K> {
  const page = (server as { page?: (value: NonNullable<TResult[K]>) => Page }).page ?? ((value: NonNullable<TResult[K]>) => value as unknown as Page);
  return { ...view, ...server, page };
}

/** The usual file name: the report's word (a translation key) and the first and last day of its period. */
export const periodFile =
  (key: string) =>
  (state: { range: { from: string; to: string } }, t: Translate): string =>
    `${t(key)}-${state.range.from}-${state.range.to}.csv`;

/** `t` on the server with the common words, the tables' (totals), the records' (the CSV's refusal, csvTooLarge) and the report's own. */
export function reportTranslate(locale: Language, extra: readonly Namespace[]): Translate {
  return serverTranslate(locale, ['reports', 'records', ...extra]);
}

const notFound = () => new Response('Not found', { status: 404 });

/** The state a report's address asks for, with today's date in the brand's zone (where its presets end). */
export function readReport<State extends { table: TableState }>(
  source: { read: (params: URLSearchParams, today: string) => State },
  request: Request,
  zone: string,
) {
  const today = todayIn(zone);
  return { today, state: source.read(new URL(request.url).searchParams, today) };
}

/** The report's page in an answer of its operation; null when the field is missing (its error). */
function pageOf<Page extends ReportPage<Row>, Row, Screen, State extends { table: TableState }, TResult, TVariables, K extends keyof TResult & string>(
  source: ReportSource<Page, Row, Screen, State, TResult, TVariables, K>,
  value: TResult[K] | null | undefined,
): Page | null {
  return value === null || value === undefined ? null : source.page(value as NonNullable<TResult[K]>);
}

/**
 * A report page's loader. The state comes from the URL and today from the brand's zone; the table's
 * page is one operation returned as a streamed section (docs/decisions/016: the heading and filters
 * render at once, the table streams in; a document request without our scripts waits for it). A
 * failed call is the table's error state beside the filters (null), never a broken page. `more`
 * adds what the filters need (a list of game types), asked while the table's operation runs.
 */
export function reportLoader<
  Page extends ReportPage<Row>,
  Row,
  Screen,
  State extends { table: TableState },
  TResult,
  TVariables extends Record<string, unknown>,
  K extends keyof TResult & string,
  More extends object = Record<never, never>,
>(source: ReportSource<Page, Row, Screen, State, TResult, TVariables, K>, options: { more?: (args: LoaderFunctionArgs) => Promise<More> } = {}) {
  return async (args: LoaderFunctionArgs) => {
    const { request, context } = args;
    const zone = await source.timeZone(context);
    const { today, state } = readReport(source, request, zone);
    const answer = context.graphql(source.document, source.variables(state, { zone, page: state.table.page, pageSize: state.table.pageSize }));
    if (source.exists && !source.exists((await answer).data)) throw notFound();
    const problem = source.refusable?.active(state) ? source.refusable.problem(await answer) : null;
    const report: Promise<Page | null> = problem
      ? Promise.resolve(null)
      : sectionOf(answer, source.field)
          .then((value) => pageOf(source, value))
          .catch(() => null);
    const more = options.more ? await options.more(args) : ({} as More);
    return { state, today, zone, problem, ...more, ...(await settleUnlessStreaming(request, { report })) };
  };
}

/**
 * A report's CSV twin: the page's state from the same URL, every row through the same operation
 * (reportCsv), columns with times in the brand's zone, the report's totals and file name. The
 * route guards it with guardLoader (app/kernel/guards.server.ts).
 */
export function reportCsvLoader<
  Page extends ReportPage<Row>,
  Row,
  Screen,
  State extends { table: TableState },
  TResult,
  TVariables extends Record<string, unknown>,
  K extends keyof TResult & string,
>(source: ReportSource<Page, Row, Screen, State, TResult, TVariables, K>) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<Response> => {
    const zone = await source.timeZone(context);
    const { state } = readReport(source, request, zone);
    const t = reportTranslate(context.locale, source.namespaces);
    const columns = source.columns(t, { csvZone: zone, locale: context.locale });
    return reportCsv({
      fetchPage: async (page, pageSize) => {
        const { data } = await context.graphql(source.document, source.variables(state, { zone, page, pageSize }));
        if (source.exists && !source.exists(data)) throw notFound();
        return pageOf(source, data?.[source.field]);
      },
      columns,
      totals: (first, rows) => source.totals(first, t, rows, columns),
      filename: source.file(state, t),
      t,
    });
  };
}

const unavailable = () =>
  new Response('The records could not be loaded. Try again in a moment.', { status: 502, headers: { 'Cache-Control': 'private, no-store' } });

/**
 * Reads every page of a report, CSV_PAGE_SIZE rows at a time (`fetchPage(page, size)` answers null
 * when the gateway could not), then answers the CSV with the totals (`totals(first page, every
 * row)`); 502 when a page failed, 413 when the period holds more than CSV_MAX_ROWS rows.
 */
export async function reportCsv<Row, P extends ReportPage<Row>>({
  fetchPage,
  columns,
  totals,
  filename,
  t,
}: {
  fetchPage: (page: number, pageSize: number) => Promise<P | null | undefined>;
  columns: readonly Column<Row>[];
  totals: (first: P, rows: readonly Row[]) => readonly TotalsRow[];
  filename: string;
  t: Translate;
}): Promise<Response> {
  const first = await fetchPage(1, CSV_PAGE_SIZE);
  if (!first) return unavailable();
  if (first.total > CSV_MAX_ROWS)
    return new Response(t('records.csvTooLarge', { max: CSV_MAX_ROWS }), {
      status: 413,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  const rows = [...first.items];
  for (let page = 2; rows.length < first.total && page <= Math.ceil(CSV_MAX_ROWS / CSV_PAGE_SIZE); page++) {
    const next = await fetchPage(page, CSV_PAGE_SIZE);
    if (!next) return unavailable();
    if (next.items.length === 0) break;
    rows.push(...next.items);
  }
  return csvResponse(columns, rows, { filename, totals: totals(first, rows) });
}
