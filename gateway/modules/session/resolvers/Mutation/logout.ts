import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { endSession } from '../../lifecycle';

export const logout: NonNullable<MutationResolvers['logout']> = async (_parent, _args, ctx) => {
  if (ctx.session) {
    try {
      await ctx.platform.call('logout');
    } catch (error) {
      // Already over on the platform: the cookie still goes.
      if (!(error instanceof UpstreamError && error.code === ErrorCode.SessionEnded)) throw error;
    }
  }
  endSession(ctx);
  return true;
};
