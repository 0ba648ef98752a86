import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { todayIn } from '../components/date-range/date-range';
import { betColumns, betTotals } from '../features/records/columns';
import { recordsTranslate, reportCsv } from '../features/records/csv.server';
import { betVariables, readBetState } from '../features/records/filters';
import { BettingRecordsPageQuery } from '../features/records/records.queries.server';
import { BRAND_TIME_ZONE } from '../features/records/time-zone';

/** /member/personalHistoryCopy.csv?…: the betting records page's period and filters as a CSV. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.session) throw redirect(`/login?redirectTo=${encodeURIComponent('/member/personalHistoryCopy')}`);
  const state = readBetState(new URL(request.url).searchParams, todayIn(BRAND_TIME_ZONE));
  const t = recordsTranslate(context.locale);
  return reportCsv({
    fetchPage: async (page, pageSize) =>
      (await context.graphql(BettingRecordsPageQuery, betVariables(state, BRAND_TIME_ZONE, page, pageSize))).data?.bettingRecords,
    columns: betColumns(t, { csvZone: BRAND_TIME_ZONE }),
    totals: (first) => betTotals(first, t),
    filename: `${t('records.bets.file')}-${state.range.from}-${state.range.to}.csv`,
    t,
  });
}
