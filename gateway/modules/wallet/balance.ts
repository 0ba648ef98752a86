import type { EndpointValue } from '#gateway/upstream/endpoints';

type BonusPart = Pick<EndpointValue<'balance'>, 'bonusBalance' | 'bonus'>;

/** The ActiveBonus type from a balance answer's bonus wallet (our extension: absent on a platform without one). */
export function toActiveBonus(value: BonusPart) {
  const b = value.bonus;
  if (!b) return null;
  return {
    id: b.grantId,
    amount: b.amount,
    turnoverRequired: b.turnoverRequired,
    turnoverDone: b.turnoverDone,
    turnoverLeft: b.turnoverLeft,
    maxStake: b.maxStake ?? null,
    expiresAt: b.expiresAt ?? null,
    stakeOrder: b.stakeOrder,
    contributions: b.contributions,
    defaultContribution: b.defaultContribution ?? 100,
    queued: b.queued,
  };
}

/** The Balance type from the platform's balance answer: one mapping for the header's read and the live events. */
export function toBalance(value: EndpointValue<'balance'>) {
  return {
    amount: value.balance,
    total: value.sumBalance ?? value.balance,
    currency: value.currency ?? null,
    bonus: value.bonusBalance ?? 0,
    activeBonus: toActiveBonus(value),
  };
}

export type BalanceModel = ReturnType<typeof toBalance>;
