import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, userErrorFrom } from '#gateway/user-errors';
import { toDeposit } from '../../deposit';

export const cancelDeposit: NonNullable<MutationResolvers['cancelDeposit']> = async (_parent, { id }, ctx) => {
  if (!/^[1-9]\d{0,15}$/.test(id)) return failure('NOT_FOUND');
  try {
    const cancelled = await ctx.platform.call('cancelDeposit', { body: { depositId: Number(id) } });
    return { ok: true, errors: [], deposit: toDeposit(cancelled) };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], deposit: null };
  }
};
