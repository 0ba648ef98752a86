import { useLoaderData, useLocation } from '@remix-run/react';
import { DateRangeField } from '#app/components/date-range/DateRangeField';
import { FilterSelect } from '#app/components/report/FilterSelect';
import { reportLoader } from '#app/components/report/report.server';
import { ReportSection } from '#app/components/report/ReportTable';
import { useTranslation } from '#app/i18n/react';
import { RECORD_MAX_DAYS, RECORD_PRESETS } from './filters';
import { gameTypeOptions } from './columns';
import { BETTING_RECORDS, recordsScreen } from './reports';
import { bettingRecords, gameTypeChoices } from './reports.server';
import { useReloadOnBalanceChange } from '#app/kernel/live-store';

/**
 * personalHistoryCopy (betting records): the member's rounds in a period, by game type, with
 * paging, sort, totals over the whole period and a CSV of the same. The layout guards it; the
 * filters render at once and the table streams in (docs/decisions/016).
 */
export const loader = reportLoader(bettingRecords, { more: gameTypeChoices });

export default function BettingRecordsPage() {
  // A round played elsewhere, a slip settled at its draw, a deposit paid: the list follows without a reload (features/live).
  useReloadOnBalanceChange();
  const data = useLoaderData<typeof loader>();
  const { state, today, zone, gameTypes } = data;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ReportSection
      report={BETTING_RECORDS}
      screen={recordsScreen(pathname)}
      data={data}
      titleId="bets-title"
      title={t('account.bettingRecord')}
      intro={t('records.bets.intro')}
      note={t('records.zoneNote', { zone })}
      filters={
        <>
          <DateRangeField state={state.range} today={today} maxDays={RECORD_MAX_DAYS} presets={RECORD_PRESETS} />
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
