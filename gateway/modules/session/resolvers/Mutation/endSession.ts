import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, success, userErrorFrom } from '#gateway/user-errors';

/** Ends another session of the member's account; the platform refuses this one and strangers'. */
export const endSession: NonNullable<MutationResolvers['endSession']> = async (_parent, { id }, ctx) => {
  if (!/^[0-9a-f]{1,64}$/.test(id)) return failure('INVALID_INPUT', 'id');
  try {
    await ctx.platform.call('endSession', { body: { id } });
    return success;
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)] };
  }
};
