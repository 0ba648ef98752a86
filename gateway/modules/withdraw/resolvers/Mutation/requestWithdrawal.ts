import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { fromMinorUnits } from '#gateway/upstream/money';
import { userErrorFrom } from '#gateway/user-errors';
import { withdrawalInputError } from '../../input';
import { withdrawalOf } from '../../mappers';

/** Sealed on the wire (it carries the payment password). */
export const requestWithdrawal: NonNullable<MutationResolvers['requestWithdrawal']> = async (_parent, { input }, ctx) => {
  const refused = withdrawalInputError(input);
  if (refused) return { ok: false, errors: [refused], withdrawal: null };
  try {
    const value = await ctx.platform.call('requestWithdrawal', {
      body: {
        amount: fromMinorUnits(input.amount),
        cardId: Number(input.cardId),
        paymentPassword: input.paymentPassword,
        requestId: input.requestId,
        // Our extension (docs/decisions/067): sent only when the member confirmed, so a live platform never sees it otherwise.
        ...(input.forfeitBonusId && /^\d{1,15}$/.test(input.forfeitBonusId) ? { forfeitBonusId: Number(input.forfeitBonusId) } : {}),
      },
    });
    return { ok: true, errors: [], withdrawal: withdrawalOf(value) };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], withdrawal: null };
  }
};
