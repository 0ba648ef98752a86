import { useLoaderData } from '@remix-run/react';
import { FilterSelect } from '#app/components/report/FilterSelect';
import { reportLoader } from '#app/components/report/report.server';
import { gameTypeChoices } from '#app/features/records/reports.server';
import { gameTypeOptions } from '#app/features/records/columns';
import { useTranslation } from '#app/i18n/react';
import { AgentReportSection } from './AgentReportSection';
import { REVENUE } from './reports';
import { revenue } from './reports.server';

/**
 * agentRevenueReport: the team's turnover, payout and revenue per period and product, with the
 * agent's commission, totals over the whole period and a CSV of the same.
 */
export const loader = reportLoader(revenue, { more: gameTypeChoices });

export default function AgentRevenueReportPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AgentReportSection report={REVENUE} data={data} page="agentRevenueReport" intro="agentReports.revenue.intro" period={data.state.period}>
      <FilterSelect
        name="gameType"
        label={t('agentReports.filters.gameType')}
        value={data.state.gameType}
        allLabel={t('agentReports.all')}
        options={gameTypeOptions(t, data.gameTypes)}
      />
    </AgentReportSection>
  );
}
