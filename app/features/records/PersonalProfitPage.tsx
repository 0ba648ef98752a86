import { useLoaderData } from '@remix-run/react';
import { DateRangeField } from '#app/components/date-range/DateRangeField';
import { FilterSelect } from '#app/components/report/FilterSelect';
import { reportLoader } from '#app/components/report/report.server';
import { ReportSection } from '#app/components/report/ReportTable';
import { useTranslation } from '#app/i18n/react';
import { PROFIT_MAX_DAYS, PROFIT_PERIODS, RECORD_PRESETS } from './filters';
import { gameTypeOptions } from './columns';
import { PERSONAL_PROFIT } from './reports';
import { gameTypeChoices, personalProfit } from './reports.server';

/**
 * personalProfit: the member's win/loss and turnover per day, week or month (of the brand's time
 * zone) and game type, with totals over the whole period and a CSV of the same. The layout guards
 * it; the filters render at once and the table streams in (docs/decisions/016).
 */
export const loader = reportLoader(personalProfit, { more: gameTypeChoices });

export default function PersonalProfitPage() {
  const data = useLoaderData<typeof loader>();
  const { state, today, zone, gameTypes } = data;
  const { t } = useTranslation();
  return (
    <ReportSection
      report={PERSONAL_PROFIT}
      data={data}
      titleId="profit-title"
      title={t('account.personalProfit')}
      intro={t('records.profit.intro')}
      note={t('records.zoneNote', { zone })}
      filters={
        <>
          <DateRangeField state={state.range} today={today} maxDays={PROFIT_MAX_DAYS} presets={RECORD_PRESETS} />
          <FilterSelect
            name="period"
            label={t('records.filters.period')}
            value={state.period}
            options={PROFIT_PERIODS.map((value) => ({ value, label: t(`records.profit.periods.${value}`) }))}
          />
          <FilterSelect
            name="gameType"
            label={t('records.filters.gameType')}
            value={state.gameType}
            allLabel={t('records.all')}
            options={gameTypeOptions(t, gameTypes)}
          />
        </>
      }
    />
  );
}
