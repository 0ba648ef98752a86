import type { QueryResolvers } from '../../../../generated/resolvers-types';

export const transferOptions: NonNullable<QueryResolvers['transferOptions']> = async (_parent, _args, ctx) => {
  if (!ctx.session) return null;
  const value = await ctx.platform.call('transferOptions');
  return { ...value, upline: value.upline ?? null };
};
