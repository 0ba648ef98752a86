import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { todayIn } from '../components/date-range/date-range';
import { profitColumns, profitTotals } from '../features/records/columns';
import { recordsTranslate, reportCsv } from '../features/records/csv.server';
import { profitVariables, readProfitState } from '../features/records/filters';
import { PersonalProfitPageQuery } from '../features/records/records.queries.server';
import { BRAND_TIME_ZONE } from '../features/records/time-zone';

/** /member/personalProfit.csv?…: the profit page's period, grouping and filters as a CSV. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.session) throw redirect(`/login?redirectTo=${encodeURIComponent('/member/personalProfit')}`);
  const state = readProfitState(new URL(request.url).searchParams, todayIn(BRAND_TIME_ZONE));
  const t = recordsTranslate(context.locale);
  return reportCsv({
    fetchPage: async (page, pageSize) =>
      (await context.graphql(PersonalProfitPageQuery, profitVariables(state, BRAND_TIME_ZONE, page, pageSize))).data?.personalProfit,
    columns: profitColumns(t),
    totals: (first) => profitTotals(first, t),
    filename: `${t('records.profit.file')}-${state.range.from}-${state.range.to}.csv`,
    t,
  });
}
