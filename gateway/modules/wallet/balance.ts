import type { EndpointValue } from '#gateway/upstream/endpoints';

/** The Balance type from the platform's balance answer: one mapping for the header's read and the live events. */
export function toBalance(value: EndpointValue<'balance'>) {
  return { amount: value.balance, total: value.sumBalance ?? value.balance, currency: value.currency ?? null };
}

export type BalanceModel = ReturnType<typeof toBalance>;
