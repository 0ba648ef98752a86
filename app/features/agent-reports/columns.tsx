/**
 * The agent reports' columns, for the page and its CSV alike (so a figure on screen is the figure in
 * the file): money as minor units shown with <Money> and written as plain decimals, times shown in
 * the reader's zone and written in the brand's zone (named in the header).
 */
import type { Column, TotalsRow } from '#app/components/data-table/columns';
import { countColumn } from '#app/components/data-table/count-column';
import type { AgentDownlineTransactionsPageQuery, AgentRevenuePageQuery, AgentStatementsPageQuery } from '#app/graphql/generated/graphql';
import { formatNumber } from '#app/i18n/format';
import type { Translate } from '#app/i18n/translate';
import { LocalTime } from '#app/components/LocalTime';
import { useTranslation } from '#app/i18n/react';
import { gameTypeLabel, periodLabel, zonedTime, type ColumnTarget } from '#app/features/records/columns';
import { moneyColumn } from '#app/kernel/money/money-column';

type Items<P> = P extends { items: readonly (infer R)[] } ? R : never;
export type RevenuePage = NonNullable<AgentRevenuePageQuery['agentRevenueReport']>;
export type RevenueRow = Items<RevenuePage>;
export type StatementPage = NonNullable<AgentStatementsPageQuery['agentStatements']>;
export type StatementRow = Items<StatementPage>;
export type TransactionPage = NonNullable<AgentDownlineTransactionsPageQuery['agentDownlineTransactions']>;
export type TransactionRow = Items<TransactionPage>;

const count = <Row,>(id: string, header: string, value: (row: Row) => number): Column<Row> => countColumn(id, header, value);

/** A commission rate (basis points) as a percentage with two decimals ("1.50%"). */
const RATE = { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
const rateText = (bp: number, locale: string) => formatNumber(bp / 10_000, locale, RATE);

function RateCell({ bp }: { bp: number }) {
  const { i18n } = useTranslation();
  return <>{rateText(bp, i18n.language)}</>;
}

export function revenueColumns(t: Translate): Column<RevenueRow>[] {
  return [
    { id: 'period', header: t('agentReports.revenue.period'), value: (row) => periodLabel(row), sortable: true },
    { id: 'gameType', header: t('agentReports.revenue.gameType'), value: (row) => gameTypeLabel(t, row.gameType, row.gameType) },
    count('bets', t('agentReports.revenue.bets'), (row) => row.bets),
    moneyColumn('turnover', t('agentReports.revenue.turnover'), (row) => row.turnover, { sortable: true }),
    moneyColumn('validBets', t('agentReports.revenue.validBets'), (row) => row.validBets),
    moneyColumn('payout', t('agentReports.revenue.payout'), (row) => row.payout),
    moneyColumn('revenue', t('agentReports.revenue.revenue'), (row) => row.revenue, { sortable: true }),
    {
      id: 'rate',
      header: t('agentReports.revenue.rate'),
      value: (row) => row.rateBp,
      // The page's language on screen; the CSV writes every figure the same way in every language.
      render: (value) => (typeof value === 'number' ? <RateCell bp={value} /> : null),
      text: (value) => (typeof value === 'number' ? rateText(value, 'en') : ''),
      align: 'end',
    },
    moneyColumn('commission', t('agentReports.revenue.commission'), (row) => row.commission, { sortable: true }),
  ];
}

export function revenueTotals(page: RevenuePage, t: Translate): TotalsRow[] {
  return [
    {
      label: t('table.total'),
      values: {
        bets: page.totalBets,
        turnover: page.totalTurnover,
        validBets: page.totalValidBets,
        payout: page.totalPayout,
        revenue: page.totalRevenue,
        commission: page.totalCommission,
      },
    },
  ];
}

export function statementColumns(t: Translate): Column<StatementRow>[] {
  return [
    { id: 'period', header: t('agentReports.statements.period'), value: (row) => periodLabel(row), sortable: true },
    moneyColumn('deposits', t('agentReports.statements.deposits'), (row) => row.deposits),
    moneyColumn('withdrawals', t('agentReports.statements.withdrawals'), (row) => row.withdrawals),
    count('bets', t('agentReports.statements.bets'), (row) => row.bets),
    moneyColumn('turnover', t('agentReports.statements.turnover'), (row) => row.turnover, { sortable: true }),
    moneyColumn('payout', t('agentReports.statements.payout'), (row) => row.payout),
    moneyColumn('winLoss', t('agentReports.statements.winLoss'), (row) => row.winLoss),
    moneyColumn('bonuses', t('agentReports.statements.bonuses'), (row) => row.bonuses),
    moneyColumn('rebates', t('agentReports.statements.rebates'), (row) => row.rebates),
    moneyColumn('netRevenue', t('agentReports.statements.netRevenue'), (row) => row.netRevenue, { sortable: true }),
  ];
}

export function statementTotals(page: StatementPage, t: Translate): TotalsRow[] {
  const { periodStart: _s, periodEnd: _e, ...values } = page.totals;
  return [{ label: t('table.total'), values }];
}

function TimeCell({ ms }: { ms: number }) {
  const { i18n } = useTranslation();
  return <LocalTime ms={ms} locale={i18n.language} />;
}

export function transactionColumns(t: Translate, target: ColumnTarget = {}): Column<TransactionRow>[] {
  const zone = target.csvZone;
  return [
    {
      id: 'time',
      header: zone ? `${t('agentReports.transactions.time')} (${zone})` : t('agentReports.transactions.time'),
      value: (row) => row.time,
      render: (value) => (typeof value === 'number' ? <TimeCell ms={value} /> : null),
      text: (value) => (typeof value === 'number' ? zonedTime(value, zone ?? 'UTC') : ''),
      sortable: true,
    },
    { id: 'username', header: t('agentReports.transactions.username'), value: (row) => row.username, names: true },
    { id: 'type', header: t('agentReports.transactions.type'), value: (row) => t(`agentReports.transactions.types.${row.type}`) },
    { ...moneyColumn('amount', t('agentReports.transactions.amount'), (row) => row.amount, { sortable: true }), total: false },
    { id: 'status', header: t('agentReports.transactions.status'), value: (row) => t(`agentReports.transactions.statuses.${row.status}`) },
    { id: 'counterparty', header: t('agentReports.transactions.counterparty'), value: (row) => row.counterparty ?? '' },
  ];
}

export function transactionTotals(page: TransactionPage, t: Translate): TotalsRow[] {
  return [
    { label: t('agentReports.transactions.totalDeposits'), values: { amount: page.totalDeposits } },
    { label: t('agentReports.transactions.totalWithdrawals'), values: { amount: page.totalWithdrawals } },
    { label: t('agentReports.transactions.totalTransfersIn'), values: { amount: page.totalTransfersIn } },
    { label: t('agentReports.transactions.totalTransfersOut'), values: { amount: page.totalTransfersOut } },
  ];
}
