import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';

export const unsubscribePush: NonNullable<MutationResolvers['unsubscribePush']> = async (_parent, { endpoint }, ctx) => {
  try {
    return { ok: true, errors: [], settings: await ctx.platform.call('unsubscribePush', { query: { endpoint: endpoint.slice(0, 2048) } }) };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], settings: null };
  }
};
