/**
 * The agent reports as reports of the kit (app/components/report/report.ts): what the page's table
 * and its CSV twin show. Their sources (documents, state, variables, files) are in reports.server.ts.
 */
import type { ReportView } from '#app/components/report/report';
import {
  revenueColumns,
  revenueTotals,
  statementColumns,
  statementTotals,
  transactionColumns,
  transactionTotals,
  type RevenuePage,
  type RevenueRow,
  type StatementPage,
  type StatementRow,
  type TransactionPage,
  type TransactionRow,
} from './columns';
import { href } from '#app/kernel/href';

/** palStatementsAgentCopy: profit and loss of the team per period, with the totals of the whole period. */
export const STATEMENTS: ReportView<StatementPage, StatementRow> = {
  caption: 'agentReports.statements.caption',
  columns: statementColumns,
  totals: statementTotals,
  rowKey: (row) => row.periodStart,
  csv: href('/agentHome/palStatementsAgentCopy.csv'),
};

/** agentRevenueReport: the team's revenue and the agent's commission per period and product. */
export const REVENUE: ReportView<RevenuePage, RevenueRow> = {
  caption: 'agentReports.revenue.caption',
  columns: revenueColumns,
  totals: revenueTotals,
  rowKey: (row) => `${row.periodStart}|${row.gameType}`,
  csv: href('/agentHome/agentRevenueReport.csv'),
};

/** agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals and transfers, with totals per type. */
export const DOWNLINE_TRANSACTIONS: ReportView<TransactionPage, TransactionRow> = {
  caption: 'agentReports.transactions.caption',
  columns: transactionColumns,
  totals: transactionTotals,
  rowKey: (row) => row.id,
  csv: href('/agentHome/agentDownlineTransactionDetailsCopy.csv'),
};
