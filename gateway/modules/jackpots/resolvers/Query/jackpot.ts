import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { notOffered, UpstreamError } from '#gateway/errors';

/** A pool's code as the platform writes them. */
const POOL_CODE = /^[A-Z0-9-]{1,32}$/;

/** One pool with its latest wins; null for a code the brand has no pool for (malformed included) and on a platform without pools. */
export const jackpot: NonNullable<QueryResolvers['jackpot']> = async (_parent, { code }, ctx) => {
  const wanted = code.trim().toUpperCase();
  if (!POOL_CODE.test(wanted)) return null;
  try {
    return await ctx.platform.call('jackpotPool', { query: { code: wanted } });
  } catch (error) {
    if (notOffered(error) || (error instanceof UpstreamError && error.platformCode === 'jackpot.not_found')) return null;
    throw error;
  }
};
