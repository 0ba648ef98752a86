import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { todayIn } from '../components/date-range/date-range';
import { AgentDownlineTransactionsPageQuery } from '../features/agent-reports/agent-reports.queries.server';
import { transactionColumns, transactionTotals } from '../features/agent-reports/columns';
import { agentReportsTranslate } from '../features/agent-reports/csv.server';
import { readTransactionState, transactionVariables } from '../features/agent-reports/filters';
import { reportCsv } from '../features/records/csv.server';
import { brandTimeZone } from '../features/shell/brand-time-zone.server';

/** /agentHome/agentDownlineTransactionDetailsCopy.csv?…: the downline transactions' period and filters as a CSV. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.session) throw redirect(`/agent?redirectTo=${encodeURIComponent('/agentHome/agentDownlineTransactionDetailsCopy')}`);
  const zone = await brandTimeZone(context);
  const state = readTransactionState(new URL(request.url).searchParams, todayIn(zone));
  const t = agentReportsTranslate(context.locale);
  return reportCsv({
    fetchPage: async (page, pageSize) =>
      (await context.graphql(AgentDownlineTransactionsPageQuery, transactionVariables(state, page, pageSize))).data?.agentDownlineTransactions,
    columns: transactionColumns(t, { csvZone: zone }),
    totals: (first) => transactionTotals(first, t),
    filename: `${t('agentReports.transactions.file')}-${state.range.from}-${state.range.to}.csv`,
    t,
  });
}
