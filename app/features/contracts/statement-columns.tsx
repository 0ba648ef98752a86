/**
 * A contract kind's settlements as report columns, for the page's <DataTable> and its CSV alike (the
 * same figures): each statement's inputs (bets, turnover, valid bets, team loss, active players,
 * the tier that applied or, for a real-time salary, the won and lost valid bets), then the rate,
 * the base, the amount and the status. Times show in the reader's zone and are written in the
 * brand's zone in the CSV.
 */
import type { ReactNode } from 'react';
import { sumColumns, type Column } from '#app/components/data-table/columns';
import { countColumn } from '#app/components/data-table/count-column';
import { LocalTime } from '#app/components/LocalTime';
import type { ReportView } from '#app/components/report/report';
import type { ContractDeskPageQuery, ContractTierFieldsFragment } from '#app/graphql/generated/graphql';
import type { Translate } from '#app/i18n/translate';
import { useTranslation } from '#app/i18n/react';
import { zonedTime } from '#app/features/records/columns';
import { formatMoney, minorToDecimal } from '#app/kernel/money/money';
import { useCurrencySymbol } from '#app/kernel/money/Money';
import { moneyColumn } from '#app/kernel/money/money-column';
import { percent } from './ContractTerms';
import type { ContractKindName } from './contracts.schema';
import { DESK_PATHS } from './desk-paths';

export type StatementPage = NonNullable<ContractDeskPageQuery['contractDesk']>['statements'];
export type StatementRow = StatementPage['items'][number];

/** How a sentence writes money: plain decimals in the CSV (as its money columns), the brand's currency on screen. */
type MoneyText = (minor: number) => string;

/** One tier in words (rate, fixed amount and the conditions). */
export const tierText = (t: Translate, tier: ContractTierFieldsFragment, locale: string, money: MoneyText = minorToDecimal) =>
  t('contracts.tierLine', {
    rate: percent(tier.rateBasisPoints, locale),
    amount: money(tier.amount),
    active: tier.activeCount,
    minBet: money(tier.minBetPeriod),
    consumption: money(tier.periodConsumption),
    loss: money(tier.periodLoss),
  });

/** The tier that applied to a statement, in words ("None met" when none did). */
export const appliedTier = (t: Translate, row: Pick<StatementRow, 'tier' | 'tierIndex'>, locale: string, money: MoneyText = minorToDecimal) =>
  row.tier && row.tierIndex !== null && row.tierIndex !== undefined
    ? `${t('contracts.tier', { n: row.tierIndex + 1 })}: ${tierText(t, row.tier, locale, money)}`
    : t('contracts.noTier');

/** The applied tier on screen: its money with the brand's currency symbol. */
function AppliedTier({ t, row }: { t: Translate; row: StatementRow }) {
  const { i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  return <>{appliedTier(t, row, i18n.language, (minor) => formatMoney(minor, symbol, i18n.language))}</>;
}

export interface StatementColumnOptions {
  /** The CSV's zone (the brand's); the screen shows the reader's. */
  zone: string;
  /** The screen's language (LocalTime). */
  locale: string;
  /** What the screen adds after a statement's status (the dividend's deadline and its issue button). */
  statusExtra?: (row: StatementRow) => ReactNode;
}

export function statementColumns(kind: ContractKindName, t: Translate, options: StatementColumnOptions): Column<StatementRow>[] {
  const status = (row: StatementRow) => `${t(`contracts.statementStatuses.${row.status}`)}${row.payer === 'BRAND' ? ` (${t('contracts.paidByBrand')})` : ''}`;
  return [
    {
      id: 'period',
      header: t('contracts.columns.period'),
      // The brand's zone in the CSV; the reader's on screen.
      value: (row) => `${zonedTime(row.periodStart, options.zone)} – ${zonedTime(row.periodEnd, options.zone)}`,
      render: (value, row) =>
        row ? (
          <>
            <LocalTime ms={row.periodStart} locale={options.locale} /> – <LocalTime ms={row.periodEnd} locale={options.locale} />
          </>
        ) : (
          value
        ),
    },
    { id: 'downline', header: t('contracts.columns.downline'), value: (row) => row.downline, names: true },
    countColumn('bets', t('contracts.columns.bets'), (row) => row.betCount),
    moneyColumn('turnover', t('contracts.columns.turnover'), (row) => row.turnover),
    moneyColumn('validBet', t('contracts.columns.validBet'), (row) => row.validBet),
    moneyColumn('loss', t('contracts.columns.loss'), (row) => row.loss),
    countColumn('active', t('contracts.columns.active'), (row) => row.activePlayers, { total: false }),
    ...(kind === 'REALTIME'
      ? [
          moneyColumn<StatementRow>('wonValidBet', t('contracts.columns.wonValidBet'), (row) => row.wonValidBet),
          moneyColumn<StatementRow>('lostValidBet', t('contracts.columns.lostValidBet'), (row) => row.lostValidBet),
        ]
      : [
          {
            id: 'tier',
            header: t('contracts.columns.tier'),
            value: (row: StatementRow) => appliedTier(t, row, options.locale),
            render: (value, row) => (row ? <AppliedTier t={t} row={row} /> : value),
          } satisfies Column<StatementRow>,
        ]),
    ...(kind === 'REALTIME'
      ? []
      : [
          {
            id: 'rate',
            header: t('contracts.columns.rate'),
            value: (row: StatementRow) => `${percent(row.rateBasisPoints, options.locale)} %`,
            align: 'end',
          } satisfies Column<StatementRow>,
        ]),
    moneyColumn('base', t('contracts.columns.base'), (row) => row.base),
    moneyColumn('amount', t('contracts.columns.amount'), (row) => row.amount),
    {
      id: 'status',
      header: t('contracts.columns.status'),
      value: (row) => status(row),
      render: (value, row) =>
        row ? (
          <>
            {value}
            {options.statusExtra?.(row)}
          </>
        ) : null,
    },
  ];
}

/** What the desk page adds to the columns on screen: the agent centre's zone, and after a status the dividend's deadline and its issue button. */
export interface StatementScreen {
  zone: string;
  statusExtra: (row: StatementRow) => ReactNode;
}

/**
 * A kind's settlements as a report of the kit (app/components/report/report.ts): its table on the
 * kind's page, ten a page, and its CSV twin at the page's address with `.csv`. The totals are the
 * sums of the rows shown (every settlement in the CSV); the source is in desk-route.server.ts.
 */
export function statementsReport(kind: ContractKindName): ReportView<StatementPage, StatementRow, StatementScreen> {
  return {
    caption: 'contracts.statementsCaption',
    columns: (t, { csvZone, locale, screen }) =>
      statementColumns(kind, t, { zone: csvZone ?? screen?.zone ?? 'UTC', locale, statusExtra: screen?.statusExtra }),
    totals: (_page, t, rows, columns) => [{ label: t('table.total'), values: sumColumns(columns, rows) }],
    rowKey: (row) => row.id,
    csv: `${DESK_PATHS[kind]}.csv`,
  };
}
