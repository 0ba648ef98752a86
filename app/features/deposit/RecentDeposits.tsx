import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { FormError } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { SmallTable } from '#app/components/data-table/SmallTable';
import type { DepositRowFragment } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { Money } from '#app/kernel/money/Money';
import { DEPOSIT_PATH } from './deposit-path';
import type { DepositActionData } from './deposit.schema';

/** The member's recent deposits: each one's reference, date, method, amount and status, a link to its next step, and Cancel while it is pending. */
export function RecentDeposits({ recent }: { recent: { total: number; items: DepositRowFragment[] } | null }) {
  const { t, i18n } = useTranslation();
  const answer = useActionData<DepositActionData>();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <h2 id="deposit-recent-title">{t('deposit.recent.title')}</h2>
      {answer?.intent === 'cancel' ? <FormError problem={answer.result.error?.[''] ?? null} /> : null}
      {recent === null ? (
        <SectionError what={t('deposit.recent.title')} />
      ) : recent.items.length === 0 ? (
        <p>{t('deposit.recent.none')}</p>
      ) : (
        <SmallTable
          labelledBy="deposit-recent-title"
          rowHeader
          rows={recent.items}
          rowKey={(d) => d.id}
          columns={[
            { id: 'reference', header: t('deposit.recent.reference'), value: (d) => `D${d.id}` },
            { id: 'date', header: t('deposit.recent.date'), show: (d) => <LocalTime ms={d.createdAt} locale={i18n.language} /> },
            {
              id: 'method',
              header: t('deposit.recent.method'),
              value: (d) => `${d.methodName} · ${d.bankType}`,
              show: (d) => (
                <>
                  {d.methodName} · <span translate="no">{d.bankType}</span>
                </>
              ),
            },
            { id: 'amount', header: t('deposit.recent.amount'), show: (d) => <Money minor={d.amount} />, align: 'end' },
            { id: 'status', header: t('deposit.recent.status'), value: (d) => t(`deposit.status.${d.status}`) },
            {
              id: 'actions',
              header: t('deposit.recent.actions'),
              show: (d) => (
                <>
                  <Link to={`${DEPOSIT_PATH}?depositId=${d.id}`} aria-label={t('deposit.recent.detailsLabel', { ref: `D${d.id}` })}>
                    {t('deposit.recent.details')}
                  </Link>
                  {d.status === 'PENDING' ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="cancel" />
                      <input type="hidden" name="depositId" value={d.id} />
                      <button
                        type="submit"
                        className="button button--small button--ghost"
                        disabled={busy}
                        aria-label={t('deposit.recent.cancelLabel', { ref: `D${d.id}` })}
                      >
                        {t('deposit.recent.cancel')}
                      </button>
                    </Form>
                  ) : null}
                </>
              ),
              className: 'deposit-actions',
            },
          ]}
        />
      )}
    </>
  );
}
