import { useRevalidator } from '@remix-run/react';
import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../wallet/money';

/**
 * The balance, hidden as *** until asked for (a disclosure: it works without JavaScript), with a
 * refresh that re-reads it from the platform (balances are never cached).
 */
export function BalanceToggle({ amount, currencySymbol }: { amount: number | null; currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <div className="balance">
      <details className="balance__toggle">
        <summary aria-label={t('wallet.showBalance')}>
          <span className="balance__label">{t('wallet.balance')}</span>
          <span className="balance__hidden" aria-hidden="true">
            ***
          </span>
        </summary>
        <span className="balance__amount">{amount === null ? t('wallet.unavailable') : formatMoney(amount, currencySymbol, i18n.language)}</span>
      </details>
      <button
        type="button"
        className="button button--small button--ghost js-only"
        onClick={() => revalidator.revalidate()}
        aria-busy={revalidator.state === 'loading'}
        aria-label={t('wallet.refresh')}
      >
        ↻
      </button>
    </div>
  );
}
