import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, success, userErrorFrom } from '#gateway/user-errors';

/** The platform ends the account's other sessions; this one stays, so the member carries on. */
export const changePassword: NonNullable<MutationResolvers['changePassword']> = async (_parent, { input }, ctx) => {
  if (input.newPassword !== input.confirmNewPassword) return failure('INCONSISTENT', 'confirmNewPassword');
  try {
    await ctx.platform.call('changePassword', { body: input });
    return success;
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)] };
  }
};
