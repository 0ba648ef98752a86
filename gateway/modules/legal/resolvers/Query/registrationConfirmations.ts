import type { QueryResolvers } from '#gateway/generated/resolvers-types';

/** From the registration settings' read (cached, shared with registerFields): a platform that asks none says nothing. */
export const registrationConfirmations: NonNullable<QueryResolvers['registrationConfirmations']> = async (_parent, _args, ctx) => {
  const { confirmations } = await ctx.platform.call('registerSettings');
  return confirmations ?? [];
};
