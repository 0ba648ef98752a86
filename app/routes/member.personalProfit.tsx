import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData, useLocation } from '@remix-run/react';
import { Fragment } from 'react';
import { DataTable } from '../components/data-table/DataTable';
import { DateRangeField } from '../components/date-range/DateRangeField';
import { todayIn } from '../components/date-range/date-range';
import { DeferredSection } from '../components/DeferredSection';
import { sectionOf, settleUnlessStreaming } from '../components/deferred.server';
import { profitColumns, profitTotals, type ProfitPage } from '../features/records/columns';
import { FilterSelect } from '../features/records/FilterSelect';
import { PROFIT_MAX_DAYS, PROFIT_PERIODS, profitVariables, readProfitState, RECORD_PRESETS } from '../features/records/filters';
import { PersonalProfitPageQuery, RecordsGameTypesQuery } from '../features/records/records.queries.server';
import { brandTimeZone } from '../features/shell/brand-time-zone.server';
import { useTranslation } from '../i18n/react';

/**
 * personalProfit: the member's win/loss and turnover per day, week or month (of the brand's time
 * zone) and game type, with totals over the whole period and a CSV of the same. The layout guards
 * it; the filters render at once and the table streams in (docs/decisions/016).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const zone = await brandTimeZone(context);
  const today = todayIn(zone);
  const state = readProfitState(new URL(request.url).searchParams, today);
  const profit = sectionOf(context.graphql(PersonalProfitPageQuery, profitVariables(state, zone)), 'personalProfit').catch(() => null);
  const types = await context.graphql(RecordsGameTypesQuery);
  const gameTypes = (types.data?.gameNavigation ?? []).map((entry) => ({ value: entry.gameType, label: entry.name }));
  return { state, today, zone, gameTypes, ...(await settleUnlessStreaming(request, { profit })) };
}

export default function PersonalProfitPage() {
  const { profit, zone } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="profit-title">
      <h1 id="profit-title">{t('account.personalProfit')}</h1>
      <p>{t('records.profit.intro')}</p>
      <p className="muted">{t('records.zoneNote', { zone })}</p>
      <DeferredSection resolve={profit} label={t('records.profit.caption')} fallback={<Table page={null} loading />}>
        {(page) => <Table page={page} />}
      </DeferredSection>
    </section>
  );
}

function Table({ page, loading = false }: { page: ProfitPage | null; loading?: boolean }) {
  const { state, today, gameTypes } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('records.profit.caption')}
      columns={profitColumns(t)}
      rows={page?.items ?? null}
      rowKey={(row) => `${row.periodStart}|${row.gameType}`}
      state={state.table}
      total={page?.total ?? 0}
      totals={page ? profitTotals(page, t) : undefined}
      loading={loading}
      csvHref="/member/personalProfit.csv"
      filters={
        <Fragment key={search}>
          <DateRangeField state={state.range} today={today} maxDays={PROFIT_MAX_DAYS} presets={RECORD_PRESETS} />
          <FilterSelect
            name="period"
            label={t('records.filters.period')}
            value={state.period}
            options={PROFIT_PERIODS.map((value) => ({ value, label: t(`records.profit.periods.${value}`) }))}
          />
          <FilterSelect name="gameType" label={t('records.filters.gameType')} value={state.gameType} allLabel={t('records.all')} options={gameTypes} />
        </Fragment>
      }
    />
  );
}
