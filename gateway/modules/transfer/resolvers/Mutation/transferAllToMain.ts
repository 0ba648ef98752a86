import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';
import { inputError } from '../../request';

export const transferAllToMain: NonNullable<MutationResolvers['transferAllToMain']> = async (_parent, { input }, ctx) => {
  const refused = inputError(input);
  if (refused) return { ok: false, errors: [refused] };
  try {
    const value = await ctx.platform.call('walletTransfer', { body: { allToMain: true, requestId: input.requestId } });
    return { ok: true, errors: [], amount: value.movedAmount ?? 0 };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)] };
  }
};
