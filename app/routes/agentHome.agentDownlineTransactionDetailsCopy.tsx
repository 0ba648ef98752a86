import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData, useLocation } from '@remix-run/react';
import { Fragment } from 'react';
import { DataTable } from '../components/data-table/DataTable';
import { DateRangeField } from '../components/date-range/DateRangeField';
import { todayIn } from '../components/date-range/date-range';
import { settleUnlessStreaming } from '../components/deferred.server';
import { AgentDownlineTransactionsPageQuery } from '../features/agent-reports/agent-reports.queries.server';
import { transactionColumns, transactionTotals, type TransactionPage } from '../features/agent-reports/columns';
import { AGENT_MAX_DAYS, AGENT_PRESETS, AGENT_TRANSACTION_KINDS, readTransactionState, transactionVariables } from '../features/agent-reports/filters';
import { reportSection } from '../features/agent-reports/report-section.server';
import { ReportShell, UsernameFilter } from '../features/agent-reports/ReportShell';
import { AgentDateWords } from '../features/agent-reports/words';
import { FilterSelect } from '../features/records/FilterSelect';
import { brandTimeZone } from '../features/shell/brand-time-zone.server';
import { useTranslation } from '../i18n/react';

/**
 * agentDownlineTransactionDetailsCopy: deposits, withdrawals and transfers of the team's members,
 * filterable by member and type, newest first, with totals per type and a CSV of the same.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const zone = await brandTimeZone(context);
  const today = todayIn(zone);
  const state = readTransactionState(new URL(request.url).searchParams, today);
  const { problem, section: moves } = await reportSection(
    context.graphql(AgentDownlineTransactionsPageQuery, transactionVariables(state)),
    'agentDownlineTransactions',
    state.username,
  );
  return { state, today, zone, problem, ...(await settleUnlessStreaming(request, { moves })) };
}

export default function AgentDownlineTransactionsPage() {
  const { moves, zone } = useLoaderData<typeof loader>();
  return (
    <ReportShell
      page="agentDownlineTransactionDetailsCopy"
      kind="transactions"
      zone={zone}
      resolve={moves}
      table={(page, loading) => <Table page={page} loading={loading} />}
    />
  );
}

function Table({ page, loading = false }: { page: TransactionPage | null; loading?: boolean }) {
  const { state, today, problem } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { t } = useTranslation();
  return (
    <AgentDateWords>
      <DataTable
        caption={t('agentReports.transactions.caption')}
        columns={transactionColumns(t)}
        rows={problem ? [] : (page?.items ?? null)}
        rowKey={(row) => row.id}
        state={state.table}
        total={page?.total ?? 0}
        totals={page && !problem ? transactionTotals(page, t) : undefined}
        loading={loading}
        csvHref="/agentHome/agentDownlineTransactionDetailsCopy.csv"
        filters={
          <Fragment key={search}>
            <DateRangeField state={state.range} today={today} maxDays={AGENT_MAX_DAYS} presets={AGENT_PRESETS} />
            <FilterSelect
              name="kind"
              label={t('agentReports.filters.kind')}
              value={state.kind}
              allLabel={t('agentReports.all')}
              options={AGENT_TRANSACTION_KINDS.map((value) => ({ value, label: t(`agentReports.transactions.kinds.${value}`) }))}
            />
            <UsernameFilter value={state.username} problem={problem} />
          </Fragment>
        }
      />
    </AgentDateWords>
  );
}
