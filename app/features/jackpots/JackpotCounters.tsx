import { Link } from '@remix-run/react';
import type { JackpotSummaryFragment } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { href } from '#app/kernel/href';
import { LiveJackpotAmount } from './LiveJackpotAmount';

/**
 * The home page's jackpot counters for a brand with pools (docs/decisions/064): each pool's real
 * amount, moving with the stakes, each a link to its rules and winners (reachable before play).
 */
export function JackpotCounters({ pools }: { pools: readonly JackpotSummaryFragment[] }) {
  const { t } = useTranslation();
  return (
    <div className="jackpot-pools">
      <ul className="jackpot-pools__list" aria-label={t('home.jackpots')}>
        {pools.map((pool) => (
          <li key={pool.code}>
            <Link className="jackpot jackpot--pool" to={href('/jackpots/:code', { code: pool.code })}>
              <span className="jackpot__label">{pool.name}</span>
              <LiveJackpotAmount className="jackpot__value" code={pool.code} amount={pool.amount} />
            </Link>
          </li>
        ))}
      </ul>
      <Link className="jackpot-pools__rules" to={href('/jackpots')}>
        {t('home.jackpotRules')}
      </Link>
    </div>
  );
}
