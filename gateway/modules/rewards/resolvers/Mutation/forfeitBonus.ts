import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, success, userErrorFrom } from '#gateway/user-errors';
import { numericId } from '../../mappers';
import { isRequestId } from '#gateway/request-id';

/** The member gives up their active bonus (docs/platform-protocol.md "Bonus wallet"), naming the one their page showed; a repeat of its request moves nothing. */
export const forfeitBonus: NonNullable<MutationResolvers['forfeitBonus']> = async (_parent, { id, requestId }, ctx) => {
  const grantId = numericId(id);
  if (!grantId) return { ...failure('INVALID_INPUT', 'id'), forfeited: null };
  if (!isRequestId(requestId)) return { ...failure('INVALID_INPUT', 'requestId'), forfeited: null };
  try {
    const done = await ctx.platform.call('forfeitBonus', { body: { grantId, requestId } });
    return { ...success, forfeited: done.forfeited };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], forfeited: null };
  }
};
