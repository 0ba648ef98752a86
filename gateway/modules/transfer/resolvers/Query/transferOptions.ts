import type { QueryResolvers } from '#gateway/generated/resolvers-types';

export const transferOptions: NonNullable<QueryResolvers['transferOptions']> = async (_parent, _args, ctx) => {
  const value = await ctx.platform.call('transferOptions');
  return { ...value, upline: value.upline ?? null };
};
