import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { notOffered } from '#gateway/errors';

/** Null when the platform does not offer responsible-gaming tools: no reality check, no warning. */
export const playSession: NonNullable<QueryResolvers['playSession']> = async (_parent, _args, ctx) => {
  try {
    return await ctx.platform.call('playSession');
  } catch (error) {
    if (notOffered(error)) return null;
    throw error;
  }
};
