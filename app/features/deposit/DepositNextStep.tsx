import { Link } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { formatMoney } from '#app/kernel/money/money';
import { useCurrencySymbol } from '#app/kernel/money/Money';
import { DEPOSIT_PATH } from './deposit-path';
import { PendingDepositStep, type CurrentDeposit } from './PendingDepositStep';

/** What a closed deposit's page says: a payment after a cancellation is held for the operator, not declined. */
const CLOSED_WORDS: Partial<Record<CurrentDeposit['status'], 'deposit.next.cancelled' | 'deposit.next.held'>> = {
  CANCELLED: 'deposit.next.cancelled',
  HELD: 'deposit.next.held',
};

/** What to do now for the deposit the page was opened for (after asking, or back from the provider). */
export function DepositNextStep({ deposit }: { deposit: CurrentDeposit }) {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const ref = `D${deposit.id}`;
  const amount = formatMoney(deposit.amount, symbol, i18n.language);
  const titleId = 'deposit-next-title';
  return (
    <section className="deposit-next" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('deposit.next.title', { ref, amount })}</h2>
      {deposit.status === 'PENDING' ? (
        <>
          <p role="status">{t('deposit.next.pending')}</p>
          <PendingDepositStep deposit={deposit} amount={amount} refName={ref} />
          <p>
            <Link to={`${DEPOSIT_PATH}?depositId=${deposit.id}`}>{t('deposit.next.refresh')}</Link>
          </p>
        </>
      ) : deposit.status === 'PAID' ? (
        <>
          <p role="status">{t('deposit.next.paid', { amount })}</p>
          {deposit.firstDeposit ? <p>{t('deposit.next.firstBonus')}</p> : null}
        </>
      ) : (
        <p role="status">{t(CLOSED_WORDS[deposit.status] ?? 'deposit.next.rejected')}</p>
      )}
    </section>
  );
}
