import { useLocation } from '@remix-run/react';
import { Fragment, useId, type ReactNode } from 'react';
import { DataTable } from '#app/components/data-table/DataTable';
import type { TableState } from '#app/components/data-table/table-state';
import { DeferredSection } from '#app/components/DeferredSection';
import { useTranslation } from '#app/i18n/react';
import type { ReportData, ReportPage, ReportView } from './report';

/**
 * A report's table from its view (report.ts): the one <DataTable> with the report's caption,
 * columns, totals and CSV link, for one page of rows (null: the error state; `loading`: the
 * placeholder beside the filters). A refused filter (`problem`) leaves the table empty.
 */
export function ReportTable<Page extends ReportPage<Row>, Row, Screen = undefined>({
  report,
  page,
  state,
  loading = false,
  problem = null,
  filters,
  screen,
}: {
  report: ReportView<Page, Row, Screen>;
  page: Page | null;
  state: TableState;
  loading?: boolean;
  problem?: string | null;
  /** The filter fields, in the table's GET form. */
  filters?: ReactNode;
  /** What only the screen adds to the columns (ReportTarget). */
  screen?: Screen;
}) {
  const { search } = useLocation();
  const { t, i18n } = useTranslation();
  const columns = report.columns(t, { locale: i18n.language, screen });
  return (
    <DataTable
      caption={t(report.caption)}
      columns={columns}
      rows={problem ? [] : (page?.items ?? null)}
      rowKey={report.rowKey}
      state={state}
      total={page?.total ?? 0}
      totals={page && !problem ? report.totals(page, t, page.items, columns) : undefined}
      loading={loading}
      csvHref={report.csv}
      // Keyed by the URL so the fields show the filters in force after every navigation.
      filters={filters ? <Fragment key={search}>{filters}</Fragment> : undefined}
    />
  );
}

/**
 * A report page as reportLoader serves it: the heading, what the report shows, the time zone its
 * days are counted in, and the table streamed in (docs/decisions/016), its fallback the same table
 * loading, so the filters render at once.
 */
export function ReportSection<Page extends ReportPage<Row>, Row, Screen = undefined>({
  report,
  data,
  title,
  titleId,
  intro,
  note,
  filters,
  screen,
}: {
  report: ReportView<Page, Row, Screen>;
  data: ReportData<NoInfer<Page>>;
  /** The heading, translated (and its id, when the page names it). */
  title: string;
  titleId?: string;
  intro: string;
  /** The time-zone note under the intro, translated. */
  note: string;
  filters?: ReactNode;
  screen?: Screen;
}) {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = titleId ?? generatedId;
  const table = (page: Page | null, loading: boolean) => (
    <ReportTable report={report} page={page} state={data.state.table} loading={loading} problem={data.problem} filters={filters} screen={screen} />
  );
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      <p>{intro}</p>
      <p className="muted">{note}</p>
      <DeferredSection resolve={data.report} label={t(report.caption)} fallback={table(null, true)}>
        {(page) => table(page, false)}
      </DeferredSection>
    </section>
  );
}
