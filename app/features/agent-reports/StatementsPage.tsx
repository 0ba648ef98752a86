import { useLoaderData } from '@remix-run/react';
import { reportLoader } from '#app/components/report/report.server';
import { AgentReportSection } from './AgentReportSection';
import { STATEMENTS } from './reports';
import { statements } from './reports.server';
import { UsernameFilter } from './UsernameFilter';

/**
 * palStatementsAgentCopy: profit and loss of the team (or of one member's own team) per period:
 * deposits, withdrawals, turnover, payout, win/loss, bonuses, rebates and net revenue, with totals
 * and a CSV of the same. A member outside the team is said so under the field.
 */
export const loader = reportLoader(statements);

export default function AgentStatementsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <AgentReportSection report={STATEMENTS} data={data} page="palStatementsAgentCopy" intro="agentReports.statements.intro" period={data.state.period}>
      <UsernameFilter value={data.state.username} problem={data.problem} />
    </AgentReportSection>
  );
}
