import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData, useLocation } from '@remix-run/react';
import { Fragment } from 'react';
import { DataTable } from '../components/data-table/DataTable';
import { DateRangeField } from '../components/date-range/DateRangeField';
import { todayIn } from '../components/date-range/date-range';
import { DeferredSection } from '../components/DeferredSection';
import { sectionOf, settleUnlessStreaming } from '../components/deferred.server';
import { betColumns, betTotals, type BetPage } from '../features/records/columns';
import { FilterSelect } from '../features/records/FilterSelect';
import { betVariables, readBetState, RECORD_MAX_DAYS, RECORD_PRESETS } from '../features/records/filters';
import { BettingRecordsPageQuery, RecordsGameTypesQuery } from '../features/records/records.queries.server';
import { brandTimeZone } from '../features/shell/brand-time-zone.server';
import { useTranslation } from '../i18n/react';

/**
 * personalHistoryCopy (betting records): the member's rounds in a period, by game type, with
 * paging, sort, totals over the whole period and a CSV of the same. The layout guards it; the
 * filters render at once and the table streams in (docs/decisions/016).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const zone = await brandTimeZone(context);
  const today = todayIn(zone);
  const state = readBetState(new URL(request.url).searchParams, today);
  const bets = sectionOf(context.graphql(BettingRecordsPageQuery, betVariables(state, zone)), 'bettingRecords').catch(() => null);
  const types = await context.graphql(RecordsGameTypesQuery);
  const gameTypes = (types.data?.gameNavigation ?? []).map((entry) => ({ value: entry.gameType, label: entry.name }));
  return { state, today, zone, gameTypes, ...(await settleUnlessStreaming(request, { bets })) };
}

export default function BettingRecordsPage() {
  const { bets, zone } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="bets-title">
      <h1 id="bets-title">{t('account.bettingRecord')}</h1>
      <p>{t('records.bets.intro')}</p>
      <p className="muted">{t('records.zoneNote', { zone })}</p>
      <DeferredSection resolve={bets} label={t('records.bets.caption')} fallback={<Table page={null} loading />}>
        {(page) => <Table page={page} />}
      </DeferredSection>
    </section>
  );
}

function Table({ page, loading = false }: { page: BetPage | null; loading?: boolean }) {
  const { state, today, gameTypes } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('records.bets.caption')}
      columns={betColumns(t)}
      rows={page?.items ?? null}
      rowKey={(row) => row.id}
      state={state.table}
      total={page?.total ?? 0}
      totals={page ? betTotals(page, t) : undefined}
      loading={loading}
      csvHref="/member/personalHistoryCopy.csv"
      filters={
        <Fragment key={search}>
          <DateRangeField state={state.range} today={today} maxDays={RECORD_MAX_DAYS} presets={RECORD_PRESETS} />
          <FilterSelect name="gameType" label={t('records.filters.gameType')} value={state.gameType} allLabel={t('records.all')} options={gameTypes} />
        </Fragment>
      }
    />
  );
}
