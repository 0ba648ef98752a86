import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, userErrorFrom } from '#gateway/user-errors';
import { exchangeOf } from '../mappers';
import { isRequestId } from '#gateway/request-id';

/** Sealed on the wire (it carries the payment password). */
export const redeemPointReward: NonNullable<MutationResolvers['redeemPointReward']> = async (_parent, { input }, ctx) => {
  const none = { exchange: null, points: null };
  if (!Number.isSafeInteger(input.quantity) || input.quantity < 1 || input.quantity > 1000) return { ...failure('INVALID_INPUT', 'quantity'), ...none };
  if (!/^\d{1,10}$/.test(input.rewardId)) return { ...failure('NOT_FOUND', 'rewardId'), ...none };
  if (!input.paymentPassword) return { ...failure('REQUIRED', 'paymentPassword'), ...none };
  if (!isRequestId(input.requestId)) return { ...failure('INVALID_INPUT', 'requestId'), ...none };
  try {
    const value = await ctx.platform.call('redeemPointReward', {
      body: {
        rewardId: Number(input.rewardId),
        quantity: input.quantity,
        deliveryAddress: input.deliveryAddress?.trim() || undefined,
        phone: input.phone?.trim() || undefined,
        paymentPassword: input.paymentPassword,
        requestId: input.requestId,
      },
    });
    return { ok: true, errors: [], exchange: exchangeOf(value), points: value.points };
  } catch (error) {
    const refused = userErrorFrom(error);
    // Too few points for a redemption concern the quantity asked for.
    return { ok: false, errors: [refused.field === 'points' ? { ...refused, field: 'quantity' } : refused], ...none };
  }
};

/** Sealed on the wire (it carries the payment password). */
export const convertPoints: NonNullable<MutationResolvers['convertPoints']> = async (_parent, { input }, ctx) => {
  const none = { conversion: null, pointsLeft: null };
  if (!Number.isSafeInteger(input.points) || input.points < 1) return { ...failure('INVALID_INPUT', 'points'), ...none };
  if (!input.paymentPassword) return { ...failure('REQUIRED', 'paymentPassword'), ...none };
  if (!isRequestId(input.requestId)) return { ...failure('INVALID_INPUT', 'requestId'), ...none };
  try {
    const value = await ctx.platform.call('convertPoint', {
      body: { points: input.points, paymentPassword: input.paymentPassword, requestId: input.requestId },
    });
    return {
      ok: true,
      errors: [],
      conversion: { id: value.conversionId, points: value.points, amount: value.amount, status: value.status },
      pointsLeft: value.pointsLeft,
    };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], ...none };
  }
};
