import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';
import { failure, success, userErrorFrom } from '../../../../user-errors';

/** The platform ends the account's other sessions; this one stays, so the member carries on. */
export const changePassword: NonNullable<MutationResolvers['changePassword']> = async (_parent, { input }, ctx) => {
  if (!ctx.session) throw new UpstreamError(ErrorCode.SessionEnded, 'login required', 'changePassword');
  if (input.newPassword !== input.confirmNewPassword) return failure('INCONSISTENT', 'confirmNewPassword');
  try {
    await ctx.platform.call('changePassword', { body: input });
    return success;
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)] };
  }
};
