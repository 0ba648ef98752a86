import { useLoaderData } from '@remix-run/react';
import { DateRangeField } from '#app/components/date-range/DateRangeField';
import { FilterSelect } from '#app/components/report/FilterSelect';
import { reportLoader } from '#app/components/report/report.server';
import { ReportSection } from '#app/components/report/ReportTable';
import { useTranslation } from '#app/i18n/react';
import { AGENT_MAX_DAYS, AGENT_PERIODS, AGENT_PRESETS } from './filters';
import { STATEMENTS } from './reports';
import { statements } from './reports.server';
import { UsernameFilter } from './UsernameFilter';
import { AgentDateWords } from './words';

/**
 * palStatementsAgentCopy: profit and loss of the team (or of one member's own team) per period:
 * deposits, withdrawals, turnover, payout, win/loss, bonuses, rebates and net revenue, with totals
 * and a CSV of the same. A member outside the team is said so under the field.
 */
export const loader = reportLoader(statements);

export default function AgentStatementsPage() {
  const data = useLoaderData<typeof loader>();
  const { state, today, zone, problem } = data;
  const { t } = useTranslation();
  return (
    <AgentDateWords>
      <ReportSection
        report={STATEMENTS}
        data={data}
        title={t('agentReports.pages.palStatementsAgentCopy')}
        intro={t('agentReports.statements.intro')}
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
            <UsernameFilter value={state.username} problem={problem} />
          </>
        }
      />
    </AgentDateWords>
  );
}
