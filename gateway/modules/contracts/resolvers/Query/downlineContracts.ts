import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { UpstreamError } from '#gateway/errors';
import { contractOf } from '../../mappers';

export const downlineContracts: NonNullable<QueryResolvers['downlineContracts']> = async (_parent, args, ctx) => {
  const username = args.username.trim();
  if (!username || username.length > 60) return null;
  try {
    const value = await ctx.platform.call('contractDownline', { query: { username } });
    return value.contracts.map(contractOf);
  } catch (error) {
    if (error instanceof UpstreamError && error.platformCode === 'downline.not_found') return null;
    throw error;
  }
};
