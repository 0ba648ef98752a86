import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, userErrorFrom } from '#gateway/user-errors';
import { inputError, wireAmount } from '../../request';

/** Sealed on the wire (it carries the payment password). */
export const transferToPlayer: NonNullable<MutationResolvers['transferToPlayer']> = async (_parent, { input }, ctx) => {
  const refused = inputError(input);
  if (refused) return { ok: false, errors: [refused] };
  const targetUsername = input.targetUsername.trim();
  if (!targetUsername) return failure('REQUIRED', 'recipient');
  if (!input.paymentPassword) return failure('REQUIRED', 'paymentPassword');
  try {
    const value = await ctx.platform.call('transferToPlayer', {
      body: { targetUsername, amount: wireAmount(input.amount), paymentPassword: input.paymentPassword, requestId: input.requestId },
    });
    return { ok: true, errors: [], amount: value.amount, completed: value.status === 'COMPLETED' };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)] };
  }
};
