import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { UpstreamError } from '#gateway/errors';
import { toDeposit } from '../../deposit';

export const deposit: NonNullable<QueryResolvers['deposit']> = async (_parent, { id }, ctx) => {
  if (!/^[1-9]\d{0,15}$/.test(id)) return null;
  try {
    return toDeposit(await ctx.platform.call('depositOne', { query: { depositId: id } }));
  } catch (error) {
    // Not the member's, or no such deposit: nothing to show.
    if (error instanceof UpstreamError && error.platformCode === 'wallet.not_found') return null;
    throw error;
  }
};
