import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { wireAmount } from '#gateway/modules/transfer/request';
import { failure, userErrorFrom } from '#gateway/user-errors';

export const setGamblingLimit: NonNullable<MutationResolvers['setGamblingLimit']> = async (_parent, { input }, ctx) => {
  const amount = input.amount ?? null;
  if (amount !== null && amount <= 0) return failure('AMOUNT_INVALID', 'amount');
  try {
    const value = await ctx.platform.call('setGamblingLimit', {
      body: { kind: input.kind, period: input.period, amount: amount === null ? null : wireAmount(amount) },
    });
    return { ok: true, errors: [], limit: value.limit };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], limit: null };
  }
};
