import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { todayIn } from '../components/date-range/date-range';
import { AgentStatementsPageQuery } from '../features/agent-reports/agent-reports.queries.server';
import { statementColumns, statementTotals } from '../features/agent-reports/columns';
import { agentReportsTranslate } from '../features/agent-reports/csv.server';
import { readStatementState, statementVariables } from '../features/agent-reports/filters';
import { reportCsv } from '../features/records/csv.server';
import { brandTimeZone } from '../features/shell/brand-time-zone.server';

/** /agentHome/palStatementsAgentCopy.csv?…: the statements' period and filters as a CSV. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.session) throw redirect(`/agent?redirectTo=${encodeURIComponent('/agentHome/palStatementsAgentCopy')}`);
  const zone = await brandTimeZone(context);
  const state = readStatementState(new URL(request.url).searchParams, todayIn(zone));
  const t = agentReportsTranslate(context.locale);
  return reportCsv({
    fetchPage: async (page, pageSize) => (await context.graphql(AgentStatementsPageQuery, statementVariables(state, page, pageSize))).data?.agentStatements,
    columns: statementColumns(t),
    totals: (first) => statementTotals(first, t),
    filename: `${t('agentReports.statements.file')}-${state.range.from}-${state.range.to}.csv`,
    t,
  });
}
