/**
 * The agent reports' state, all in the URL (a report is a link): the period, filters, paging and
 * sort, each checked, and the GraphQL variables they ask for. The CSV routes read the same state
 * from the same parameters, so a download holds exactly what the page shows.
 */
import { readTableState, type TableState } from '#app/components/data-table/table-state';
import { readDateRange, type DatePreset, type DateRangeState } from '#app/components/date-range/date-range';
import type { AgentRevenueSort, AgentStatementSort, AgentTransactionKind, ProfitPeriod, SortDirection } from '#app/graphql/generated/graphql';

/** The spec's periods: today, yesterday, this and last week, this and last month (and a range). */
export const AGENT_PRESETS: readonly DatePreset[] = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'];
export const AGENT_MAX_DAYS = 366;
export const AGENT_PERIODS: readonly ProfitPeriod[] = ['DAY', 'WEEK', 'MONTH'];
export const AGENT_TRANSACTION_KINDS: readonly AgentTransactionKind[] = ['DEPOSIT', 'WITHDRAW', 'TRANSFER'];

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
const gameTypeOf = (value: string | null): string | null => (value && /^[A-Za-z]{1,20}$/.test(value) ? value.toUpperCase() : null);
const usernameOf = (value: string | null): string | null => {
  const v = value?.trim() ?? '';
  return v && v.length <= 60 ? v : null;
};
const direction = (table: TableState): SortDirection => (table.dir === 'asc' ? 'ASC' : 'DESC');
const range = (params: URLSearchParams, today: string) => readDateRange(params, { today, maxDays: AGENT_MAX_DAYS, defaultPreset: 'thisMonth' });

export interface OverviewState {
  range: DateRangeState;
}

export const readOverviewState = (params: URLSearchParams, today: string): OverviewState => ({ range: range(params, today) });

export interface RevenueState {
  range: DateRangeState;
  table: TableState;
  period: ProfitPeriod;
  gameType: string | null;
}

export function readRevenueState(params: URLSearchParams, today: string): RevenueState {
  return {
    range: range(params, today),
    table: readTableState(params, { sortable: ['period', 'turnover', 'revenue', 'commission'], defaultSort: { sort: 'period', dir: 'desc' } }),
    period: oneOf(params.get('period'), AGENT_PERIODS) ?? 'DAY',
    gameType: gameTypeOf(params.get('gameType')),
  };
}

const REVENUE_SORT: Record<string, AgentRevenueSort> = { period: 'PERIOD', turnover: 'TURNOVER', revenue: 'REVENUE', commission: 'COMMISSION' };

export function revenueVariables(state: RevenueState, page = state.table.page, pageSize = state.table.pageSize) {
  return {
    filter: { fromDate: state.range.from, toDate: state.range.to, period: state.period, gameType: state.gameType },
    page,
    pageSize,
    sort: REVENUE_SORT[state.table.sort ?? 'period'] ?? 'PERIOD',
    direction: direction(state.table),
  };
}

export interface StatementState {
  range: DateRangeState;
  table: TableState;
  period: ProfitPeriod;
  username: string | null;
}

export function readStatementState(params: URLSearchParams, today: string): StatementState {
  return {
    range: range(params, today),
    table: readTableState(params, { sortable: ['period', 'turnover', 'netRevenue'], defaultSort: { sort: 'period', dir: 'desc' } }),
    period: oneOf(params.get('period'), AGENT_PERIODS) ?? 'DAY',
    username: usernameOf(params.get('username')),
  };
}

const STATEMENT_SORT: Record<string, AgentStatementSort> = { period: 'PERIOD', turnover: 'TURNOVER', netRevenue: 'NET_REVENUE' };

export function statementVariables(state: StatementState, page = state.table.page, pageSize = state.table.pageSize) {
  return {
    filter: { fromDate: state.range.from, toDate: state.range.to, period: state.period, username: state.username },
    page,
    pageSize,
    sort: STATEMENT_SORT[state.table.sort ?? 'period'] ?? 'PERIOD',
    direction: direction(state.table),
  };
}

export interface TransactionState {
  range: DateRangeState;
  table: TableState;
  kind: AgentTransactionKind | null;
  username: string | null;
}

export function readTransactionState(params: URLSearchParams, today: string): TransactionState {
  return {
    range: range(params, today),
    table: readTableState(params, { sortable: ['time', 'amount'], defaultSort: { sort: 'time', dir: 'desc' } }),
    kind: oneOf(params.get('kind'), AGENT_TRANSACTION_KINDS),
    username: usernameOf(params.get('username')),
  };
}

export function transactionVariables(state: TransactionState, page = state.table.page, pageSize = state.table.pageSize) {
  return {
    filter: { fromDate: state.range.from, toDate: state.range.to, kind: state.kind, username: state.username },
    page,
    pageSize,
    sort: state.table.sort === 'amount' ? ('AMOUNT' as const) : ('TIME' as const),
    direction: direction(state.table),
  };
}
