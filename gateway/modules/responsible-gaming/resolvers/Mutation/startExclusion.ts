import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, userErrorFrom } from '#gateway/user-errors';
import { endSession } from '#gateway/modules/session/lifecycle';
import { wireLength } from '../../wire';

/** It cannot be undone by the player: the input must say they understand (the form's checkbox). */
export const startExclusion: NonNullable<MutationResolvers['startExclusion']> = async (_parent, { input }, ctx) => {
  if (!input.confirm) return { ...failure('REQUIRED', 'confirm'), endsAt: null };
  try {
    const value = await ctx.platform.call('startExclusion', { body: { length: wireLength(input.length) } });
    // The platform ended every session of the member, this one too: the cookie goes with it.
    endSession(ctx);
    return { ok: true, errors: [], endsAt: value.endsAt };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], endsAt: null };
  }
};
