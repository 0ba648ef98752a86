/**
 * The records' columns, for the page and its CSV alike (so a figure on screen is the figure in the
 * file): money as minor units shown with <Money> and written as plain decimals, times shown in the
 * reader's zone and written in the brand's zone (named in the header), words translated.
 */
import { withNames } from '#app/components/with-names';
import { Link } from '@remix-run/react';
import type { Column, TotalsRow } from '#app/components/data-table/columns';
import { countColumn } from '#app/components/data-table/count-column';
import { LocalTime } from '#app/components/LocalTime';
import type { BettingRecordsPageQuery, PersonalProfitPageQuery, TransactionHistoryPageQuery } from '#app/graphql/generated/graphql';
import { dateTimeFormat } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import type { Translate } from '#app/i18n/translate';
import { moneyColumn } from '#app/kernel/money/money-column';

export type MovementRow = TransactionHistoryPageQuery['transactionHistory'] extends infer P ? (P extends { items: (infer R)[] } ? R : never) : never;
export type BetRow = BettingRecordsPageQuery['bettingRecords'] extends infer P ? (P extends { items: (infer R)[] } ? R : never) : never;
export type ProfitRow = PersonalProfitPageQuery['personalProfit'] extends infer P ? (P extends { items: (infer R)[] } ? R : never) : never;
export type MovementPage = NonNullable<TransactionHistoryPageQuery['transactionHistory']>;
export type BetPage = NonNullable<BettingRecordsPageQuery['bettingRecords']>;
export type ProfitPage = NonNullable<PersonalProfitPageQuery['personalProfit']>;

/** Where the columns go: the screen, or a CSV (times in `zone`, named in the header). */
export interface ColumnTarget {
  csvZone?: string;
  screen?: RecordsScreen;
}

/**
 * What only a member's screen adds to the records: a link per row to complain about it
 * (docs/decisions/062), when the member centre offers complaints; never in the CSV, nor on the
 * agent centre's copy of the page.
 */
export interface RecordsScreen {
  complaintHref: (subject: 'TRANSACTION' | 'ROUND', ref: string) => string;
}

/** The records a complaint can name: a deposit, a withdrawal or a transfer (movements of other kinds belong to them, or to a round). */
const COMPLAINABLE = /^(deposit|withdrawal|transfer):[0-9]+$/;

function complainColumn<Row>(t: Translate, target: ColumnTarget, refOf: (row: Row) => { subject: 'TRANSACTION' | 'ROUND'; ref: string } | null): Column<Row>[] {
  const screen = target.screen;
  if (!screen || target.csvZone) return [];
  return [
    {
      id: 'complain',
      header: t('records.complain.header'),
      value: () => null,
      render: (_value, row) => {
        const subject = row ? refOf(row) : null;
        return subject ? <Link to={screen.complaintHref(subject.subject, subject.ref)}>{t('records.complain.link')}</Link> : null;
      },
    },
  ];
}

function TimeCell({ ms }: { ms: number }) {
  const { i18n } = useTranslation();
  return <LocalTime ms={ms} locale={i18n.language} />;
}

/**
 * 'yyyy-mm-dd hh:mm:ss' in a time zone: the CSV's machine-readable time, the same in every language
 * (the zone is named in the header). Intl only reads the zone's wall-clock parts here, in a fixed
 * locale whose parts are plain digits; built once per zone through dateTimeFormat.
 */
export function zonedTime(ms: number, zone: string): string {
  const parts = dateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

function timeColumn<Row>(header: string, ms: (row: Row) => number, target: ColumnTarget, sortable = true): Column<Row> {
  const zone = target.csvZone;
  return {
    id: 'time',
    header: zone ? `${header} (${zone})` : header,
    value: ms,
    render: (value) => (typeof value === 'number' ? <TimeCell ms={value} /> : null),
    text: (value) => (typeof value === 'number' ? zonedTime(value, zone ?? 'UTC') : ''),
    sortable,
  };
}

const textColumn = <Row,>(id: string, header: string, value: (row: Row) => string | null | undefined): Column<Row> => ({ id, header, value });
const nameColumn = <Row,>(id: string, header: string, value: (row: Row) => string | null | undefined): Column<Row> => ({ id, header, value, names: true });

/** A game type in the reader's language: the portal's own word for a type it knows, else the platform's name. */
export const gameTypeLabel = (t: Translate, code: string, name: string) => t(`gameTypes.${code}`, { defaultValue: name });

/** A game type filter's choices in the reader's language. */
export const gameTypeOptions = (t: Translate, options: readonly { value: string; label: string }[]) =>
  options.map((option) => ({ value: option.value, label: gameTypeLabel(t, option.value, option.label) }));

/** What a movement was, in words: the game, the payment method, the bank, the other player, the wallets. */
export function describeMovement(row: MovementRow, t: Translate): string {
  const walletName = (code: string | null | undefined) => (code ? t('records.details.vendorWallet', { vendor: code }) : t('records.details.main'));
  const parts: string[] = [];
  if (row.gameName) parts.push(t('records.details.game', { game: row.gameName, vendor: row.vendor ?? '' }));
  if (row.method) parts.push(t('records.details.method', { method: row.method }));
  if (row.bankName) parts.push(t('records.details.bank', { bank: row.bankName }));
  if (row.counterparty) parts.push(t(row.amount < 0 ? 'records.details.toPlayer' : 'records.details.fromPlayer', { username: row.counterparty }));
  if (row.kind === 'WALLET_TRANSFER') parts.push(t('records.details.wallets', { from: walletName(row.fromWallet), to: walletName(row.toWallet) }));
  else if (row.wallet) parts.push(walletName(row.wallet));
  return parts.join(' · ');
}

export function transactionColumns(t: Translate, target: ColumnTarget = {}): Column<MovementRow>[] {
  return [
    timeColumn(t('records.transactions.time'), (row) => row.time, target),
    { id: 'type', header: t('records.transactions.type'), value: (row) => t(`records.kinds.${row.kind}`) },
    {
      ...textColumn('details', t('records.transactions.details'), (row: MovementRow) => describeMovement(row, t)),
      // On screen the names in the sentence (a game, a bank, a player) are marked as names (ADR 041).
      render: (value, row) => (row ? withNames(String(value ?? ''), [row.gameName, row.vendor, row.bankName, row.counterparty]) : null),
    },
    { id: 'status', header: t('records.transactions.status'), value: (row) => t(`records.statuses.${row.status}`) },
    moneyColumn('amount', t('records.transactions.amount'), (row) => row.amount, { sortable: true }),
    ...complainColumn<MovementRow>(t, target, (row) =>
      row.reference && COMPLAINABLE.test(row.reference) ? { subject: 'TRANSACTION', ref: row.reference } : null,
    ),
  ];
}

/** Money in, money out and the net change over the whole filtered range (not just this page). */
export function transactionTotals(page: Pick<MovementPage, 'totalIn' | 'totalOut' | 'net'>, t: Translate): TotalsRow[] {
  return [
    { label: t('records.transactions.totalIn'), values: { amount: page.totalIn } },
    { label: t('records.transactions.totalOut'), values: { amount: -page.totalOut } },
    { label: t('records.transactions.net'), values: { amount: page.net } },
  ];
}

export function betColumns(t: Translate, target: ColumnTarget = {}): Column<BetRow>[] {
  const winLoss = moneyColumn<BetRow>('winLoss', t('records.bets.winLoss'), (row) => row.winLoss, { sortable: true });
  const pending = (row: BetRow | null) => (row?.status === 'VOID' ? t('records.bets.void') : t('records.bets.open'));
  return [
    timeColumn(t('records.bets.time'), (row) => row.time, target),
    nameColumn('game', t('records.bets.game'), (row) => row.gameName),
    nameColumn('vendor', t('records.bets.vendor'), (row) => row.vendorName),
    textColumn('gameType', t('records.bets.gameType'), (row) => gameTypeLabel(t, row.gameType, row.gameTypeName)),
    moneyColumn('stake', t('records.bets.stake'), (row) => row.stake, { sortable: true }),
    moneyColumn('validBet', t('records.bets.validBet'), (row) => row.validBet),
    {
      ...winLoss,
      render: (value, row) => (typeof value === 'number' ? winLoss.render!(value, row) : pending(row)),
      text: (value) => (typeof value === 'number' ? winLoss.text!(value) : ''),
    },
    ...complainColumn<BetRow>(t, target, (row) => ({ subject: 'ROUND', ref: row.id })),
  ];
}

export function betTotals(page: Pick<BetPage, 'totalStake' | 'totalValidBet' | 'totalWinLoss'>, t: Translate): TotalsRow[] {
  return [{ label: t('table.total'), values: { stake: page.totalStake, validBet: page.totalValidBet, winLoss: page.totalWinLoss } }];
}

/** A period as its days: one date, or the first and last. */
export const periodLabel = (row: Pick<ProfitRow, 'periodStart' | 'periodEnd'>) =>
  row.periodStart === row.periodEnd ? row.periodStart : `${row.periodStart} – ${row.periodEnd}`;

export function profitColumns(t: Translate): Column<ProfitRow>[] {
  return [
    { id: 'period', header: t('records.profit.period'), value: (row) => periodLabel(row), sortable: true },
    textColumn('gameType', t('records.profit.gameType'), (row) => gameTypeLabel(t, row.gameType, row.gameTypeName)),
    countColumn('bets', t('records.profit.bets'), (row) => row.bets),
    moneyColumn('stake', t('records.profit.stake'), (row) => row.stake),
    moneyColumn('turnover', t('records.profit.turnover'), (row) => row.turnover, { sortable: true }),
    moneyColumn('winLoss', t('records.profit.winLoss'), (row) => row.winLoss, { sortable: true }),
  ];
}

export function profitTotals(page: Pick<ProfitPage, 'totalBets' | 'totalStake' | 'totalTurnover' | 'totalWinLoss'>, t: Translate): TotalsRow[] {
  return [{ label: t('table.total'), values: { bets: page.totalBets, stake: page.totalStake, turnover: page.totalTurnover, winLoss: page.totalWinLoss } }];
}
