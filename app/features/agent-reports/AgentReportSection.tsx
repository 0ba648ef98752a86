import type { ReactNode } from 'react';
import { DateRangeField } from '#app/components/date-range/DateRangeField';
import { FilterSelect } from '#app/components/report/FilterSelect';
import type { ReportData, ReportPage, ReportView } from '#app/components/report/report';
import { ReportSection } from '#app/components/report/ReportTable';
import type { DateRangeState } from '#app/components/date-range/date-range';
import { useTranslation } from '#app/i18n/react';
import { AGENT_MAX_DAYS, AGENT_PERIODS, AGENT_PRESETS } from './filters';

/**
 * An agent report's frame: its heading and intro (by the page's name in the agentReports words),
 * the brand's time zone, the agent presets for the period, the period length when the report has
 * one, and the report's own filters after them.
 */
export function AgentReportSection<Page extends ReportPage<Row>, Row>({
  report,
  data,
  page,
  intro,
  period,
  children,
}: {
  report: ReportView<Page, Row>;
  data: ReportData<NoInfer<Page>> & { state: { range: DateRangeState }; today: string; zone: string };
  /** The page's name in the menu (agentReports.pages.<page>). */
  page: string;
  /** The intro's key in the agentReports words. */
  intro: string;
  /** The period length chosen, when the report groups by period. */
  period?: string;
  /** The report's other filters. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ReportSection
      report={report}
      data={data}
      title={t(`agentReports.pages.${page}`)}
      intro={t(intro)}
      note={t('agentReports.zoneNote', { zone: data.zone })}
      filters={
        <>
          <DateRangeField state={data.state.range} today={data.today} maxDays={AGENT_MAX_DAYS} presets={AGENT_PRESETS} />
          {period === undefined ? null : (
            <FilterSelect
              name="period"
              label={t('agentReports.filters.period')}
              value={period}
              options={AGENT_PERIODS.map((value) => ({ value, label: t(`agentReports.periods.${value}`) }))}
            />
          )}
          {children}
        </>
      }
    />
  );
}
