/**
 * The member's records' sources for the report kit (app/components/report/report.server.ts): each
 * report's document and field, its state from the URL and variables (filters.ts), its CSV's name.
 */
import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { periodFile, reportSource } from '#app/components/report/report.server';
import { brandTimeZone } from '#app/kernel/brand-time-zone.server';
import { betVariables, profitVariables, readBetState, readProfitState, readTransactionState, transactionVariables } from './filters';
import { BettingRecordsPageQuery, PersonalProfitPageQuery, RecordsGameTypesQuery, TransactionHistoryPageQuery } from './records.queries.server';
import { BETTING_RECORDS, PERSONAL_PROFIT, TRANSACTION_HISTORY } from './reports';

/** Every record counts days in the brand's zone (docs/decisions/015) and speaks the records' words. */
const records = { timeZone: brandTimeZone, namespaces: ['records'] } as const;

export const transactionHistory = reportSource(TRANSACTION_HISTORY, {
  ...records,
  document: TransactionHistoryPageQuery,
  field: 'transactionHistory',
  read: readTransactionState,
  variables: (state, { zone, page, pageSize }) => transactionVariables(state, zone, page, pageSize),
  file: periodFile('records.transactions.file'),
});

export const bettingRecords = reportSource(BETTING_RECORDS, {
  ...records,
  document: BettingRecordsPageQuery,
  field: 'bettingRecords',
  read: readBetState,
  variables: (state, { zone, page, pageSize }) => betVariables(state, zone, page, pageSize),
  file: periodFile('records.bets.file'),
});

export const personalProfit = reportSource(PERSONAL_PROFIT, {
  ...records,
  document: PersonalProfitPageQuery,
  field: 'personalProfit',
  read: readProfitState,
  variables: (state, { zone, page, pageSize }) => profitVariables(state, zone, page, pageSize),
  file: periodFile('records.profit.file'),
});

/** The game types for a game type filter (a cached public list), as the filter's choices. */
export async function gameTypeChoices({ context }: LoaderFunctionArgs) {
  const types = await context.graphql(RecordsGameTypesQuery);
  return { gameTypes: (types.data?.gameNavigation ?? []).map((entry) => ({ value: entry.gameType, label: entry.name })) };
}
