import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { success, userErrorFrom } from '#gateway/user-errors';

export const claimRebate: NonNullable<MutationResolvers['claimRebate']> = async (_parent, _args, ctx) => {
  try {
    const value = await ctx.platform.call('rebateClaim', { body: {} });
    return { ...success, amount: value.amount };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], amount: null };
  }
};
