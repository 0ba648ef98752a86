import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { todayIn } from '../components/date-range/date-range';
import { profitColumns, profitTotals } from '../features/records/columns';
import { recordsTranslate, reportCsv } from '../features/records/csv.server';
import { profitVariables, readProfitState } from '../features/records/filters';
import { PersonalProfitPageQuery } from '../features/records/records.queries.server';
import { brandTimeZone } from '../features/shell/brand-time-zone.server';

/** /member/personalProfit.csv?…: the profit page's period, grouping and filters as a CSV. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.session) throw redirect(`/login?redirectTo=${encodeURIComponent('/member/personalProfit')}`);
  const zone = await brandTimeZone(context);
  const state = readProfitState(new URL(request.url).searchParams, todayIn(zone));
  const t = recordsTranslate(context.locale);
  return reportCsv({
    fetchPage: async (page, pageSize) => (await context.graphql(PersonalProfitPageQuery, profitVariables(state, zone, page, pageSize))).data?.personalProfit,
    columns: profitColumns(t),
    totals: (first) => profitTotals(first, t),
    filename: `${t('records.profit.file')}-${state.range.from}-${state.range.to}.csv`,
    t,
  });
}
