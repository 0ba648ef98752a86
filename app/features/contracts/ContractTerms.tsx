import type { ContractFieldsFragment, ContractTierFieldsFragment } from '#app/graphql/generated/graphql';
import { formatNumber } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import { LocalTime } from '#app/components/LocalTime';
import { formatMoney } from '#app/kernel/money/money';
import { useCurrencySymbol } from '#app/kernel/money/Money';

/** A rate in basis points as the number of percent, up to two decimals, in the language's marks (150 → "1.5"); the words put the % sign. */
export const percent = (bp: number, locale: string) => formatNumber(bp / 100, locale, { maximumFractionDigits: 2 });

/** Money in a sentence on screen: the brand's currency symbol, the language's marks. */
function useMoneyText(): (minor: number) => string {
  const { i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  return (minor) => formatMoney(minor, symbol, i18n.language);
}

/** One tier in words (rate, fixed amount and the conditions). */
export function TierText({ tier }: { tier: ContractTierFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyText();
  return (
    <>
      {t('contracts.tierLine', {
        rate: percent(tier.rateBasisPoints, i18n.language),
        amount: money(tier.amount),
        active: formatNumber(tier.activeCount, i18n.language),
        minBet: money(tier.minBetPeriod),
        consumption: money(tier.periodConsumption),
        loss: money(tier.periodLoss),
      })}
      {tier.endTime != null ? (
        <>
          {t('contracts.tierEndsAt')} <LocalTime ms={tier.endTime} locale={i18n.language} />
        </>
      ) : null}
    </>
  );
}

/** A contract's terms: its tiers as a list, or the real-time rates. */
export function ContractTerms({ contract }: { contract: ContractFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyText();
  const { terms } = contract;
  if (contract.kind === 'REALTIME') {
    return (
      <p>
        {t('contracts.realtimeLine', {
          win: percent(terms.winRateBasisPoints ?? 0, i18n.language),
          loss: percent(terms.lossRateBasisPoints ?? 0, i18n.language),
          single: money(terms.singleBetAmount ?? 0),
        })}
      </p>
    );
  }
  return (
    <ol className="contract-tiers">
      {terms.tiers.map((tier, i) => (
        <li key={i}>
          <strong>{t('contracts.tier', { n: i + 1 })}</strong>: <TierText tier={tier} />
        </li>
      ))}
    </ol>
  );
}

/** The contract's status, period and parties, with its terms. */
export function ContractSummary({ contract }: { contract: ContractFieldsFragment }) {
  const { t } = useTranslation();
  return (
    <dl className="contract-summary">
      <dt>{t('contracts.status')}</dt>
      <dd>
        {t(`contracts.statuses.${contract.status}`)}
        {contract.endReason ? ` (${t(`contracts.endReasons.${contract.endReason}`)})` : null}
      </dd>
      <dt>{t('contracts.period')}</dt>
      <dd>{t(`contracts.periods.${contract.period}`)}</dd>
      <dt>{t('contracts.upline')}</dt>
      <dd translate="no">{contract.upline.nickname ? `${contract.upline.nickname} (${contract.upline.username})` : contract.upline.username}</dd>
      <dt>{t('contracts.downline')}</dt>
      <dd translate="no">{contract.downline.nickname ? `${contract.downline.nickname} (${contract.downline.username})` : contract.downline.username}</dd>
      <dt>{t('contracts.terms')}</dt>
      <dd>
        <ContractTerms contract={contract} />
      </dd>
    </dl>
  );
}
