import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';
import { inputError, wireAmount } from '../../request';

export const transferBetweenWallets: NonNullable<MutationResolvers['transferBetweenWallets']> = async (_parent, { input }, ctx) => {
  const refused = inputError(input);
  if (refused) return { ok: false, errors: [refused] };
  try {
    const value = await ctx.platform.call('walletTransfer', {
      body: { from: input.from, to: input.to, amount: wireAmount(input.amount), requestId: input.requestId },
    });
    return { ok: true, errors: [], amount: value.amount ?? input.amount };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)] };
  }
};
