/**
 * The records pages' state, all in the URL (a report is a link): the period, the filters, paging
 * and sort, each checked, and the GraphQL variables they ask for. The CSV routes read the same
 * state from the same parameters, so a download holds exactly what the page shows.
 */
import { readTableState, type TableState } from '#app/components/data-table/table-state';
import { rangeInstants, readDateRange, type DatePreset, type DateRangeState } from '#app/components/date-range/date-range';
import type { BetSort, ProfitPeriod, ProfitSort, SortDirection, TransactionSort, TransactionStatus, TransactionType } from '#app/graphql/generated/graphql';

/** The records look back; the future presets of <DateRangeField> mean nothing here. */
export const RECORD_PRESETS: readonly DatePreset[] = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth'];
/** Movements and bets: any period of the member's history, a page at a time (the platform's limit: ten years). */
export const RECORD_MAX_DAYS = 3_660;
/** Profit groups by month too: at most a year. */
export const PROFIT_MAX_DAYS = 366;

export const TRANSACTION_TYPES: readonly TransactionType[] = ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BET', 'WIN', 'BONUS', 'REBATE', 'POINTS', 'ADJUSTMENT'];
export const TRANSACTION_STATUSES: readonly TransactionStatus[] = ['PENDING', 'COMPLETED', 'REFUNDED', 'CANCELLED'];
export const PROFIT_PERIODS: readonly ProfitPeriod[] = ['DAY', 'WEEK', 'MONTH'];

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;

/** A game type code as the platform names them (RNG, LIVE…), or null. */
const gameTypeOf = (value: string | null): string | null => (value && /^[A-Za-z]{1,20}$/.test(value) ? value.toUpperCase() : null);

const direction = (table: TableState): SortDirection => (table.dir === 'asc' ? 'ASC' : 'DESC');

export interface TransactionState {
  range: DateRangeState;
  table: TableState;
  type: TransactionType | null;
  status: TransactionStatus | null;
}

export function readTransactionState(params: URLSearchParams, today: string): TransactionState {
  return {
    range: readDateRange(params, { today, maxDays: RECORD_MAX_DAYS, defaultPreset: 'last7' }),
    table: readTableState(params, { sortable: ['time', 'amount'], defaultSort: { sort: 'time', dir: 'desc' } }),
    type: oneOf(params.get('type'), TRANSACTION_TYPES),
    status: oneOf(params.get('status'), TRANSACTION_STATUSES),
  };
}

export function transactionVariables(state: TransactionState, timeZone: string, page = state.table.page, pageSize = state.table.pageSize) {
  const { start, end } = rangeInstants(state.range, timeZone);
  return {
    filter: { from: start, to: end, types: state.type ? [state.type] : null, status: state.status },
    page,
    pageSize,
    sort: (state.table.sort === 'amount' ? 'AMOUNT' : 'TIME') as TransactionSort,
    direction: direction(state.table),
  };
}

export interface BetState {
  range: DateRangeState;
  table: TableState;
  gameType: string | null;
}

export function readBetState(params: URLSearchParams, today: string): BetState {
  return {
    range: readDateRange(params, { today, maxDays: RECORD_MAX_DAYS, defaultPreset: 'last7' }),
    table: readTableState(params, { sortable: ['time', 'stake', 'winLoss'], defaultSort: { sort: 'time', dir: 'desc' } }),
    gameType: gameTypeOf(params.get('gameType')),
  };
}

const BET_SORT: Record<string, BetSort> = { time: 'TIME', stake: 'STAKE', winLoss: 'WIN_LOSS' };

export function betVariables(state: BetState, timeZone: string, page = state.table.page, pageSize = state.table.pageSize) {
  const { start, end } = rangeInstants(state.range, timeZone);
  return {
    filter: { from: start, to: end, gameType: state.gameType },
    page,
    pageSize,
    sort: BET_SORT[state.table.sort ?? 'time'] ?? 'TIME',
    direction: direction(state.table),
  };
}

export interface ProfitState {
  range: DateRangeState;
  table: TableState;
  period: ProfitPeriod;
  gameType: string | null;
}

export function readProfitState(params: URLSearchParams, today: string): ProfitState {
  return {
    range: readDateRange(params, { today, maxDays: PROFIT_MAX_DAYS, defaultPreset: 'last30' }),
    table: readTableState(params, { sortable: ['period', 'turnover', 'winLoss'], defaultSort: { sort: 'period', dir: 'desc' } }),
    period: oneOf(params.get('period'), PROFIT_PERIODS) ?? 'DAY',
    gameType: gameTypeOf(params.get('gameType')),
  };
}

const PROFIT_SORT: Record<string, ProfitSort> = { period: 'PERIOD', turnover: 'TURNOVER', winLoss: 'WIN_LOSS' };

export function profitVariables(state: ProfitState, timeZone: string, page = state.table.page, pageSize = state.table.pageSize) {
  return {
    filter: { fromDate: state.range.from, toDate: state.range.to, timeZone, period: state.period, gameType: state.gameType },
    page,
    pageSize,
    sort: PROFIT_SORT[state.table.sort ?? 'period'] ?? 'PERIOD',
    direction: direction(state.table),
  };
}
