import type { QueryResolvers } from '../../../../generated/resolvers-types';

export const balance: NonNullable<QueryResolvers['balance']> = async (_parent, _args, ctx) => {
  if (!ctx.session) return null;
  const value = await ctx.platform.call('balance');
  return { amount: value.balance, total: value.sumBalance ?? value.balance, currency: value.currency ?? null };
};
