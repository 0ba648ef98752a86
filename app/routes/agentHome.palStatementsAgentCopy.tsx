import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData, useLocation } from '@remix-run/react';
import { Fragment } from 'react';
import { DataTable } from '../components/data-table/DataTable';
import { DateRangeField } from '../components/date-range/DateRangeField';
import { todayIn } from '../components/date-range/date-range';
import { settleUnlessStreaming } from '../components/deferred.server';
import { AgentStatementsPageQuery } from '../features/agent-reports/agent-reports.queries.server';
import { statementColumns, statementTotals, type StatementPage } from '../features/agent-reports/columns';
import { AGENT_MAX_DAYS, AGENT_PERIODS, AGENT_PRESETS, readStatementState, statementVariables } from '../features/agent-reports/filters';
import { reportSection } from '../features/agent-reports/report-section.server';
import { ReportShell, UsernameFilter } from '../features/agent-reports/ReportShell';
import { AgentDateWords } from '../features/agent-reports/words';
import { FilterSelect } from '../features/records/FilterSelect';
import { brandTimeZone } from '../features/shell/brand-time-zone.server';
import { useTranslation } from '../i18n/react';

/**
 * palStatementsAgentCopy: profit and loss of the team (or of one member's own team) per period:
 * deposits, withdrawals, turnover, payout, win/loss, bonuses, rebates and net revenue, with totals
 * and a CSV of the same. A member outside the team is said so under the field.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const zone = await brandTimeZone(context);
  const today = todayIn(zone);
  const state = readStatementState(new URL(request.url).searchParams, today);
  const { problem, section: statements } = await reportSection(
    context.graphql(AgentStatementsPageQuery, statementVariables(state)),
    'agentStatements',
    state.username,
  );
  return { state, today, zone, problem, ...(await settleUnlessStreaming(request, { statements })) };
}

export default function AgentStatementsPage() {
  const { statements, zone } = useLoaderData<typeof loader>();
  return (
    <ReportShell
      page="palStatementsAgentCopy"
      kind="statements"
      zone={zone}
      resolve={statements}
      table={(page, loading) => <Table page={page} loading={loading} />}
    />
  );
}

function Table({ page, loading = false }: { page: StatementPage | null; loading?: boolean }) {
  const { state, today, problem } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { t } = useTranslation();
  return (
    <AgentDateWords>
      <DataTable
        caption={t('agentReports.statements.caption')}
        columns={statementColumns(t)}
        rows={problem ? [] : (page?.items ?? null)}
        rowKey={(row) => row.periodStart}
        state={state.table}
        total={page?.total ?? 0}
        totals={page && !problem ? statementTotals(page, t) : undefined}
        loading={loading}
        csvHref="/agentHome/palStatementsAgentCopy.csv"
        filters={
          <Fragment key={search}>
            <DateRangeField state={state.range} today={today} maxDays={AGENT_MAX_DAYS} presets={AGENT_PRESETS} />
            <FilterSelect
              name="period"
              label={t('agentReports.filters.period')}
              value={state.period}
              options={AGENT_PERIODS.map((value) => ({ value, label: t(`agentReports.periods.${value}`) }))}
            />
            <UsernameFilter value={state.username} problem={problem} />
          </Fragment>
        }
      />
    </AgentDateWords>
  );
}
