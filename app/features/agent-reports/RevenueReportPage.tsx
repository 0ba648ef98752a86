import { useLoaderData } from '@remix-run/react';
import { DateRangeField } from '#app/components/date-range/DateRangeField';
import { FilterSelect } from '#app/components/report/FilterSelect';
import { reportLoader } from '#app/components/report/report.server';
import { ReportSection } from '#app/components/report/ReportTable';
import { gameTypeChoices } from '#app/features/records/reports.server';
import { useTranslation } from '#app/i18n/react';
import { AGENT_MAX_DAYS, AGENT_PERIODS, AGENT_PRESETS } from './filters';
import { REVENUE } from './reports';
import { revenue } from './reports.server';
import { AgentDateWords } from './words';

/**
 * agentRevenueReport: the team's turnover, payout and revenue per period and product, with the
 * agent's commission, totals over the whole period and a CSV of the same.
 */
export const loader = reportLoader(revenue, { more: gameTypeChoices });

export default function AgentRevenueReportPage() {
  const data = useLoaderData<typeof loader>();
  const { state, today, zone, gameTypes } = data;
  const { t } = useTranslation();
  return (
    <AgentDateWords>
      <ReportSection
        report={REVENUE}
        data={data}
        title={t('agentReports.pages.agentRevenueReport')}
        intro={t('agentReports.revenue.intro')}
        note={t('agentReports.zoneNote', { zone })}
        filters={
          <>
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
          </>
        }
      />
    </AgentDateWords>
  );
}
