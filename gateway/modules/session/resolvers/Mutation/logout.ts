import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { endSession } from '../../lifecycle';

export const logout: NonNullable<MutationResolvers['logout']> = async (_parent, _args, ctx) => {
  if (ctx.session) {
    try {
      await ctx.platform.call('logout');
    } catch (error) {
      // Already over on the platform, or it said yes in a shape we do not read (the answer is only
      // an acknowledgement): the cookie still goes.
      const done = error instanceof UpstreamError && (error.code === ErrorCode.SessionEnded || error.code === ErrorCode.UpstreamMalformed);
      if (!done) throw error;
    }
  }
  endSession(ctx);
  return true;
};
