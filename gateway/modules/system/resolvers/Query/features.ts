import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { toFeatureFlags } from '../../flags';

export const features: NonNullable<QueryResolvers['features']> = async (_parent, _args, ctx) => {
  const { list } = await ctx.platform.call('whitelabel');
  return toFeatureFlags(list);
};
