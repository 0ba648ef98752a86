import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';
import { minutesError } from '../../wire';

export const setRealityCheck: NonNullable<MutationResolvers['setRealityCheck']> = async (_parent, { input }, ctx) => {
  const minutes = input.minutes ?? null;
  const refused = minutesError(minutes);
  if (refused) return { ...refused, realityCheckMinutes: null };
  try {
    const value = await ctx.platform.call('setRealityCheck', { body: { minutes } });
    return { ok: true, errors: [], realityCheckMinutes: value.realityCheckMinutes };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], realityCheckMinutes: null };
  }
};
