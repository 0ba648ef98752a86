import { formatNumber } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import { Money } from '#app/kernel/money/Money';
import type { PointMallData } from './point-mall-data';

/** The member's points and what they are worth in money; points never expire. */
export function PointBalance({ data }: { data: PointMallData }) {
  const { t, i18n } = useTranslation();
  if (!data.balance) return null;
  return (
    <>
      <dl className="summary-list">
        <div>
          <dt>{t('pointMall.balance')}</dt>
          <dd data-testid="point-balance">{t('pointMall.balanceValue', { points: formatNumber(data.balance.points, i18n.language) })}</dd>
        </div>
        <div>
          <dt>{t('pointMall.worth')}</dt>
          <dd>
            <Money minor={data.balance.convertibleAmount} />
          </dd>
        </div>
      </dl>
      <p className="muted">{t('pointMall.neverExpire')}</p>
    </>
  );
}
