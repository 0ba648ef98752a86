import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';
import { ACTION_CALL } from '../../mappers';

export const requestContractTermination: NonNullable<MutationResolvers['requestContractTermination']> = async (_parent, { input }, ctx) => {
  try {
    const value = await ctx.platform.call(ACTION_CALL[input.kind], { body: { action: 'terminate', contractId: input.contractId } });
    return { ok: true, errors: [], status: value.status ?? null };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], status: null };
  }
};
