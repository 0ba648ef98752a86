import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';

export const setPushPreferences: NonNullable<MutationResolvers['setPushPreferences']> = async (_parent, { input }, ctx) => {
  const kinds = Object.fromEntries(
    (
      [
        ['DRAW_RESULTS', input.drawResults],
        ['WITHDRAWAL_PAID', input.withdrawalPaid],
        ['ANSWERS', input.answers],
        ['TOURNAMENTS', input.tournaments],
      ] as const
    ).filter(([, on]) => typeof on === 'boolean'),
  );
  try {
    return { ok: true, errors: [], settings: await ctx.platform.call('setPushPreferences', { body: { kinds } }) };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], settings: null };
  }
};
