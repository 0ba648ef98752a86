import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';
import { failure, success, userErrorFrom } from '../../../../user-errors';

/** Ends another session of the member's account; the platform refuses this one and strangers'. */
export const endSession: NonNullable<MutationResolvers['endSession']> = async (_parent, { id }, ctx) => {
  if (!ctx.session) throw new UpstreamError(ErrorCode.SessionEnded, 'login required', 'endSession');
  if (!/^[0-9a-f]{1,64}$/.test(id)) return failure('INVALID_INPUT', 'id');
  try {
    await ctx.platform.call('endSession', { body: { id } });
    return success;
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)] };
  }
};
