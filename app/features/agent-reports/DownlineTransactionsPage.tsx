import { useLoaderData } from '@remix-run/react';
import { DateRangeField } from '#app/components/date-range/DateRangeField';
import { FilterSelect } from '#app/components/report/FilterSelect';
import { reportLoader } from '#app/components/report/report.server';
import { ReportSection } from '#app/components/report/ReportTable';
import { useTranslation } from '#app/i18n/react';
import { AGENT_MAX_DAYS, AGENT_PRESETS, AGENT_TRANSACTION_KINDS } from './filters';
import { DOWNLINE_TRANSACTIONS } from './reports';
import { downlineTransactions } from './reports.server';
import { UsernameFilter } from './UsernameFilter';
import { AgentDateWords } from './words';

/**
 * agentDownlineTransactionDetailsCopy: deposits, withdrawals and transfers of the team's members,
 * filterable by member and type, newest first, with totals per type and a CSV of the same.
 */
export const loader = reportLoader(downlineTransactions);

export default function AgentDownlineTransactionsPage() {
  const data = useLoaderData<typeof loader>();
  const { state, today, zone, problem } = data;
  const { t } = useTranslation();
  return (
    <AgentDateWords>
      <ReportSection
        report={DOWNLINE_TRANSACTIONS}
        data={data}
        title={t('agentReports.pages.agentDownlineTransactionDetailsCopy')}
        intro={t('agentReports.transactions.intro')}
        note={t('agentReports.zoneNote', { zone })}
        filters={
          <>
            <DateRangeField state={state.range} today={today} maxDays={AGENT_MAX_DAYS} presets={AGENT_PRESETS} />
            <FilterSelect
              name="kind"
              label={t('agentReports.filters.kind')}
              value={state.kind}
              allLabel={t('agentReports.all')}
              options={AGENT_TRANSACTION_KINDS.map((value) => ({ value, label: t(`agentReports.transactions.kinds.${value}`) }))}
            />
            <UsernameFilter value={state.username} problem={problem} />
          </>
        }
      />
    </AgentDateWords>
  );
}
