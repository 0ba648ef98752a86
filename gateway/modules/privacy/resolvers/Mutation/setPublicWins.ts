import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';

/** Keeps the member's wins off public lists, or shows them there again (masked); NOT_AVAILABLE on a platform without the choice. */
export const setPublicWins: NonNullable<MutationResolvers['setPublicWins']> = async (_parent, { input }, ctx) => {
  try {
    const { hidden } = await ctx.platform.call('setPublicWins', { body: { hide: input.hide } });
    return { ok: true, errors: [], hidesPublicWins: hidden };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], hidesPublicWins: null };
  }
};
