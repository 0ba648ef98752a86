import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { todayIn } from '../components/date-range/date-range';
import { transactionColumns, transactionTotals } from '../features/records/columns';
import { recordsTranslate, reportCsv } from '../features/records/csv.server';
import { readTransactionState, transactionVariables } from '../features/records/filters';
import { TransactionHistoryPageQuery } from '../features/records/records.queries.server';
import { brandTimeZone } from '../features/shell/brand-time-zone.server';

/** /member/transactionHistory.csv?…: the transactions page's period and filters as a CSV (every row, the same totals). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.session) throw redirect(`/login?redirectTo=${encodeURIComponent('/member/transactionHistory')}`);
  const zone = await brandTimeZone(context);
  const state = readTransactionState(new URL(request.url).searchParams, todayIn(zone));
  const t = recordsTranslate(context.locale);
  return reportCsv({
    fetchPage: async (page, pageSize) =>
      (await context.graphql(TransactionHistoryPageQuery, transactionVariables(state, zone, page, pageSize))).data?.transactionHistory,
    columns: transactionColumns(t, { csvZone: zone }),
    totals: (first) => transactionTotals(first, t),
    filename: `${t('records.transactions.file')}-${state.range.from}-${state.range.to}.csv`,
    t,
  });
}
