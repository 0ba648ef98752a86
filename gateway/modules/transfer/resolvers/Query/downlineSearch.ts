import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { ErrorCode, UpstreamError } from '#gateway/errors';

/** Agents only: the platform refuses anyone else (function.not.available), answered as null. */
export const downlineSearch: NonNullable<QueryResolvers['downlineSearch']> = async (_parent, { username }, ctx) => {
  const query = username.trim();
  if (!query) return null;
  try {
    const value = await ctx.platform.call('downlineSearch', { query: { username: query.slice(0, 40) } });
    return value.list;
  } catch (error) {
    if (error instanceof UpstreamError && error.code === ErrorCode.FunctionNotAvailable) return null;
    throw error;
  }
};
