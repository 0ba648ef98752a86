import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, success, userErrorFrom } from '#gateway/user-errors';

/**
 * The platform ends the account's other sessions; this one stays, so the member carries on. The old
 * password is left out of the call when the form left it out (right after a login that must change
 * the password, Member.oldPasswordNeeded): the platform decides whether it may be, and otherwise
 * answers REQUIRED on it.
 */
export const changePassword: NonNullable<MutationResolvers['changePassword']> = async (_parent, { input }, ctx) => {
  if (input.newPassword !== input.confirmNewPassword) return failure('INCONSISTENT', 'confirmNewPassword');
  const { oldPassword, newPassword, confirmNewPassword } = input;
  try {
    await ctx.platform.call('changePassword', { body: oldPassword ? { oldPassword, newPassword, confirmNewPassword } : { newPassword, confirmNewPassword } });
    return success;
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)] };
  }
};
