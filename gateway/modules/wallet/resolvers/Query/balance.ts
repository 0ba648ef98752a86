import type { QueryResolvers } from '#gateway/generated/resolvers-types';

export const balance: NonNullable<QueryResolvers['balance']> = async (_parent, _args, ctx) => {
  const value = await ctx.platform.call('balance');
  return { amount: value.balance, total: value.sumBalance ?? value.balance, currency: value.currency ?? null };
};
