import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';
import { minutesError } from '../../wire';

export const setSessionLimit: NonNullable<MutationResolvers['setSessionLimit']> = async (_parent, { input }, ctx) => {
  const minutes = input.minutes ?? null;
  const refused = minutesError(minutes);
  if (refused) return { ...refused, sessionLimit: null };
  try {
    const value = await ctx.platform.call('setSessionLimit', { body: { minutes } });
    return { ok: true, errors: [], sessionLimit: value.sessionLimit };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], sessionLimit: null };
  }
};
