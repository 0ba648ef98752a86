import { DataTable } from '#app/components/data-table/DataTable';
import type { Column } from '#app/components/data-table/columns';
import type { TableState } from '#app/components/data-table/table-state';
import { LocalTime } from '#app/components/LocalTime';
import type { WithdrawPageQuery } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { Money } from '#app/kernel/money/Money';

type History = WithdrawPageQuery['myWithdrawals'];
type Row = NonNullable<History>['items'][number];

/** The member's withdrawals, newest first: status (with the reason of a rejection) and the receipt answer. */
export function WithdrawalHistory({ history, state, receiptMinutes }: { history: History; state: TableState; receiptMinutes: number | null }) {
  const { t, i18n } = useTranslation();
  const columns: Column<Row>[] = [
    {
      id: 'createdAt',
      header: t('withdraw.history.date'),
      value: (row) => row.createdAt,
      render: (value) => <LocalTime ms={Number(value)} locale={i18n.language} />,
    },
    { id: 'id', header: t('withdraw.history.number'), value: (row) => row.id },
    { id: 'amount', header: t('withdraw.history.amount'), value: (row) => row.amount, align: 'end', render: (value) => <Money minor={Number(value)} /> },
    { id: 'card', header: t('withdraw.history.card'), value: (row) => (row.card ? t('withdraw.cardLabel', row.card) : '—') },
    {
      id: 'status',
      header: t('withdraw.history.status'),
      value: (row) => row.status,
      render: (_value, row) =>
        row ? (
          <>
            {t(`withdraw.statuses.${row.status}`)}
            {row.status === 'REFUNDED' && row.rejectReason ? (
              <span className="muted" data-operator-text>
                {' '}
                ({t('withdraw.history.reason', { reason: row.rejectReason })})
              </span>
            ) : null}
          </>
        ) : null,
    },
    {
      id: 'receipt',
      header: t('withdraw.history.receipt'),
      value: (row) => row.receipt ?? '',
      render: (_value, row) =>
        row?.receipt ? (
          <>
            {row.receipt === 'AUTO_RECEIVED' && windowMinutes(row, receiptMinutes) !== null
              ? t('withdraw.receipts.autoReceivedAfter', { minutes: windowMinutes(row, receiptMinutes) })
              : t(`withdraw.receipts.${row.receipt}`)}
            {row.confirmedAt ? (
              <span className="muted">
                {' '}
                (<LocalTime ms={row.confirmedAt} locale={i18n.language} />)
              </span>
            ) : null}
          </>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <DataTable
      caption={t('withdraw.history.title')}
      columns={columns}
      rows={history?.items ?? null}
      rowKey={(row) => row.id}
      state={state}
      total={history?.total ?? 0}
    />
  );
}

/** The minutes this withdrawal had for its answer (from its own deadline), else the brand's number now. */
function windowMinutes(row: Row, brandMinutes: number | null): number | null {
  if (row.receiptDeadline !== null && row.receiptDeadline !== undefined && row.decidedAt !== null && row.decidedAt !== undefined) {
    return Math.round((row.receiptDeadline - row.decidedAt) / 60_000);
  }
  return brandMinutes;
}
