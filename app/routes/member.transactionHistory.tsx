import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData, useLocation } from '@remix-run/react';
import { Fragment } from 'react';
import { DataTable } from '../components/data-table/DataTable';
import { DateRangeField } from '../components/date-range/DateRangeField';
import { todayIn } from '../components/date-range/date-range';
import { DeferredSection } from '../components/DeferredSection';
import { sectionOf, settleUnlessStreaming } from '../components/deferred.server';
import { transactionColumns, transactionTotals, type MovementPage } from '../features/records/columns';
import { FilterSelect } from '../features/records/FilterSelect';
import {
  RECORD_MAX_DAYS,
  RECORD_PRESETS,
  readTransactionState,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  transactionVariables,
} from '../features/records/filters';
import { TransactionHistoryPageQuery } from '../features/records/records.queries.server';
import { brandTimeZone } from '../features/shell/brand-time-zone.server';
import { useTranslation } from '../i18n/react';

/**
 * transactionHistory: every movement of the member's money in a period, with type and status
 * filters, paging, sort, totals over the whole period and a CSV of the same. The layout guards it;
 * the filters render at once and the table streams in (docs/decisions/016).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const zone = await brandTimeZone(context);
  const today = todayIn(zone);
  const state = readTransactionState(new URL(request.url).searchParams, today);
  // A failed call shows the table's error state beside the filters (null), never a broken page.
  const history = sectionOf(context.graphql(TransactionHistoryPageQuery, transactionVariables(state, zone)), 'transactionHistory').catch(() => null);
  return { state, today, zone, ...(await settleUnlessStreaming(request, { history })) };
}

export default function TransactionHistoryPage() {
  const { history, zone } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="transactions-title">
      <h1 id="transactions-title">{t('account.accountRecord')}</h1>
      <p>{t('records.transactions.intro')}</p>
      <p className="muted">{t('records.zoneNote', { zone })}</p>
      <DeferredSection resolve={history} label={t('records.transactions.caption')} fallback={<Table page={null} loading />}>
        {(page) => <Table page={page} />}
      </DeferredSection>
    </section>
  );
}

function Table({ page, loading = false }: { page: MovementPage | null; loading?: boolean }) {
  const { state, today } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('records.transactions.caption')}
      columns={transactionColumns(t)}
      rows={page?.items ?? null}
      rowKey={(row) => row.id}
      state={state.table}
      total={page?.total ?? 0}
      totals={page ? transactionTotals(page, t) : undefined}
      loading={loading}
      csvHref="/member/transactionHistory.csv"
      filters={
        // Keyed by the URL so the fields show the filters in force after every navigation.
        <Fragment key={search}>
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
        </Fragment>
      }
    />
  );
}
