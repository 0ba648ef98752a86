import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from '#app/i18n/react';
import { Money } from '#app/features/wallet/Money';
import { useShell } from './use-shell';

/**
 * The balance, hidden as *** until asked for (a disclosure: it works without JavaScript), with a
 * refresh that re-reads it alone from the platform (/resources/balance; balances are never
 * cached). Logging in or out and any other form post reload the shell, and with it the balance.
 */
export function BalanceToggle({ amount, currencySymbol }: { amount: number | null; currencySymbol: string }) {
  const { t } = useTranslation();
  const shell = useShell();
  const fetcher = useFetcher<{ amount: number | null }>();
  // A refreshed amount stands until the shell itself reloads (then the shell's is as fresh).
  const [refreshedOver, setRefreshedOver] = useState<unknown>(null);
  const shown = fetcher.data && refreshedOver === shell ? fetcher.data.amount : amount;
  return (
    <div className="balance">
      <details className="balance__toggle">
        <summary aria-label={t('wallet.showBalance')}>
          <span className="balance__label">{t('wallet.balance')}</span>
          <span className="balance__hidden" aria-hidden="true">
            ***
          </span>
        </summary>
        <span className="balance__amount">{shown === null ? t('wallet.unavailable') : <Money minor={shown} currencySymbol={currencySymbol} />}</span>
      </details>
      <button
        type="button"
        className="button button--small button--ghost js-only"
        onClick={() => {
          setRefreshedOver(shell);
          fetcher.load('/resources/balance');
        }}
        aria-busy={fetcher.state === 'loading'}
        aria-label={t('wallet.refresh')}
      >
        ↻
      </button>
    </div>
  );
}
