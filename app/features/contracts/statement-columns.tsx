/**
 * A contract kind's settlements as report columns, for the page's <DataTable> and its CSV alike (the
 * same figures): each statement's inputs (bets, turnover, valid bets, team loss, active players,
 * the tier that applied or, for a real-time salary, the won and lost valid bets), then the rate,
 * the base, the amount and the status. Times show in the reader's zone and are written in the
 * brand's zone in the CSV.
 */
import type { ReactNode } from 'react';
import type { Column } from '../../components/data-table/columns';
import { LocalTime } from '../../components/LocalTime';
import type { ContractDeskPageQuery, ContractTierFieldsFragment } from '../../graphql/generated/graphql';
import type { Translate } from '../../i18n/translate';
import { zonedTime } from '../records/columns';
import { minorToDecimal } from '../wallet/money';
import { moneyColumn } from '../wallet/money-column';
import { percent } from './ContractTerms';
import type { ContractKindName } from './contracts.schema';

export type StatementPage = NonNullable<ContractDeskPageQuery['contractDesk']>['statements'];
export type StatementRow = StatementPage['items'][number];

/** One tier in words (rate, fixed amount and the conditions). */
export const tierText = (t: Translate, tier: ContractTierFieldsFragment) =>
  t('contracts.tierLine', {
    rate: percent(tier.rateBasisPoints),
    amount: minorToDecimal(tier.amount),
    active: tier.activeCount,
    minBet: minorToDecimal(tier.minBetPeriod),
    consumption: minorToDecimal(tier.periodConsumption),
    loss: minorToDecimal(tier.periodLoss),
  });

/** The tier that applied to a statement, in words ("None met" when none did). */
export const appliedTier = (t: Translate, row: Pick<StatementRow, 'tier' | 'tierIndex'>) =>
  row.tier && row.tierIndex !== null && row.tierIndex !== undefined
    ? `${t('contracts.tier', { n: row.tierIndex + 1 })}: ${tierText(t, row.tier)}`
    : t('contracts.noTier');

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
    { id: 'downline', header: t('contracts.columns.downline'), value: (row) => row.downline },
    { id: 'bets', header: t('contracts.columns.bets'), value: (row) => row.betCount, align: 'end', total: true },
    moneyColumn('turnover', t('contracts.columns.turnover'), (row) => row.turnover),
    moneyColumn('validBet', t('contracts.columns.validBet'), (row) => row.validBet),
    moneyColumn('loss', t('contracts.columns.loss'), (row) => row.loss),
    { id: 'active', header: t('contracts.columns.active'), value: (row) => row.activePlayers, align: 'end' },
    ...(kind === 'REALTIME'
      ? [
          moneyColumn<StatementRow>('wonValidBet', t('contracts.columns.wonValidBet'), (row) => row.wonValidBet),
          moneyColumn<StatementRow>('lostValidBet', t('contracts.columns.lostValidBet'), (row) => row.lostValidBet),
        ]
      : [{ id: 'tier', header: t('contracts.columns.tier'), value: (row: StatementRow) => appliedTier(t, row) } satisfies Column<StatementRow>]),
    ...(kind === 'REALTIME'
      ? []
      : [
          {
            id: 'rate',
            header: t('contracts.columns.rate'),
            value: (row: StatementRow) => `${percent(row.rateBasisPoints)} %`,
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
