/**
 * The member's records as reports of the kit (app/components/report/report.ts): what the page's
 * table and its CSV twin show. Their sources (documents, state, variables, files) are in
 * reports.server.ts.
 */
import type { ReportView } from '#app/components/report/report';
import {
  betColumns,
  betTotals,
  profitColumns,
  profitTotals,
  transactionColumns,
  transactionTotals,
  type BetPage,
  type BetRow,
  type MovementPage,
  type MovementRow,
  type ProfitPage,
  type ProfitRow,
  type RecordsScreen,
} from './columns';
import { href } from '#app/kernel/href';

/** transactionHistory: every movement of the member's money, with money in, money out and the net change of the whole period. */
export const TRANSACTION_HISTORY: ReportView<MovementPage, MovementRow, RecordsScreen> = {
  caption: 'records.transactions.caption',
  columns: transactionColumns,
  totals: transactionTotals,
  rowKey: (row) => row.id,
  csv: href('/member/transactionHistory.csv'),
};

/** personalHistoryCopy: the member's rounds, with the totals of the whole period. */
export const BETTING_RECORDS: ReportView<BetPage, BetRow, RecordsScreen> = {
  caption: 'records.bets.caption',
  columns: betColumns,
  totals: betTotals,
  rowKey: (row) => row.id,
  csv: href('/member/personalHistoryCopy.csv'),
};

/** personalProfit: win/loss and turnover per period and game type. */
export const PERSONAL_PROFIT: ReportView<ProfitPage, ProfitRow> = {
  caption: 'records.profit.caption',
  columns: profitColumns,
  totals: profitTotals,
  rowKey: (row) => `${row.periodStart}|${row.gameType}`,
  csv: href('/member/personalProfit.csv'),
};

/**
 * The records' link to complain about a row (docs/decisions/062): on the member centre's pages
 * only (the agent centre shows the same betting records, and its agents are not the complaints
 * page's members).
 */
export function recordsScreen(pathname: string): RecordsScreen | undefined {
  if (!pathname.startsWith('/member/')) return undefined;
  return { complaintHref: (subject, ref) => href('/member/complaints', { search: { subject, ref } }) };
}
