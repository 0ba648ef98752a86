/**
 * The agent reports' sources for the report kit (app/components/report/report.server.ts): each
 * report's document and field, its state from the URL and variables (filters.ts), its CSV's name.
 * The platform counts the periods' days in the brand's zone from the dates sent (docs/decisions/027).
 */
import { periodFile, reportSource } from '#app/components/report/report.server';
import { brandTimeZone } from '#app/kernel/brand-time-zone.server';
import { AgentDownlineTransactionsPageQuery, AgentRevenuePageQuery, AgentStatementsPageQuery } from './agent-reports.queries.server';
import { readRevenueState, readStatementState, readTransactionState, revenueVariables, statementVariables, transactionVariables } from './filters';
import { usernameProblem } from './problems.server';
import { DOWNLINE_TRANSACTIONS, REVENUE, STATEMENTS } from './reports';

/** Every agent report counts days in the brand's zone (docs/decisions/015) and speaks the agent reports' words. */
const agentReport = { timeZone: brandTimeZone, namespaces: ['agentReports'] } as const;

/** The member filter: the platform refuses a username outside the team, said under the field. */
const teamMember = { active: (state: { username: string | null }) => Boolean(state.username), problem: usernameProblem };

export const statements = reportSource(STATEMENTS, {
  ...agentReport,
  document: AgentStatementsPageQuery,
  field: 'agentStatements',
  read: readStatementState,
  variables: (state, { page, pageSize }) => statementVariables(state, page, pageSize),
  file: periodFile('agentReports.statements.file'),
  refusable: teamMember,
});

export const revenue = reportSource(REVENUE, {
  ...agentReport,
  document: AgentRevenuePageQuery,
  field: 'agentRevenueReport',
  read: readRevenueState,
  variables: (state, { page, pageSize }) => revenueVariables(state, page, pageSize),
  file: periodFile('agentReports.revenue.file'),
});

export const downlineTransactions = reportSource(DOWNLINE_TRANSACTIONS, {
  ...agentReport,
  document: AgentDownlineTransactionsPageQuery,
  field: 'agentDownlineTransactions',
  read: readTransactionState,
  variables: (state, { page, pageSize }) => transactionVariables(state, page, pageSize),
  file: periodFile('agentReports.transactions.file'),
  refusable: teamMember,
});
