import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { endSession } from '#gateway/modules/session/lifecycle';
import { failure, success, userErrorFrom } from '#gateway/user-errors';

/** It cannot be undone: the input must say the member understands (the form's checkbox). */
export const closeAccount: NonNullable<MutationResolvers['closeAccount']> = async (_parent, { input }, ctx) => {
  if (!input.confirm) return failure('REQUIRED', 'confirm');
  try {
    await ctx.platform.call('closeAccount', { body: { confirm: true } });
    // The platform ended every session of the member, this one too: the cookie goes with it.
    endSession(ctx);
    return success;
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)] };
  }
};
