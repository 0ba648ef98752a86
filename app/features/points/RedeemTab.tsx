import { Link } from '@remix-run/react';
import { formatNumber } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import type { PointMallData } from './point-mall-data';
import { pointMallLink } from './point-mall-link';
import { PointMallFilter } from './PointMallFilter';
import { RedeemForm } from './RedeemForm';
import { EXCHANGE_TYPES } from './tabs';

/** The rewards, filtered by exchange type, each with its price, stock and limit; the redeem form of the chosen one above them. */
export function RedeemTab({ data }: { data: PointMallData }) {
  const { t, i18n } = useTranslation();
  const count = (n: number) => formatNumber(n, i18n.language);
  const rewards = data.rewards;
  return (
    <section aria-labelledby="redeem-title">
      <h2 id="redeem-title">{t('pointMall.tabs.redeem')}</h2>
      <PointMallFilter
        label={t('pointMall.typeFilter')}
        values={EXCHANGE_TYPES}
        current={data.exchangeType}
        linkTo={(type) => pointMallLink(data, { type })}
        words="pointMall.types"
      />
      {data.chosen && rewards ? <RedeemForm reward={data.chosen} maxQuantity={rewards.redeemMaxQuantity} data={data} /> : null}
      {rewards && rewards.items.length === 0 ? <p className="muted">{t('pointMall.empty')}</p> : null}
      <ul className="card-grid">
        {rewards?.items.map((r) => (
          <li key={r.id}>
            <article aria-labelledby={`reward-${r.id}`} className="card">
              <h3 id={`reward-${r.id}`}>{r.name}</h3>
              <p>{r.description}</p>
              <p>
                <strong>{t('pointMall.reward.points', { points: count(r.points) })}</strong> · {t(`pointMall.types.${r.exchangeType}`)} ·{' '}
                {r.stock > 0 ? t('pointMall.reward.stock', { stock: count(r.stock) }) : t('pointMall.reward.soldOut')}
              </p>
              {r.maxPerMember !== null && r.maxPerMember !== undefined ? (
                <p className="muted">{t('pointMall.reward.limit', { max: r.maxPerMember, held: r.heldByMember })}</p>
              ) : null}
              {r.needsDelivery ? <p className="muted">{t('pointMall.reward.ships')}</p> : null}
              {r.stock > 0 ? (
                <Link className="button" to={`${pointMallLink(data, { reward: r.id })}#redeem-form`}>
                  {t('pointMall.reward.choose', { name: r.name })}
                </Link>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
