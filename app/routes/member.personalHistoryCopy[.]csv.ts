import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { todayIn } from '../components/date-range/date-range';
import { betColumns, betTotals } from '../features/records/columns';
import { recordsTranslate, reportCsv } from '../features/records/csv.server';
import { betVariables, readBetState } from '../features/records/filters';
import { BettingRecordsPageQuery } from '../features/records/records.queries.server';
import { brandTimeZone } from '../features/shell/brand-time-zone.server';

/** /member/personalHistoryCopy.csv?…: the betting records page's period and filters as a CSV. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.session) throw redirect(`/login?redirectTo=${encodeURIComponent('/member/personalHistoryCopy')}`);
  const zone = await brandTimeZone(context);
  const state = readBetState(new URL(request.url).searchParams, todayIn(zone));
  const t = recordsTranslate(context.locale);
  return reportCsv({
    fetchPage: async (page, pageSize) => (await context.graphql(BettingRecordsPageQuery, betVariables(state, zone, page, pageSize))).data?.bettingRecords,
    columns: betColumns(t, { csvZone: zone }),
    totals: (first) => betTotals(first, t),
    filename: `${t('records.bets.file')}-${state.range.from}-${state.range.to}.csv`,
    t,
  });
}
