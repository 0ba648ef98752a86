import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { todayIn } from '../components/date-range/date-range';
import { AgentRevenuePageQuery } from '../features/agent-reports/agent-reports.queries.server';
import { revenueColumns, revenueTotals } from '../features/agent-reports/columns';
import { agentReportsTranslate } from '../features/agent-reports/csv.server';
import { readRevenueState, revenueVariables } from '../features/agent-reports/filters';
import { reportCsv } from '../features/records/csv.server';
import { brandTimeZone } from '../features/shell/brand-time-zone.server';

/** /agentHome/agentRevenueReport.csv?…: the revenue report's period and filters as a CSV (agents only: the platform refuses others). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.session) throw redirect(`/agent?redirectTo=${encodeURIComponent('/agentHome/agentRevenueReport')}`);
  const zone = await brandTimeZone(context);
  const state = readRevenueState(new URL(request.url).searchParams, todayIn(zone));
  const t = agentReportsTranslate(context.locale);
  return reportCsv({
    fetchPage: async (page, pageSize) => (await context.graphql(AgentRevenuePageQuery, revenueVariables(state, page, pageSize))).data?.agentRevenueReport,
    columns: revenueColumns(t),
    totals: (first) => revenueTotals(first, t),
    filename: `${t('agentReports.revenue.file')}-${state.range.from}-${state.range.to}.csv`,
    t,
  });
}
