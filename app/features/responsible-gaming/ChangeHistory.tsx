import { useLoaderData } from '@remix-run/react';
import { DataTable } from '#app/components/data-table/DataTable';
import type { Column } from '#app/components/data-table/columns';
import { useTranslation } from '#app/i18n/react';
import { Money } from '#app/kernel/money/Money';
import { lengthName, limitName } from './limit-words';
import type { loader } from './responsible-gaming.loader.server';

type ChangeRow = ReturnType<typeof useLoaderData<typeof loader>>['history']['rows'][number];

/** Every change the member made, newest first: when, what, from what to what (or how long), when it takes effect, from which session. */
export function ChangeHistory() {
  const { history } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const amountOrNone = (minor: number | null | undefined, none: string) => (minor === null || minor === undefined ? none : <Money minor={minor} />);
  const minutesOrNone = (minutes: number | null | undefined, none: string) =>
    minutes === null || minutes === undefined ? none : t('responsibleGaming.minutes', { minutes });
  const columns: Column<ChangeRow>[] = [
    { id: 'when', header: t('responsibleGaming.history.when'), value: (row) => row.createdAtText },
    {
      id: 'what',
      header: t('responsibleGaming.history.what'),
      value: (row) =>
        row.what === 'LIMIT' && row.kind && row.period
          ? limitName(t, { kind: row.kind, period: row.period }, 'titles')
          : t(`responsibleGaming.history.whats.${row.what}`),
    },
    {
      id: 'change',
      header: t('responsibleGaming.history.change'),
      value: (row) => row.what,
      render: (_value, row) =>
        !row ? null : row.what === 'LIMIT' ? (
          <>
            {amountOrNone(row.from, t('responsibleGaming.history.noLimit'))}
            {' → '}
            {amountOrNone(row.to, t('responsibleGaming.history.removed'))}
          </>
        ) : row.what === 'SESSION_LIMIT' ? (
          `${minutesOrNone(row.fromMinutes, t('responsibleGaming.history.noLimit'))} → ${minutesOrNone(row.toMinutes, t('responsibleGaming.history.removed'))}`
        ) : row.what === 'REALITY_CHECK' ? (
          `${minutesOrNone(row.fromMinutes, t('responsibleGaming.history.brandDefault'))} → ${minutesOrNone(row.toMinutes, t('responsibleGaming.history.brandDefault'))}`
        ) : !row.length ? (
          '—'
        ) : row.endsAtText ? (
          t('responsibleGaming.history.until', { length: lengthName(t, row.length), time: row.endsAtText })
        ) : (
          t('responsibleGaming.history.permanent')
        ),
    },
    { id: 'effective', header: t('responsibleGaming.history.effective'), value: (row) => row.effectiveAtText },
    { id: 'session', header: t('responsibleGaming.history.session'), value: (row) => row.sessionId ?? '—' },
  ];
  return (
    <DataTable
      caption={t('responsibleGaming.history.title')}
      columns={columns}
      rows={history.rows}
      rowKey={(row) => row.key}
      state={history.state}
      total={history.total}
    />
  );
}
