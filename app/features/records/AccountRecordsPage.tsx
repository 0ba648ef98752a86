import { useLoaderData, useLocation } from '@remix-run/react';
import { DateRangeField } from '#app/components/date-range/DateRangeField';
import { FilterSelect } from '#app/components/report/FilterSelect';
import { reportLoader } from '#app/components/report/report.server';
import { ReportSection } from '#app/components/report/ReportTable';
import { useTranslation } from '#app/i18n/react';
import { RECORD_MAX_DAYS, RECORD_PRESETS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from './filters';
import { TRANSACTION_HISTORY, recordsScreen } from './reports';
import { transactionHistory } from './reports.server';
import { useReloadOnBalanceChange } from '#app/kernel/live-store';

/**
 * transactionHistory: every movement of the member's money in a period, with type and status
 * filters, paging, sort, totals over the whole period and a CSV of the same. The layout guards it;
 * the filters render at once and the table streams in (docs/decisions/016).
 */
export const loader = reportLoader(transactionHistory);

export default function TransactionHistoryPage() {
  // A round played elsewhere, a slip settled at its draw, a deposit paid: the list follows without a reload (features/live).
  useReloadOnBalanceChange();
  const data = useLoaderData<typeof loader>();
  const { state, today, zone } = data;
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ReportSection
      report={TRANSACTION_HISTORY}
      screen={recordsScreen(pathname)}
      data={data}
      titleId="transactions-title"
      title={t('account.accountRecord')}
      intro={t('records.transactions.intro')}
      note={t('records.zoneNote', { zone })}
      filters={
        <>
          <DateRangeField state={state.range} today={today} maxDays={RECORD_MAX_DAYS} presets={RECORD_PRESETS} />
          <FilterSelect
            name="type"
            label={t('records.filters.type')}
            value={state.type}
            allLabel={t('records.all')}
            options={TRANSACTION_TYPES.map((value) => ({ value, label: t(`records.types.${value}`) }))}
          />
          <FilterSelect
            name="status"
            label={t('records.filters.status')}
            value={state.status}
            allLabel={t('records.all')}
            options={TRANSACTION_STATUSES.map((value) => ({ value, label: t(`records.statuses.${value}`) }))}
          />
        </>
      }
    />
  );
}
