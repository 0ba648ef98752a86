import { LocalTime } from '#app/components/LocalTime';
import type { ContractFieldsFragment } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { formatMoney } from '#app/kernel/money/money';
import { useCurrencySymbol } from '#app/kernel/money/Money';
import { percent } from './ContractTerms';

/**
 * A team member's open contracts in the agent's downline details (downlineManagmentView): per kind,
 * the status, the rates (the tiers' or the real-time win and loss rates), the upline who gave it
 * and since when.
 */
export function DownlineContracts({ contracts }: { contracts: readonly ContractFieldsFragment[] }) {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const money = (minor: number) => formatMoney(minor, symbol, i18n.language);
  if (contracts.length === 0) return <>{t('contracts.noDownlineContracts')}</>;
  return (
    <ul className="plain-list">
      {contracts.map((c) => (
        <li key={c.id}>
          <strong>{t(`contracts.kinds.${c.kind}.short`)}</strong> · {t(`contracts.statuses.${c.status}`)} · {rates(c, t, i18n.language, money)} ·{' '}
          {t('contracts.givenBy', { upline: c.upline.username })} · {t('contracts.since')} <LocalTime ms={c.startedAt ?? c.offeredAt} locale={i18n.language} />
        </li>
      ))}
    </ul>
  );
}

function rates(
  c: ContractFieldsFragment,
  t: (key: string, values?: Record<string, unknown>) => string,
  locale: string,
  money: (minor: number) => string,
): string {
  if (c.kind === 'REALTIME') {
    return t('contracts.realtimeLine', {
      win: percent(c.terms.winRateBasisPoints ?? 0, locale),
      loss: percent(c.terms.lossRateBasisPoints ?? 0, locale),
      single: money(c.terms.singleBetAmount ?? 0),
    });
  }
  return `${t(`contracts.periods.${c.period}`)}: ${c.terms.tiers.map((tier, i) => `${t('contracts.tier', { n: i + 1 })} ${percent(tier.rateBasisPoints, locale)} %`).join(', ')}`;
}
