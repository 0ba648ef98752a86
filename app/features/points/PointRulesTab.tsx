import { formatNumber } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import { formatMoney } from '#app/kernel/money/money';
import { useCurrencySymbol } from '#app/kernel/money/Money';
import type { Rules } from './point-mall-data';

/** How points are earned (by deposit and by bets), converted and redeemed. */
export function PointRulesTab({ rules }: { rules: Rules }) {
  const { t, i18n } = useTranslation();
  const currencySymbol = useCurrencySymbol();
  const money = (minor: number) => formatMoney(minor, currencySymbol, i18n.language);
  const count = (n: number) => formatNumber(n, i18n.language);
  return (
    <section aria-labelledby="rules-title">
      <h2 id="rules-title">{t('pointMall.tabs.rules')}</h2>
      <h3>{t('pointMall.rules.deposit')}</h3>
      <ul>
        {rules.depositRatios.map((r) => (
          <li key={r.minDeposit}>{t('pointMall.rules.depositRow', { min: money(r.minDeposit), per: money(r.amountPerPoint) })}</li>
        ))}
      </ul>
      <h3>{t('pointMall.rules.bets')}</h3>
      <ul>
        {rules.betRatios.map((r) => (
          <li key={r.gameType}>
            {t('pointMall.rules.betRow', { type: `${r.gameType} (${t(`pointMall.kinds.${r.pointType}`)})`, per: money(r.validAmountPerPoint) })}
          </li>
        ))}
      </ul>
      <h3>{t('pointMall.rules.convert')}</h3>
      <p>{t('pointMall.rules.convertRow', { rate: money(rules.convertRate), min: count(rules.convertMinPoints), step: count(rules.convertStepPoints) })}</p>
      <h3>{t('pointMall.rules.redeem')}</h3>
      <p>{t('pointMall.rules.redeemRow', { max: rules.redeemMaxQuantity })}</p>
      <p>{t('pointMall.neverExpire')}</p>
    </section>
  );
}
