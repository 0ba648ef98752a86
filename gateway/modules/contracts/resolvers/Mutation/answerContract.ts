import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';
import { ACTION_CALL } from '../../mappers';

export const answerContract: NonNullable<MutationResolvers['answerContract']> = async (_parent, { input }, ctx) => {
  try {
    const value = await ctx.platform.call(ACTION_CALL[input.kind], { body: { action: input.accept ? 'accept' : 'reject', contractId: input.contractId } });
    return { ok: true, errors: [], status: value.status ?? null };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], status: null };
  }
};
