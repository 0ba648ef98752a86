import type { QueryResolvers } from '#gateway/generated/resolvers-types';

export const registerFields: NonNullable<QueryResolvers['registerFields']> = async (_parent, _args, ctx) => {
  const { list } = await ctx.platform.call('registerSettings');
  return list;
};
