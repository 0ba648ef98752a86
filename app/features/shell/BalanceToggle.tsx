import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from '#app/i18n/react';
import { liveStore, useLiveBalance, useLiveBonus } from '#app/kernel/live-store';
import { Money } from '#app/kernel/money/Money';
import { useShell } from '#app/kernel/use-shell';
import { href } from '#app/kernel/href';

/**
 * The balance, hidden as *** until asked for (a disclosure: it works without JavaScript), with a
 * refresh that re-reads it alone from the platform (/resources/balance; balances are never
 * cached). Logging in or out and any other form post reload the shell, and with it the balance;
 * with JavaScript, every movement updates it live (features/live), a round inside the game frame too.
 * A member with a bonus wallet sees the bonus apart from cash (docs/decisions/067): it is playable,
 * not withdrawable.
 */
export function BalanceToggle({ amount, bonus, currencySymbol }: { amount: number | null; bonus: number; currencySymbol: string }) {
  const { t } = useTranslation();
  const shell = useShell();
  const fetcher = useFetcher<{ amount: number | null }>();
  // A refreshed amount is one more reading, like a live event's: the newest stands until the shell
  // itself reloads (then the shell's is as fresh).
  useEffect(() => {
    const refreshed = fetcher.data?.amount;
    if (refreshed !== undefined && refreshed !== null) liveStore.apply({ balance: { total: refreshed } }, shell);
    // Only a new answer counts, not a new shell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);
  const shown = useLiveBalance(amount);
  const bonusShown = useLiveBonus({ amount: bonus, active: null })?.amount ?? bonus;
  return (
    <div className="balance">
      <details className="balance__toggle">
        <summary aria-label={t('wallet.showBalance')}>
          <span className="balance__label">{t('wallet.balance')}</span>
          <span className="balance__hidden" aria-hidden="true">
            ***
          </span>
        </summary>
        <span className="balance__figures">
          <span className="balance__amount">{shown === null ? t('wallet.unavailable') : <Money minor={shown} currencySymbol={currencySymbol} />}</span>
          {bonusShown > 0 ? (
            <span className="balance__bonus">
              {t('wallet.bonusBalance')} <Money minor={bonusShown} currencySymbol={currencySymbol} />
            </span>
          ) : null}
        </span>
      </details>
      <button
        type="button"
        className="button button--small button--ghost js-only"
        onClick={() => fetcher.load(href('/resources/balance'))}
        aria-busy={fetcher.state === 'loading'}
        aria-label={t('wallet.refresh')}
      >
        ↻
      </button>
    </div>
  );
}
