import type { ContractFieldsFragment, ContractTierFieldsFragment } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { LocalTime } from '#app/components/LocalTime';
import { minorToDecimal } from '#app/features/wallet/money';

export const percent = (bp: number) => (bp / 100).toFixed(2).replace(/\.?0+$/, '');

/** One tier in words (rate, fixed amount and the conditions). */
export function TierText({ tier }: { tier: ContractTierFieldsFragment }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {t('contracts.tierLine', {
        rate: percent(tier.rateBasisPoints),
        amount: minorToDecimal(tier.amount),
        active: tier.activeCount,
        minBet: minorToDecimal(tier.minBetPeriod),
        consumption: minorToDecimal(tier.periodConsumption),
        loss: minorToDecimal(tier.periodLoss),
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
  const { t } = useTranslation();
  const { terms } = contract;
  if (contract.kind === 'REALTIME') {
    return (
      <p>
        {t('contracts.realtimeLine', {
          win: percent(terms.winRateBasisPoints ?? 0),
          loss: percent(terms.lossRateBasisPoints ?? 0),
          single: minorToDecimal(terms.singleBetAmount ?? 0),
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
      <dd>{contract.upline.nickname ? `${contract.upline.nickname} (${contract.upline.username})` : contract.upline.username}</dd>
      <dt>{t('contracts.downline')}</dt>
      <dd>{contract.downline.nickname ? `${contract.downline.nickname} (${contract.downline.username})` : contract.downline.username}</dd>
      <dt>{t('contracts.terms')}</dt>
      <dd>
        <ContractTerms contract={contract} />
      </dd>
    </dl>
  );
}
