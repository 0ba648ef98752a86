import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { notOffered, UpstreamError } from '#gateway/errors';
import { COMPLAINT_REFERENCE } from '../../input';
import { complaintOf } from '../../wire';

/** One of the member's complaints; null for a reference that is not theirs, malformed, or a platform without complaints. */
export const complaint: NonNullable<QueryResolvers['complaint']> = async (_parent, { reference }, ctx) => {
  if (!COMPLAINT_REFERENCE.test(reference)) return null;
  try {
    return complaintOf(await ctx.platform.call('complaint', { query: { reference } }));
  } catch (error) {
    if (notOffered(error) || (error instanceof UpstreamError && error.platformCode === 'complaint.not_found')) return null;
    throw error;
  }
};
