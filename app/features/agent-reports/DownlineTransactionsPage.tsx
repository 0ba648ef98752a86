import { useLoaderData } from '@remix-run/react';
import { FilterSelect } from '#app/components/report/FilterSelect';
import { reportLoader } from '#app/components/report/report.server';
import { useTranslation } from '#app/i18n/react';
import { AgentReportSection } from './AgentReportSection';
import { AGENT_TRANSACTION_KINDS } from './filters';
import { DOWNLINE_TRANSACTIONS } from './reports';
import { downlineTransactions } from './reports.server';
import { UsernameFilter } from './UsernameFilter';

/**
 * agentDownlineTransactionDetailsCopy: deposits, withdrawals and transfers of the team's members,
 * filterable by member and type, newest first, with totals per type and a CSV of the same.
 */
export const loader = reportLoader(downlineTransactions);

export default function AgentDownlineTransactionsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AgentReportSection report={DOWNLINE_TRANSACTIONS} data={data} page="agentDownlineTransactionDetailsCopy" intro="agentReports.transactions.intro">
      <FilterSelect
        name="kind"
        label={t('agentReports.filters.kind')}
        value={data.state.kind}
        allLabel={t('agentReports.all')}
        options={AGENT_TRANSACTION_KINDS.map((value) => ({ value, label: t(`agentReports.transactions.kinds.${value}`) }))}
      />
      <UsernameFilter value={data.state.username} problem={data.problem} />
    </AgentReportSection>
  );
}
