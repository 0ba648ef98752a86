import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, success, userErrorFrom } from '#gateway/user-errors';
import { numericId } from '../../mappers';

/** The member gives up their active bonus (docs/platform-protocol.md "Bonus wallet"), naming the one their page showed. */
export const forfeitBonus: NonNullable<MutationResolvers['forfeitBonus']> = async (_parent, { id }, ctx) => {
  const grantId = numericId(id);
  if (!grantId) return { ...failure('INVALID_INPUT', 'id'), forfeited: null };
  try {
    const done = await ctx.platform.call('forfeitBonus', { body: { grantId } });
    return { ...success, forfeited: done.forfeited };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], forfeited: null };
  }
};
