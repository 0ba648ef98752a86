import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData, useLocation } from '@remix-run/react';
import { Fragment, useId } from 'react';
import { DataTable } from '../components/data-table/DataTable';
import { DateRangeField } from '../components/date-range/DateRangeField';
import { todayIn } from '../components/date-range/date-range';
import { DeferredSection } from '../components/DeferredSection';
import { sectionOf, settleUnlessStreaming } from '../components/deferred.server';
import { AgentDownlineTransactionsPageQuery } from '../features/agent-reports/agent-reports.queries.server';
import { transactionColumns, transactionTotals, type TransactionPage } from '../features/agent-reports/columns';
import { AGENT_MAX_DAYS, AGENT_PRESETS, AGENT_TRANSACTION_KINDS, readTransactionState, transactionVariables } from '../features/agent-reports/filters';
import { usernameProblem } from '../features/agent-reports/problems.server';
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
  const answer = context.graphql(AgentDownlineTransactionsPageQuery, transactionVariables(state));
  const problem = state.username ? usernameProblem(await answer) : null;
  const moves = problem ? Promise.resolve(null) : sectionOf(answer, 'agentDownlineTransactions').catch(() => null);
  return { state, today, zone, problem, ...(await settleUnlessStreaming(request, { moves })) };
}

export default function AgentDownlineTransactionsPage() {
  const { moves, zone } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="moves-title">
      <h1 id="moves-title">{t('agentReports.pages.agentDownlineTransactionDetailsCopy')}</h1>
      <p>{t('agentReports.transactions.intro')}</p>
      <p className="muted">{t('agentReports.zoneNote', { zone })}</p>
      <DeferredSection resolve={moves} label={t('agentReports.transactions.caption')} fallback={<Table page={null} loading />}>
        {(page) => <Table page={page} />}
      </DeferredSection>
    </section>
  );
}

function Table({ page, loading = false }: { page: TransactionPage | null; loading?: boolean }) {
  const { state, today, problem } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { t } = useTranslation();
  const errorId = useId();
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
            <label className="field field--compact">
              <span>{t('agentReports.filters.username')}</span>
              <input
                type="search"
                name="username"
                defaultValue={state.username ?? ''}
                maxLength={60}
                autoComplete="off"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
              />
              {problem ? (
                <span id={errorId} className="field__error" role="alert">
                  {t('agentReports.errors.username')}
                </span>
              ) : null}
            </label>
          </Fragment>
        }
      />
    </AgentDateWords>
  );
}
