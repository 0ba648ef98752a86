import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData, useLocation } from '@remix-run/react';
import { Fragment } from 'react';
import { DataTable } from '../components/data-table/DataTable';
import { DateRangeField } from '../components/date-range/DateRangeField';
import { todayIn } from '../components/date-range/date-range';
import { sectionOf, settleUnlessStreaming } from '../components/deferred.server';
import { AgentRevenuePageQuery } from '../features/agent-reports/agent-reports.queries.server';
import { revenueColumns, revenueTotals, type RevenuePage } from '../features/agent-reports/columns';
import { AGENT_MAX_DAYS, AGENT_PERIODS, AGENT_PRESETS, readRevenueState, revenueVariables } from '../features/agent-reports/filters';
import { ReportShell } from '../features/agent-reports/ReportShell';
import { AgentDateWords } from '../features/agent-reports/words';
import { FilterSelect } from '../features/records/FilterSelect';
import { RecordsGameTypesQuery } from '../features/records/records.queries.server';
import { brandTimeZone } from '../features/shell/brand-time-zone.server';
import { useTranslation } from '../i18n/react';

/**
 * agentRevenueReport: the team's turnover, payout and revenue per period and product, with the
 * agent's commission, totals over the whole period and a CSV of the same.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const zone = await brandTimeZone(context);
  const today = todayIn(zone);
  const state = readRevenueState(new URL(request.url).searchParams, today);
  const revenue = sectionOf(context.graphql(AgentRevenuePageQuery, revenueVariables(state)), 'agentRevenueReport').catch(() => null);
  const types = await context.graphql(RecordsGameTypesQuery);
  const gameTypes = (types.data?.gameNavigation ?? []).map((entry) => ({ value: entry.gameType, label: entry.name }));
  return { state, today, zone, gameTypes, ...(await settleUnlessStreaming(request, { revenue })) };
}

export default function AgentRevenueReportPage() {
  const { revenue, zone } = useLoaderData<typeof loader>();
  return (
    <ReportShell page="agentRevenueReport" kind="revenue" zone={zone} resolve={revenue} table={(page, loading) => <Table page={page} loading={loading} />} />
  );
}

function Table({ page, loading = false }: { page: RevenuePage | null; loading?: boolean }) {
  const { state, today, gameTypes } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { t } = useTranslation();
  return (
    <AgentDateWords>
      <DataTable
        caption={t('agentReports.revenue.caption')}
        columns={revenueColumns(t)}
        rows={page?.items ?? null}
        rowKey={(row) => `${row.periodStart}|${row.gameType}`}
        state={state.table}
        total={page?.total ?? 0}
        totals={page ? revenueTotals(page, t) : undefined}
        loading={loading}
        csvHref="/agentHome/agentRevenueReport.csv"
        filters={
          <Fragment key={search}>
            <DateRangeField state={state.range} today={today} maxDays={AGENT_MAX_DAYS} presets={AGENT_PRESETS} />
            <FilterSelect
              name="period"
              label={t('agentReports.filters.period')}
              value={state.period}
              options={AGENT_PERIODS.map((value) => ({ value, label: t(`agentReports.periods.${value}`) }))}
            />
            <FilterSelect
              name="gameType"
              label={t('agentReports.filters.gameType')}
              value={state.gameType}
              allLabel={t('agentReports.all')}
              options={gameTypes}
            />
          </Fragment>
        }
      />
    </AgentDateWords>
  );
}
